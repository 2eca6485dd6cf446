/**
 * Redirect targets: a `redirectTo` is accepted only when the URL parser
 * resolves it to the site's own origin; anything else (//x, /\x, \x, %5C, http:x, javascript:,
 * data:, tab, CR, LF, userinfo@host, …) falls back to the default. OWASP ASVS 5.0 V3.7.
 */
const BASE = "https://site.invalid";

/** A same-site path (with query and hash) for `target`, or `fallback` when it is not one. */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // Control characters and backslashes are refused outright: browsers strip or rewrite them.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  // The parser removes dot segments: "/..//host" is "//host" now, which a browser reads as a host.
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  // A session hand-over key comes only from the app or the mobile site (product.md §Session
  // hand-over): in a redirect of our own it is an attacker's key, which the victim's browser would
  // carry to the hand-over as a same-origin navigation (login CSRF through `redirectTo`).
  const query = withoutHandOverParams(url.search.slice(1));
  return `${url.pathname}${query ? `?${query}` : ""}${url.hash}`;
}

/** The query parameter of the session hand-over (root.tsx). */
export const HAND_OVER_PARAM = "tokenKey";

/**
 * Whether a query parameter, by its name as URLSearchParams decodes it (WHATWG URL
 * application/x-www-form-urlencoded parsing: "+" and percent-escapes decoded once), is the session
 * hand-over key. The hand-over reads its key by this test (`handOverKey`) and every place that
 * strips the key (redirect targets, upstream content links) drops by it, so any spelling the one
 * accepts ("tokenKe%79", "%74okenKey") the others remove. The name is case-sensitive and decoded
 * once, as the hand-over reads it: "tokenkey" and "tokenKe%2579" are other parameters to it.
 */
export function isHandOverParam(decodedName: string): boolean {
  return decodedName === HAND_OVER_PARAM;
}

/** The session hand-over key `params` carries (the first such parameter's value), or null. */
export function handOverKey(params: URLSearchParams): string | null {
  for (const [name, value] of params) if (isHandOverParam(name)) return value;
  return null;
}

/**
 * `query` (a query string without its "?") with every hand-over parameter removed and the other
 * parameters kept exactly as written (not re-encoded); the same string when there is none.
 */
export function withoutHandOverParams(query: string): string {
  if (query === "") return query;
  const pieces = query.split("&");
  const kept = pieces.filter((piece) => {
    const name = new URLSearchParams(piece).keys().next().value;
    return name === undefined || !isHandOverParam(name);
  });
  return kept.length === pieces.length ? query : kept.join("&");
}

/**
 * A URL without a session hand-over key (upstream content links and images, the redirect helper's
 * targets): a link carrying `tokenKey` would, once followed to this site, plant or replace the
 * reader's session (docs/product.md §Session), and an image or any other request the page makes
 * of its own accord would carry it there without a click. `href` is absolute or site-relative
 * ("/?tokenKey=…", read against this site's origin, and answered site-relative). The URL is parsed
 * as a browser parses it (WHATWG URL: tabs and newlines dropped, the query split at "&") and every
 * parameter whose decoded name is the key goes (`isHandOverParam`, the test the hand-over reads its
 * key by: "tokenKe%79" too), from the query and from a query in the fragment ("#/open?tokenKey=…",
 * which a hash-routed page of another host reads). Other parameters are kept as written; a URL
 * without the key, or one that does not parse, is returned unchanged.
 */
export function withoutHandOverKey(href: string): string {
  if (!href.includes("?") && !href.includes("#")) return href;
  let url: URL;
  let relative = false;
  try {
    url = new URL(href);
  } catch {
    try {
      url = new URL(href, BASE);
      relative = true;
    } catch {
      return href;
    }
  }
  let changed = false;
  const query = withoutHandOverParams(url.search.slice(1));
  if (query !== url.search.slice(1)) {
    url.search = query;
    changed = true;
  }
  const fragment = url.hash.slice(1);
  const fragmentQueryAt = fragment.indexOf("?") + 1;
  const fragmentQuery = withoutHandOverParams(fragment.slice(fragmentQueryAt));
  if (fragmentQuery !== fragment.slice(fragmentQueryAt)) {
    const path = fragment.slice(0, fragmentQueryAt);
    url.hash = fragmentQuery === "" && path.endsWith("?") ? path.slice(0, -1) : `${path}${fragmentQuery}`;
    changed = true;
  }
  if (!changed) return href;
  return relative && url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * A request's own path as a redirect target that stays on this site, or null when it cannot be
 * one: leading slashes and backslashes collapse to one "/" (a browser reads "//host" and "/\\host"
 * as another host), then safeRedirectPath's checks, which a path fails with a backslash or a
 * control character in it (raw or percent-encoded: "/News/%5Cevil.example", "/x%0d%0a"), or over
 * 2,048 characters. A redirect to a spelling of the request's own page (server.ts) answers the
 * 404 page on null instead: no link of the site writes such a path (docs/security.md §One URL
 * per page).
 */
export function ownPathRedirect(path: string): string | null {
  const target = safeRedirectPath(path.replace(/^[/\\]+/, "/"), "");
  return target === "" ? null : target;
}

/** ownPathRedirect, with the home page, "/", for a path that cannot be a redirect target. */
export function ownPathTarget(path: string): string {
  return ownPathRedirect(path) ?? "/";
}

/**
 * An absolute URL for the redirect helper (product.md §Redirect helper): accepted when its protocol is https (or http
 * for loopback in development) and its host is one of `allowedHosts` or a subdomain of
 * `allowedDomain`; no userinfo. Returns the normalised href or null.
 */
export function allowedExternalUrl(target: unknown, allowedHosts: readonly string[], allowedDomain: string): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.includes(host) || host === allowedDomain || host.endsWith(`.${allowedDomain}`);
  if (!allowed) return null;
  if (url.protocol === "http:" && !["localhost", "127.0.0.1"].includes(host)) return null;
  return url.href;
}
