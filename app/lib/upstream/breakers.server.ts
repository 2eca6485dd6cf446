/**
 * Circuit breakers of the upstream services (opossum), one per service and per process: a
 * service that times out, refuses or answers 5xx is failed fast for a while instead of holding
 * every page up for the 10 s timeout (docs/product.md §Upstream: the same messages as a failed
 * call). A breaker opens when more than BREAKER_ERROR_PERCENT of the calls of its rolling window
 * (BREAKER_WINDOW_MS, at least BREAKER_MIN_CALLS calls) failed; after BREAKER_RESET_MS open it
 * lets one call through (half-open), with a deadline of its own (BREAKER_TRIAL_TIMEOUT_MS), and
 * closes when that call gets an answer. Business errors (a
 * code other than 0 in an answer) are answers: they never count as failures.
 *
 * The state is this process's own (each worker of a cluster and each instance has its own
 * breakers): no store is shared, so an instance learns of an outage by its own calls.
 *
 * Every change of a breaker's state is logged once (docs/operations.md §Logs): msg
 * "upstream breaker state changed" with `service`, `from`, `to` and `lastFailureKind` (warn when it
 * opens, info otherwise).
 */
import CircuitBreaker from "opossum";
import { serverEnv } from "~/lib/config/env.server";
import { logger } from "~/lib/observability/logger.server";

/** The upstream services, named by the first segment of a call's path. */
export const UPSTREAM_SERVICES = ["user", "crm", "news-helpcenter", "news-msgdisplay", "quotes-location"] as const;
export type UpstreamService = (typeof UPSTREAM_SERVICES)[number] | "other";

/**
 * The service a call's path belongs to: "/user-server-sg/…" → "user", "/crm-server-sg/…" → "crm",
 * "/news-helpcenter/…", "/news-msgdisplay/…", "/quotes-location/…" by their own names; any other
 * path → "other" (one breaker for whatever else, so an unknown path never escapes a breaker).
 */
export function serviceOf(path: string): UpstreamService {
  const segment = path.split("/", 2)[1]?.replace(/-server-sg$/, "") ?? "";
  return (UPSTREAM_SERVICES as readonly string[]).includes(segment) ? (segment as UpstreamService) : "other";
}

/** A breaker's state. */
export type BreakerState = "closed" | "half-open" | "open";

/** What a failure that counts for the breaker was: the kind the call rejected with. */
export interface BreakerFailure {
  kind: "network" | "busy";
}

type Action = () => Promise<unknown>;

interface Entry {
  breaker: CircuitBreaker<[Action], unknown>;
  /** The kind of the last counted failure: what a call refused while open rejects with. */
  lastFailure: BreakerFailure["kind"];
  /** The state last announced (logged and told to the listeners). */
  state: BreakerState;
}

/** Told of every change of a breaker's state: the service, the new state and the one before. */
export type BreakerListener = (service: UpstreamService, to: BreakerState, from: BreakerState) => void;

/** The process's breakers (server.ts takes this module from the server build: one copy a process). */
const breakers = new Map<UpstreamService, Entry>();
const listeners = new Set<BreakerListener>();

/**
 * The settings from the environment (config/env.server.ts; README "Configuration"). `counts` says
 * whether a rejection is a failure of the service.
 */
function options(service: UpstreamService, counts: (error: unknown) => boolean): CircuitBreaker.Options<[Action]> {
  const env = serverEnv();
  return {
    name: service,
    // The call has its own 10 s timeout (upstream/client.server.ts), which rejects as a network error.
    timeout: false,
    resetTimeout: env.BREAKER_RESET_MS,
    errorThresholdPercentage: env.BREAKER_ERROR_PERCENT,
    // Longer than the call timeout, so that a call that timed out is still in the window that
    // counted its start.
    rollingCountTimeout: env.BREAKER_WINDOW_MS,
    rollingCountBuckets: 10,
    volumeThreshold: env.BREAKER_MIN_CALLS,
    // true = not a failure of the service (an answer, even an error answer).
    errorFilter: (error: unknown) => !counts(error),
  };
}

