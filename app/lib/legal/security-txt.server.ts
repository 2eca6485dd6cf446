/**
 * /.well-known/security.txt (RFC 9116): where a researcher reports a vulnerability of the site.
 * Every value is configuration (the SECURITY_* variables of config/env.server.ts, with sample
 * defaults); served by routes/resources/security-txt.ts.
 */
import { serverEnv } from "~/lib/config/env.server";

/** Where the file is served (RFC 9116 §3: under /.well-known/, RFC 8615). */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** How long after the day of a request the default Expires lies, in days (RFC 9116 §2.5.5 advises less than a year). */
export const DEFAULT_EXPIRY_DAYS = 180;

/** The fields of the file. */
export interface SecurityTxt {
  /** Contact URIs (mailto:, https:, tel:), most preferred first (§2.5.3). */
  contacts: string[];
  /** When the file stops being valid (§2.5.5). */
  expires: Date;
  /** Language tags a report may be written in (§2.5.8). */
  languages: string[];
  /** The vulnerability disclosure policy's URL (§2.5.7). */
  policy: string;
  /** The file's own canonical URL (§2.5.2). */
  canonical: string;
}

/** A date as an RFC 3339 date-time in UTC, to the second ("2027-05-26T00:00:00Z"), as §2.5.5 asks. */
export function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The file's text: one "Field: value" line each, LF-terminated (§4: CRLF or LF), Contact once per
 * URI in order, then Expires, Preferred-Languages (comma-separated, §2.5.8), Policy and Canonical.
 */
export function formatSecurityTxt(fields: SecurityTxt): string {
  const lines = [
    ...fields.contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${rfc3339(fields.expires)}`,
    `Preferred-Languages: ${fields.languages.join(", ")}`,
    `Policy: ${fields.policy}`,
    `Canonical: ${fields.canonical}`,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * The default Expires for a request at `now`: midnight UTC of that day plus DEFAULT_EXPIRY_DAYS,
 * so it stays ahead and is the same all day (a cached copy agrees with a fresh one).
 */
export function defaultExpires(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day + DEFAULT_EXPIRY_DAYS * 86_400_000);
}

/**
 * The configured file for the site at `origin` (siteOrigin of the request) at `now`:
 * SECURITY_CONTACT, SECURITY_EXPIRES (else defaultExpires), SECURITY_LANGUAGES,
 * SECURITY_POLICY_URL, and the canonical URL under `origin`.
 */
export function configuredSecurityTxt(origin: string, now: Date): SecurityTxt {
  const env = serverEnv();
  const list = (value: string) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
  return {
    contacts: list(env.SECURITY_CONTACT),
    expires: env.SECURITY_EXPIRES ? new Date(env.SECURITY_EXPIRES) : defaultExpires(now),
    languages: list(env.SECURITY_LANGUAGES),
    policy: env.SECURITY_POLICY_URL,
    canonical: `${origin}${SECURITY_TXT_PATH}`,
  };
}
