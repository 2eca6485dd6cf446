/**
 * JSON-LD structured data for search engines: Organization (home page), BreadcrumbList
 * (Home → page, on every other page that renders it) and FAQPage (pages with an FAQ).
 * One <script type="application/ld+json"> per entity, carrying the CSP nonce.
 */
import { useTranslation } from "~/lib/i18n/react";
import { useNonce } from "~/components/nonce";
import { localizePath, type Locale } from "~/lib/locale";
import { useRootData } from "~/lib/root-data";

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

interface StructuredDataProps {
  /** The page (from the loader's `page`): its key names it in the breadcrumb (common `pages.<key>`). */
  page: { key: string; path: string; locale: Locale };
  /** Adds the Organization entity (the home page). */
  organization?: boolean;
  /** The page's questions and answers: adds an FAQPage entity when not empty. */
  faq?: ReadonlyArray<{ q: string; a: string }>;
}

/** Renders the page's JSON-LD scripts (nothing when there is none to give). */
export function StructuredData({ page, organization = false, faq }: StructuredDataProps) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const origin = useRootData()?.origin ?? "";
  const url = (path: string) => `${origin}${localizePath(path, page.locale)}`;
  const entities: JsonLd[] = [];
  if (organization) {
    entities.push({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: t("brand"),
      url: origin,
      logo: `${origin}/favicon.svg`,
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
  if (faq && faq.length > 0) {
    entities.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faq.map((item) => ({
        "@type": "Question",
        name: item.q,
        acceptedAnswer: { "@type": "Answer", text: item.a },
      })),
    });
  }
  return (
    <>
      {entities.map((entity) => (
        <script
          key={String(entity["@type"])}
          type="application/ld+json"
          nonce={nonce || undefined}
          // Browsers hide nonces from the DOM, so the client's "" differs from the server's value.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: jsonLdString(entity) }}
        />
      ))}
    </>
  );
}
