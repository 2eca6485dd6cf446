/**
 * Cache-Control and Vary of the site's own answers: documents and the loader data the SPA fetches
 * (docs/operations.md "Shared cache"; RFC 9111; OWASP ASVS 5.0 V14.2.2 / V14.3.2).
 * - `public, max-age=0, s-maxage=60, stale-while-revalidate=600` (SHARED_CACHE_CONTROL) for an
 *   anonymous GET or HEAD of a public page (PUBLIC_PAGES: product, marketing, pricing, help, news,
 *   legal, download and activity pages) answered 200, or of any path answered 404, when the edge
 *   named the visitor's device class and nothing else of the visitor's own went into the answer
 *   (`context.cache.personal`): a shared cache (nginx, a CDN) keeps it for a minute and serves it
 *   stale for ten while it fetches a fresh one; a browser asks again each time.
 * - `no-store` when signed in (a token cookie): the page shows the user's name and account;
 *   neither the browser nor any proxy keeps a copy. Also for a session hand-over (a `tokenKey` in
 *   the query, however its name is encoded), which server.ts enforces for every answer too.
 * - `private, no-cache` for anything else anonymous (account pages and forms, a form's result,
 *   error pages but 404, an answer without the edge's device class): kept by the browser only.
 * A response that sets a cookie is `no-store` whatever this says (server.ts). A route that set
 * its own Cache-Control keeps it.
 *
 * `Vary: Cookie, X-Device-Class, X-Region` on every one of them: the session, the locale
 * preference and the consent choice are cookies, and the device class and country headers are the
 * edge's (device.server.ts, region.server.ts). Never the User-Agent: the page depends on the device
 * class only, a handful of values, where the User-Agent would store one copy per browser build.
 * The edge's cache key (deploy/nginx.conf) holds the same parts, with the cookies reduced to the
 * values that change the page.
 */
import type { AppLoadContext } from "@remix-run/node";
import { DEVICE_CLASS_HEADER, edgeNamedDevice } from "~/lib/http/device.server";
import { REGION_HEADER } from "~/lib/http/region.server";
import { HAND_OVER_PARAM } from "~/lib/http/safe-redirect";
import { pageFromPath } from "~/lib/pages/registry";
import { readSession } from "~/lib/session/cookies.server";

/** The shared-cache policy of a public page's anonymous answer. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** What a browser may keep of an anonymous answer that is not public. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** Every document and data answer varies on these request headers (see the module's rule). */
export const VARY = `Cookie, ${DEVICE_CLASS_HEADER}, ${REGION_HEADER}`;

/**
 * The pages (app/pages.json keys) whose anonymous answers a shared cache may keep: the same for
 * every anonymous visitor of one device class, country, locale preference and consent choice.
 * Every other page (sign-in and sign-up, password reset, two-step verification, the session
 * hand-over's confirmation, the Open API application, payment records, feedback: forms, or a
 * signed-in visitor's) is never public; a new
 * page is private until it is listed here (a unit test makes every page one or the other).
 */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set([
  "home",
  "stocks",
  "us-options",
  "futures",
  "fx-cfd",
  "stock-cfds",
  "fractional-shares",
  "structured-product",
  "interest-on-cash-balance",
  "stocks-premier",
  "us-options-premier",
  "futures-premier",
  "personal",
  "institution",
  "open-account",
  "open-api",
  "pricing",
  "promotions",
  "about",
  "download",
  "download-app",
  "download-futures",
  "discover",
  "help-center",
  "help-key",
  "help-generator",
  "faq",
  "news-center",
  "news-list",
  "news",
  "client-agreement",
  "risk-disclosure",
  "privacy-policy",
  "open-api-terms",
  "activity-anniversary",
  "activity-smart-order",
  "activity-stock",
  "activity-stock-aug",
  "market-new-user",
]);

/** Whether a URL's query names the session hand-over key, read decoded as the app reads it (`tokenKe%79` too). */
export function hasHandOverKey(search: string): boolean {
  if (search.length < 2) return false;
  for (const name of new URLSearchParams(search).keys()) if (name === HAND_OVER_PARAM) return true;
  return false;
}

/**
 * The Cache-Control value of a document or data answer (see the module's rule). `status`: the
 * answer's status; `context`: the request's load context (its `cache.personal` flag and session
 * state), when there is one.
 */
export function cacheControlFor(request: Request, status = 200, context?: Pick<AppLoadContext, "cache" | "state">): string {
  const url = new URL(request.url);
  // A token without its uuid too (a half session, signed out, its cookie being cleared).
  if (readSession(request).token !== undefined || hasHandOverKey(url.search)) return "no-store";
  if (context?.state.loggedOut || context?.cache.personal) return PRIVATE_CACHE_CONTROL;
  if (request.method !== "GET" && request.method !== "HEAD") return PRIVATE_CACHE_CONTROL;
  if (!edgeNamedDevice(request)) return PRIVATE_CACHE_CONTROL;
  if (status === 404) return SHARED_CACHE_CONTROL;
  if (status !== 200) return PRIVATE_CACHE_CONTROL;
  const page = pageFromPath(url.pathname);
  return page && PUBLIC_PAGES.has(page.key) ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}

/** Sets Cache-Control (when the route set none) and Vary on `headers` (mutates them); arguments as cacheControlFor. */
export function applyCacheControl(request: Request, headers: Headers, status = 200, context?: Pick<AppLoadContext, "cache" | "state">): void {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControlFor(request, status, context));
  if (!headers.has("Vary")) headers.set("Vary", VARY);
}
