/**
 * Shapes of the page content kept in the locale resources (app/locales/<locale>/*.json).
 * Components render these shapes; the words live only in the JSON (product.md §Content).
 */

/** meta.json: one entry per page key of app/pages.json. */
export interface PageMeta {
  /** The document title, without the brand suffix (the layout adds " | <brand>"). */
  title: string;
  /** The meta description: one or two sentences, at most about 160 characters. */
  description: string;
  /** The page's visible h1. */
  heading: string;
}

/** Markets of the fee schedule (app/lib/fees/schedule.ts). */
export type MarketId = "us" | "hk" | "sg" | "jp" | "uk" | "us-options" | "futures" | "fx-cfd" | "stock-cfd";

export interface Card {
  title: string;
  body: string;
}

export interface Offer {
  title: string;
  body: string;
  /** Last day of the offer, YYYY-MM-DD (rendered in the locale's date format). */
  endDate: string;
  terms: string[];
  /** The offer's own page, a site path ("/activity/stock"), when it has one. */
  to?: string;
}

/** One block of a content page, rendered in order. */
export type Section =
  | { kind: "text"; id: string; heading: string; paragraphs: string[] }
  | { kind: "cards"; id: string; heading: string; items: Card[] }
  | { kind: "steps"; id: string; heading: string; items: Card[] }
  | { kind: "list"; id: string; heading: string; items: string[] }
  | { kind: "fees"; id: string; heading: string; note: string; markets: MarketId[] }
  | { kind: "offers"; id: string; heading: string; items: Offer[] };

/** products.json: one entry per content page (every page of app/pages.json whose file is routes/marketing/product.tsx). */
export interface ProductContent {
  hero: {
    /** A short line above the h1 (the h1 itself is meta.json's heading). */
    eyebrow: string;
    lead: string;
    /** Two to four short selling points. */
    points: string[];
    /** A campaign's last day (ISO YYYY-MM-DD): shown after the points, formatted (product.md §Locales). */
    endDate?: string;
  };
  sections: Section[];
  /** Risk statements and required disclosures (product.md §Regulation); may be empty only for company pages. */
  risks: { heading: string; items: string[] };
  faq: Array<{ q: string; a: string }>;
  cta: { heading: string; body: string };
}
