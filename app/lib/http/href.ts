/**
 * Internal hrefs: the locale prefix, and the campaign parameters HCode and ICode carried from the
 * current URL when the target lacks them (product.md §Navigation), with the default HCode when neither has one.
 * Used by the one link component and by redirects, so it holds without JavaScript.
 */
import { CAMPAIGN_PARAMS } from "~/lib/config/constants";
import { localizePath, type Locale } from "~/lib/i18n/locale";

const BASE = "http://internal.invalid";

/**
 * `to` is an unprefixed site path ("/stocks", "/news/12?x=1#top"); `currentSearch` the query of
 * the page being left ("?HCode=a"). Returns the prefixed path with the campaign parameters added.
 */
export function localizeHref(to: string, locale: Locale, currentSearch = "", defaultHCode = ""): string {
  // A page renders ~90 links with the same locale and query; parsing each as a URL was ~3 % of the
  // server's CPU per page. Pure, so answers are kept (capped: a query is client input).
  const campaigns = campaignsOf(currentSearch);
  const key = `${locale}\n${defaultHCode}\n${campaigns}\n${to}`;
  let href = localizedHrefs.get(key);
  if (href === undefined) {
    href = localizeHrefUncached(to, locale, campaigns, defaultHCode);
    if (key.length > 1024) return href;
    if (localizedHrefs.size >= 2000) localizedHrefs.clear();
    localizedHrefs.set(key, href);
  }
  return href;
}

const localizedHrefs = new Map<string, string>();

let lastSearch = "";
let lastCampaigns = "";

/**
 * The campaign parameters of a query ("?a=1&HCode=x" → "HCode=x"; the first of each, empty ones
 * kept): all of it that a link reads. The last answer is kept, as a page's links share one query;
 * a crafted query of 8 KB and 800 parameters was parsed again for every link (40 ms a page).
 */
function campaignsOf(search: string): string {
  if (search !== lastSearch) {
    const current = new URLSearchParams(search);
    const campaigns = new URLSearchParams();
    for (const name of CAMPAIGN_PARAMS) {
      const value = current.get(name);
      if (value !== null) campaigns.set(name, value);
    }
    lastSearch = search;
    lastCampaigns = campaigns.toString();
  }
  return lastCampaigns;
}

function localizeHrefUncached(to: string, locale: Locale, currentSearch: string, defaultHCode: string): string {
  const target = new URL(to, BASE);
  const current = new URLSearchParams(currentSearch);
  for (const name of CAMPAIGN_PARAMS) {
    if (target.searchParams.has(name)) continue;
    const value = current.get(name) ?? (name === "HCode" ? defaultHCode : "");
    if (value) target.searchParams.set(name, value);
  }
  const search = target.searchParams.toString();
  return `${localizePath(target.pathname, locale)}${search ? `?${search}` : ""}${target.hash}`;
}

/** The campaign parameters of a query string, as a query string ("" when none). */
export function campaignSearch(search: string): string {
  const current = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = current.get(name);
    if (value) out.set(name, value);
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

/**
 * `path` (an unprefixed site path without a query) with the current page's `redirectTo` carried,
 * for the links between the sign-in, institutional sign-in and sign-up pages: whichever a visitor
 * ends up using, it returns them where they were going. No redirectTo, `path` alone. The value is
 * checked where it is used (safeRedirectPath in the actions), not here.
 */
export function withRedirectTo(path: string, searchParams: URLSearchParams): string {
  const redirectTo = searchParams.get("redirectTo");
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo }).toString()}` : path;
}

/**
 * The URL scheme the company app registers (to be confirmed with the app team). Here rather than
 * in spa/app-links.ts, which handles the app's links: the pages that link to an app screen import
 * it, and this module is already in every page's scripts.
 */
export const APP_LINK_SCHEME = "dolphinapp";

const APP_ROUTE = /^[A-Za-z0-9][\w-]*(?:\/[\w-]+)*(?:\?[\w\-.=&%]*)?$/;

/** The app URL of an app route ("open-account" → "dolphinapp://open-account"), or null if malformed. */
export function appRouteUrl(route: string): string | null {
  const value = route.trim();
  return APP_ROUTE.test(value) ? `${APP_LINK_SCHEME}://${value}` : null;
}

/** The redirect helper's route (app/routes/resources/redirect.ts). */
export const REDIRECT_HELPER_PATH = "/action/redirect";

/**
 * The href of a link through the redirect helper (docs/product.md §Redirect helper): `target` is
 * an absolute URL on one of the brokerage's hosts (the mobile site, another company host) or a
 * site path; `locale` the page's (the token-key call's language). A plain same-origin link, so it
 * works without JavaScript; the link itself says same tab or new tab (target="_blank",
 * rel="noopener").
 */
export function redirectHelperHref(target: string, locale: Locale): string {
  return `${REDIRECT_HELPER_PATH}?${new URLSearchParams({ target, locale })}`;
}
