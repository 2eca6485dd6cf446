/**
 * Abuse limits with rate-limiter-flexible: in memory for one instance, in Redis
 * when REDIS_URL is set so that several instances share them; the worker processes of one
 * instance (WEB_CONCURRENCY, server/cluster.ts) share their primary's memory store without Redis.
 * Tiers per client address: all requests, non-GET requests, analytics beacons, authentication
 * posts; plus limits per account and per captcha target used by the account actions. Limits can be scaled with
 * RATE_LIMIT_SCALE (a multiplier of every number; tests keep it at 1).
 *
 * A store that fails (Redis down, a cluster primary that does not answer in time) weakens the
 * limits rather than refusing visitors: with Redis each instance counts in its own memory
 * meanwhile (the insurance limiter), without it the check lets the request through (fail open).
 * Each such check is counted (`rate_limit_store_failures_total{limit}`) and logged at warn, at most
 * once a minute per limit (docs/operations.md §Logs).
 */
import cluster from "node:cluster";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { Redis } from "ioredis";
import {
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { serverEnv } from "~/lib/config/env.server";
import { logger } from "~/lib/observability/logger.server";
import { countRateLimitRefusal, countRateLimitStoreFailure, declareRateLimits } from "~/lib/observability/telemetry.server";
import { DEFAULT_AREA_CODE } from "~/lib/schemas/account";

const scale = () => Math.max(0.01, Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1);

let redis: Redis | null | undefined;
/**
 * The Redis client of REDIS_URL, one per process (also the store of account/code-ledger.server.ts),
 * or null without it. It queues nothing while disconnected: a call then fails at once.
 */
export function redisClient(): Redis | null {
  if (redis === undefined) {
    redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
    // Its connection errors are not printed: each check they fail is counted and logged (storeFailed).
    redis?.on("error", () => undefined);
  }
  return redis;
}

/** How often a failing store's warn line is written per limit, in ms (every failure is counted). */
const STORE_FAILURE_LOG_MS = 60_000;
const storeFailureLogged = new Map<string, { at: number; unlogged: number }>();

/** Counts and logs one check of `limit` whose store failed (`error`: why, when known). */
function storeFailed(limit: string, error?: unknown): void {
  countRateLimitStoreFailure(limit);
  const now = Date.now();
  const last = storeFailureLogged.get(limit);
  if (last && now - last.at < STORE_FAILURE_LOG_MS) {
    last.unlogged += 1;
    return;
  }
  storeFailureLogged.set(limit, { at: now, unlogged: 0 });
  const reason = error instanceof Error ? error.message : undefined;
  logger.warn({ limit, reason, failuresNotLogged: last?.unlogged ?? 0 }, "rate limit store failed: the limit is weakened");
}

/**
 * The in-memory stand-in of a Redis limiter (rate-limiter-flexible's `insuranceLimiter`): asked
 * only when Redis failed, so each of its checks is a store failure (storeFailed).
 */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    private readonly limit: string,
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory["consume"]>): ReturnType<RateLimiterMemory["consume"]> {
    storeFailed(this.limit);
    return super.consume(...args);
  }
}

