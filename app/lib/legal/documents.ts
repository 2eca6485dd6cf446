/**
 * The legal documents a visitor can read before agreeing to them (sign-up, the Open API
 * application): their page keys (app/pages.json, meta.json, common.json `pages.<key>`) and paths.
 * Browser-safe: the texts themselves are server-only (app/lib/legal/document-texts.server.ts).
 */
export const LEGAL_KEYS = ["client-agreement", "risk-disclosure", "privacy-policy", "open-api-terms"] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

/** The documents named by the sign-up checkbox (account.json signUp.terms), in its order. */
export const SIGN_UP_DOCUMENTS: readonly LegalKey[] = ["client-agreement", "risk-disclosure", "privacy-policy"];
/** The documents named by the Open API application's checkbox (service.json openApi.terms). */
export const OPEN_API_DOCUMENTS: readonly LegalKey[] = ["open-api-terms"];

export function isLegalKey(value: unknown): value is LegalKey {
  return typeof value === "string" && (LEGAL_KEYS as readonly string[]).includes(value);
}

/** The unprefixed path of a document's page ("/legal/client-agreement"). */
export function legalPath(key: LegalKey): string {
  return `/legal/${key}`;
}