/** Logs a change of `entry`'s state and tells the listeners; a repeated state is no change. */
function announce(service: UpstreamService, entry: Entry, to: BreakerState): void {
  const from = entry.state;
  if (from === to) return;
  entry.state = to;
  logger[to === "open" ? "warn" : "info"]({ service, from, to, lastFailureKind: entry.lastFailure }, "upstream breaker state changed");
  for (const listener of listeners) listener(service, to, from);
}

function entryOf(service: UpstreamService, failureOf: (error: unknown) => BreakerFailure | null): Entry {
  const existing = breakers.get(service);
  if (existing) return existing;
  // The kind is kept as the breaker counts the failure, before it decides to open: the open
  // breaker's log line and refusals carry the failure that opened it.
  const counts = (error: unknown) => {
    const failure = failureOf(error);
    if (failure) entry.lastFailure = failure.kind;
    return failure !== null;
  };
  const entry: Entry = {
    breaker: new CircuitBreaker<[Action], unknown>((action) => action(), options(service, counts)),
    lastFailure: "network",
    state: "closed",
  };
  entry.breaker.on("open", () => announce(service, entry, "open"));
  entry.breaker.on("halfOpen", () => announce(service, entry, "half-open"));
  entry.breaker.on("close", () => announce(service, entry, "closed"));
  breakers.set(service, entry);
  return entry;
}

/** Raised instead of calling when the service's breaker is open; `kind` is its last failure's. */
export class BreakerOpenError extends Error {
  readonly service: UpstreamService;
  readonly kind: BreakerFailure["kind"];
  constructor(service: UpstreamService, kind: BreakerFailure["kind"]) {
    super(`breaker of ${service} is open`);
    this.name = "BreakerOpenError";
    this.service = service;
    this.kind = kind;
  }
}

/**
 * Runs `action` (one upstream call) through the breaker of `service`. `failureOf` says whether a
 * rejection counts against the service (a time-out, a network error, a 5xx) and of which kind (the
 * breaker keeps the one it was made with: the process has one upstream client). `action` is told
 * whether it is the half-open breaker's one trial call, which the client gives a shorter deadline
 * (BREAKER_TRIAL_TIMEOUT_MS: the visitor whose request makes the trial of a service still hanging
 * waits that, not a whole timeout).
 * Resolves or rejects as `action` does; rejects with BreakerOpenError at once while the breaker
 * is open (or half-open with its one probe call still out).
 */
export async function throughBreaker<T>(
  service: UpstreamService,
  action: (trial: boolean) => Promise<T>,
  failureOf: (error: unknown) => BreakerFailure | null,
): Promise<T> {
  const entry = entryOf(service, failureOf);
  // Half-open and no trial out yet: this call, fired now, is the trial (fire() takes it at once).
  const trial = entry.breaker.halfOpen && entry.breaker.pendingClose;
  try {
    return (await entry.breaker.fire(() => action(trial))) as T;
  } catch (error) {
    if ((error as { code?: unknown }).code === "EOPENBREAKER") throw new BreakerOpenError(service, entry.lastFailure);
    throw error;
  }
}

/** The state of each breaker created so far (a service never called has none: closed). */
export function breakerStates(): Array<{ service: UpstreamService; state: BreakerState }> {
  return [...breakers.entries()].map(([service, { breaker }]) => ({
    service,
    state: breaker.opened ? "open" : breaker.halfOpen ? "half-open" : "closed",
  }));
}

/** Calls `listener` on every change of a breaker's state; answers the function that stops it. */
export function onBreakerChange(listener: BreakerListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets every breaker (each starts closed with an empty window at its next call). For tests
 * only: the browser tests' /__test/clear-caches, so that one fault test's open breaker does not
 * fail the next test's calls.
 */
export function resetBreakers(): void {
  for (const [service, entry] of breakers) {
    announce(service, entry, "closed");
    entry.breaker.shutdown();
  }
  breakers.clear();
}
