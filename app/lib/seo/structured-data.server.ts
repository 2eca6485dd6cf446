/**
 * JSON-LD structured data for search engines, built with the page's loader (none of this
 * code reaches the browser): Organization (home page and /about: the firm's
 * configured identity, firm.server.ts), BreadcrumbList (Home → page,
 * on every other page that has it) and FAQPage (pages with an FAQ in products.json).
 * Returns each entity serialised for a `<script type="application/ld+json">`, which
 * the StructuredData component renders with the CSP nonce.
 */
import { LRUCache } from "lru-cache";
import { siteOrigin } from "~/lib/config/env.server";
import { fixedT } from "~/lib/i18n/i18n.server";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { organizationFacts } from "~/lib/legal/firm.server";

type JsonLd = Record<string, unknown>;

/**
 * Serialises JSON-LD for a <script> element: `<`, `>` and `&` become \u escapes (so no text can
 * close the script or open a comment), as do U+2028 and U+2029. The result is still valid JSON.
 */
export function jsonLdString(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

interface StructuredDataOptions {
  /** Adds the Organization entity (the home page, /about). */
  organization?: boolean;
  /** Adds an FAQPage entity from the page's `faq` in products.json (the content pages, home). */
  faq?: boolean;
}

/**
 * The JSON-LD entities of a page, serialised (jsonLdString), in the page's locale.
 * `page` is the loader's page (pages/page-info.server.ts pageInfo): its key names it in the breadcrumb
 * (common `pages.<key>`); URLs are absolute on the site's origin (siteOrigin, as the root
 * loader's canonical links).
 */
export function structuredData(request: Request, page: { key: string; path: string; locale: Locale }, options: StructuredDataOptions = {}): readonly string[] {
  const origin = siteOrigin(request);
  // The entities are a function of these alone (the texts are static resources), so a page's are
  // serialised once, not on every request (the home page's FAQ was a third of its loader time).
  // Bounded: without PUBLIC_ORIGIN the origin comes from the request's Host header.
  const id = `${origin} ${page.locale} ${page.key} ${page.path} ${options.organization ? 1 : 0}${options.faq ? 1 : 0}`;
  let serialised = madeEntities.get(id);
  if (!serialised) {
    // Not frozen: a frozen array sends V8's JSON.stringify down its slow path for the whole
    // handoff script the strings end up in (about twice the time for the home page's data).
    serialised = entitiesOf(origin, page, options).map(jsonLdString);
    madeEntities.set(id, serialised);
  }
  return serialised;
}

const madeEntities = new LRUCache<string, readonly string[]>({ max: 500 });

function entitiesOf(origin: string, page: { key: string; path: string; locale: Locale }, options: StructuredDataOptions): JsonLd[] {
  const t = fixedT(page.locale);
  const url = (path: string) => `${origin}${localizePath(path, page.locale)}`;
  const entities: JsonLd[] = [];
  if (options.organization) {
    entities.push({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: t("brand"),
      url: origin,
      logo: `${origin}/icons/icon-512.png`,
      // The firm's legal name, UEN, MAS licence, address and customer-service contacts (configuration).
      ...organizationFacts(),
    });
  }
  if (page.path !== "/") {
    entities.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: t("pages.home"), item: url("/") },
        { "@type": "ListItem", position: 2, name: t(`pages.${page.key}`), item: url(page.path) },
      ],
    });
  }
  const faq = options.faq ? fixedT(page.locale, "products")(`${page.key}.faq`, { returnObjects: true }) : null;
  if (Array.isArray(faq) && faq.length > 0) {
    entities.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: (faq as Array<{ q: string; a: string }>).map((item) => ({
        "@type": "Question",
        name: item.q,
        acceptedAnswer: { "@type": "Answer", text: item.a },
      })),
    });
  }
  return entities;
}
