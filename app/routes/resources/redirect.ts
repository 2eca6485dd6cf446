/**
 * POST /action/redirect — the redirect helper (SPEC §2, DESIGN.md). Fields: `target` (an absolute
 * URL on an allowed host, or a site path) and `locale` (the page's; by default a site path's
 * locale prefix, else English: the token-key call's X-Lang). Signed in: fetch a token key, then go through the
 * mobile site's redirect page with the token key and the encoded target; anonymous, or when the
 * fetch fails: straight to the target. A target off the allowlist is refused (400): never an open
 * redirect. The form itself decides same tab or new tab (target="_blank").
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { siteOrigin, upstreamConfig, SITE_DOMAIN } from "~/lib/config.server";
import { isSignedIn } from "~/lib/context.server";
import { redirectThroughMobileSite } from "~/lib/mobile-redirect.server";
import { allowedExternalUrl, safeRedirectPath } from "~/lib/safe-redirect";
import { readForm } from "~/lib/forms.server";
import { DEFAULT_LOCALE, isLocale, localeFromPrefix, type Locale } from "~/lib/locale";

/** The locale of a helper target on the site itself (its prefix), else the default. */
function pageLocale(target: string, origin: string): Locale {
  const url = new URL(target);
  return (url.origin === origin && localeFromPrefix(url.pathname)) || DEFAULT_LOCALE;
}

/** Resolves a helper target to an absolute URL on the allowlist, or null. */
export function resolveHelperTarget(target: unknown, siteOrigin: string, mobileSiteOrigin: string): string | null {
  if (typeof target === "string" && target.startsWith("/")) {
    const path = safeRedirectPath(target, "");
    return path ? `${siteOrigin}${path}` : null;
  }
  const mobileHost = new URL(mobileSiteOrigin).hostname;
  return allowedExternalUrl(target, [mobileHost], SITE_DOMAIN);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const url = new URL(request.url);
  const config = upstreamConfig(url.host);
  // A site path becomes an absolute URL on PUBLIC_ORIGIN when it is set: the request's own host
  // comes from Host / X-Forwarded-Host, which a client can choose.
  const origin = siteOrigin(request);
  const target = resolveHelperTarget(form.get("target"), origin, config.mobileSiteOrigin);
  if (!target) throw new Response("Bad Request: target not allowed", { status: 400 });
  if (!isSignedIn(request, context)) return redirect(target);
  const localeField = form.get("locale");
  const locale = isLocale(localeField) ? localeField : pageLocale(target, origin);
  return redirectThroughMobileSite(request, context, target, config.mobileSiteOrigin, locale, "the redirect helper");
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
