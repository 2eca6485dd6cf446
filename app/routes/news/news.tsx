/**
 * /news/:id?: a news article (messagedetail type=news, hz) — title, date, image, the
 * sanitised HTML and links to the previous (older) and next (newer) article of its tab. An
 * unknown id, one the upstream cannot hold or refuses as invalid, is a 404 (product.md §Errors). Without an id the page shows the news center's content under
 * its own heading, with the news center as canonical URL (decision in docs/help-and-news.md).
 */
import { json, type LinksFunction, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { FormattedDate } from "~/components/content/formatted-date";
import { Breadcrumbs, LoadError, newsArticlePath, newsListPath, safeImage } from "~/components/content/help-news";
import { NewsCenterView } from "~/components/content/news-center-view";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/root-data";
import { htmlToText, sanitizeContent } from "~/lib/content/sanitize.server";
import { useTranslation } from "~/lib/i18n/react";
import { notFound, pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getNewsArticle, isContentId, loadNewsCenter, section } from "~/services/news/news.server";
import styles from "~/styles/help.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const ctx = upstreamContext(request, context);
  if (!params.id) {
    const center = await loadNewsCenter(ctx, { tabId: null, page: 1 });
    return json({ view: "center" as const, page: { ...page, path: "/news-center" }, center, article: null, error: null });
  }
  // An id the upstream cannot hold names no article: a 404 without asking (docs/security.md).
  if (!isContentId(params.id)) notFound();
  const result = await section(getNewsArticle(ctx, params.id), "news article");
  if (result.error?.notFound) notFound();
  if (result.error) return json({ view: "article" as const, page, center: null, article: null, error: result.error }, { status: 503 });
  const a = result.data;
  return json({
    view: "article" as const,
    page: { ...page, title: a.title, description: htmlToText(a.content) || page.description },
    center: null,
    article: {
      id: a.id,
      tabId: a.tabId,
      title: a.title,
      publishTime: a.publishTime,
      publishDate: a.publishDate,
      image: safeImage(a.image),
      html: sanitizeContent(a.content, page.locale),
      prevId: a.prevId,
      nextId: a.nextId,
    },
    error: null,
  });
}

export const meta = pageMeta;

export default function News() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "center" && data.center) {
    return (
      <div className="news-page">
        <PageHeader heading={data.page.heading} lead={data.page.description} />
        <NewsCenterView data={data.center} />
      </div>
    );
  }
  return <ArticleView data={data} />;
}

function ArticleView({ data }: { data: SerializeFrom<typeof loader> }) {
  const { t } = useTranslation("help");
  const tabs = useRootData()?.newsTabs ?? [];
  const article = data.article;
  const tab = tabs.find((x) => x.id === article?.tabId);
  return (
    <div className="news-page">
      <article className="container article" aria-labelledby="article-title">
        <Breadcrumbs items={[{ label: t("common:pages.news-center"), to: "/news-center" }, ...(tab ? [{ label: tab.name, to: newsListPath(tab.id) }] : [])]} />
        {article ? (
          <>
            <header className="article__header">
              <h1 id="article-title">{article.title}</h1>
              {article.publishTime ? (
                <p className="article__meta">
                  {t("news.published")} <FormattedDate iso={article.publishTime} text={article.publishDate} />
                </p>
              ) : null}
            </header>
            {article.image ? <img className="article__image" src={article.image} alt="" width={640} height={360} decoding="async" /> : null}
            <div className="prose" data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
            <nav className="article-nav" aria-label={t("news.articleNav")}>
              {article.prevId ? (
                <AppLink to={newsArticlePath(article.prevId)} rel="prev" className="article-nav__link article-nav__link--prev">
                  <span className="article-nav__hint">{t("news.previous")}</span>
                </AppLink>
              ) : null}
              {article.nextId ? (
                <AppLink to={newsArticlePath(article.nextId)} rel="next" className="article-nav__link article-nav__link--next">
                  <span className="article-nav__hint">{t("news.next")}</span>
                </AppLink>
              ) : null}
            </nav>
            {tab ? (
              <p>
                <AppLink to={newsListPath(tab.id)} className="btn btn--ghost">
                  {t("news.moreIn", { topic: tab.name })}
                </AppLink>
              </p>
            ) : null}
          </>
        ) : (
          <>
            <h1 id="article-title">{data.page.heading}</h1>
            {data.error ? <LoadError error={data.error} /> : null}
          </>
        )}
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
