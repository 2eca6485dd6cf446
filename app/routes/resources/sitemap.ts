/** GET /sitemap.xml — every public page in every locale, with its hreflang alternates. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { originCacheControl, siteOrigin } from "~/lib/config/env.server";
import { LOCALES, LOCALE_INFO, localizePath } from "~/lib/i18n/locale";
import { PAGES, pagePath } from "~/lib/pages/registry";
import { notInSitemap } from "~/pages.json";

const UNLISTED = new Set(notInSitemap);

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const urls: string[] = [];
  for (const page of PAGES.filter((p) => !UNLISTED.has(p.key))) {
    const path = pagePath(page.key);
    const alternates = LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[locale].htmlLang}" href="${escapeXml(origin + localizePath(path, locale))}"/>`,
    ).join("");
    const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
    for (const locale of LOCALES) {
      urls.push(`<url><loc>${escapeXml(origin + localizePath(path, locale))}</loc>${alternates}${xDefault}</url>`);
    }
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": originCacheControl() } });
}
