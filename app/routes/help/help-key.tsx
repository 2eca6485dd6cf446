/**
 * /help-key/:key?, two views of one route:
 * - a help article when the key is a question id prefixed "q-" (/help-key/q-funding-paynow):
 *   title, updated date, sanitised answer, related questions and a "Was this helpful?" POST form
 *   (works without JavaScript; the vote is logged, there is no upstream path for it);
 * - otherwise the search page: the keyword is the key (/help-key/paynow) or ?q=, the results
 *   (autosearch) are rendered on the server with the matches marked, paged with ?page=; no
 *   result shows the common questions and a link to the feedback form.
 * An unknown question id is a 404 (product.md §Errors).
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { AppLink, useLocalizedHref } from "~/components/content/app-link";
import { FormattedDate } from "~/components/content/formatted-date";
import { Breadcrumbs, HELP_ARTICLE_PREFIX, Highlight, LoadError, MoreHelp, Pager, QuestionList, helpArticlePath } from "~/components/content/help-news";
import { HelpSearch } from "~/components/content/help-search";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/root-data";
import { SERVER_EVENTS, sendServerEvent } from "~/lib/analytics/collect.server";
import { htmlToText, sanitizeContent } from "~/lib/content/sanitize.server";
import { readForm } from "~/lib/forms/form-action.server";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/react";
import { logger } from "~/lib/observability/logger.server";
import { notFound, pageInfo, requirePage } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { SEARCH_KEYWORD_LIMIT, truncateText } from "~/services/contract";
import { autoSearch, getCommonQuestions, getHelpArticle, isContentId, pageCount, parsePage, section, SEARCH_PAGE_SIZE } from "~/services/news/news.server";
import styles from "~/styles/help.css";

/** Common questions offered when a search finds nothing (or before one). */
const COMMON_LIMIT = 8;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

function questionIdOf(key: string | undefined): string | null {
  return key?.startsWith(HELP_ARTICLE_PREFIX) ? key.slice(HELP_ARTICLE_PREFIX.length) : null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const url = new URL(request.url);
  const ctx = upstreamContext(request, context);
  const questionId = questionIdOf(params.key);

  if (questionId !== null) {
    if (!questionId || !isContentId(questionId)) notFound();
    const result = await section(getHelpArticle(ctx, questionId), "help article");
    if (result.error?.notFound) notFound();
    if (result.error) return json({ view: "article" as const, page, article: null, error: result.error }, { status: 503 });
    const a = result.data;
    return json({
      view: "article" as const,
      page: { ...page, title: a.title, description: htmlToText(a.content) || page.description },
      article: {
        id: a.id,
        tabId: a.tabId,
        title: a.title,
        updateTime: a.updateTime,
        updateDate: a.updateDate,
        html: sanitizeContent(a.content, page.locale),
        related: a.related,
      },
      error: null,
    });
  }

  const query = truncateText((params.key ?? url.searchParams.get("q") ?? "").trim(), SEARCH_KEYWORD_LIMIT.max);
  const pageNo = parsePage(url.searchParams.get("page"));
  if (pageNo === null) notFound();
  // The common questions (cached) are shown when the search fails or finds nothing: asked for
  // beside the search rather than after it, so that a slow search and a slow list never add up.
  const [results, commonLoad] = await Promise.all([
    query ? section(autoSearch(ctx, { keyword: query, type: "help", page: pageNo, pageSize: SEARCH_PAGE_SIZE }), "help search") : null,
    section(getCommonQuestions(ctx, { limit: COMMON_LIMIT }), "common questions"),
  ]);
  const total = results?.data?.total ?? 0;
  const pages = pageCount(total, SEARCH_PAGE_SIZE);
  if (results?.data && pageNo > pages) notFound();
  const common = !results?.data || total === 0 ? commonLoad : null;
  const t = fixedT(requestLocale(request), "help");
  return json({
    view: "search" as const,
    page: query ? { ...page, title: t("search.title", { query }) } : page,
    query,
    pageNo,
    pages,
    total,
    results: results?.data?.items ?? [],
    error: results?.error ?? null,
    common: common?.data ?? [],
    commonError: common?.error ?? null,
  });
}

const voteSchema = z.object({ helpful: z.enum(["yes", "no"]) });

