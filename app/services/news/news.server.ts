/**
 * The news and help-center service (product.md §Upstream, prefix /news-helpcenter/api/v1/query). News tabs come
 * from the hz host's homepage answer (`list`); help-center tabs from the second client on the jy
 * host (`homepagelist`) — product.md §Upstream.
 */
import { LRUCache } from "lru-cache";
import * as z from "zod";
import type { LoadFailure, NewsCenterData } from "~/lib/content/news-center";
import { withoutHandOverKey } from "~/lib/http/safe-redirect";
import { formatDate } from "~/lib/i18n/dates";
import type { Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/observability/logger.server";
import type { UpstreamService } from "~/lib/upstream/breakers.server";
import { cachedWithBudget } from "~/lib/upstream/cache.server";
import { callUpstream, partMissingFor, UPSTREAM_MESSAGE_KEYS, UpstreamError, type UpstreamContext } from "~/lib/upstream/client.server";
import { CONTENT_ID_LIMIT, SEARCH_KEYWORD_LIMIT, truncateText, withinLimit } from "~/services/contract";

const PREFIX = "/news-helpcenter/api/v1/query";
const TABS_TTL_MS = 60_000;
/** How long a page waits for tabs it has never fetched before rendering without them. */
const TABS_BUDGET_MS = 1_500;

export const tabSchema = z.object({ id: z.coerce.string(), name: z.string(), icon: z.string().optional() });
export type Tab = z.infer<typeof tabSchema>;

const newsHomeSchema = z.object({ list: z.array(tabSchema) });
const helpHomeSchema = z.object({ homepagelist: z.array(tabSchema) });

/** product.md §Help center: news tabs (list field of homepage, hz). Failures are logged; tabs stay empty (product.md §Errors). */
export function getNewsTabs(ctx: UpstreamContext): Promise<Tab[]> {
  const options = { ttlMs: TABS_TTL_MS, budgetMs: TABS_BUDGET_MS, fallback: [] as Tab[], service: "news-helpcenter" as const };
  return cachedWithBudget(`news-tabs:${ctx.locale}:${ctx.origins.hz}`, options, async () => {
    try {
      const data = await callUpstream({ method: "get", host: "hz", path: `${PREFIX}/homepage` }, newsHomeSchema, ctx);
      return data.list;
    } catch (error) {
      logger.warn({ err: error }, "news tabs failed to load");
      throw error;
    }
  });
}

/** product.md §Help center: help-center tabs (homepagelist field of homepage, jy). Failures are logged; tabs stay empty. */
export function getHelpCenterTabs(ctx: UpstreamContext): Promise<Tab[]> {
  const options = { ttlMs: TABS_TTL_MS, budgetMs: TABS_BUDGET_MS, fallback: [] as Tab[], service: "news-helpcenter" as const };
  return cachedWithBudget(`help-tabs:${ctx.locale}:${ctx.origins.jy}`, options, async () => {
    try {
      const data = await callUpstream({ method: "get", host: "jy", path: `${PREFIX}/homepage` }, helpHomeSchema, ctx);
      return data.homepagelist;
    } catch (error) {
      logger.warn({ err: error }, "help-center tabs failed to load");
      throw error;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Lists, articles and search of the news and help center. Help calls go to jy, news
// and official-news calls to hz. Lists and articles are cached per locale and host for a short
// time; search is not (its keys are unbounded). No call asks for more than one page of items.
// ---------------------------------------------------------------------------------------------

const OFFICIAL_PREFIX = "/news-msgdisplay/api/v1";
const LIST_TTL_MS = 30_000;
const ARTICLE_TTL_MS = 60_000;
/** How long a page waits for a list or article it has never fetched before showing the network message. */
const CONTENT_BUDGET_MS = 4_000;
/** The upstream's code for an unknown tab, article or question (sandbox/README.md). */
export const CODE_NOT_FOUND = 400001;
/** The upstream's code for a request whose parameters it refuses ("Invalid parameters", sandbox/README.md). */
export const CODE_INVALID_PARAMS = 100001;

/** Page sizes of the lists (one page per request; the upstream caps pageSize at 50). */
export const NEWS_PAGE_SIZE = 6;
export const HELP_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 10;
export const SUGGEST_LIMIT = 6;
/** Highest page number a URL may ask for (a larger one is no page: 404). */
export const MAX_PAGE = 500;

const id = z.union([z.string().min(1), z.number()]).transform(String);
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null || v === "" ? null : String(v)));
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** An image URL of the upstream's, without a session hand-over key (safe-redirect.ts withoutHandOverKey). */
const image = text.transform(withoutHandOverKey);

const newsItemSchema = z.object({ id, title: z.string(), summary: text, image, publishTime: text });
const helpItemSchema = z.object({ id, title: z.string(), updateTime: text });
const pageFields = {
  page: z.coerce.number().int().nullish(),
  pageSize: z.coerce.number().int().nullish(),
  total: z.coerce.number().int().nonnegative(),
};

const newsCategorySchema = z.object({ id, name: text, ...pageFields, items: z.array(newsItemSchema) });
const helpCategorySchema = z.object({ id, name: text, ...pageFields, items: z.array(helpItemSchema) });
const commonQuestionsSchema = z.array(z.object({ id, title: z.string(), tabId: optionalId }));
const newsArticleSchema = z.object({
  id,
  tabId: optionalId,
  title: z.string(),
  content: text,
  image,
  publishTime: text,
  prevId: optionalId,
  nextId: optionalId,
});
const helpArticleSchema = z.object({
  id,
  tabId: optionalId,
  title: z.string(),
  content: text,
  updateTime: text,
  related: z
    .array(z.object({ id, title: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
});
const searchSchema = z.object({ keyword: text, ...pageFields, items: z.array(z.object({ id, title: z.string(), summary: text })) });
const officialTabsSchema = z.array(tabSchema);
const officialNewsSchema = z.object({ ...pageFields, items: z.array(z.object({ id, title: z.string(), summary: text, publishTime: text })) });

export type NewsItem = z.infer<typeof newsItemSchema> & { publishDate: string };
export type HelpItem = z.infer<typeof helpItemSchema>;
export type NewsCategory = Omit<z.infer<typeof newsCategorySchema>, "items"> & { items: NewsItem[] };
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export type CommonQuestion = z.infer<typeof commonQuestionsSchema>[number];
export type NewsArticle = z.infer<typeof newsArticleSchema> & { publishDate: string };
export type HelpArticle = z.infer<typeof helpArticleSchema> & { updateDate: string };
export type SearchResults = z.infer<typeof searchSchema>;
export type OfficialNews = Omit<z.infer<typeof officialNewsSchema>, "items"> & {
  items: Array<z.infer<typeof officialNewsSchema>["items"][number] & { publishDate: string }>;
};

/** The last failure of each cached key, so that a page can show why a list is missing. */
const failures = new LRUCache<string, { error: Error }>({ max: 1000 });

/**
 * A cached call to `service`: the value of `key` (see cachedWithBudget), or the call's own error
 * when it failed (a failure is remembered for a few seconds), or a network error when it has not
 * answered within CONTENT_BUDGET_MS (it goes on and fills the cache for the next request).
 */
async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>, service: UpstreamService = "news-helpcenter"): Promise<T> {
  const value = await cachedWithBudget<T | null>(key, { ttlMs, budgetMs: CONTENT_BUDGET_MS, fallback: null }, async () => {
    try {
      const loaded = await load();
      failures.delete(key);
      return loaded;
    } catch (error) {
      failures.set(key, { error: error instanceof Error ? error : new Error(String(error)) });
      throw error;
    }
  });
  if (value !== null) return value;
  throw failures.get(key)?.error ?? new UpstreamError({ kind: "network", path: key, service });
}

function cacheKey(name: string, ctx: UpstreamContext, host: "hz" | "jy", params: Record<string, unknown> = {}): string {
  return `${name}:${ctx.locale}:${ctx.origins[host]}:${JSON.stringify(params)}`;
}

/**
 * The locale's text of a date beside its ISO value (product.md §Locales formats): dates are formatted here, on
 * the server, so that no page ships a date library to the browser (the JavaScript budget).
 */
function withDate<T extends Record<K, string>, K extends string, D extends string>(item: T, from: K, to: D, locale: Locale): T & Record<D, string> {
  return { ...item, [to]: formatDate(item[from], locale) } as T & Record<D, string>;
}

/** categoryhomepage type=news (hz): one page of a news tab's articles, newest first. */
export function getNewsCategory(ctx: UpstreamContext, params: { id: string; page: number; pageSize?: number }): Promise<NewsCategory> {
  const query = { type: "news", id: params.id, page: params.page, pageSize: params.pageSize ?? NEWS_PAGE_SIZE };
  return cached(cacheKey("news-category", ctx, "hz", query), LIST_TTL_MS, () =>
    callUpstream({ method: "get", host: "hz", path: `${PREFIX}/categoryhomepage`, params: query }, newsCategorySchema, ctx).then((category) => ({
      ...category,
      items: category.items.map((item) => withDate(item, "publishTime", "publishDate", ctx.locale)),
    })),
  );
}

/** categoryhomepage type=help (jy): one page of a help tab's questions. */
export function getHelpCategory(ctx: UpstreamContext, params: { id: string; page: number; pageSize?: number }): Promise<HelpCategory> {
  const query = { type: "help", id: params.id, page: params.page, pageSize: params.pageSize ?? HELP_PAGE_SIZE };
  return cached(cacheKey("help-category", ctx, "jy", query), LIST_TTL_MS, () =>
    callUpstream({ method: "get", host: "jy", path: `${PREFIX}/categoryhomepage`, params: query }, helpCategorySchema, ctx),
  );
}

/** commonquestionlist (jy): the questions marked common, of one tab or of all tabs. */
export function getCommonQuestions(ctx: UpstreamContext, params: { tabId?: string; limit: number }): Promise<CommonQuestion[]> {
  const query = { id: params.tabId, limit: params.limit };
  return cached(cacheKey("common-questions", ctx, "jy", query), LIST_TTL_MS, () =>
    callUpstream({ method: "get", host: "jy", path: `${PREFIX}/commonquestionlist`, params: query }, commonQuestionsSchema, ctx),
  );
}

/** messagedetail type=news (hz): one article with its raw (unsanitised) HTML and its neighbours. */
export function getNewsArticle(ctx: UpstreamContext, articleId: string): Promise<NewsArticle> {
  const query = { type: "news", id: articleId };
  return cached(cacheKey("news-article", ctx, "hz", query), ARTICLE_TTL_MS, () =>
    callUpstream({ method: "get", host: "hz", path: `${PREFIX}/messagedetail`, params: query }, newsArticleSchema, ctx).then((article) =>
      withDate(article, "publishTime", "publishDate", ctx.locale),
    ),
  );
}

/** messagedetail type=help (jy): one question with its raw (unsanitised) HTML answer and related questions. */
export function getHelpArticle(ctx: UpstreamContext, questionId: string): Promise<HelpArticle> {
  const query = { type: "help", id: questionId };
  return cached(cacheKey("help-article", ctx, "jy", query), ARTICLE_TTL_MS, () =>
    callUpstream({ method: "get", host: "jy", path: `${PREFIX}/messagedetail`, params: query }, helpArticleSchema, ctx).then((article) =>
      withDate(article, "updateTime", "updateDate", ctx.locale),
    ),
  );
}

/** autosearch (help on jy, news on hz): one page of matches, title matches first. Not cached. */
export function autoSearch(ctx: UpstreamContext, params: { keyword: string; type: "help" | "news"; page: number; pageSize: number }): Promise<SearchResults> {
  const host = params.type === "help" ? "jy" : "hz";
  const query = { keyword: truncateText(params.keyword, SEARCH_KEYWORD_LIMIT.max), type: params.type, page: params.page, pageSize: params.pageSize };
  return callUpstream({ method: "get", host, path: `${PREFIX}/autosearch`, params: query }, searchSchema, ctx);
}

/** official_tab (news-msgdisplay, hz): the official announcement tabs. */
export function getOfficialTabs(ctx: UpstreamContext): Promise<Tab[]> {
  return cached(
    cacheKey("official-tabs", ctx, "hz"),
    LIST_TTL_MS,
    () => callUpstream({ method: "get", host: "hz", path: `${OFFICIAL_PREFIX}/official_tab` }, officialTabsSchema, ctx),
    "news-msgdisplay",
  );
}

/** official_news (news-msgdisplay, hz): one page of official news, of one tab or all, newest first. */
export function getOfficialNews(ctx: UpstreamContext, params: { tabId?: string; page: number; pageSize: number }): Promise<OfficialNews> {
  const query = { tabId: params.tabId, page: params.page, pageSize: params.pageSize };
  return cached(
    cacheKey("official-news", ctx, "hz", query),
    LIST_TTL_MS,
    () =>
      callUpstream({ method: "get", host: "hz", path: `${OFFICIAL_PREFIX}/official_news`, params: query }, officialNewsSchema, ctx).then((news) => ({
        ...news,
        items: news.items.map((item) => withDate(item, "publishTime", "publishDate", ctx.locale)),
      })),
    "news-msgdisplay",
  );
}

/** Why a section of a page is missing (app/lib/content/news-center.ts). */
export type { LoadFailure };

export type Section<T> = { data: T; error: null } | { data: null; error: LoadFailure };

/**
 * Whether an error is the upstream's "not found" (unknown tab, article or question), or its
 * "invalid parameters" (an id or page it cannot hold): either is the visitor's request naming
 * nothing, a 404, never the service failing (docs/security.md).
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && (error.code === CODE_NOT_FOUND || error.code === CODE_INVALID_PARAMS);
}

/** Whether `id` (a tab, article or question id from the URL) is one the upstream can hold (CONTENT_ID_LIMIT); else the page is a 404 without a call. */
export function isContentId(id: string): boolean {
  return withinLimit(id, CONTENT_ID_LIMIT);
}

/**
 * Awaits the call behind one section of a page. A failure is logged and becomes the section's
 * error, so that the rest of the page still renders (product.md §Errors); the route decides whether a
 * `notFound` error is the page's 404.
 */
export async function section<T>(promise: Promise<T>, what: string): Promise<Section<T>> {
  try {
    return { data: await promise, error: null };
  } catch (error) {
    if (isNotFound(error)) return { data: null, error: { msg: null, messageKey: UPSTREAM_MESSAGE_KEYS.busy, notFound: true } };
    if (error instanceof UpstreamError) {
      partMissingFor(error);
      logger.warn({ err: error, kind: error.kind, code: error.code }, `${what} failed`);
      return { data: null, error: { msg: error.msg ?? null, messageKey: error.messageKey, notFound: false } };
    }
    partMissingFor(error);
    logger.error({ err: error }, `${what} failed`);
    return { data: null, error: { msg: null, messageKey: UPSTREAM_MESSAGE_KEYS.busy, notFound: false } };
  }
}

/** A page number from a query value: 1 when absent, null when it is no page (not 1–MAX_PAGE). */
export function parsePage(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/** The number of pages of a list (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Latest articles per news tab on the news center, and official news per page. */
export const NEWS_CENTER_LATEST = 3;
export const OFFICIAL_PAGE_SIZE = 5;

/**
 * The news center's data (/news-center, and /news without an id): the news tabs with the first
 * few articles of each, the official tabs, and one page of official news (of one official tab
 * or all). Each part fails on its own (product.md §Errors); an unknown official tab is `notFound`.
 */
export async function loadNewsCenter(ctx: UpstreamContext, official: { tabId: string | null; page: number }): Promise<NewsCenterData> {
  const tabs = await getNewsTabs(ctx);
  const [latest, officialTabs, officialNews] = await Promise.all([
    Promise.all(
      tabs.map(async (tab) => {
        const result = await section(getNewsCategory(ctx, { id: tab.id, page: 1, pageSize: NEWS_CENTER_LATEST }), "news center tab");
        return { tab, items: result.data?.items ?? [], total: result.data?.total ?? 0, error: result.error };
      }),
    ),
    section(getOfficialTabs(ctx), "official tabs"),
    section(getOfficialNews(ctx, { tabId: official.tabId ?? undefined, page: official.page, pageSize: OFFICIAL_PAGE_SIZE }), "official news"),
  ]);
  return {
    latest,
    officialTabs: officialTabs.data ?? [],
    officialTabsError: officialTabs.error,
    officialTabId: official.tabId,
    officialPage: official.page,
    officialPages: officialNews.data ? pageCount(officialNews.data.total, OFFICIAL_PAGE_SIZE) : 1,
    officialItems: officialNews.data?.items ?? [],
    officialError: officialNews.error,
  };
}
