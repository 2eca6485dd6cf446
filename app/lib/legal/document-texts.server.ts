/**
 * The legal documents' texts for a page's loader (app/routes/legal/documents.tsx). The texts live in
 * app/content/legal/<locale>.ts and are imported only here, so they reach the browser as the
 * loader data of the page that shows them — never in the locale resources or a bundle.
 */
import { cn } from "~/content/legal/cn";
import { en } from "~/content/legal/en";
import type { LegalBlock, LegalTexts } from "~/content/legal/types";
import { zhHk } from "~/content/legal/zh-hk";
import { SITE_DOMAIN } from "~/lib/config/env.server";
import { formatDate } from "~/lib/i18n/dates";
import { resources } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import type { LegalKey } from "~/lib/legal/documents";

export const LEGAL_TEXTS: Record<Locale, LegalTexts> = { en, cn, "zh-hk": zhHk };

/**
 * When each document's summary last changed (one date for all three locales, which change
 * together). Update it with the text: the page shows it as "Last updated".
 */
export const LEGAL_UPDATED: Record<LegalKey, string> = {
  "client-agreement": "2026-11-22",
  "risk-disclosure": "2026-11-22",
  "privacy-policy": "2026-11-22",
  "open-api-terms": "2026-11-22",
};

/** The Data Protection Officer's address (PDPA), at the brokerage's own domain: to be confirmed by compliance. */
export const DPO_EMAIL = `dpo@${SITE_DOMAIN}`;

export type ViewBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

export interface LegalView {
  /** ISO date of the last change, and the same date as the locale writes it (product.md §Locales). */
  updated: string;
  updatedText: string;
  intro: ViewBlock[];
  sections: Array<{ id: string; heading: string; blocks: ViewBlock[] }>;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function blocks(body: readonly LegalBlock[], values: Record<string, string>): ViewBlock[] {
  return body.map((block) =>
    typeof block === "string" ? { kind: "p", text: fill(block, values) } : { kind: "ul", items: block.map((item) => fill(item, values)) },
  );
}

const views = new Map<string, LegalView>();

/**
 * A document in a locale, ready to render: {{brand}} (common.brand of the locale) and
 * {{dpoEmail}} filled in, the date formatted. Built once per document and locale (texts are static).
 */
export function legalDocument(key: LegalKey, locale: Locale): LegalView {
  const id = `${locale}:${key}`;
  let view = views.get(id);
  if (!view) {
    const doc = LEGAL_TEXTS[locale][key];
    const brand = (resources[locale].common as { brand?: string } | undefined)?.brand ?? "";
    const values = { brand, dpoEmail: DPO_EMAIL };
    view = {
      updated: LEGAL_UPDATED[key],
      updatedText: formatDate(LEGAL_UPDATED[key], locale),
      intro: blocks(doc.intro, values),
      sections: doc.sections.map((section) => ({ id: section.id, heading: fill(section.heading, values), blocks: blocks(section.body, values) })),
    };
    views.set(id, view);
  }
  return view;
}
