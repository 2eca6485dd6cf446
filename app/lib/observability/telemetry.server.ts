/**
 * The site's own metrics and span details (OpenTelemetry API; the SDK is started by otel.mjs, and
 * without it every call here does nothing). Read in Prometheus as (docs/operations.md §Telemetry):
 * - `upstream_call_duration_seconds{service, outcome}` (histogram): each upstream call by service
 *   (breakers.server.ts) and outcome: `ok`, `business` (an answer with another code), `busy`
 *   (5xx, 4xx or garbage), `network` (time-out, refused, reset), `breaker_open` (refused at once);
 * - `upstream_breaker_state{service}` (gauge): 0 closed, 1 half-open, 2 open;
 * - `upstream_breaker_transitions_total{service, from, to}` (counter): each change of a breaker's state;
 * - `rate_limit_refusals_total{limit}` (counter): requests refused by a rate limit, by limit name;
 * - `rate_limit_store_failures_total{limit, reason}` (counter): calls of a limit whose store
 *   (Redis, a cluster primary) failed, so that the limit was weaker (each instance's memory, or
 *   fail open), by reason: `timeout`, `refused`, `breaker_open`, `error`
 *   (http/rate-limit-store.server.ts);
 * - `rate_limit_store_breaker_state` (gauge): the Redis breaker, 0 closed, 1 half-open, 2 open;
 * - `sign_in_attempts_total{sign_in_kind, outcome}` (counter): each sign-in attempt's outcome;
 * - `verification_codes_sent_total{flow, channel, budget}` (counter): each code the user service
 *   took to send, by flow, channel and, for a text message, its area-code budget;
 * - `page_answers_degraded_total{page_kind, service}` (counter): page answers rendered without a
 *   part they tried to load, by the service of the first part missing;
 * - `http_server_request_duration_seconds{http_route, http_response_status_code, page_kind, …}`
 *   comes from the HTTP instrumentation, with the page's route template and kind set here (the
 *   kind is copied onto the metric by the view in otel.mjs).
 * Counters with a closed set of labels start at 0 for each, so that a query reads 0 rather than
 * no data before the first event.
 */
import { context, createContextKey, metrics, type Attributes } from "@opentelemetry/api";
import { breakerStates, onBreakerChange, UPSTREAM_SERVICES, type BreakerState, type UpstreamService } from "~/lib/upstream/breakers.server";

const meter = metrics.getMeter("dolphin-web");

const upstreamDuration = meter.createHistogram("upstream.call.duration", {
  unit: "s",
  description: "Upstream calls by service and outcome",
  advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
});
const rateLimitRefusals = meter.createCounter("rate_limit.refusals", { description: "Requests refused by a rate limit, by limit" });
const rateLimitStoreFailures = meter.createCounter("rate_limit.store.failures", {
  description: "Rate-limit checks whose store failed (the limit weakened: counted in memory, or not at all), by limit",
});
const breakerTransitions = meter.createCounter("upstream.breaker.transitions", { description: "Changes of an upstream circuit breaker's state" });
const signInAttempts = meter.createCounter("sign_in.attempts", { description: "Sign-in attempts by kind and outcome" });
const codesSent = meter.createCounter("verification_codes.sent", {
  description: "Verification codes the user service took to send, by flow, channel (sms, email) and a text message's area-code budget",
});
const degradedAnswers = meter.createCounter("page.answers.degraded", {
  description: "Page answers rendered without a part they tried to load, by page kind and the first missing part's service",
});
const breakerState = meter.createObservableGauge("upstream.breaker.state", { description: "Upstream circuit breaker state: 0 closed, 1 half-open, 2 open" });

const STATE_VALUE: Record<BreakerState, number> = { closed: 0, "half-open": 1, open: 2 };
breakerState.addCallback((result) => {
  const states = new Map(breakerStates().map(({ service, state }) => [service, state]));
  for (const service of [...UPSTREAM_SERVICES, "other" as const]) {
    const state = states.get(service);
    // "other" only once a call made its breaker.
    if (service === "other" && !state) continue;
    result.observe(STATE_VALUE[state ?? "closed"], { service });
  }
});

onBreakerChange((service, to, from) => breakerTransitions.add(1, { service, from, to }));

export type UpstreamOutcome = "ok" | "business" | "busy" | "network" | "breaker_open";

/** Records one upstream call: its service, outcome and duration in seconds. */
export function recordUpstreamCall(service: string, outcome: UpstreamOutcome, seconds: number): void {
  upstreamDuration.record(seconds, { service, outcome } satisfies Attributes);
}

/** Counts one request refused by the rate limit `limit` (rate-limit.server.ts names). */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.add(1, { limit });
}

/** Counts one call of the limit `limit` whose store failed, and why (rate-limit-store.server.ts: the limit weakened meanwhile). */
export function countRateLimitStoreFailure(limit: string, reason: StoreFailureReason): void {
  rateLimitStoreFailures.add(1, { limit, reason });
}

