/**
 * Home (product.md §Product): the new-user offer and welcome rewards, fees for US, HK, SG, JP and UK stocks,
 * no minimum deposit, 0 commission on US stocks and options, Singpass account opening; and the
 * news tabs of the root loader.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { ContentSections } from "~/components/content/content-sections";
import { PageCtas } from "~/components/content/page-ctas";
import { StructuredData } from "~/components/content/structured-data-scripts";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { useRootData } from "~/components/layout/root-data";
import { contentFacts } from "~/lib/content/content-facts.server";
import type { ProductContent } from "~/lib/content/product-content";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo, requirePage } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { structuredData } from "~/lib/seo/structured-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  return json({ page, facts: contentFacts("home", page.locale), structuredData: structuredData(request, page, { organization: true, faq: true }) });
}

/**
 * Home has nothing to post; the action only makes a post to a URL taken for home's optional
 * locale segment ("/no-such-page") the 404 it is, and a post to a real home the 405.
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePage(request);
  throw new Response(null, { status: 405, statusText: "Method Not Allowed" });
}

export const meta = pageMeta;

function NewsTabs() {
  const { t } = useTranslation();
  const root = useRootData();
  const tabs = root?.newsTabs ?? [];
  return (
    <section className="section news-tabs" aria-labelledby="news-tabs-heading">
      <div className="container">
        <h2 id="news-tabs-heading">{t("tabs.news")}</h2>
        {tabs.length ? (
          <>
            <p className="muted">{t("tabs.newsLead")}</p>
            <ul className="chips" data-testid="news-tabs">
              {tabs.map((tab) => (
                <li key={tab.id}>
                  <AppLink to={`/news-list/${encodeURIComponent(tab.id)}`} className="chip">
                    {tab.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="muted">{t("tabs.unavailable")}</p>
        )}
        <p>
          <AppLink to="/news-center" className="btn btn--ghost">
            {t("pages.news-center")}
          </AppLink>
        </p>
      </div>
    </section>
  );
}

export default function Home() {
  const { page, facts, structuredData } = useLoaderData<typeof loader>();
  const { t } = useTranslation("products");
  const content = t("home", { returnObjects: true }) as ProductContent | string;
  const hasContent = typeof content === "object" && content !== null;
  return (
    <article className="content-page content-page--home">
      <header className="hero">
        <div className="container hero__grid">
          <div className="hero__text">
            {hasContent ? <p className="page-header__eyebrow">{content.hero.eyebrow}</p> : null}
            <h1>{page.heading}</h1>
            <p className="page-header__lead">{hasContent ? content.hero.lead : page.description}</p>
            {hasContent ? (
              <ul className="hero-points">
                {content.hero.points.map((point, i) => (
                  <li key={i}>{point}</li>
                ))}
              </ul>
            ) : null}
            <div className="cta-row">
              <PageCtas />
            </div>
          </div>
          <img className="hero__art" src="/images/hero.svg" alt="" width={480} height={360} fetchPriority="high" />
        </div>
      </header>
      <NewsTabs />
      {hasContent ? <ContentSections content={content} facts={facts} ctas={<PageCtas />} /> : null}
      <StructuredData entities={structuredData} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
