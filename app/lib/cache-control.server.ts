/**
 * Cache-Control of the site's own answers: documents and the loader/action data the SPA fetches.
 *
 * Without it a document carried no Cache-Control at all (Remix applies a loader's headers to the
 * document only through a route's `headers` export, which no route has), leaving shared caches
 * free to keep a page heuristically (RFC 9111 §4.2.2). The rule, after OWASP ASVS 5.0 V14.3.2
 * (sensitive data not kept in browser caches) and V14.2.2 (nor in intermediaries):
 * - signed in (a token cookie, SPEC §4): `no-store`: the page shows the user's name, account
 *   state and forms; neither the browser nor any proxy keeps a copy, so after logout neither the
 *   back button nor a shared computer shows it again;
 * - anonymous: `private, no-cache`: no shared cache keeps it (each carries its own CSP nonce),
 *   the browser asks again before reusing it, and may still show it on back/forward.
 * A route that set its own Cache-Control keeps it. `Vary: Cookie, User-Agent`, as the locale
 * and the session come from cookies and the layout from the user agent (DESIGN.md).
 */
import { readSession } from "~/lib/cookies.server";

/** The Cache-Control value of a document or data answer to `request` (see the module's rule). */
export function cacheControlFor(request: Request): string {
  return readSession(request).isLogin ? "no-store" : "private, no-cache";
}

/** Sets Cache-Control (when the route set none) and Vary on `headers` (mutates them). */
export function applyCacheControl(request: Request, headers: Headers): void {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControlFor(request));
  if (!headers.has("Vary")) headers.set("Vary", "Cookie, User-Agent");
}