/**
 * Why a rate-limit store call failed (rate-limit-store.server.ts storeFailureReason): `timeout` (no
 * answer in time: a hung or overloaded Redis, or a cluster primary that did not answer), `refused`
 * (no connection), `breaker_open` (not asked: the breaker is open), `error` (an error answer).
 */
export const STORE_FAILURE_REASONS = ["timeout", "refused", "breaker_open", "error"] as const;
export type StoreFailureReason = (typeof STORE_FAILURE_REASONS)[number];

let storeBreakerState: BreakerState = "closed";
const storeBreakerGauge = meter.createObservableGauge("rate_limit.store.breaker.state", {
  description: "The rate-limit store's (Redis) circuit breaker: 0 closed, 1 half-open, 2 open",
});
storeBreakerGauge.addCallback((result) => result.observe(STATE_VALUE[storeBreakerState]));

/** Records the Redis breaker's new state (rate-limit-store.server.ts). */
export function setRateLimitStoreBreakerState(state: BreakerState): void {
  storeBreakerState = state;
}

/** Starts the rate-limit counters at 0 for each limit name (rate-limit.server.ts's). */
export function declareRateLimits(limits: readonly string[]): void {
  for (const limit of limits) {
    rateLimitRefusals.add(0, { limit });
    for (const reason of STORE_FAILURE_REASONS) rateLimitStoreFailures.add(0, { limit, reason });
  }
}

/** The sign-in forms (docs/operations.md §Metrics): the personal and institutional password forms, and the two-step code. */
export type SignInKind = "personal" | "institutional" | "two_step";
/**
 * How a sign-in attempt ended: `signed_in` (the password or code was accepted), `rejected` (the
 * user service said no: a wrong password or code, a business answer), `limited` (refused by a
 * rate limit before the upstream was asked), `upstream_failure` (the user service failed, timed
 * out, answered garbage or its breaker was open: the visitor could not sign in through no fault
 * of theirs).
 */
export type SignInOutcome = "signed_in" | "rejected" | "limited" | "upstream_failure";
const SIGN_IN_KINDS: readonly SignInKind[] = ["personal", "institutional", "two_step"];
const SIGN_IN_OUTCOMES: readonly SignInOutcome[] = ["signed_in", "rejected", "limited", "upstream_failure"];
for (const sign_in_kind of SIGN_IN_KINDS) for (const outcome of SIGN_IN_OUTCOMES) signInAttempts.add(0, { sign_in_kind, outcome });

/** Counts one sign-in attempt of `kind` with its `outcome`. */
export function countSignIn(kind: SignInKind, outcome: SignInOutcome): void {
  signInAttempts.add(1, { sign_in_kind: kind, outcome } satisfies Attributes);
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
  const metadata = requestMetadata();
  if (!metadata) return;
  metadata.route = route;
  if (pageKind) metadata.pageKind = pageKind;
}

/** What this module keeps on the request's RPC metadata. */
interface RequestMetadata {
  route?: string;
  pageKind?: PageKind;
  /** The service of the first part of the page that could not be loaded. */
  missing?: UpstreamService;
}

function requestMetadata(): RequestMetadata | undefined {
  return context.active().getValue(RPC_METADATA_KEY) as RequestMetadata | undefined;
}

for (const page_kind of ["anonymous", "signed_in"] satisfies PageKind[])
  for (const service of [...UPSTREAM_SERVICES, "other" as const]) degradedAnswers.add(0, { page_kind, service });

/**
 * Notes that the request being served left out a part it tried to load because `service` failed
 * (timed out, refused, answered 5xx or garbage, or its breaker was open): the current user, tabs,
 * a list, a region. Only the first is kept; without the SDK, or outside a request, nothing.
 */
export function markPartMissing(service: UpstreamService): void {
  const metadata = requestMetadata();
  if (metadata && !metadata.missing) metadata.missing = service;
}

/**
 * Counts the page answer being served (call it where setHttpRoute named its kind) as degraded
 * when it is sent with a part missing (markPartMissing) and a status other than 429 or 5xx: a 5xx
 * page is counted by its status, and a 429 is no page answer (docs/operations.md §Metrics).
 * `response` is the Node response, watched for its end.
 */
export function watchPageAnswer(response: { statusCode: number; once(event: "finish", listener: () => void): unknown }): void {
  const metadata = requestMetadata();
  if (!metadata?.pageKind) return;
  response.once("finish", () => {
    const { pageKind, missing } = metadata;
    if (pageKind && missing && response.statusCode < 500 && response.statusCode !== 429) degradedAnswers.add(1, { page_kind: pageKind, service: missing });
  });
}

/**
 * Counts one verification code the user service took to send (account/code-sends.server.ts):
 * its `flow` (sign_up, reset, two_step, step_up), `channel` (sms, email) and, for a text message,
 * the area-code budget it was counted under (an area code or "other"; "" for an email).
 */
export function countCodeSent(flow: string, channel: "sms" | "email", budget: string): void {
  codesSent.add(1, { flow, channel, budget } satisfies Attributes);
}
