/**
 * The page of a post refused as request forgery (server/security.ts sameOriginGuard): a small
 * document of its own, written before Remix (which must not run the action), that says why in the
 * visitor's locale (docs/product.md §Errors: a clear, translated message and a way home).
 */
import { cookieLocale, fixedT } from "~/lib/i18n/i18n.server";
import { DEFAULT_LOCALE, LOCALE_INFO, localeFromPrefix, localizePath, type Locale } from "~/lib/i18n/locale";

/**
 * Why a state-changing request is refused (docs/security.md §Request forgery; server/security.ts
 * sameOriginGuard decides it):
 * - `cross-site`: Sec-Fetch-Site says another site made it (anything but same-origin or none:
 *   same-site too, a sibling host of the brokerage's domain being another origin);
 * - `foreign-origin`: its Origin is not the site's (`null` included);
 * - `foreign-referer`: without an Origin, its Referer is not a page of the site;
 * - `no-source`: none of the three says where it comes from (OWASP CSRF Prevention Cheat Sheet,
 *   "Verifying Origin With Standard Headers": when neither header is there, block).
 */
export type ForgeryRefusal = "cross-site" | "foreign-origin" | "foreign-referer" | "no-source";

/** `text` with the five characters HTML gives meaning to escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The locale of a refused request, as the site's pages pick it (product.md §Locales): the path's
 * prefix (`/cn/sign-in`), else the `locale` cookie (`cookie`: the Cookie header), else English.
 */
export function refusalLocale(path: string, cookie: string | undefined): Locale {
  const fromPath = localeFromPrefix(path);
  if (fromPath) return fromPath;
  return (cookie && cookieLocale(new Request("http://site.invalid/", { headers: { cookie } }))) || DEFAULT_LOCALE;
}

/**
 * The HTML document of a refusal: a title, the reason (`errors.forgery.<reason>` of the common
 * namespace) and a link home, in `locale`. No script and no style, so it needs nothing from the
 * build and passes the page's Content-Security-Policy as it is.
 */
export function refusalPage(reason: ForgeryRefusal, locale: Locale): string {
  const t = fixedT(locale, "common");
  const title = t("errors.forgery.title");
  return [
    "<!DOCTYPE html>",
    `<html lang="${LOCALE_INFO[locale].htmlLang}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} | ${t("brand")}`)}</title>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(title)}</h1>`,
    `<p data-refusal="${reason}">${escapeHtml(t(`errors.forgery.${reason}`))}</p>`,
    `<p>${escapeHtml(t("errors.forgery.again"))}</p>`,
    `<p><a href="${localizePath("/", locale)}">${escapeHtml(t("errors.backHome"))}</a></p>`,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}
