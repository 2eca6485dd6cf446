/**
 * Per-page head tags (product.md §Locales): title with the brand, description, canonical,
 * hreflang alternates for the three locales plus x-default (English), Open Graph and Twitter card.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { LOCALES, LOCALE_INFO, localizePath, type Locale } from "~/lib/i18n/locale";

interface PageMetaInput {
  title: string;
  description: string;
  /** Unprefixed path of the page ("/stocks"). */
  path: string;
  locale: Locale;
}

interface RootMetaInput {
  origin: string;
  brand: string;
  /** The 404 page's title text in the locale ("This page could not be found"). */
  notFoundTitle?: string;
  /** The 400 page's title text in the locale ("This request is not valid"). */
  badRequestTitle?: string;
}

/**
 * Head tags of an error page: "<what happened> | <brand>" (the 404's and the 400's texts in the
 * locale, else the status code, 500 by default), and not indexed.
 */
export function errorMeta(error: unknown, root: RootMetaInput | undefined): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = status === 404 ? root?.notFoundTitle : status === 400 ? root?.badRequestTitle : undefined;
  const what = text ?? String(status);
  return [{ title: root?.brand ? `${what} | ${root.brand}` : what }, { name: "robots", content: "noindex" }];
}

/** Head tags for a page, given its loader's `page` and the root loader's origin and brand. */
export function seoMeta(page: PageMetaInput | undefined, root: RootMetaInput | undefined): MetaDescriptor[] {
  if (!page || !root) return [{ title: root?.brand ?? "" }];
  const title = `${page.title} | ${root.brand}`;
  const url = (locale: Locale) => `${root.origin}${localizePath(page.path, locale)}`;
  const image = `${root.origin}/images/og-image.png`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url(page.locale) },
    ...LOCALES.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALE_INFO[locale].htmlLang, href: url(locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: root.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url(page.locale) },
    { property: "og:image", content: image },
    { property: "og:locale", content: LOCALE_INFO[page.locale].htmlLang.replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * The `meta` export of every page route whose loader returns `{ page }` (see pages/page-info.server.ts). When
 * the loader threw (a 404 such as an unknown locale prefix, or another error), errorMeta's title,
 * and the page is not indexed, as on the not-found route.
 */
export const pageMeta = ({ data, matches, error }: { data: unknown; matches: Array<{ id: string; data: unknown }>; error?: unknown }): MetaDescriptor[] => {
  const root = matches.find((m) => m.id === "root")?.data as RootMetaInput | undefined;
  if (error) return errorMeta(error, root);
  return seoMeta((data as { page?: PageMetaInput } | undefined)?.page, root);
};
