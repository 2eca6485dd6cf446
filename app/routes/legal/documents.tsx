/**
 * /legal/client-agreement, /legal/risk-disclosure, /legal/privacy-policy, /legal/open-api-terms:
 * the documents that sign-up and the Open API application ask users to accept, so they can read
 * them first. The texts are server-only (app/lib/legal/document-texts.server.ts) and arrive as loader data, as
 * news articles do, keeping them out of the locale resources every page downloads.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { FormattedDate } from "~/components/content/formatted-date";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useTranslation } from "~/lib/i18n/react";
import { legalDocument, type ViewBlock } from "~/lib/legal/document-texts.server";
import { LEGAL_KEYS, isLegalKey, legalPath } from "~/lib/legal/documents";
import { notFound, pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  if (!isLegalKey(page.key)) notFound();
  return json({ page, document: legalDocument(page.key, page.locale) });
}

export const meta = pageMeta;

function Blocks({ blocks }: { blocks: ViewBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === "p" ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

export default function LegalDocumentPage() {
  const { page, document } = useLoaderData<typeof loader>();
  const { t } = useTranslation("legal");
  return (
    <article className="legal-page">
      <PageHeader heading={page.heading}>
        <p className="legal-page__updated">
          {t("updated")} <FormattedDate iso={document.updated} text={document.updatedText} />
        </p>
      </PageHeader>
      <div className="container legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-heading">
          <h2 id="legal-toc-heading" className="legal-toc__title">
            {t("contents")}
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-body" data-testid="legal-body">
          <p className="legal-notice" role="note">
            {t("summary", { document: page.heading })}
          </p>
          <Blocks blocks={document.intro} />
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="legal-section">
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
          <nav className="legal-related" aria-labelledby="legal-related-heading">
            <h2 id="legal-related-heading">{t("related")}</h2>
            <ul>
              {LEGAL_KEYS.filter((key) => key !== page.key).map((key) => (
                <li key={key}>
                  <AppLink to={legalPath(key)}>{t(`common:pages.${key}`)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
