/**
 * The news and help-center service (SPEC §7, prefix /news-helpcenter/api/v1/query). News tabs come
 * from the hz host's homepage answer (`list`); help-center tabs from the second client on the jy
 * host (`homepagelist`) — DESIGN.md "Upstream configuration".
 */
import { z } from "zod";
import { cachedWithBudget } from "~/lib/cache.server";
import { logger } from "~/lib/logger.server";
import { callUpstream, type UpstreamContext } from "~/lib/upstream.server";

const PREFIX = "/news-helpcenter/api/v1/query";
const TABS_TTL_MS = 60_000;
/** How long a page waits for tabs it has never fetched before rendering without them. */
const TABS_BUDGET_MS = 1_500;

export const tabSchema = z.object({ id: z.coerce.string(), name: z.string(), icon: z.string().optional() });
export type Tab = z.infer<typeof tabSchema>;

const newsHomeSchema = z.object({ list: z.array(tabSchema) });
const helpHomeSchema = z.object({ homepagelist: z.array(tabSchema) });

/** SPEC §3: news tabs (list field of homepage, hz). Failures are logged; tabs stay empty (§8). */
export function getNewsTabs(ctx: UpstreamContext): Promise<Tab[]> {
  return cachedWithBudget(`news-tabs:${ctx.locale}:${ctx.origins.hz}`, { ttlMs: TABS_TTL_MS, budgetMs: TABS_BUDGET_MS, fallback: [] }, async () => {
    try {
      const data = await callUpstream({ method: "get", host: "hz", path: `${PREFIX}/homepage` }, newsHomeSchema, ctx);
      return data.list;
    } catch (error) {
      logger.warn({ err: error }, "news tabs failed to load");
      throw error;
    }
  });
}

/** SPEC §3: help-center tabs (homepagelist field of homepage, jy). Failures are logged; tabs stay empty. */
export function getHelpCenterTabs(ctx: UpstreamContext): Promise<Tab[]> {
  return cachedWithBudget(`help-tabs:${ctx.locale}:${ctx.origins.jy}`, { ttlMs: TABS_TTL_MS, budgetMs: TABS_BUDGET_MS, fallback: [] }, async () => {
    try {
      const data = await callUpstream({ method: "get", host: "jy", path: `${PREFIX}/homepage` }, helpHomeSchema, ctx);
      return data.homepagelist;
    } catch (error) {
      logger.warn({ err: error }, "help-center tabs failed to load");
      throw error;
    }
  });
}