/**
 * "Was this helpful?": checked, recorded as an analytics event with the article id and the answer
 * (docs/product.md §Analytics; sent by the server, so it works without JavaScript too), answered
 * with a thank-you.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  requirePage(request);
  const questionId = questionIdOf(params.key);
  if (!questionId) throw new Response(null, { status: 405 });
  const vote = voteSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!vote.success) return json({ vote: null }, { status: 400 });
  const article = await section(getHelpArticle(upstreamContext(request, context), questionId), "help article (vote)");
  if (article.error?.notFound) notFound();
  logger.info({ event: SERVER_EVENTS.helpArticleVote, questionId, helpful: vote.data.helpful, locale: requestLocale(request) }, "help article vote");
  sendServerEvent(request, SERVER_EVENTS.helpArticleVote, new URL(request.url).pathname, { article_id: questionId, helpful: vote.data.helpful });
  return json({ vote: vote.data.helpful });
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const tags = pageMeta(args);
  // Search result pages are for people, not for search engines.
  return args.data?.view === "search" && args.data.query ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export default function HelpKey() {
  const data = useLoaderData<typeof loader>();
  return data.view === "article" ? <ArticleView data={data} /> : <SearchView data={data} />;
}

type LoaderData = SerializeFrom<typeof loader>;

function ArticleView({ data }: { data: Extract<LoaderData, { view: "article" }> }) {
  const { t } = useTranslation("help");
  const tabs = useRootData()?.helpCenterTabs ?? [];
  const article = data.article;
  const tab = tabs.find((x) => x.id === article?.tabId);
  return (
    <div className="help-page">
      <article className="container article" aria-labelledby="article-title">
        <Breadcrumbs
          items={[
            { label: t("common:pages.help-center"), to: "/help-center" },
            ...(tab ? [{ label: tab.name, to: `/help-center?tab=${encodeURIComponent(tab.id)}#topics` }] : []),
          ]}
        />
        {article ? (
          <>
            <header className="article__header">
              <h1 id="article-title">{article.title}</h1>
              {article.updateTime ? (
                <p className="article__meta">
                  {t("article.updated")} <FormattedDate iso={article.updateTime} text={article.updateDate} />
                </p>
              ) : null}
            </header>
            <div className="prose" data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
            <HelpfulVote questionId={article.id} />
            {article.related.length ? (
              <section className="article__related" aria-labelledby="related-heading">
                <h2 id="related-heading">{t("article.related")}</h2>
                <QuestionList items={article.related} />
              </section>
            ) : null}
          </>
        ) : (
          <>
            <h1 id="article-title">{data.page.heading}</h1>
            {data.error ? <LoadError error={data.error} /> : null}
          </>
        )}
        <section className="article__search" aria-labelledby="article-search-heading">
          <h2 id="article-search-heading">{t("article.searchHeading")}</h2>
          <HelpSearch compact />
        </section>
      </article>
      <MoreHelp />
    </div>
  );
}

/** Yes / No as a POST form: a full page load without JavaScript, a fetcher with it. */
function HelpfulVote({ questionId }: { questionId: string }) {
  const { t } = useTranslation("help");
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  const localize = useLocalizedHref();
  const vote = fetcher.data?.vote ?? actionData?.vote ?? null;
  return (
    <section className="helpful" aria-labelledby="helpful-heading">
      <h2 id="helpful-heading" className="helpful__question">
        {t("article.helpful")}
      </h2>
      {vote ? (
        <p className="helpful__thanks" role="status" data-testid="helpful-thanks">
          {vote === "yes" ? t("article.thanksYes") : t("article.thanksNo")} {vote === "no" ? <AppLink to="/feedback">{t("article.tellUs")}</AppLink> : null}
        </p>
      ) : (
        <fetcher.Form method="post" action={localize(helpArticlePath(questionId))} className="helpful__buttons">
          <button type="submit" name="helpful" value="yes" className="btn btn--ghost" disabled={fetcher.state !== "idle"}>
            {t("article.yes")}
          </button>
          <button type="submit" name="helpful" value="no" className="btn btn--ghost" disabled={fetcher.state !== "idle"}>
            {t("article.no")}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}

function SearchView({ data }: { data: Extract<LoaderData, { view: "search" }> }) {
  const { t } = useTranslation("help");
  const query = data.query;
  const empty = query !== "" && !data.error && data.total === 0;
  return (
    <div className="help-page">
      <PageHeader heading={data.page.heading}>
        <HelpSearch defaultQuery={query} />
      </PageHeader>
      <section className="section help-section" aria-labelledby="results-heading">
        <div className="container">
          <Breadcrumbs items={[{ label: t("common:pages.help-center"), to: "/help-center" }, { label: t("common:pages.help-key") }]} />
          <h2 id="results-heading">{query ? t("search.resultsHeading") : t("search.startHeading")}</h2>
          {data.error ? <LoadError error={data.error} /> : null}
          {!query ? <p className="muted">{t("search.prompt")}</p> : null}
          {query && !data.error && data.total > 0 ? (
            <>
              <p className="muted" data-testid="result-count">
                {t("search.resultCount", { count: data.total, query })}
              </p>
              <ol className="results" data-testid="search-results">
                {data.results.map((item) => (
                  <li key={item.id} className="results__item">
                    <h3 className="results__title">
                      <AppLink to={helpArticlePath(item.id)}>
                        <Highlight text={item.title} query={query} />
                      </AppLink>
                    </h3>
                    {item.summary ? (
                      <p className="results__summary">
                        <Highlight text={item.summary} query={query} />
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
              <Pager
                page={data.pageNo}
                pages={data.pages}
                hrefFor={(p) => `/help-key?${new URLSearchParams({ q: query, ...(p > 1 ? { page: String(p) } : {}) })}`}
              />
            </>
          ) : null}
          {empty ? (
            <div className="empty-state" data-testid="search-empty">
              <p className="empty-state__title">{t("search.empty", { query })}</p>
              <p>{t("search.emptyHint")}</p>
              <p>
                <AppLink to="/feedback" className="btn btn--primary">
                  {t("search.feedback")}
                </AppLink>
              </p>
            </div>
          ) : null}
          {!query || empty || data.error ? (
            <section className="help-common" aria-labelledby="common-heading">
              <h3 id="common-heading">{t("center.popularHeading")}</h3>
              {data.commonError ? <LoadError error={data.commonError} /> : null}
              <QuestionList items={data.common} />
            </section>
          ) : null}
        </div>
      </section>
      <MoreHelp />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
