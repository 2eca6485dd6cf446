/**
 * Pieces shared by the help-center and news-center pages: URLs of articles and lists,
 * the in-page upstream error, pagination links, breadcrumbs, question lists, news cards, search
 * highlighting and the help-topic icons.
 */
import { AppLink } from "~/components/content/app-link";
import { FormattedDate } from "~/components/content/formatted-date";
import { highlightSegments } from "~/lib/content/highlight";
import { useTranslation } from "~/lib/i18n/react";

/** Prefix of a help article's key in /help-key/:key (any other key is a search term). */
export const HELP_ARTICLE_PREFIX = "q-";

/** The unprefixed URL of a help article (/help-key/q-<question id>). */
export function helpArticlePath(questionId: string): string {
  return `/help-key/${HELP_ARTICLE_PREFIX}${encodeURIComponent(questionId)}`;
}

/** The unprefixed URL of a news article. */
export function newsArticlePath(articleId: string): string {
  return `/news/${encodeURIComponent(articleId)}`;
}

/** The unprefixed URL of a news tab's list, optionally at a page. */
export function newsListPath(tabId: string, page = 1): string {
  return `/news-list/${encodeURIComponent(tabId)}${page > 1 ? `?page=${page}` : ""}`;
}

/** The serialisable failure of a loader section (see section() in news.server.ts). */
export interface LoadErrorValue {
  msg: string | null;
  messageKey: string;
}

/** product.md §Errors in the page: the upstream's msg, or the busy / network text. */
export function LoadError({ error }: { error: LoadErrorValue }) {
  const { t } = useTranslation();
  return (
    <p className="notice notice--error" role="alert">
      {error.msg ?? t(error.messageKey)}
    </p>
  );
}

/** Previous / next links of a paged list, server-rendered (they work without JavaScript). */
export function Pager({ page, pages, hrefFor, hideNext = false }: { page: number; pages: number; hrefFor: (page: number) => string; hideNext?: boolean }) {
  const { t } = useTranslation("help");
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t("paging.label")}>
      {page > 1 ? (
        <AppLink to={hrefFor(page - 1)} rel="prev" className="btn btn--ghost">
          {t("paging.previous")}
        </AppLink>
      ) : null}
      <span className="pager__status">{t("paging.status", { page, pages })}</span>
      {page < pages && !hideNext ? (
        <AppLink to={hrefFor(page + 1)} rel="next" className="btn btn--ghost">
          {t("paging.next")}
        </AppLink>
      ) : null}
    </nav>
  );
}

/** A breadcrumb trail; the last item is the current page (not a link). */
export function Breadcrumbs({ items }: { items: Array<{ label: string; to?: string }> }) {
  const { t } = useTranslation("help");
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs")}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>{item.to ? <AppLink to={item.to}>{item.label}</AppLink> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** Text with the query's words wrapped in <mark> (React escapes every piece). */
export function Highlight({ text, query }: { text: string; query: string }) {
  return <>{highlightSegments(text, query).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}</>;
}

/** A list of help questions, each linking to its article; common ones carry a "popular" badge. */
export function QuestionList({
  items,
  popularIds,
  className = "",
}: {
  items: Array<{ id: string; title: string }>;
  popularIds?: Set<string>;
  className?: string;
}) {
  const { t } = useTranslation("help");
  return (
    <ul className={`question-list ${className}`.trim()}>
      {items.map((item) => (
        <li key={item.id}>
          <AppLink to={helpArticlePath(item.id)} className="question-list__link">
            <span>{item.title}</span>
            {popularIds?.has(item.id) ? <span className="badge">{t("center.popular")}</span> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** A safe image URL from the upstream (https or site-relative), else null. */
export function safeImage(src: string | null | undefined): string | null {
  if (!src) return null;
  return /^https:\/\/[^/\\]/i.test(src) || /^\/(?![/\\])/.test(src) ? src : null;
}

/** Intrinsic size of news images (16:9); CSS scales them. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 360;

/** A news item: image, title (a link to the article), summary and date. */
export function NewsCard({
  item,
  level = 3,
  linkRef,
}: {
  item: { id: string; title: string; summary?: string; image?: string; publishTime?: string; publishDate?: string };
  level?: 2 | 3;
  linkRef?: (el: HTMLAnchorElement | null) => void;
}) {
  const image = safeImage(item.image);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="news-card">
      {image ? <img className="news-card__image" src={image} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" decoding="async" /> : null}
      <div className="news-card__body">
        <Heading className="news-card__title">
          <AppLink to={newsArticlePath(item.id)} ref={linkRef}>
            {item.title}
          </AppLink>
        </Heading>
        {item.summary ? <p className="news-card__summary">{item.summary}</p> : null}
        {item.publishTime ? (
          <p className="news-card__date">
            <FormattedDate iso={item.publishTime} text={item.publishDate ?? ""} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

const ICON_PATHS: Record<string, string> = {
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
  wallet: "M3 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-3v3m1 7h.01",
  chart: "M4 19h16M6 16l4-5 3 3 5-7",
  pulse: "M3 12h4l2-6 4 12 2-6h6",
  shield: "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z",
  news: "M5 5h11v14H6a1 1 0 0 1-1-1V5Zm11 4h3v9a1 1 0 0 1-2 0M8 9h5M8 12h5M8 15h3",
  help: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01",
  gift: "M4 11h16v9H4v-9Zm-1-4h18v4H3V7Zm9 0v13M12 7c-1-3-5-3-5-1s5 1 5 1Zm0 0c1-3 5-3 5-1s-5 1-5 1Z",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z",
  spark: "M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6",
};

/** An inline SVG icon of a help topic (the upstream's icon name) or a page; decorative. */
export function TopicIcon({ name }: { name?: string | null }) {
  const d = ICON_PATHS[name ?? ""] ?? ICON_PATHS.help;
  return (
    <svg className="topic-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Links to the FAQ, the help assistant and the feedback form (less the page it is on). */
export function MoreHelp({ exclude }: { exclude?: string }) {
  const { t } = useTranslation("help");
  const all = [
    { to: "/faq", icon: "help", title: t("more.faq"), text: t("more.faqText") },
    { to: "/help-generator", icon: "compass", title: t("more.generator"), text: t("more.generatorText") },
    { to: "/feedback", icon: "spark", title: t("more.feedback"), text: t("more.feedbackText") },
  ];
  const items = all.filter((item) => item.to !== exclude);
  return (
    <section className="section help-section" aria-labelledby="more-help-heading">
      <div className="container">
        <h2 id="more-help-heading">{t("more.heading")}</h2>
        <TileGrid items={items} />
      </div>
    </section>
  );
}

/** One link tile: where it goes, its icon (a TopicIcon name), its title and a line of text. */
export type Tile = { to: string; icon: string; title: string; text: string };

/** A grid of icon tiles, each a link (the help, discover and more-help lists). */
export function TileGrid({ items }: { items: Tile[] }) {
  return (
    <ul className="tile-grid">
      {items.map((item) => (
        <li key={item.to}>
          <AppLink to={item.to} className="tile tile--icon">
            <TopicIcon name={item.icon} />
            <span className="tile__title">{item.title}</span>
            <span className="tile__meta">{item.text}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
