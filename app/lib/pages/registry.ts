/**
 * The page registry (app/pages.json) as typed data, and lookups by path.
 * The same file drives route registration in remix.config.js.
 */
import { matchRoutes } from "@remix-run/react";
import { ownPathRedirect } from "~/lib/http/safe-redirect";
// A named import: esbuild then leaves the file's other keys ("$comment") out of the browser bundle.
import { LOCALE_INFO, LOCALES, stripLocale } from "~/lib/i18n/locale";
import { pages } from "~/pages.json";

export type Layout = "default" | "h5" | "login";
export type NavGroup = "main" | "products" | "premier" | "accounts" | "company" | "learn" | "activity" | "legal";

export interface PageEntry {
  key: string;
  /** Route path without locale prefix, e.g. "stocks", "news/:id?", "" for home. */
  path: string;
  /** The menu (header or footer) that lists the page; none: listed in no menu. */
  group?: NavGroup;
}

export const PAGES: readonly PageEntry[] = pages as PageEntry[];

const byKey = new Map(PAGES.map((page) => [page.key, page]));

export function pageByKey(key: string): PageEntry | undefined {
  return byKey.get(key);
}

/** Answers of pageFromPath by pathname (null: no page); emptied when full. */
const seen = new Map<string, PageEntry | null>();
const SEEN_MAX = 1000;

/** The pages as a route tree of React Router's: one route per page, `page` its entry. */
const PAGE_ROUTES = PAGES.map((page) => ({ path: page.path, page }));

/**
 * The page a URL path (with or without locale prefix) belongs to, or undefined: matched as the
 * router matches the page's route, without regard to case or trailing slashes. Matched with
 * matchRoutes, which reads an optional segment (`news/:id?`) as the paths with and without it;
 * React Router 6's matchPath compiles it to a pattern that also takes a longer first segment
 * ("/newsletter" was the article page, with the id "letter").
 */
export function pageFromPath(pathname: string): PageEntry | undefined {
  let found = seen.get(pathname);
  if (found === undefined) {
    found = matchRoutes(PAGE_ROUTES, stripLocale(pathname))?.[0]?.route.page ?? null;
    // Matching ranks every page's route on every call, and a request asks several times.
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(pathname, found);
  }
  return found ?? undefined;
}

/**
 * The one URL path of the page `pathname` belongs to (docs/security.md §One URL per page), or
 * undefined when it is no page. `pathname` is read as the WHATWG URL parser leaves it (dot
 * segments resolved, `\` read as `/`), not decoded. The page is found as the router finds it
 * (matchRoutes: any case, percent-encoded letters decoded, trailing slashes ignored), and its path
 * is written as the site writes it: the locale prefix and the page's own segments in lower case,
 * as registered, an id (`:key?`, `:id?`) as sent, no trailing slash ("/CN/Help-Key/Q-x/" →
 * "/cn/help-key/Q-x", "/Hk" → "/hk"). A path with an empty segment ("//stocks", "/cn//stocks")
 * is no page: the router finds none there either. Nor is a path no link of the site writes, which
 * cannot be a redirect target (ownPathRedirect): an id with a backslash or a control character,
 * raw or percent-encoded ("/News/%5Cevil.example", "/news/%0d%0a"), or a path over 2,048
 * characters; the server answers those with the 404 page, not a redirect (requirePage).
 */
export function canonicalPagePath(pathname: string): string | undefined {
  let found = canonicalSeen.get(pathname);
  if (found === undefined) {
    found = findCanonicalPagePath(pathname) ?? null;
    // Asked for every page request (server.ts), and matching ranks every page's route each time.
    if (canonicalSeen.size >= SEEN_MAX) canonicalSeen.clear();
    canonicalSeen.set(pathname, found);
  }
  return found ?? undefined;
}

/** Answers of canonicalPagePath by pathname (null: no page); emptied when full. */
const canonicalSeen = new Map<string, string | null>();

function findCanonicalPagePath(pathname: string): string | undefined {
  let rest = pathname.split("/").slice(1);
  const first = rest[0]?.toLowerCase();
  const locale = LOCALES.find((code) => LOCALE_INFO[code].prefix !== "" && LOCALE_INFO[code].prefix === first);
  if (locale) rest = rest.slice(1);
  while (rest.length > 0 && rest[rest.length - 1] === "") rest.pop();
  if (rest.includes("")) return undefined;
  const page = matchRoutes(PAGE_ROUTES, `/${rest.join("/")}`)?.[0]?.route.page;
  if (!page) return undefined;
  const own = page.path ? page.path.split("/").filter((segment) => !segment.startsWith(":")) : [];
  const path = `/${[...(locale ? [LOCALE_INFO[locale].prefix] : []), ...own, ...rest.slice(own.length)].join("/")}`;
  return ownPathRedirect(path) === null ? undefined : path;
}

/** The unprefixed URL path of a static page ("/stocks"; "/" for home). */
export function pagePath(key: string): string {
  const page = byKey.get(key);
  if (!page) throw new Error(`Unknown page key: ${key}`);
  return `/${page.path.replace(/\/:[^/]+\?$/, "")}`;
}
