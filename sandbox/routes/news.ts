/**
 * News and help center (/news-helpcenter/api/v1/query) and official news
 * (/news-msgdisplay/api/v1). Text is answered in the X-Lang language.
 */
import { Router } from "express";
import { z } from "zod";
import { CONTENT_ID_LIMIT } from "../../app/services/contract";
import type { Lang } from "../content-types";
import type { Db } from "../db";
import { ApiError, Code, handler, int, langOf, optStr, paging, parse, text } from "../http";
import { excerpt, fold, stripTags } from "../text";

const t = (json: string, lang: Lang): string => (JSON.parse(json) as Record<Lang, string>)[lang];

interface TabRow {
  id: string;
  name: string;
  icon?: string;
}
interface ArticleRow {
  id: string;
  tab_id: string;
  title: string;
  summary: string;
  content: string;
  image: string;
  publish_time: string;
}
interface QuestionRow {
  id: string;
  tab_id: string;
  title: string;
  content: string;
  update_time: string;
}
interface OfficialRow {
  id: string;
  tab_id: string;
  title: string;
  summary: string;
  publish_time: string;
}

const ARTICLE_ORDER = "ORDER BY publish_ms DESC, id DESC";
const QUESTION_ORDER = "ORDER BY sort";

function page<T>(items: T[], p: { page: number; pageSize: number }) {
  return { page: p.page, pageSize: p.pageSize, total: items.length, items: items.slice((p.page - 1) * p.pageSize, p.page * p.pageSize) };
}

