/**
 * The site's own metrics and span details (OpenTelemetry API; the SDK is started by otel.mjs, and
 * without it every call here does nothing). Read in Prometheus as (docs/operations.md §Telemetry):
 * - `upstream_call_duration_seconds{service, outcome}` (histogram): each upstream call by service
 *   (breakers.server.ts) and outcome: `ok`, `business` (an answer with another code), `busy`
 *   (5xx, 4xx or garbage), `network` (time-out, refused, reset), `breaker_open` (refused at once);
 * - `upstream_breaker_state{service}` (gauge): 0 closed, 1 half-open, 2 open;
 * - `rate_limit_refusals_total{limit}` (counter): requests refused by a rate limit, by limit name;
 * - `http_server_request_duration_seconds{http_route, http_response_status_code, page_kind, …}`
 *   comes from the HTTP instrumentation, with the page's route template and kind set here (the
 *   kind is copied onto the metric by the view in otel.mjs).
 */
import { context, createContextKey, metrics, type Attributes } from "@opentelemetry/api";
import { breakerStates, UPSTREAM_SERVICES, type BreakerState } from "~/lib/upstream/breakers.server";

const meter = metrics.getMeter("dolphin-web");

const upstreamDuration = meter.createHistogram("upstream.call.duration", {
  unit: "s",
  description: "Upstream calls by service and outcome",
  advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
});
const rateLimitRefusals = meter.createCounter("rate_limit.refusals", { description: "Requests refused by a rate limit, by limit" });
const breakerState = meter.createObservableGauge("upstream.breaker.state", { description: "Upstream circuit breaker state: 0 closed, 1 half-open, 2 open" });

const STATE_VALUE: Record<BreakerState, number> = { closed: 0, "half-open": 1, open: 2 };
// server.ts's bundle and the Remix build each hold a copy of this module (the breakers themselves
// are one set a process): the gauge is observed by the first copy loaded only.
const GAUGE_OWNER = Symbol.for("dolphin.telemetry.breaker-gauge");
const registry = globalThis as Record<symbol, unknown>;
if (!registry[GAUGE_OWNER]) {
  registry[GAUGE_OWNER] = true;
  breakerState.addCallback((result) => {
    const states = new Map(breakerStates().map(({ service, state }) => [service, state]));
    for (const service of [...UPSTREAM_SERVICES, "other" as const]) {
      const state = states.get(service);
      // "other" only once a call made its breaker.
      if (service === "other" && !state) continue;
      result.observe(STATE_VALUE[state ?? "closed"], { service });
    }
  });
}

export type UpstreamOutcome = "ok" | "business" | "busy" | "network" | "breaker_open";

/** Records one upstream call: its service, outcome and duration in seconds. */
export function recordUpstreamCall(service: string, outcome: UpstreamOutcome, seconds: number): void {
  upstreamDuration.record(seconds, { service, outcome } satisfies Attributes);
}

/** Counts one request refused by the rate limit `limit` (rate-limit.server.ts names). */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.add(1, { limit });
}

/**
 * The HTTP instrumentation's request metadata: the same key as @opentelemetry/core's
 * RPC_METADATA (the API makes keys with Symbol.for, so one description is one key).
 */
const RPC_METADATA_KEY = createContextKey("OpenTelemetry SDK Context Key RPC_METADATA");

/**
 * Who a page answer is for, the `page_kind` label of the request metric (docs/operations.md
 * §Service-level objectives): "signed_in" when the request came with a live session (a token
 * cookie the session clock kept), else "anonymous".
 */
export type PageKind = "anonymous" | "signed_in";

/**
 * Names the route of the request being served (`http.route` of its span and request metric),
 * e.g. "/:lang?/stocks": Express only knows the catch-all "*" that hands every page to Remix;
 * with `pageKind`, also the `page_kind` of its request metric (the request's RPC metadata's
 * `pageKind`, which otel.mjs's view reads). Call it inside that handler; without the SDK it does
 * nothing.
 */
export function setHttpRoute(route: string, pageKind?: PageKind): void {
  const metadata = context.active().getValue(RPC_METADATA_KEY) as { route?: string; pageKind?: PageKind } | undefined;
  if (!metadata) return;
  metadata.route = route;
  if (pageKind) metadata.pageKind = pageKind;
}
