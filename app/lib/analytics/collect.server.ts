/**
 * The server side of analytics (product.md §Analytics): validates what the
 * browser posts to /action/analytics, stamps the product.md §Analytics properties the server knows for certain
 * (page_media web, website_domain, app_type 12, app_env), and forwards the batch to the collector
 * of the request's environment, `{ project, events }`, with the production or default project and
 * a 20 s timeout. Also the tag-manager id (configuration; none = no tag manager).
 */
import * as z from "zod";
import { ANALYTICS_EVENTS, MAX_EVENTS_PER_REQUEST, pageName } from "~/lib/analytics/tracker";
import { ANALYTICS_TIMEOUT_MS, APP_TYPE, PAGE_LEAVE_MAX_DURATION_S } from "~/lib/config/constants";
import { serverEnv, upstreamConfig, type Environment } from "~/lib/config/env.server";
import { logger } from "~/lib/observability/logger.server";

/** Request bodies larger than this are refused (a batch of 20 events is far smaller). */
export const MAX_ANALYTICS_BODY_BYTES = 16 * 1024;

/** Events older than this (a page-leave record recovered days later) keep no client time. */
const MAX_EVENT_AGE_MS = 30 * 24 * 3600 * 1000;
const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;

const eventNames = Object.values(ANALYTICS_EVENTS) as [string, ...string[]];

const clientEventSchema = z.object({
  event: z.enum(eventNames),
  page_name: z.string().min(1).max(512),
  time: z.number().finite().optional(),
  properties: z
    .object({
      distinct_id: z
        .string()
        .regex(/^[A-Za-z0-9-]{1,64}$/)
        .optional(),
      page_title: z.string().max(300).optional(),
      event_duration: z.number().min(0).max(PAGE_LEAVE_MAX_DURATION_S).optional(),
      button_name: z
        .string()
        .regex(/^[A-Za-z0-9_.:-]{1,100}$/)
        .optional(),
    })
    .strip()
    .default({}),
});

/** The body the browser posts: `{ events: [...] }` with 1–20 events. */
export const clientBatchSchema = z.object({ events: z.array(clientEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST) });
export type ClientBatch = z.infer<typeof clientBatchSchema>;

/** One event as the collector receives it. */
export interface CollectorEvent {
  event: string;
  time: number;
  properties: Record<string, string | number>;
}

/** The collector's request body. */
export interface CollectorBatch {
  project: "production" | "default";
  events: CollectorEvent[];
}

/** Where the request came from, for the properties the server stamps. */
export interface AnalyticsSite {
  /** website_domain: the site's host name, without port. */
  domain: string;
  environment: Environment;
  project: "production" | "default";
}

/** The site facts of a request: the public origin's host when configured, else the request's. */
export function analyticsSite(request: Request): AnalyticsSite & { collectorOrigin: string } {
  const url = new URL(request.url);
  const config = upstreamConfig(url.host);
  const publicOrigin = serverEnv().PUBLIC_ORIGIN;
  return {
    domain: publicOrigin ? new URL(publicOrigin).hostname : url.hostname,
    environment: config.environment,
    project: config.analyticsProject,
    collectorOrigin: config.analyticsOrigin,
  };
}

/**
 * The collector batch for a validated client batch: product.md §Analytics properties on every event, page_name
 * normalised again (never trust the browser to have stripped query, fragment or host).
 */
export function toCollectorBatch(batch: ClientBatch, site: AnalyticsSite, now = Date.now()): CollectorBatch {
  return {
    project: site.project,
    events: batch.events.map((e) => {
      const time = e.time !== undefined && e.time > now - MAX_EVENT_AGE_MS && e.time < now + MAX_CLOCK_SKEW_MS ? Math.round(e.time) : now;
      const extra: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(e.properties)) if (value !== undefined) extra[key] = value;
      return {
        event: e.event,
        time,
        properties: {
          ...extra,
          page_media: "web",
          website_domain: site.domain,
          app_type: APP_TYPE,
          app_env: site.environment,
          page_name: pageName(e.page_name),
        },
      };
    }),
  };
}

export type ParseResult = { ok: true; batch: ClientBatch } | { ok: false; status: 400 | 413 };

/** Parses a request body (JSON, sent as text/plain by sendBeacon) within the size limit. */
export function parseClientBatch(text: string): ParseResult {
  if (Buffer.byteLength(text, "utf8") > MAX_ANALYTICS_BODY_BYTES) return { ok: false, status: 413 };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400 };
  }
  const parsed = clientBatchSchema.safeParse(json);
  return parsed.success ? { ok: true, batch: parsed.data } : { ok: false, status: 400 };
}

/** Events the server itself sends (not accepted from the browser's batches). */
export const SERVER_EVENTS = {
  /** docs/product.md §Analytics: a help article's "Was this helpful?" answer. */
  helpArticleVote: "help_article_vote",
} as const;

/**
 * Sends one event of the server's own to the collector (best effort: a failure is logged at warn,
 * never thrown, and the caller does not wait for it), with the properties every event carries.
 * `properties` are the event's own (strings or numbers); `path` is the page it happened on.
 */
export function sendServerEvent(
  request: Request,
  event: (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS],
  path: string,
  properties: Record<string, string | number>,
): void {
  const site = analyticsSite(request);
  const batch: CollectorBatch = {
    project: site.project,
    events: [
      {
        event,
        time: Date.now(),
        properties: { ...properties, page_media: "web", website_domain: site.domain, app_type: APP_TYPE, app_env: site.environment, page_name: pageName(path) },
      },
    ],
  };
  forwardToCollector(batch, site.collectorOrigin).catch((error: unknown) => logger.warn({ err: error, event }, "analytics event not sent"));
}

/** Posts a batch to `${origin}/analytics/collect`, giving up after ANALYTICS_TIMEOUT_MS (product.md §Analytics). */
export async function forwardToCollector(batch: CollectorBatch, origin: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(new URL("/analytics/collect", origin), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(batch),
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`analytics collector answered HTTP ${response.status}`);
}

/** The Google Tag Manager container id, or null when none is configured (then nothing is injected). */
export function tagManagerId(): string | null {
  return serverEnv().TAG_MANAGER_ID ?? null;
}