/** News and help-center routes. */
export function newsRoutes(db: Db): Router {
  const r = Router();
  const all = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).all(...params) as unknown as T[];
  const one = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).get(...params) as unknown as T | undefined;

  r.get(
    "/homepage",
    handler((req) => {
      const lang = langOf(req);
      return {
        list: all<TabRow>("SELECT id, name FROM news_tabs ORDER BY sort").map((tab) => ({ id: tab.id, name: t(tab.name, lang) })),
        homepagelist: all<TabRow>("SELECT id, name, icon FROM help_tabs ORDER BY sort").map((tab) => ({
          id: tab.id,
          name: t(tab.name, lang),
          icon: tab.icon,
        })),
      };
    }),
  );

  r.get(
    "/categoryhomepage",
    handler((req) => {
      const lang = langOf(req);
      const q = parse(z.object({ type: z.enum(["news", "help"]).default("news"), id: text(CONTENT_ID_LIMIT), ...paging }), req.query);
      if (q.type === "news") {
        const tab = one<TabRow>("SELECT id, name FROM news_tabs WHERE id = ?", q.id);
        if (!tab) throw new ApiError(Code.NOT_FOUND);
        const items = all<ArticleRow>(`SELECT * FROM articles WHERE tab_id = ? ${ARTICLE_ORDER}`, q.id).map((a) => ({
          id: a.id,
          title: t(a.title, lang),
          summary: t(a.summary, lang),
          image: a.image,
          publishTime: a.publish_time,
        }));
        return { id: tab.id, name: t(tab.name, lang), ...page(items, q) };
      }
      const tab = one<TabRow>("SELECT id, name FROM help_tabs WHERE id = ?", q.id);
      if (!tab) throw new ApiError(Code.NOT_FOUND);
      const items = all<QuestionRow>(`SELECT * FROM questions WHERE tab_id = ? ${QUESTION_ORDER}`, q.id).map((x) => ({
        id: x.id,
        title: t(x.title, lang),
        updateTime: x.update_time,
      }));
      return { id: tab.id, name: t(tab.name, lang), ...page(items, q) };
    }),
  );

  r.get(
    "/commonquestionlist",
    handler((req) => {
      const lang = langOf(req);
      const q = parse(z.object({ id: optStr(100), limit: int(10, 1, 50, true) }), req.query);
      if (q.id && !one("SELECT 1 FROM help_tabs WHERE id = ?", q.id)) throw new ApiError(Code.NOT_FOUND);
      const rows = q.id
        ? all<QuestionRow>(`SELECT * FROM questions WHERE common = 1 AND tab_id = ? ${QUESTION_ORDER} LIMIT ?`, q.id, q.limit)
        : all<QuestionRow>(
            `SELECT questions.* FROM questions JOIN help_tabs ON help_tabs.id = questions.tab_id
             WHERE common = 1 ORDER BY help_tabs.sort, questions.sort LIMIT ?`,
            q.limit,
          );
      return rows.map((x) => ({ id: x.id, title: t(x.title, lang), tabId: x.tab_id }));
    }),
  );

  r.get(
    "/messagedetail",
    handler((req) => {
      const lang = langOf(req);
      const q = parse(z.object({ type: z.enum(["news", "help"]).default("news"), id: text(CONTENT_ID_LIMIT) }), req.query);
      if (q.type === "news") {
        const a = one<ArticleRow>("SELECT * FROM articles WHERE id = ?", q.id);
        if (!a) throw new ApiError(Code.NOT_FOUND);
        // Oldest first: prevId is the article published just before this one, nextId just after.
        const ids = all<{ id: string }>("SELECT id FROM articles WHERE tab_id = ? ORDER BY publish_ms, id", a.tab_id).map((x) => x.id);
        const at = ids.indexOf(a.id);
        return {
          id: a.id,
          type: "news",
          tabId: a.tab_id,
          title: t(a.title, lang),
          content: t(a.content, lang),
          image: a.image,
          publishTime: a.publish_time,
          prevId: ids[at - 1] ?? null,
          nextId: ids[at + 1] ?? null,
        };
      }
      const x = one<QuestionRow>("SELECT * FROM questions WHERE id = ?", q.id);
      if (!x) throw new ApiError(Code.NOT_FOUND);
      const related = all<QuestionRow>(`SELECT * FROM questions WHERE tab_id = ? AND id <> ? ${QUESTION_ORDER} LIMIT 5`, x.tab_id, x.id);
      return {
        id: x.id,
        type: "help",
        tabId: x.tab_id,
        title: t(x.title, lang),
        content: t(x.content, lang),
        updateTime: x.update_time,
        related: related.map((o) => ({ id: o.id, title: t(o.title, lang) })),
      };
    }),
  );

  r.get(
    "/autosearch",
    handler((req) => {
      const lang = langOf(req);
      const q = parse(z.object({ keyword: optStr(100), type: z.enum(["help", "news"]).default("help"), ...paging }), req.query);
      const keyword = q.keyword ?? "";
      if (!keyword) return { keyword, ...page([], q) };
      const needle = fold(keyword);
      if (!needle) return { keyword, ...page([], q) };
      const rows =
        q.type === "news"
          ? all<ArticleRow>(`SELECT * FROM articles ${ARTICLE_ORDER}`)
          : all<QuestionRow>("SELECT questions.* FROM questions JOIN help_tabs ON help_tabs.id = questions.tab_id ORDER BY help_tabs.sort, questions.sort");
      const inTitle: { id: string; title: string; summary: string }[] = [];
      const inText: typeof inTitle = [];
      for (const row of rows) {
        const title = t(row.title, lang);
        const text = stripTags(t(row.content, lang));
        const hitTitle = fold(title).includes(needle);
        if (!hitTitle && !fold(text).includes(needle)) continue;
        (hitTitle ? inTitle : inText).push({ id: row.id, title, summary: excerpt(text, keyword) });
      }
      return { keyword, ...page([...inTitle, ...inText], q) };
    }),
  );

  return r;
}

/** Official-news routes (/news-msgdisplay/api/v1). */
export function officialRoutes(db: Db): Router {
  const r = Router();
  r.get(
    "/official_tab",
    handler((req) => {
      const lang = langOf(req);
      const rows = db.prepare("SELECT id, name FROM official_tabs ORDER BY sort").all() as unknown as TabRow[];
      return rows.map((tab) => ({ id: tab.id, name: t(tab.name, lang) }));
    }),
  );
  r.get(
    "/official_news",
    handler((req) => {
      const lang = langOf(req);
      const q = parse(z.object({ tabId: optStr(100), ...paging }), req.query);
      if (q.tabId && !db.prepare("SELECT 1 FROM official_tabs WHERE id = ?").get(q.tabId)) throw new ApiError(Code.NOT_FOUND);
      const rows = (q.tabId
        ? db.prepare("SELECT * FROM official_news WHERE tab_id = ? ORDER BY publish_ms DESC, id DESC").all(q.tabId)
        : db.prepare("SELECT * FROM official_news ORDER BY publish_ms DESC, id DESC").all()) as unknown as OfficialRow[];
      return page(
        rows.map((n) => ({ id: n.id, title: t(n.title, lang), summary: t(n.summary, lang), publishTime: n.publish_time })),
        q,
      );
    }),
  );
  return r;
}
