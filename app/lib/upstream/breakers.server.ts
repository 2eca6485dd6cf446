/**
 * Circuit breakers of the upstream services (opossum), one per service and per process: a
 * service that times out, refuses or answers 5xx is failed fast for a while instead of holding
 * every page up for the 10 s timeout (docs/product.md §Upstream: the same messages as a failed
 * call). A breaker opens when more than BREAKER_ERROR_PERCENT of the calls of its rolling window
 * (BREAKER_WINDOW_MS, at least BREAKER_MIN_CALLS calls) failed; after BREAKER_RESET_MS open it
 * lets one call through (half-open) and closes when that call gets an answer. Business errors (a
 * code other than 0 in an answer) are answers: they never count as failures.
 *
 * The state is this process's own (each worker of a cluster and each instance has its own
 * breakers): no store is shared, so an instance learns of an outage by its own calls.
 */
import CircuitBreaker from "opossum";
import { serverEnv } from "~/lib/config/env.server";

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
}

/**
 * The process's breakers. Kept on globalThis: server.ts's bundle and the Remix build each hold a
 * copy of this module, and a process must have one breaker per service whichever copy calls.
 */
const shared = ((globalThis as Record<symbol, unknown>)[Symbol.for("dolphin.upstream.breakers")] ??= {
  breakers: new Map<UpstreamService, Entry>(),
  listeners: new Set<(service: UpstreamService, state: BreakerState) => void>(),
}) as { breakers: Map<UpstreamService, Entry>; listeners: Set<(service: UpstreamService, state: BreakerState) => void> };
const { breakers, listeners } = shared;

/** The settings from the environment (config/env.server.ts; README "Configuration"). */
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

function entryOf(service: UpstreamService, counts: (error: unknown) => boolean): Entry {
  let entry = breakers.get(service);
  if (!entry) {
    const breaker = new CircuitBreaker<[Action], unknown>((action) => action(), options(service, counts));
    const created: Entry = { breaker, lastFailure: "network" };
    const emit = (state: BreakerState) => {
      for (const listener of listeners) listener(service, state);
    };
    breaker.on("open", () => emit("open"));
    breaker.on("halfOpen", () => emit("half-open"));
    breaker.on("close", () => emit("closed"));
    entry = created;
    breakers.set(service, entry);
  }
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
 * rejection counts against the service (a time-out, a network error, a 5xx) and of which kind.
 * Resolves or rejects as `action` does; rejects with BreakerOpenError at once while the breaker
 * is open (or half-open with its one probe call still out).
 */
export async function throughBreaker<T>(service: UpstreamService, action: () => Promise<T>, failureOf: (error: unknown) => BreakerFailure | null): Promise<T> {
  const entry = entryOf(service, (error) => failureOf(error) !== null);
  try {
    return (await entry.breaker.fire(action)) as T;
  } catch (error) {
    if ((error as { code?: unknown }).code === "EOPENBREAKER") throw new BreakerOpenError(service, entry.lastFailure);
    const failure = failureOf(error);
    if (failure) entry.lastFailure = failure.kind;
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
export function onBreakerChange(listener: (service: UpstreamService, state: BreakerState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets every breaker (each starts closed with an empty window at its next call). For tests
 * only: the browser tests' /__test/clear-caches, so that one fault test's open breaker does not
 * fail the next test's calls.
 */
export function resetBreakers(): void {
  for (const { breaker } of breakers.values()) {
    if (!breaker.closed) for (const listener of listeners) listener(breaker.name as UpstreamService, "closed");
    breaker.shutdown();
  }
  breakers.clear();
}
