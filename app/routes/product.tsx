/**
 * Content pages (products, accounts, company, campaigns): the words come from products.json of
 * the locale (app/lib/content.ts shapes), the fees from the fee schedule.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentSections } from "~/components/content-sections";
import { RouteErrorBoundary } from "~/components/error-page";
import { PageCtas } from "~/components/page-ctas";
import { PageHeader } from "~/components/page-header";
import { StructuredData } from "~/components/structured-data";
import type { ProductContent } from "~/lib/content";
import { pageInfo } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  return json({ page });
}

export const meta = pageMeta;

export default function ProductPage() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("products");
  const content = t(page.key, { returnObjects: true }) as ProductContent | string;
  if (typeof content !== "object" || content === null) {
    return <PageHeader heading={page.heading} lead={page.description} />;
  }
  return (
    <article className={`content-page content-page--${page.key}`}>
      <PageHeader eyebrow={content.hero.eyebrow} heading={page.heading} lead={content.hero.lead}>
        <ul className="hero-points">
          {content.hero.points.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
        </ul>
        <div className="cta-row">
          <PageCtas />
        </div>
      </PageHeader>
      <ContentSections content={content} ctas={<PageCtas />} />
      <StructuredData page={page} faq={content.faq} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
