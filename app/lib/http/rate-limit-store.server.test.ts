/**
 * rate-limit.server.ts with a Redis store that fails (a listener that closes every connection):
 * each check falls back to the instance's memory, is counted per limit and reason and logged at
 * warn, at most once a minute per limit and reason. Apart from rate-limit.server.test.ts: the store
 * is chosen once per process, from REDIS_URL. A Redis that hangs is tried with a real one
 * (tests/e2e/operations/signals-faults.spec.ts).
 */
import { createServer, type AddressInfo, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const telemetry = vi.hoisted(() => ({ storeFailures: [] as Array<[string, string]> }));
vi.mock("~/lib/observability/telemetry.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/observability/telemetry.server")>()),
  countRateLimitStoreFailure: (limit: string, reason: string) => telemetry.storeFailures.push([limit, reason]),
}));

let redis: Server;

beforeAll(async () => {
  redis = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => redis.listen(0, "127.0.0.1", resolve));
  process.env.REDIS_URL = `redis://127.0.0.1:${(redis.address() as AddressInfo).port}`;
  // Instances that share a store share their cookie secret (config/env.server.ts).
  process.env.COOKIE_SECRET = "unit-rate-limit-store-secret-of-32-characters";
});

afterAll(async () => {
  delete process.env.REDIS_URL;
  delete process.env.COOKIE_SECRET;
  await new Promise((resolve) => redis.close(resolve));
});

describe("a failing rate-limit store", () => {
  it("lets the check through on the instance's memory, counting each failure and logging the first of the minute", async () => {
    const { logger } = await import("~/lib/observability/logger.server");
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const { consume, RateLimitedError } = await import("~/lib/http/rate-limit.server");
    await consume("all", "203.0.113.9");
    await consume("all", "203.0.113.9");
    await consume("write", "203.0.113.9");
    expect(telemetry.storeFailures).toEqual([
      ["all", "refused"],
      ["all", "refused"],
      ["write", "refused"],
    ]);
    const lines = warn.mock.calls.filter((call) => call[1] === "rate limit store failed: the limit is weakened").map((call) => call[0]);
    expect(lines).toEqual([
      expect.objectContaining({ store: "redis", limit: "all", reason: "refused" }),
      expect.objectContaining({ store: "redis", limit: "write", reason: "refused" }),
    ]);
    // The memory stand-in still limits: the account tier's 10 attempts, then a refusal.
    for (let i = 0; i < 10; i++) await consume("account", "someone 203.0.113.9");
    await expect(consume("account", "someone 203.0.113.9")).rejects.toBeInstanceOf(RateLimitedError);
    warn.mockRestore();
  });
});

describe("the reason of a store failure", () => {
  it("names a time-out, a refused connection, an open breaker and an error answer", async () => {
    const { storeFailureReason } = await import("~/lib/http/rate-limit-store.server");
    // ioredis's commandTimeout, rate-limiter-flexible's RLWrapperTimeouts and RateLimiterCluster.
    expect(storeFailureReason(new Error("Command timed out"))).toBe("timeout");
    expect(storeFailureReason(new Error("Operation timed out"))).toBe("timeout");
    expect(storeFailureReason(Object.assign(new Error("connect ETIMEDOUT"), { code: "ETIMEDOUT" }))).toBe("timeout");
    expect(storeFailureReason(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe("refused");
    expect(storeFailureReason(new Error("Redis connection is not ready"))).toBe("refused");
    expect(storeFailureReason(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe("refused");
    expect(storeFailureReason(Object.assign(new Error("Breaker is open"), { code: "EOPENBREAKER" }))).toBe("breaker_open");
    expect(storeFailureReason(new Error("OOM command not allowed when used memory > 'maxmemory'"))).toBe("error");
  });
});
