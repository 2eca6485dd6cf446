/**
 * The site's own record of the verification codes that open a sign-in (docs/security.md §Abuse
 * limits, "one code, one step-up, once"): for each code target (a phone, or a two-step account),
 * which one-time key its latest code was sent for, and each code once accepted. So a code opens
 * exactly the step-up or two-step sign-in that sent it, and only once, whatever the user service
 * does with it (it uses such codes up too, app/services/contract.ts CAPTCHA_TYPES_USED_BY_CHECK).
 *
 * The store is Redis when REDIS_URL is set (the rate limits' client, rate-limit-store.server.ts), shared
 * by every instance, else this process's memory; entries live as long as a code (CAPTCHA_TTL_MS).
 * Keys and values are SHA-256 digests: the store holds no code, number or key. Every Redis call
 * has the shared client's deadline (REDIS_TIMEOUT_MS, rate-limit-store.server.ts), and the client
 * queues nothing while disconnected. A store that fails or is late fails closed: the check throws
 * CodeLedgerUnavailableError (the form answers the busy message), and a send it could not record
 * opens nothing, so the owner asks for another code; counted as
 * `rate_limit_store_failures_total{limit="codeLedger"}` and logged at warn.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { redisClient, storeFailureReason } from "~/lib/http/rate-limit-store.server";
import { logger } from "~/lib/observability/logger.server";
import { countRateLimitStoreFailure } from "~/lib/observability/telemetry.server";
import { CAPTCHA_TTL_MS } from "~/services/contract";

/** The ledger's name in the store-failure metric and log lines. */
const LEDGER = "codeLedger";
/** Memory store: at most this many entries (each send and each accepted code is one, both rate-limited). */
const MEMORY_MAX_ENTRIES = 100_000;

/** The ledger's store could not be read or written in time: nothing may be opened meanwhile. */
export class CodeLedgerUnavailableError extends Error {
  constructor(cause: unknown) {
    super("verification code ledger unavailable", { cause });
    this.name = "CodeLedgerUnavailableError";
  }
}

interface LedgerStore {
  get(key: string): Promise<string | null>;
  /** Sets `key` for `ttlMs`, replacing any value. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets `key` for `ttlMs` unless it exists; whether it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
}

function memoryStore(): LedgerStore {
  const entries = new LRUCache<string, string>({ max: MEMORY_MAX_ENTRIES, ttlAutopurge: false });
  return {
    get: (key) => Promise.resolve(entries.get(key) ?? null),
    set: (key, value, ttlMs) => {
      entries.set(key, value, { ttl: ttlMs });
      return Promise.resolve();
    },
    setIfAbsent: (key, value, ttlMs) => {
      if (entries.has(key)) return Promise.resolve(false);
      entries.set(key, value, { ttl: ttlMs });
      return Promise.resolve(true);
    },
  };
}

function redisStore(client: NonNullable<ReturnType<typeof redisClient>>): LedgerStore {
  return {
    get: (key) => client.get(key),
    set: async (key, value, ttlMs) => {
      await client.set(key, value, "PX", ttlMs);
    },
    setIfAbsent: async (key, value, ttlMs) => (await client.set(key, value, "PX", ttlMs, "NX")) === "OK",
  };
}

let store: LedgerStore | undefined;
function ledgerStore(): LedgerStore {
  if (!store) {
    const client = redisClient();
    store = client ? redisStore(client) : memoryStore();
  }
  return store;
}

/** Counts and logs one failed store call, and answers the error the callers throw. */
function storeFailed(error: unknown, action: string): CodeLedgerUnavailableError {
  const reason = storeFailureReason(error);
  countRateLimitStoreFailure(LEDGER, reason);
  logger.warn(
    { store: "redis", limit: LEDGER, action, reason, error: error instanceof Error ? error.message : undefined },
    "verification code ledger failed: codes are refused",
  );
  return new CodeLedgerUnavailableError(error);
}

/** The ledger target of `login` codes to a phone: the number as the user service holds it. */
export function loginCodeTarget(areaCode: string, phoneNumber: string): string {
  return `login:${areaCode}${phoneNumber}`;
}

/** The ledger target of `twostep` codes of an account (its sign-in name: the two-step page knows no number). */
export function twoStepCodeTarget(account: string): string {
  return `twostep:${account}`;
}

const digest = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("base64url");
const sentKey = (target: string) => `code:sent:${digest(target.toLowerCase())}`;
const usedKey = (target: string, code: string) => `code:used:${digest(target.toLowerCase(), code)}`;

/**
 * Records that the latest code to `target` ("login:+6581234567", "twostep:<account>") was sent
 * for the one-time key `tokenKey`, for the code's life: a code to that target now opens only that
 * key's step-up or sign-in. Call it after every send the user service accepted. Never throws: a
 * send it could not record opens nothing (logged and counted), and the owner asks for another.
 */
export async function recordCodeSent(target: string, tokenKey: string): Promise<void> {
  try {
    await ledgerStore().set(sentKey(target), digest(tokenKey), CAPTCHA_TTL_MS);
  } catch (error) {
    storeFailed(error, "record send");
  }
}

/**
 * Opens the door of `tokenKey` with `code` to `target`, once: `checkUpstream` (the user service's
 * check of the code, whose errors propagate) runs only when the latest code to `target` was sent
 * for `tokenKey`; once it passes, the code is recorded as used, atomically, so that a second use,
 * here or in any other browser or instance, is refused. Answers "opened", or "refused" (the code
 * was sent for another key, none was sent, or it was used already): the caller tells a refusal as a
 * wrong code. Throws CodeLedgerUnavailableError when the store fails or is late (fail closed).
 */
export async function openWithCode(target: string, tokenKey: string, code: string, checkUpstream: () => Promise<unknown>): Promise<"opened" | "refused"> {
  const ledger = ledgerStore();
  let sentFor: string | null;
  try {
    sentFor = await ledger.get(sentKey(target));
  } catch (error) {
    throw storeFailed(error, "read send");
  }
  if (sentFor !== digest(tokenKey)) return "refused";
  await checkUpstream();
  let first: boolean;
  try {
    first = await ledger.setIfAbsent(usedKey(target, code), digest(tokenKey), CAPTCHA_TTL_MS);
  } catch (error) {
    throw storeFailed(error, "record use");
  }
  return first ? "opened" : "refused";
}
