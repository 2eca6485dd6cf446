/**
 * The news center's data as its page shows it (/news-center, and /news without an id): what the
 * news service's `loadNewsCenter` (app/services/news/news.server.ts) answers and the component
 * `NewsCenterView` renders. Types only, here so that both sides import them from one place
 * without a component importing a service (docs/architecture.md "Layers").
 */

/** Why a section of a page is missing: the upstream's msg, else the i18n key (common) of the product.md §Errors text. */
export interface LoadFailure {
  msg: string | null;
  messageKey: string;
  /** The upstream said the id is unknown (a 404 for the page's own tab or article). */
  notFound: boolean;
}

/** A news tab or an official-news tab. */
export interface NewsCenterTab {
  id: string;
  name: string;
  icon?: string;
}

/** An article in a list: a news item (with its image) or an official announcement. */
export interface NewsCenterItem {
  id: string;
  title: string;
  summary: string;
  image?: string;
  publishTime: string;
  /** The publish time as the page's locale writes the date. */
  publishDate: string;
}

/** The news tabs with their latest articles, and one page of official news with its tabs; each part may have failed on its own. */
export interface NewsCenterData {
  latest: Array<{ tab: NewsCenterTab; items: NewsCenterItem[]; total: number; error: LoadFailure | null }>;
  officialTabs: NewsCenterTab[];
  officialTabsError: LoadFailure | null;
  officialTabId: string | null;
  officialPage: number;
  officialPages: number;
  officialItems: NewsCenterItem[];
  officialError: LoadFailure | null;
}
