/**
 * The news center's body, shared by /news-center and /news without an id: the news
 * tabs with their latest articles, and the official announcements (news-msgdisplay) with their
 * own tabs and pages. Official tabs and pages are GET links (?official=&page=), so all of it
 * works without JavaScript.
 */
import { AppLink } from "~/components/content/app-link";
import { FormattedDate } from "~/components/content/formatted-date";
import { LoadError, NewsCard, Pager, newsListPath } from "~/components/content/help-news";
import type { NewsCenterData } from "~/lib/content/news-center";
import { useTranslation } from "~/lib/i18n/react";

function officialHref(tabId: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (tabId) params.set("official", tabId);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/news-center${search ? `?${search}` : ""}#official`;
}

/** News tabs with their latest articles, then the official news. */
export function NewsCenterView({ data }: { data: NewsCenterData }) {
  const { t } = useTranslation("help");
  return (
    <>
      <section className="section news-section" aria-labelledby="news-topics-heading">
        <div className="container">
          <h2 id="news-topics-heading">{t("news.topicsHeading")}</h2>
          {data.latest.length ? (
            <nav aria-label={t("news.topicsLabel")}>
              <ul className="chips" data-testid="news-center-tabs">
                {data.latest.map(({ tab }) => (
                  <li key={tab.id}>
                    <AppLink to={newsListPath(tab.id)} className="chip">
                      {tab.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <p className="muted">{t("common:tabs.unavailable")}</p>
          )}
          {data.latest.map(({ tab, items, total, error }) => (
            <section key={tab.id} className="news-tab" aria-labelledby={`news-tab-${tab.id}`}>
              <div className="section-head">
                <h3 id={`news-tab-${tab.id}`}>{tab.name}</h3>
                {total > 0 ? (
                  <AppLink to={newsListPath(tab.id)} className="section-head__more">
                    {t("news.seeAll", { topic: tab.name })}
                  </AppLink>
                ) : null}
              </div>
              {error ? <LoadError error={error} /> : null}
              {!error && items.length === 0 ? <p className="muted">{t("news.empty")}</p> : null}
              <ul className="news-grid">
                {items.map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} level={3} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <section className="section news-section" id="official" aria-labelledby="official-heading">
        <div className="container">
          <h2 id="official-heading">{t("news.officialHeading")}</h2>
          {data.officialTabsError ? <LoadError error={data.officialTabsError} /> : null}
          {data.officialTabs.length ? (
            <nav aria-label={t("news.officialTabsLabel")}>
              <ul className="chips" data-testid="official-tabs">
                <li>
                  <AppLink to={officialHref(null)} className="chip" aria-current={data.officialTabId === null ? "page" : undefined} preventScrollReset>
                    {t("news.officialAll")}
                  </AppLink>
                </li>
                {data.officialTabs.map((tab) => (
                  <li key={tab.id}>
                    <AppLink to={officialHref(tab.id)} className="chip" aria-current={data.officialTabId === tab.id ? "page" : undefined} preventScrollReset>
                      {tab.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {data.officialError ? <LoadError error={data.officialError} /> : null}
          {!data.officialError && data.officialItems.length === 0 ? <p className="muted">{t("news.empty")}</p> : null}
          <ul className="official-list" data-testid="official-news">
            {data.officialItems.map((item) => (
              <li key={item.id} className="official-item">
                <h3 className="official-item__title">{item.title}</h3>
                {item.summary ? <p className="official-item__summary">{item.summary}</p> : null}
                {item.publishTime ? (
                  <p className="official-item__date">
                    <FormattedDate iso={item.publishTime} text={item.publishDate} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager page={data.officialPage} pages={data.officialPages} hrefFor={(p) => officialHref(data.officialTabId, p)} />
        </div>
      </section>
    </>
  );
}
