/**
 * Redirect targets (issue 3, issue 8): a `redirectTo` is accepted only when the URL parser
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
  // A session hand-over key comes only from the app or the mobile site (DESIGN.md Session
  // hand-over): in a redirect of our own it is an attacker's key, which the victim's browser would
  // carry to the hand-over as a same-origin navigation (login CSRF through `redirectTo`).
  if (url.searchParams.has(HAND_OVER_PARAM)) url.searchParams.delete(HAND_OVER_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query parameter of the session hand-over (root.tsx). */
export const HAND_OVER_PARAM = "tokenKey";

/**
 * A request's own path as a redirect target that stays on this site: leading slashes and
 * backslashes collapse to one "/" (a browser reads "//host" and "/\\host" as another host),
 * then safeRedirectPath; "/" when it is still not a same-site path.
 */
export function ownPathTarget(path: string): string {
  return safeRedirectPath(path.replace(/^[/\\]+/, "/"));
}

/**
 * An absolute URL for the redirect helper (SPEC §2): accepted when its protocol is https (or http
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
