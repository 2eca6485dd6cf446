/**
 * The shape of the legal documents' texts (app/content/legal/<locale>.ts). Server-only content:
 * imported by app/lib/legal/document-texts.server.ts alone, so none of it reaches the browser's bundle or the
 * locale resources (the pages get it as loader data).
 *
 * Texts may hold {{brand}} (common.brand of the locale) and {{dpoEmail}} (the Data Protection
 * Officer's address), filled in by the loader.
 */
import type { LegalKey } from "~/lib/legal/documents";

/** A block of a section: a string is a paragraph, an array of strings a bulleted list. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** The anchor of the section (same in every locale, so links to a section work in all three). */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  /** Paragraphs before the first section. */
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

export type LegalTexts = Record<LegalKey, LegalDocument>;
