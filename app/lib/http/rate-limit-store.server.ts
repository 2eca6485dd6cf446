/**
 * The shared rate-limit store, Redis (REDIS_URL), and what guards each call to it, so that a Redis
 * that refuses, hangs (a network partition: connections open, no answer) or answers slowly never
 * holds a request up (docs/operations.md §Dependencies):
 * - every command has a deadline, REDIS_TIMEOUT_MS (50 ms by default: a Redis on the same network
 *   answers in well under a millisecond), ioredis's `commandTimeout`; a command sent while the
 *   connection is down fails at once (no offline queue);
 * - one circuit breaker per process (opossum) over every call: when most calls of its window
 *   failed, Redis is not asked for REDIS_BREAKER_RESET_MS, then one call tries it (half-open), and
 *   that trial is itself bounded by the deadline above;
 * - a call that fails, or that the open breaker refuses, is answered by the limit's in-memory
 *   stand-in (rate-limiter-flexible's insurance limiter, through its RLWrapperTimeouts): each
 *   instance then counts alone, with the same numbers.
 * Each failure is counted (`rate_limit_store_failures_total{limit, reason}`) and logged at warn
 * with its `reason`, at most once a minute per limit and reason; each change of the breaker's state
 * is logged and is the gauge `rate_limit_store_breaker_state`.
 */
import { Redis } from "ioredis";
import CircuitBreaker from "opossum";
import {
  RateLimiterCompatibleAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { serverEnv } from "~/lib/config/env.server";
import { logger } from "~/lib/observability/logger.server";
import { countRateLimitStoreFailure, setRateLimitStoreBreakerState, type StoreFailureReason } from "~/lib/observability/telemetry.server";

/** The reason of a store call's rejection (ioredis's, rate-limiter-flexible's and opossum's errors). */
export function storeFailureReason(error: unknown): StoreFailureReason {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === "EOPENBREAKER") return "breaker_open";
  const text = typeof message === "string" ? message : "";
  // ioredis's commandTimeout, RLWrapperTimeouts's own deadline, RateLimiterCluster's IPC deadline.
  if (/timed? ?out/i.test(text)) return "timeout";
  if (typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "ETIMEDOUT"].includes(code))
    return code === "ETIMEDOUT" ? "timeout" : "refused";
  // Sent while the connection is down (no offline queue), or while it was being made.
  if (/isn't writeable|not ready|connection is closed|connect/i.test(text)) return "refused";
  return "error";
}

/** How often a failing store's warn line is written per limit and reason, in ms (every failure is counted). */
const STORE_FAILURE_LOG_MS = 60_000;
const storeFailureLogged = new Map<string, { at: number; unlogged: number }>();

/**
 * Counts and logs one call of `limit` whose store failed, and why (`error`: the rejection). The
 * warn line (docs/operations.md §Logs) carries `limit`, `reason`, the store's own message as
 * `error`, and the failures of that limit and reason not logged since the previous line.
 */
export function storeFailed(limit: string, error: unknown): void {
  const reason = storeFailureReason(error);
  countRateLimitStoreFailure(limit, reason);
  const key = `${limit} ${reason}`;
  const now = Date.now();
  const last = storeFailureLogged.get(key);
  if (last && now - last.at < STORE_FAILURE_LOG_MS) {
    last.unlogged += 1;
    return;
  }
  storeFailureLogged.set(key, { at: now, unlogged: 0 });
  logger.warn(
    { store: "redis", limit, reason, error: error instanceof Error ? error.message : undefined, failuresNotLogged: last?.unlogged ?? 0 },
    "rate limit store failed: the limit is weakened",
  );
}

let redis: Redis | null | undefined;

/** The process's Redis client, or null without REDIS_URL (made on first use). */
export function redisClient(): Redis | null {
  if (redis === undefined) {
    const url = process.env.REDIS_URL;
    const env = serverEnv();
    redis = url
      ? new Redis(url, {
          commandTimeout: env.REDIS_TIMEOUT_MS,
          // A connection that cannot be made in this time is given up and tried again (ioredis's
          // retryStrategy); meanwhile every command fails at once rather than waiting in a queue.
          connectTimeout: Math.max(1_000, env.REDIS_TIMEOUT_MS * 10),
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
        })
      : null;
    // Its connection errors are not printed: each call they fail is counted and logged (storeFailed).
    redis?.on("error", () => undefined);
  }
  return redis;
}

