/**
 * Content pages (products, accounts, company, campaigns): the words come from products.json of
 * the locale (app/lib/content/product-content.ts shapes), the fees from the fee schedule.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { ContentSections } from "~/components/content/content-sections";
import { PageCtas } from "~/components/content/page-ctas";
import { StructuredData } from "~/components/content/structured-data-scripts";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/root-data";
import { contentFacts } from "~/lib/content/content-facts.server";
import type { ProductContent } from "~/lib/content/product-content";
import { restrictedRegionName } from "~/lib/http/region.server";
import { siteToday } from "~/lib/i18n/dates";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { structuredData } from "~/lib/seo/structured-data.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { entry, ...page } = pageInfo(request);
  const regionNotice = PRODUCT_GROUPS.has(entry.group) ? await restrictedRegionName(request, context, page.locale) : null;
  const facts = contentFacts(page.key, page.locale);
  // A campaign is over once its last day (Singapore time) has passed.
  const campaignEnded = facts.heroEndDate !== null && facts.heroEndDate < siteToday();
  return json({ page, regionNotice, facts, campaignEnded, structuredData: structuredData(request, page, { faq: true, organization: page.key === "about" }) });
}

export const meta = pageMeta;

/** Pages selling a product, where the region notice applies. */
const PRODUCT_GROUPS = new Set<string | undefined>(["products", "premier"]);

/** A polite notice for visitors from regions where the products are not offered; it blocks nothing. */
function RegionNotice({ region }: { region: string }) {
  const { t } = useTranslation();
  return (
    <p className="banner banner--notice" role="note" data-region-notice>
      {t("region.notice", { region })}
    </p>
  );
}

export default function ProductPage() {
  const { page, regionNotice, facts, campaignEnded, structuredData } = useLoaderData<typeof loader>();
  const { t } = useTranslation("products");
  const content = t(page.key, { returnObjects: true }) as ProductContent | string;
  if (typeof content !== "object" || content === null) {
    return <PageHeader heading={page.heading} lead={page.description} />;
  }
  return (
    <article className={`content-page content-page--${page.key}`}>
      {regionNotice ? <RegionNotice region={regionNotice} /> : null}
      <PageHeader eyebrow={content.hero.eyebrow} heading={page.heading} lead={content.hero.lead}>
        <ul className="hero-points">
          {content.hero.points.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
          {content.hero.endDate ? (
            <li>
              {t(campaignEnded ? "common:content.offerEnded" : "common:content.offerEnds")}{" "}
              <time dateTime={content.hero.endDate}>{facts.dates[content.hero.endDate] ?? content.hero.endDate}</time>
            </li>
          ) : null}
        </ul>
        <div className="cta-row">
          <PageCtas />
          {page.key === "institution" ? <InstitutionalSignIn /> : null}
        </div>
      </PageHeader>
      {/* Who runs the site first: what a visitor checking a broker looks for. */}
      {page.key === "about" ? <CompanyDetails /> : null}
      <ContentSections content={content} facts={facts} ctas={<PageCtas />} />
      <StructuredData entities={structuredData} />
    </article>
  );
}

/** /about: the firm behind the site, with the way to check its licence with MAS. */
function CompanyDetails() {
  const { t } = useTranslation();
  // The footer's markup of the firm (lib/legal/firm-markup.server.tsx), from the root data: importing
  // components/layout/firm-details.tsx here would make it a script chunk of its own on every page.
  const html = useRootData()?.firm.html ?? "";
  return (
    <section className="section about-firm">
      <div className="container">
        <div className="card" dangerouslySetInnerHTML={{ __html: html }} />
        <p className="about-firm__check">
          {t("firm.aboutLead")}{" "}
          <a href="https://eservices.mas.gov.sg/fid" rel="noopener" target="_blank">
            {t("firm.masDirectory")}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * The institutional page's way in for a company that already has an account (without
 * it the page would offer only the personal sign-up); none when signed in or inside the company app.
 */
function InstitutionalSignIn() {
  const { t } = useTranslation();
  const data = useRootData();
  if (data?.isLogin || data?.device.inCompanyApp) return null;
  return (
    <AppLink to="/sign-in-institutional" className="btn btn--ghost">
      {t("pages.sign-in-institutional")}
    </AppLink>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
