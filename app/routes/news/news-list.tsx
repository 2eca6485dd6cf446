/**
 * /news-list/:id?: one news tab's articles, one page per request (?page=), newest
 * first, each with image, title, summary and date. Previous / next are server-rendered links;
 * with JavaScript "Load more" fetches the next page (useFetcher on this same loader) and appends
 * it without a full reload. No id shows the first tab; an unknown tab or a page past the end is
 * a 404 (product.md §Errors).
 */
import { json, type LinksFunction, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";
import { useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "~/components/content/app-link";
import { Breadcrumbs, LoadError, NewsCard, Pager, newsListPath } from "~/components/content/help-news";
import { useHydrated } from "~/components/forms/form-fields";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/root-data";
import { fixedT } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/react";
import { notFound, pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getNewsCategory, getNewsTabs, NEWS_PAGE_SIZE, pageCount, parsePage, section } from "~/services/news/news.server";
import styles from "~/styles/help.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const pageNo = parsePage(new URL(request.url).searchParams.get("page"));
  if (pageNo === null) notFound();
  const ctx = upstreamContext(request, context);
  const tabId = params.id ?? (await getNewsTabs(ctx))[0]?.id ?? null;
  if (!tabId) {
    const t = fixedT(page.locale);
    return json({ page, tabId, tabName: "", pageNo, pages: 1, items: [], error: { msg: t("tabs.unavailable"), messageKey: "errors.busy", notFound: false } });
  }
  const list = await section(getNewsCategory(ctx, { id: tabId, page: pageNo }), "news list");
  if (list.error?.notFound) notFound();
  const pages = list.data ? pageCount(list.data.total, NEWS_PAGE_SIZE) : 1;
  if (list.data && pageNo > pages) notFound();
  const tabName = list.data?.name ?? "";
  const t = fixedT(page.locale, "help");
  const title = tabName ? (pageNo > 1 ? t("paging.title", { title: tabName, page: pageNo }) : tabName) : page.title;
  return json({ page: { ...page, title }, tabId, tabName, pageNo, pages, items: list.data?.items ?? [], error: list.error });
}

export const meta = pageMeta;

type Data = SerializeFrom<typeof loader>;

export default function NewsList() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const tabs = useRootData()?.newsTabs ?? [];
  const tabName = tabs.find((tab) => tab.id === data.tabId)?.name ?? data.tabName;
  return (
    <div className="news-page">
      <PageHeader heading={data.page.heading} lead={data.page.description} />
      <section className="section news-section" aria-labelledby="news-list-heading">
        <div className="container">
          <Breadcrumbs items={[{ label: t("common:pages.news-center"), to: "/news-center" }, { label: tabName || data.page.heading }]} />
          {tabs.length ? (
            <nav aria-label={t("news.topicsLabel")}>
              <ul className="chips" data-testid="news-list-tabs">
                {tabs.map((tab) => (
                  <li key={tab.id}>
                    <AppLink to={newsListPath(tab.id)} className="chip" aria-current={tab.id === data.tabId ? "page" : undefined}>
                      {tab.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <h2 id="news-list-heading">{tabName}</h2>
          {data.error ? <LoadError error={data.error} /> : null}
          {!data.error && data.items.length === 0 ? <p className="muted">{t("news.empty")}</p> : null}
          <PagedItems key={`${data.tabId}:${data.pageNo}`} data={data} />
        </div>
      </section>
    </div>
  );
}

/** The page's items plus those "Load more" appended; the pager below them. */
function PagedItems({ data }: { data: Data }) {
  const { t } = useTranslation("help");
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<typeof loader>();
  const [extra, setExtra] = useState<Data["items"]>([]);
  const [lastPage, setLastPage] = useState(data.pageNo);
  const [announce, setAnnounce] = useState("");
  const firstNew = useRef<HTMLAnchorElement | null>(null);
  const focusIndex = useRef<number | null>(null);
  const loaded = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!loaded || loaded.pageNo !== lastPage + 1 || loaded.error) return;
    focusIndex.current = data.items.length + extra.length;
    setExtra((prev) => [...prev, ...loaded.items]);
    setLastPage(loaded.pageNo);
    setAnnounce(t("news.loaded", { count: loaded.items.length }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useEffect(() => {
    if (focusIndex.current !== null) firstNew.current?.focus();
    focusIndex.current = null;
  }, [extra.length]);

  const items = [...data.items, ...extra];
  const more = lastPage < data.pages;
  return (
    <>
      <ul className="news-grid news-grid--list" data-testid="news-items">
        {items.map((item, i) => (
          <li key={item.id}>
            <NewsCard item={item} level={3} linkRef={i === focusIndex.current ? (el) => (firstNew.current = el) : undefined} />
          </li>
        ))}
      </ul>
      {loaded?.error ? <LoadError error={loaded.error} /> : null}
      <p role="status" className="visually-hidden">
        {announce}
      </p>
      {hydrated && more ? (
        <p className="load-more">
          <button
            type="button"
            className="btn btn--primary"
            disabled={fetcher.state !== "idle"}
            aria-busy={fetcher.state !== "idle"}
            onClick={() => fetcher.load(`${location.pathname}?page=${lastPage + 1}`)}
          >
            {fetcher.state !== "idle" ? t("news.loading") : t("news.loadMore")}
          </button>
        </p>
      ) : null}
      {hydrated && !more && extra.length > 0 ? <p className="muted load-more">{t("news.end")}</p> : null}
      <Pager page={data.pageNo} pages={data.pages} hrefFor={(p) => newsListPath(data.tabId ?? "", p)} hideNext={hydrated} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
