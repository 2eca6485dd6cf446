/**
 * What every page loader starts with: its locale and its translated title, description and
 * heading (meta namespace). A URL that is no page, or an unknown locale prefix, is a 404.
 */
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import { stripLocale, type Locale } from "~/lib/i18n/locale";
import { canonicalPagePath, pageFromPath, type Layout, type PageEntry } from "~/lib/pages/registry";
// The layouts pages force are the server's business (the root loader picks the layout): kept out
// of the registry's browser copy (app/lib/pages/registry.ts imports `pages` alone).
import { layouts } from "~/pages.json";

/** The layout a page forces (app/pages.json "layouts"), or undefined: the device decides. */
export function forcedLayout(page: PageEntry | undefined): Layout | undefined {
  return page ? (layouts as Partial<Record<string, Layout>>)[page.key] : undefined;
}

export interface PageInfo {
  key: string;
  locale: Locale;
  title: string;
  description: string;
  heading: string;
  /** The path without locale prefix and query ("/stocks"). */
  path: string;
}

/** Throws the 404 response of product.md §Errors (a failed page-level validity check). */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/**
 * Throws the 400 of product.md §Errors when the URL's path is malformed: a percent sign not
 * followed by the UTF-8 encoding of a character ("/stocks%ZZ", "/%C0"), which no link of the site
 * makes and the router cannot read.
 */
export function requireWellFormedPath(pathname: string): void {
  try {
    decodeURIComponent(pathname);
  } catch {
    throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

/**
 * The registry entry of the request's page; throws the 400 of a malformed path
 * (requireWellFormedPath), and the 404 when the URL is no page. Page routes take the locale
 * prefix as an optional `:lang` segment (remix.config.js), so this is also what refuses an
 * unknown prefix ("/xx/stocks") and a first segment home's `:lang?` takes ("/newsletter"): every
 * page loader and action reaches it, through pageInfo or runGuards. A path the router matches but
 * that has no one URL (canonicalPagePath: an id with a backslash or a control character, a path
 * over 2,048 characters) is a 404 too, whatever its spelling and method (docs/security.md §One
 * URL per page).
 */
export function requirePage(request: Request): PageEntry {
  const { pathname } = new URL(request.url);
  requireWellFormedPath(pathname);
  const page = pageFromPath(pathname);
  return page && canonicalPagePath(pathname) !== undefined ? page : notFound();
}

/** The page of a request, with its meta texts in the request's locale. */
export function pageInfo(request: Request): PageInfo & { entry: PageEntry } {
  const url = new URL(request.url);
  const entry = requirePage(request);
  const locale = requestLocale(request);
  const t = fixedT(locale, "meta");
  return {
    entry,
    key: entry.key,
    locale,
    title: t(`${entry.key}.title`),
    description: t(`${entry.key}.description`),
    heading: t(`${entry.key}.heading`),
    // A page has one address (canonicalPagePath): a post to "/cn/Help-Key/x", which is not
    // redirected, names "/help-key/x" as its canonical URL.
    path: stripLocale(canonicalPagePath(url.pathname) ?? url.pathname),
  };
}