/** points per duration (seconds) under a key prefix, for the limit `name` (its LIMITERS key, the metrics' `limit`). */
function limiter(name: string, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${keyPrefix}`, points: Math.ceil(points * scale()), duration };
  const client = redisClient();
  if (client) return new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new InsuranceLimiter(name, options) });
  // A worker asks its primary (one IPC round trip); no answer in time fails open, as Redis does.
  if (cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: CLUSTER_TIMEOUT_MS });
  return new RateLimiterMemory(options);
}

/** How long a worker waits for its primary's rate-limit store, in ms. */
const CLUSTER_TIMEOUT_MS = 1_000;

/**
 * In a cluster's primary: keeps the memory store its workers' limiters share (the same tiers and
 * numbers, created as the workers first use them). Nothing to do when Redis is the store.
 */
export function serveClusterRateLimits(): void {
  if (!process.env.REDIS_URL) new RateLimiterClusterMaster();
}

const LIMITERS = {
  /** Every request per client address: 600 a minute. */
  all: () => limiter("all", "all", 600, 60),
  /** Non-GET requests per client address but analytics beacons: 60 a minute. */
  write: () => limiter("write", "write", 60, 60),
  /**
   * Analytics beacons (`POST /action/analytics`) per client address: 300 a minute, a budget of
   * their own. A page view sends one or two, so in the write budget an office or a carrier's NAT
   * spent it on about 50 page views a minute and then could not sign in; beacons over this limit
   * are lost (analytics is best effort), the forms are not.
   */
  beacon: () => limiter("beacon", "beacon", 300, 60),
  /** Sign-in, sign-up, reset and two-step posts per client address: 30 in 10 minutes. */
  auth: () => limiter("auth", "auth", 30, 600),
  /** Sign-in attempts (passwords and two-step codes) per account from one client address: 10 in 15 minutes. */
  account: () => limiter("account", "account", 10, 900),
  /**
   * Sign-in attempts per account from every address: 100 in 15 minutes. Apart from the one above
   * so that ten wrong passwords from anywhere cannot lock the owner out; this one still stops a
   * guessing attack spread over many addresses.
   */
  accountAll: () => limiter("accountAll", "account-all", 100, 900),
  /**
   * Codes tried against one step-up of a sign-in (account/step-up.server.ts), by its id: 5 in the
   * step-up's 5 minutes. The sixth check, right code or not, ends the step-up: the code is dead,
   * for a real step-up and a stand-in alike.
   */
  stepUpCode: () => limiter("stepUpCode", "step-up-code", 5, 300),
  /** Captcha sends per target (phone or email) from one client address, or per two-step account: 5 an hour. */
  captchaTarget: () => limiter("captchaTarget", "captcha-target", 5, 3600),
  /**
   * Captcha sends per target from every address: 20 an hour. Apart from the one above so that a
   * stranger's five requests cannot stop the owner's reset or sign-up for an hour; this one still
   * bounds the messages one phone or mailbox can be sent.
   */
  captchaTargetAll: () => limiter("captchaTargetAll", "captcha-target-all", 20, 3600),
  /** Feedback and application submissions per client address: 10 an hour. */
  submission: () => limiter("submission", "submission", 10, 3600),
  /** Captcha sends per client address: 20 an hour. */
  captchaIp: () => limiter("captchaIp", "captcha-ip", 20, 3600),
  /**
   * Sign-up and reset codes sent by text message to Singapore numbers (+65, where the customers
   * are) from every address: 600 an hour. Every SMS is paid for, and a pool of addresses sending
   * codes to premium-rate numbers abroad ("SMS pumping") passes every
   * per-address and per-number limit: this and `smsAbroad` bound what it can cost (at most 1 560
   * messages an hour over the 17 area codes the forms offer) while a burst of sign-ups at home
   * still gets its codes. The price: an attack can spend an area code's budget and hold that
   * country's sign-ups by phone for the hour (by email they go on), so a spent budget is logged at
   * error level (ALERT_WHEN_SPENT). Two-step codes are not counted: they need the
   * account's password first. SMS_BUDGET_HOME_PER_HOUR sets the number (config/env.server.ts).
   */
  smsHome: () => limiter("smsHome", "sms-home", serverEnv().SMS_BUDGET_HOME_PER_HOUR, 3600),
  /**
   * Codes sent by text message to each area code other than +65, from every address: 60 an hour
   * (see `smsHome`); SMS_BUDGET_ABROAD_PER_HOUR sets the number.
   */
  smsAbroad: () => limiter("smsAbroad", "sms-abroad", serverEnv().SMS_BUDGET_ABROAD_PER_HOUR, 3600),
};

type LimiterName = keyof typeof LIMITERS;
declareRateLimits(Object.keys(LIMITERS));
/**
 * Limits whose refusal the operators must hear of at once, logged at error level: a spent
 * text-message budget stops every sign-up by phone to that area code (an SMS pumping attack, or a
 * budget too small).
 */
const ALERT_WHEN_SPENT: ReadonlySet<LimiterName> = new Set(["smsHome", "smsAbroad"]);
const instances = new Map<LimiterName, RateLimiterAbstract>();
function get(name: LimiterName): RateLimiterAbstract {
  let instance = instances.get(name);
  if (!instance) {
    instance = LIMITERS[name]();
    instances.set(name, instance);
  }
  return instance;
}

/** A refused attempt: how many seconds until the next one is allowed. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("rate limited");
  }
}

/** Consumes one point of `name` for `key`; throws RateLimitedError when none is left. */
export async function consume(name: LimiterName, key: string): Promise<void> {
  try {
    await get(name).consume(key.toLowerCase());
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfterSeconds = Math.ceil(error.msBeforeNext / 1000);
      countRateLimitRefusal(name);
      if (ALERT_WHEN_SPENT.has(name)) logger.error({ limiter: name, key, retryAfterSeconds }, "limit spent: requests counted under this key are refused");
      throw new RateLimitedError(retryAfterSeconds);
    }
    // The store is down (a cluster primary that did not answer): fail open rather than refuse every visitor.
    storeFailed(name, error);
  }
}

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * as its IPv4 form), an IPv6 address as its network of `ipv6Prefix` bits (56 by default), since
 * one subscriber commonly holds a /56 or a /64 and could otherwise take a fresh address for every
 * request (RIPE-690 §4; express-rate-limit's ipKeyGenerator). An empty address counts as "unknown".
 */
export function addressKey(clientIp: string, ipv6Prefix = 56): string {
  return clientIp ? ipKeyGenerator(clientIp, ipv6Prefix) : "unknown";
}

/**
 * The key of an account's attempts (or a code target's sends) from one client address: an IPv6
 * address by its /64, one subscriber's, not the /56 of the volume tiers, which on a mobile network
 * spans many subscribers (a neighbour's ten wrong passwords would lock the owner
 * out); IPv4 as it is.
 */
function accountAtAddress(account: string, clientIp: string): string {
  return `${account} ${addressKey(clientIp, 64)}`;
}

/** The key of an account's attempts from one known browser (known-device.server.ts). */
function accountOnDevice(account: string, deviceId: string): string {
  return `${account} device:${deviceId}`;
}

/**
 * The limits of one sign-in attempt (for forms/form-action.server.ts checkLimits): the account from this
 * address, and the account from everywhere; or, from a browser known for the account (`deviceId`,
 * known-device.server.ts), the account from that browser alone, so that strangers' attempts
 * elsewhere, or from the same network (a shared IPv4 address, one /64), do not stop the owner,
 * while the browser itself is held to 10 in 15 minutes whatever its address.
 */
export function signInLimits(account: string, clientIp: string, deviceId: string | null = null): Array<[LimiterName, string]> {
  return deviceId
    ? [["account", accountOnDevice(account, deviceId)]]
    : [
        ["account", accountAtAddress(account, clientIp)],
        ["accountAll", account],
      ];
}

/**
 * The limits of one code tried against a sign-in's step-up (account/step-up.server.ts): the account
 * from this address, as a password is. The step-up's own five (`stepUpCode`) and the account's
 * codes sent (five an hour) bound the guesses per code and per account; the account's count from
 * everywhere, spent when a step-up is asked for, is not one of them.
 */
export function stepUpLimits(account: string, clientIp: string): Array<[LimiterName, string]> {
  return [["account", accountAtAddress(account, clientIp)]];
}

/**
 * The limits of one password reset (docs/security.md §Abuse limits): the account from this
 * address, or from a browser known for it, the account from that browser alone; not the account
 * from everywhere, which strangers' wrong codes would spend for the owner. A reset carries a code,
 * which the user service kills after five wrong tries, and the codes a target is sent are limited
 * (codeSendLimits): those bound the guesses, per code and per account.
 */
export function resetLimits(account: string, clientIp: string, deviceId: string | null = null): Array<[LimiterName, string]> {
  return [["account", deviceId ? accountOnDevice(account, deviceId) : accountAtAddress(account, clientIp)]];
}

/**
 * After a completed sign-in (the password alone, or the password and then the two-step code): the
 * account's failures from this address are forgotten. Not the account's count from every address:
 * an owner's sign-in would otherwise hand a guesser spread over many addresses a fresh 100; and not
 * after a password that still needs its second factor, so that a password alone never resets the
 * count of guesses at codes.
 */
export async function rewardSignIn(account: string, clientIp: string, deviceId: string | null = null): Promise<void> {
  await reward("account", accountAtAddress(account, clientIp));
  if (deviceId) await reward("account", accountOnDevice(account, deviceId));
}

/** The area code whose text messages are counted apart, with the larger budget: the home market, +65. */
const HOME_AREA_CODE = DEFAULT_AREA_CODE;

/**
 * The limits of one code send to `target` (account/code-targets.server.ts): the target from this address, the
 * target from everywhere, and this address's sends to any target; for a text message (`areaCode`
 * given) also the sends to that area code from everywhere.
 */
export function codeSendLimits(target: string, clientIp: string, areaCode?: string): Array<[LimiterName, string]> {
  const limits: Array<[LimiterName, string]> = [
    ["captchaTarget", accountAtAddress(target, clientIp)],
    ["captchaTargetAll", target],
    ["captchaIp", addressKey(clientIp)],
  ];
  if (areaCode !== undefined) limits.push(areaCode === HOME_AREA_CODE ? ["smsHome", areaCode] : ["smsAbroad", areaCode]);
  return limits;
}

/** Gives back the point `limits` took (a send the upstream refused sent nothing). */
export async function refund(limits: Array<[LimiterName, string]>): Promise<void> {
  for (const [name, key] of limits) {
    try {
      await get(name).reward(key.toLowerCase(), 1);
    } catch {
      // The store is down: nothing to give back.
    }
  }
}

/** Forgets the points of `name` for `key` (a successful sign-in clears its account's failures). */
export async function reward(name: LimiterName, key: string): Promise<void> {
  try {
    await get(name).delete(key.toLowerCase());
  } catch {
    // Nothing to forget.
  }
}

// As loose as React Router's matching: any case and any number of trailing slashes reach the
// action (POST /SIGN-IN, POST /sign-in//).
const AUTH_PATHS = /^\/(?:(?:cn|hk)\/)?(?:sign-in|sign-in-institutional|sign-up|sign|sign-forgot|two-step-verification)\/*$/i;

// The analytics relay's route (routes/resources/analytics.ts) as loosely as the router matches it.
const BEACON_PATH = /^\/action\/analytics\/*$/i;

/**
 * The path as the app routes it: Remix reads the request URL with the WHATWG URL parser, which
 * resolves dot segments ("/./sign-in", "/x/../sign-in", "/%2e/sign-in" are all "/sign-in"), while
 * Express's req.path is the path as sent. The auth tier must see what the router will see.
 */
function routedPath(originalUrl: string): string {
  try {
    return new URL(originalUrl, "http://routed.invalid").pathname;
  } catch {
    return originalUrl;
  }
}

/**
 * Express middleware: the per-address tiers, answering 429 with Retry-After when exceeded. Reads
 * the client address server.ts puts in `res.locals.clientIp` (clientAddress of req.ip).
 */
export function rateLimits(): RequestHandler {
  const limit = async (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith("/build/") || req.path === "/healthz") return next();
    try {
      const ip = addressKey(res.locals.clientIp as string);
      await consume("all", ip);
      if (req.method !== "GET" && req.method !== "HEAD") {
        const path = routedPath(req.originalUrl);
        // A spelling that misses the test is counted as a write: never less than before.
        await consume(BEACON_PATH.test(path) ? "beacon" : "write", ip);
        if (AUTH_PATHS.test(path)) {
          // Auth posts over the limit still reach the action, which answers with the form and a
          // translated message (nothing typed is lost) instead of a bare 429 page.
          try {
            await consume("auth", ip);
          } catch (error) {
            if (!(error instanceof RateLimitedError)) throw error;
            res.locals.rateLimitedSeconds = error.retryAfterSeconds;
          }
        }
      }
      next();
    } catch (error) {
      if (!(error instanceof RateLimitedError)) return next(error);
      res.set("Retry-After", String(error.retryAfterSeconds));
      res.status(429).type("text/plain").send("Too many requests. Please wait a moment and try again.");
    }
  };
  // Express 4 ignores what a handler returns; this one passes its own errors to `next`.
  return (req, res, next) => void limit(req, res, next);
}
