/**
 * code-ledger.server.ts: a code opens only the key it was sent for, once, whatever the user
 * service answers; in memory, and with a Redis that closes every connection or never answers
 * (fail closed, within the deadline, counted and logged).
 */
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";

const telemetry = vi.hoisted(() => ({ storeFailures: [] as string[] }));
vi.mock("~/lib/observability/telemetry.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/observability/telemetry.server")>()),
  countRateLimitStoreFailure: (limit: string) => telemetry.storeFailures.push(limit),
}));

/** The ledger module as a process with (or without) REDIS_URL loads it. */
async function loadLedger(redisUrl?: string) {
  vi.resetModules();
  if (redisUrl) {
    process.env.REDIS_URL = redisUrl;
    // Instances that share a store share their cookie secret (config/env.server.ts).
    process.env.COOKIE_SECRET = "unit-code-ledger-secret-of-32-characters-at-least";
  } else delete process.env.REDIS_URL;
  return import("~/lib/account/code-ledger.server");
}

/** A user service that accepts every code it is asked about (one that never uses a code up). */
const acceptsEveryCode = () => vi.fn(() => Promise.resolve({ valid: true }));

afterEach(() => {
  delete process.env.REDIS_URL;
  delete process.env.COOKIE_SECRET;
  telemetry.storeFailures.length = 0;
});

describe("the code ledger in memory", () => {
  it("opens the key a code was sent for once; a second use, from anywhere, is refused without asking the user service", async () => {
    const { openWithCode, recordCodeSent, loginCodeTarget } = await loadLedger();
    const target = loginCodeTarget("+65", "81239001");
    await recordCodeSent(target, "key-a");
    const check = acceptsEveryCode();
    expect(await openWithCode(target, "key-a", "123456", check)).toBe("opened");
    expect(await openWithCode(target, "key-a", "123456", check)).toBe("refused");
    expect(check).toHaveBeenCalledTimes(2);
    // Another step-up of the same phone (another browser): its own send never went.
    const other = acceptsEveryCode();
    expect(await openWithCode(target, "key-b", "123456", other)).toBe("refused");
    expect(other).not.toHaveBeenCalled();
  });

  it("binds the latest code to the key it was sent for: an earlier step-up's key no longer opens", async () => {
    const { openWithCode, recordCodeSent, twoStepCodeTarget } = await loadLedger();
    const target = twoStepCodeTarget("owner@example.com");
    await recordCodeSent(target, "key-first");
    await recordCodeSent(target, "key-second");
    expect(await openWithCode(target, "key-first", "654321", acceptsEveryCode())).toBe("refused");
    expect(await openWithCode(target, "key-second", "654321", acceptsEveryCode())).toBe("opened");
    // The account's name in another case is the same target.
    expect(await openWithCode(twoStepCodeTarget("OWNER@example.com"), "key-second", "654321", acceptsEveryCode())).toBe("refused");
  });

  it("records no use of a code the user service refused: the right code still opens afterwards", async () => {
    const { openWithCode, recordCodeSent, loginCodeTarget } = await loadLedger();
    const target = loginCodeTarget("+65", "81239002");
    await recordCodeSent(target, "key");
    const wrong = new Error("wrong code");
    await expect(openWithCode(target, "key", "000000", () => Promise.reject(wrong))).rejects.toBe(wrong);
    expect(await openWithCode(target, "key", "111111", acceptsEveryCode())).toBe("opened");
  });
});

describe("the code ledger with a failing Redis", () => {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });

  /**
   * A listener that drops every connection (`close`), or that answers the client's ready check
   * (INFO) and then never answers a command (`hang`).
   */
  async function failingRedis(behaviour: "close" | "hang"): Promise<string> {
    server = createServer((socket) => {
      sockets.add(socket);
      if (behaviour === "close") return socket.destroy();
      socket.on("data", (data) => {
        if (!/info/i.test(data.toString())) return;
        const info = "# Server\r\nredis_version:7.0.0\r\nloading:0\r\n";
        socket.write(`$${info.length}\r\n${info}\r\n`);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `redis://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  for (const behaviour of ["close", "hang"] as const) {
    it(`fails closed when the store ${behaviour === "close" ? "drops the connection" : "never answers"}: nothing opens, the user service is not asked`, async () => {
      const { openWithCode, recordCodeSent, loginCodeTarget, CodeLedgerUnavailableError } = await loadLedger(await failingRedis(behaviour));
      const { logger } = await import("~/lib/observability/logger.server");
      const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
      const target = loginCodeTarget("+65", "81239003");
      // A store that never answers is given up on at the client's deadline (REDIS_TIMEOUT_MS), not waited for.
      await recordCodeSent(target, "key");
      const check = acceptsEveryCode();
      await expect(openWithCode(target, "key", "123456", check)).rejects.toBeInstanceOf(CodeLedgerUnavailableError);
      expect(check).not.toHaveBeenCalled();
      expect(telemetry.storeFailures).toEqual(["codeLedger", "codeLedger"]);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ limit: "codeLedger" }), "verification code ledger failed: codes are refused");
      warn.mockRestore();
    });
  }
});
