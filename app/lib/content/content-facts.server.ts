/**
 * The figures a content page shows that come from code rather than from its words: the fee
 * tables of the fee schedule (app/lib/fees/views.server.ts) and dates in the locale's format
 * (product.md §Locales). Worked out in the loader, so that the browser bundle of a marketing page carries
 * neither the schedule, its decimal arithmetic nor the date library (JavaScript budget).
 */
import type { MarketId, ProductContent } from "~/lib/content/product-content";
import { feeTableViews, type FeeTableView } from "~/lib/fees/views.server";
import { formatDate } from "~/lib/i18n/dates";
import { i18nFor } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";

/** Fee tables and formatted dates of one content page, keyed by market id and by ISO date. */
export interface ContentFacts {
  feeTables: Partial<Record<MarketId, FeeTableView>>;
  dates: Record<string, string>;
  /** The hero's campaign end date (ISO), or null. */
  heroEndDate: string | null;
}

/**
 * The facts the sections of a products.json entry (`key`: "home" or a page key) need in a locale:
 * fee tables for "fees" sections, formatted end dates for "offers" and for a campaign's hero
 * (`heroEndDate`). The words themselves reach the page through i18next as usual. A missing entry
 * gives empty facts.
 */
export function contentFacts(key: string, locale: Locale): ContentFacts {
  // Static for a page and locale (the schedule and the resources do not change while the server
  // runs); `key` comes from the page registry, so the memo is bounded by pages × locales.
  const id = `${key} ${locale}`;
  let facts = madeFacts.get(id);
  if (!facts) {
    facts = factsOf(key, locale);
    madeFacts.set(id, facts);
  }
  return facts;
}

const madeFacts = new Map<string, ContentFacts>();

function factsOf(key: string, locale: Locale): ContentFacts {
  // The raw resource: markets and dates need no interpolation (t with returnObjects would
  // translate the whole entry, which the page does once anyway).
  const content = i18nFor(locale).getResource(locale, "products", key) as unknown;
  const facts: ContentFacts = { feeTables: {}, dates: {}, heroEndDate: null };
  if (typeof content !== "object" || content === null) return facts;
  const { endDate } = (content as ProductContent).hero;
  if (endDate) {
    facts.heroEndDate = endDate;
    facts.dates[endDate] = formatDate(endDate, locale);
  }
  for (const section of (content as ProductContent).sections) {
    if (section.kind === "fees") {
      for (const view of feeTableViews(section.markets, locale)) facts.feeTables[view.market] = view;
    } else if (section.kind === "offers") {
      for (const offer of section.items) facts.dates[offer.endDate] = formatDate(offer.endDate, locale);
    }
  }
  return facts;
}