/** A breaker's state, as the upstream breakers name them (upstream/breakers.server.ts). */
type StoreBreakerState = "closed" | "half-open" | "open";

let storeBreaker: CircuitBreaker<[() => Promise<unknown>], unknown> | undefined;
let breakerState: StoreBreakerState = "closed";

function announce(to: StoreBreakerState): void {
  const from = breakerState;
  if (from === to) return;
  breakerState = to;
  setRateLimitStoreBreakerState(to);
  logger[to === "open" ? "warn" : "info"]({ store: "redis", from, to }, "rate limit store breaker state changed");
}

/**
 * The process's one breaker over Redis: opens when more than half of at least 5 calls in 10 s
 * failed, lets one call try after REDIS_BREAKER_RESET_MS. A refusal of a limit (RateLimiterRes:
 * an answer) is not a failure.
 */
function breaker(): CircuitBreaker<[() => Promise<unknown>], unknown> {
  if (!storeBreaker) {
    storeBreaker = new CircuitBreaker<[() => Promise<unknown>], unknown>((call) => call(), {
      name: "redis",
      // Each command has its own deadline (commandTimeout).
      timeout: false,
      resetTimeout: serverEnv().REDIS_BREAKER_RESET_MS,
      errorThresholdPercentage: 50,
      rollingCountTimeout: 10_000,
      rollingCountBuckets: 10,
      volumeThreshold: 5,
      errorFilter: (error: unknown) => error instanceof RateLimiterRes,
    });
    storeBreaker.on("open", () => announce("open"));
    storeBreaker.on("halfOpen", () => announce("half-open"));
    storeBreaker.on("close", () => announce("closed"));
  }
  return storeBreaker;
}

type Operation = "consume" | "penalty" | "reward" | "get" | "set" | "block" | "delete";

/**
 * A Redis limiter behind the store's breaker: each call goes through it, and a failed or refused
 * one is counted (storeFailed) and rejected, for the insurance limiter around it to answer.
 */
class BreakerGuardedLimiter extends RateLimiterCompatibleAbstract {
  constructor(
    private readonly limit: string,
    private readonly store: RateLimiterRedis,
  ) {
    super();
  }
  // The library's types declare these as properties; its base class defines them as accessors
  // that throw until a subclass defines its own.
  // @ts-expect-error TS2611 (accessor over a declared property)
  override get keyPrefix(): string {
    return this.store.keyPrefix;
  }
  // @ts-expect-error TS2611
  override get blockDuration(): number {
    return this.store.blockDuration;
  }
  override set blockDuration(value: number) {
    this.store.blockDuration = value;
  }
  // @ts-expect-error TS2611
  override get execEvenly(): boolean {
    return this.store.execEvenly;
  }
  override set execEvenly(value: boolean) {
    this.store.execEvenly = value;
  }
  private async run(operation: Operation, args: unknown[]): Promise<never> {
    try {
      return (await breaker().fire(() => (this.store[operation] as (...a: unknown[]) => Promise<unknown>)(...args))) as never;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) storeFailed(this.limit, error);
      throw error;
    }
  }
  override consume(...args: unknown[]) {
    return this.run("consume", args);
  }
  override penalty(...args: unknown[]) {
    return this.run("penalty", args);
  }
  override reward(...args: unknown[]) {
    return this.run("reward", args);
  }
  override get(...args: unknown[]) {
    return this.run("get", args);
  }
  override set(...args: unknown[]) {
    return this.run("set", args);
  }
  override block(...args: unknown[]) {
    return this.run("block", args);
  }
  override delete(...args: unknown[]) {
    return this.run("delete", args);
  }
}

/**
 * A limit of `options.points` per `options.duration` seconds under `options.keyPrefix`, counted in
 * Redis (`client`) behind the store's deadline and breaker, and in this instance's memory while
 * Redis fails. `limit` names it in the metrics and logs.
 */
export function redisLimiter(limit: string, client: Redis, options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  // rejectIfRedisNotReady: while ioredis (re)connects, a call fails at once instead of being sent.
  const store = new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true });
  return new RLWrapperTimeouts({
    limiter: new BreakerGuardedLimiter(limit, store),
    insuranceLimiter: new RateLimiterMemory(options),
    // A second deadline past ioredis's own, for a call that waits outside a command (none known).
    timeoutMs: serverEnv().REDIS_TIMEOUT_MS * 2,
  });
}
