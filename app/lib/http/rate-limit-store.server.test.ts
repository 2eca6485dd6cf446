/**
 * rate-limit.server.ts with a Redis store that fails (a listener that closes every connection):
 * each check falls back to the instance's memory, is counted per limit and logged at warn, at most
 * once a minute per limit. Apart from rate-limit.server.test.ts: the store is chosen once per
 * process, from REDIS_URL.
 */
import { createServer, type AddressInfo, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const telemetry = vi.hoisted(() => ({ storeFailures: [] as string[] }));
vi.mock("~/lib/observability/telemetry.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/observability/telemetry.server")>()),
  countRateLimitStoreFailure: (limit: string) => telemetry.storeFailures.push(limit),
}));

let redis: Server;

beforeAll(async () => {
  redis = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => redis.listen(0, "127.0.0.1", resolve));
  process.env.REDIS_URL = `redis://127.0.0.1:${(redis.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.REDIS_URL;
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
    expect(telemetry.storeFailures).toEqual(["all", "all", "write"]);
    const lines = warn.mock.calls.filter((call) => call[1] === "rate limit store failed: the limit is weakened").map((call) => call[0]);
    expect(lines).toEqual([expect.objectContaining({ limit: "all" }), expect.objectContaining({ limit: "write" })]);
    // The memory stand-in still limits: the account tier's 10 attempts, then a refusal.
    for (let i = 0; i < 10; i++) await consume("account", "someone 203.0.113.9");
    await expect(consume("account", "someone 203.0.113.9")).rejects.toBeInstanceOf(RateLimitedError);
    warn.mockRestore();
  });
});
