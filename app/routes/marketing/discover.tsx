/**
 * /discover: curated entry points — the latest market insights (first news tab), the
 * products to learn about, help, and promotions — and a "Discover more" button that carries the
 * analytics button name discover-more (product.md §Analytics; the analytics wiring reads data-analytics-button).
 */
import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { LoadError, NewsCard, TileGrid, newsListPath } from "~/components/content/help-news";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/root-data";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getNewsCategory, getNewsTabs, section } from "~/services/news/news.server";
import styles from "~/styles/help.css";

/** product.md §Analytics: the analytics button name of the discover page's "more" button. */
const DISCOVER_MORE_BUTTON = "discover-more";
const INSIGHTS = 3;
/** Product pages to learn about (page keys; names in common.json pages, blurbs in help.json). */
const PRODUCTS = ["stocks", "us-options", "futures", "fractional-shares", "interest-on-cash-balance", "structured-product"] as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const ctx = upstreamContext(request, context);
  const first = (await getNewsTabs(ctx))[0];
  const insights = first ? await section(getNewsCategory(ctx, { id: first.id, page: 1, pageSize: INSIGHTS }), "discover insights") : null;
  return json({ page, insightsTab: first ?? null, insights: insights?.data?.items ?? [], insightsError: insights?.error ?? null });
}

export const meta = pageMeta;

export default function Discover() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const root = useRootData();
  const helpTabs = root?.helpCenterTabs ?? [];
  const newsTabs = root?.newsTabs ?? [];
  return (
    <div className="discover-page">
      <PageHeader heading={data.page.heading} lead={data.page.description} />

      <section className="section" aria-labelledby="insights-heading">
        <div className="container">
          <div className="section-head">
            <h2 id="insights-heading">{t("discover.insightsHeading")}</h2>
            {data.insightsTab ? (
              <AppLink to={newsListPath(data.insightsTab.id)} className="section-head__more">
                {t("news.seeAll", { topic: data.insightsTab.name })}
              </AppLink>
            ) : null}
          </div>
          {data.insightsError ? <LoadError error={data.insightsError} /> : null}
          <ul className="news-grid">
            {data.insights.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} level={3} />
              </li>
            ))}
          </ul>
          {newsTabs.length ? (
            <ul className="chips" aria-label={t("news.topicsLabel")}>
              {newsTabs.map((tab) => (
                <li key={tab.id}>
                  <AppLink to={newsListPath(tab.id)} className="chip">
                    {tab.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className="section" aria-labelledby="learn-heading">
        <div className="container">
          <h2 id="learn-heading">{t("discover.learnHeading")}</h2>
          <p className="muted">{t("discover.learnLead")}</p>
          <TileGrid items={PRODUCTS.map((key) => ({ to: `/${key}`, icon: "chart", title: t(`common:pages.${key}`), text: t(`discover.products.${key}`) }))} />
        </div>
      </section>

      <section className="section" aria-labelledby="answers-heading">
        <div className="container">
          <h2 id="answers-heading">{t("discover.helpHeading")}</h2>
          <TileGrid
            items={[
              { to: "/help-center", icon: "help", title: t("common:pages.help-center"), text: t("discover.helpCenter") },
              { to: "/faq", icon: "news", title: t("more.faq"), text: t("more.faqText") },
              { to: "/help-generator", icon: "compass", title: t("more.generator"), text: t("more.generatorText") },
            ]}
          />
          {helpTabs.length ? (
            <ul className="chips" aria-label={t("center.topicsLabel")}>
              {helpTabs.map((tab) => (
                <li key={tab.id}>
                  <AppLink to={`/help-center?tab=${encodeURIComponent(tab.id)}#topics`} className="chip">
                    {tab.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className="section discover-offers" aria-labelledby="offers-heading">
        <div className="container">
          <h2 id="offers-heading">{t("discover.offersHeading")}</h2>
          <p>{t("discover.offersText")}</p>
          <div className="cta-row">
            <AppLink to="/promotions" className="btn btn--primary">
              {t("discover.offersCta")}
            </AppLink>
            <AppLink to="/open-account" className="btn btn--ghost">
              {t("common:cta.openAccount")}
            </AppLink>
          </div>
        </div>
      </section>

      <section className="section discover-more" aria-labelledby="more-heading">
        <div className="container">
          <h2 id="more-heading">{t("discover.moreHeading")}</h2>
          <p>{t("discover.moreText")}</p>
          <AppLink to="/news-center" className="btn btn--primary" data-analytics-button={DISCOVER_MORE_BUTTON}>
            {t("discover.more")}
          </AppLink>
        </div>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
