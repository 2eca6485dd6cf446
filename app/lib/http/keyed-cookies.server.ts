/**
 * The cookies that change an anonymous public page, the locale preference and the consent choice,
 * read exactly as the shared cache's key reads them (deploy/nginx.conf, docs/operations.md
 * "Shared cache"), so that the page stored under a key is the page every request of that key
 * would get from the site. The cookie library the rest of the site reads cookies with decodes
 * percent-escapes and removes quotes, which the key does not: read by it, one request with
 * `Cookie: consent=%67ranted` would store the page without the banner, and with the tag manager,
 * as the page of every visitor who has not chosen.
 *
 * The reading, one grammar for both (nginx's maps hold the regular expressions keyedCookiePattern
 * writes, and a unit test holds the two together):
 * - the Cookie header is split at ";" (several Cookie headers are joined with "; ", by Node and by
 *   nginx alike);
 * - a pair is the cookie `name` when, after spaces and tabs, it starts with exactly `name=` (names
 *   are case-sensitive, RFC 6265 §5.4); the first such pair is the one read;
 * - its value is read as it was sent, up to the next ";", spaces and tabs at its end dropped: no
 *   percent-decoding, no quotes removed;
 * - only the listed values count; anything else (`%67ranted`, `"granted"`, `Granted`, empty) is
 *   no value.
 */

/** The cookies of the cache key, with the values that change a page (docs/operations.md "Shared cache"). */
export const KEYED_COOKIES = {
  /** The locale preference (product.md §Locales): an unprefixed URL redirects to it; "en" changes nothing. */
  locale: ["cn", "zh-hk"],
  /** The consent choice (product.md §Consent): the banner and the tag manager. */
  consent: ["granted", "denied"],
} as const;

/** `text` as a literal in a regular expression (outside a character class). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The regular expression (its source, valid in JavaScript and in nginx's PCRE) that a Cookie
 * header matches when its cookie `name` reads `value` by the grammar above. `name` and `value`
 * are literal text.
 */
export function keyedCookiePattern(name: string, value: string): string {
  return `^(?:(?![ \\t]*${escape(name)}=)[^;]*;)*[ \\t]*${escape(name)}=${escape(value)}[ \\t]*(?:;|$)`;
}

const compiled = new Map<string, RegExp>();

/**
 * The value of cookie `name` in `request` by the key's grammar (see the module), when it is one of
 * `values`; null otherwise (no such cookie, or a value not listed, however it is spelt).
 */
export function readKeyedCookie<T extends string>(request: Request, name: string, values: readonly T[]): T | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const value of values) {
    const id = `${name}=${value}`;
    let pattern = compiled.get(id);
    if (!pattern) {
      pattern = new RegExp(keyedCookiePattern(name, value));
      compiled.set(id, pattern);
    }
    if (pattern.test(header)) return value;
  }
  return null;
}
