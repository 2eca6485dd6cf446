/**
 * The shape of the sandbox's seed content (news, help center, official news). `seed/content.ts`
 * exports values of these types; tests may pass their own through `startSandbox({ content })`.
 */
export type Lang = "en" | "cn" | "zh-hk";
export type Localized = Record<Lang, string>;

export interface SeedNewsTab { id: string; name: Localized }
export interface SeedArticle {
  id: string;
  tabId: string;
  title: Localized;
  summary: Localized;
  /** HTML. */
  content: Localized;
  /** A site path such as /images/news/x.svg. */
  image: string;
  /** ISO 8601. */
  publishTime: string;
}
export interface SeedHelpTab { id: string; name: Localized; icon: string }
export interface SeedQuestion {
  id: string;
  tabId: string;
  title: Localized;
  /** HTML. */
  content: Localized;
  common: boolean;
  /** ISO 8601. */
  updateTime: string;
}
export interface SeedOfficialTab { id: string; name: Localized }
export interface SeedOfficialNews {
  id: string;
  tabId: string;
  title: Localized;
  summary: Localized;
  content: Localized;
  publishTime: string;
}

/** Everything `seed/content.ts` exports, as one value. */
export interface SeedContent {
  newsTabs: SeedNewsTab[];
  articles: SeedArticle[];
  helpTabs: SeedHelpTab[];
  questions: SeedQuestion[];
  officialTabs: SeedOfficialTab[];
  officialNews: SeedOfficialNews[];
}
