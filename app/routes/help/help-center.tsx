/**
 * /help-center: the search box, the popular (common) questions, and the help topics
 * (the root loader's helpCenterTabs) with the chosen topic's questions (categoryhomepage
 * type=help), chosen with ?tab= GET links and paged with ?page=. An unknown tab is a 404.
 */
import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { helpArticlePath, LoadError, MoreHelp, Pager, QuestionList, TopicIcon } from "~/components/content/help-news";
import { HelpSearch } from "~/components/content/help-search";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/root-data";
import { useTranslation } from "~/lib/i18n/react";
import { notFound, pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getCommonQuestions, getHelpCategory, getHelpCenterTabs, HELP_PAGE_SIZE, pageCount, parsePage, section } from "~/services/news/news.server";
import styles from "~/styles/help.css";

/** How many common questions the page asks for (all topics), and how many it shows as cards. */
const COMMON_LIMIT = 30;
const POPULAR_SHOWN = 6;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const url = new URL(request.url);
  const pageNo = parsePage(url.searchParams.get("page"));
  if (pageNo === null) notFound();
  const ctx = upstreamContext(request, context);
  const requested = url.searchParams.get("tab") || null;
  const tabId = requested ?? (await getHelpCenterTabs(ctx))[0]?.id ?? null;
  const [questions, common] = await Promise.all([
    tabId ? section(getHelpCategory(ctx, { id: tabId, page: pageNo }), "help topic questions") : null,
    section(getCommonQuestions(ctx, { limit: COMMON_LIMIT }), "common questions"),
  ]);
  if (questions?.error?.notFound) notFound();
  const pages = questions?.data ? pageCount(questions.data.total, HELP_PAGE_SIZE) : 1;
  if (questions?.data && pageNo > pages) notFound();
  return json({
    page,
    tabId,
    pageNo,
    pages,
    questions: questions?.data ? { name: questions.data.name, items: questions.data.items } : null,
    questionsError: questions?.error ?? null,
    common: common.data ?? [],
    commonError: common.error,
  });
}

export const meta = pageMeta;

export default function HelpCenter() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const tabs = useRootData()?.helpCenterTabs ?? [];
  const current = tabs.find((tab) => tab.id === data.tabId);
  const topicName = current?.name ?? data.questions?.name ?? "";
  const popularIds = new Set(data.common.map((q) => q.id));
  return (
    <div className="help-page">
      <PageHeader heading={data.page.heading} lead={data.page.description}>
        <HelpSearch />
      </PageHeader>

      <section className="section help-section" aria-labelledby="popular-heading">
        <div className="container">
          <h2 id="popular-heading">{t("center.popularHeading")}</h2>
          {data.commonError ? <LoadError error={data.commonError} /> : null}
          {data.common.length ? (
            <ul className="tile-grid">
              {data.common.slice(0, POPULAR_SHOWN).map((q) => (
                <li key={q.id}>
                  <AppLink to={helpArticlePath(q.id)} className="tile">
                    <span className="tile__title">{q.title}</span>
                    {q.tabId ? <span className="tile__meta">{tabs.find((tab) => tab.id === q.tabId)?.name}</span> : null}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <AppLink to="/faq">{t("center.allFaq")}</AppLink>
          </p>
        </div>
      </section>

      <section className="section help-section" id="topics" aria-labelledby="topics-heading">
        <div className="container">
          <h2 id="topics-heading">{t("center.topicsHeading")}</h2>
          {tabs.length ? (
            <nav aria-label={t("center.topicsLabel")}>
              <ul className="topic-nav">
                {tabs.map((tab) => (
                  <li key={tab.id}>
                    <AppLink
                      to={`/help-center?tab=${encodeURIComponent(tab.id)}#topics`}
                      className="topic-nav__link"
                      aria-current={tab.id === data.tabId ? "page" : undefined}
                      preventScrollReset
                    >
                      <TopicIcon name={tab.icon} />
                      <span>{tab.name}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <p className="muted">{t("common:tabs.unavailable")}</p>
          )}
          {data.tabId ? (
            <div className="topic-panel" data-testid="topic-questions">
              <h3>{t("center.topicQuestions", { topic: topicName })}</h3>
              {data.questionsError ? <LoadError error={data.questionsError} /> : null}
              {data.questions ? (
                data.questions.items.length ? (
                  <QuestionList items={data.questions.items} popularIds={popularIds} />
                ) : (
                  <p className="muted">{t("center.noQuestions")}</p>
                )
              ) : null}
              <Pager
                page={data.pageNo}
                pages={data.pages}
                hrefFor={(p) => `/help-center?tab=${encodeURIComponent(data.tabId ?? "")}${p > 1 ? `&page=${p}` : ""}#topics`}
              />
            </div>
          ) : null}
        </div>
      </section>

      <MoreHelp />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
