/**
 * GET /action/redirect?target=…&locale=… — the redirect helper (docs/product.md §Redirect helper).
 * Links to the mobile site and the brokerage's other hosts point here (`redirectHelperHref`), so
 * they are plain anchors that work without JavaScript; the link says same tab or new tab.
 * `target`: an absolute URL on an allowed host (the environment's mobile site, the brokerage's
 * domain and its subdomains) or a site path; anything else answers 400 (never an open redirect:
 * the checks and bypass corpus of app/lib/http/safe-redirect.ts). `locale`: the page's, the token-key
 * call's X-Lang (by default a site path's locale prefix, else English).
 * Signed in, from the site's own pages: fetch a token key, then go through the mobile site's
 * redirect page with the token key and the target. Anonymous, when the fetch fails, or when the
 * request comes from another site (Sec-Fetch-Site cross-site or same-site: a link planted
 * elsewhere gets no token key minted for the visitor's session): straight to the target. A session
 * hand-over key in the target is dropped. Answers are never cached (no-store).
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectThroughMobileSite } from "~/lib/account/mobile-redirect.server";
import { siteOrigin, upstreamConfig, SITE_DOMAIN } from "~/lib/config/env.server";
import { allowedExternalUrl, safeRedirectPath, withoutHandOverKey } from "~/lib/http/safe-redirect";
import { DEFAULT_LOCALE, isLocale, localeFromPrefix, type Locale } from "~/lib/i18n/locale";
import { isSignedIn } from "~/lib/upstream/context.server";

/** The locale of a helper target on the site itself (its prefix), else the default. */
function pageLocale(target: string, origin: string): Locale {
  const url = new URL(target);
  return (url.origin === origin && localeFromPrefix(url.pathname)) || DEFAULT_LOCALE;
}

/**
 * Resolves a helper target to an absolute URL on the allowlist, or null: a site path (checked by
 * safeRedirectPath) on `siteOrigin`, or an absolute URL on the mobile site's host or the
 * brokerage's domain (allowedExternalUrl), without any session hand-over key (withoutHandOverKey).
 */
export function resolveHelperTarget(target: unknown, siteOrigin: string, mobileSiteOrigin: string): string | null {
  if (typeof target === "string" && target.startsWith("/")) {
    const path = safeRedirectPath(target, "");
    return path ? `${siteOrigin}${path}` : null;
  }
  const mobileHost = new URL(mobileSiteOrigin).hostname;
  const allowed = allowedExternalUrl(target, [mobileHost], SITE_DOMAIN);
  return allowed && withoutHandOverKey(allowed);
}

/** Whether a navigation comes from the site's own pages or the visitor (Fetch Metadata; absent in older browsers). */
function fromTheSite(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const config = upstreamConfig(url.host);
  // A site path becomes an absolute URL on PUBLIC_ORIGIN when it is set: the request's own host
  // comes from Host / X-Forwarded-Host, which a client can choose.
  const origin = siteOrigin(request);
  const target = resolveHelperTarget(url.searchParams.get("target"), origin, config.mobileSiteOrigin);
  if (!target) {
    throw new Response("Bad Request: target not allowed", {
      status: 400,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  let response: Response;
  if (!isSignedIn(request, context) || !fromTheSite(request)) {
    response = redirect(target);
  } else {
    const localeParam = url.searchParams.get("locale");
    const locale = isLocale(localeParam) ? localeParam : pageLocale(target, origin);
    response = await redirectThroughMobileSite(request, context, target, config.mobileSiteOrigin, locale, "the redirect helper");
  }
  // The Location may carry a token key: never kept by a cache.
  response.headers.set("Cache-Control", "no-store");
  return response;
}
