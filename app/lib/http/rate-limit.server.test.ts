import { describe, expect, it } from "vitest";
import {
  addressKey,
  codeSendLimits,
  consume,
  type CodeSend,
  RateLimitedError,
  rateLimits,
  resetLimits,
  signInLimits,
  stepUpLimits,
} from "~/lib/http/rate-limit.server";

describe("addressKey: the key a client address is counted under", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4 form", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /56 together, and another /56 apart", () => {
    const one = addressKey("2001:db8:abcd:1200::1");
    expect(addressKey("2001:db8:abcd:12ff:ffff:ffff:ffff:fffe")).toBe(one);
    expect(addressKey("2001:db8:abcd:1234:5678::9")).toBe(one);
    expect(addressKey("2001:db8:abcd:1300::1")).not.toBe(one);
  });

  it("counts a missing address as unknown", () => {
    expect(addressKey("")).toBe("unknown");
  });
});

describe("codeSendLimits: what one code send counts against", () => {
  const names = (send: Partial<CodeSend> & Pick<CodeSend, "flow">) =>
    codeSendLimits({ destination: "+6581234567", smsBudget: null, account: null, clientIp: "203.0.113.7", ...send }).map(([name, key]) => `${name} ${key}`);

  it("counts a text message of every flow against its area code's budget, Singapore's apart; an email against none", () => {
    for (const flow of ["sign_up", "reset", "two_step", "step_up"] as const) {
      expect(names({ flow, smsBudget: "+65" })).toContain("smsHome +65");
      expect(names({ flow, smsBudget: "+44" })).toContain("smsAbroad +44");
      expect(names({ flow, smsBudget: "+44" })).not.toContain("smsHome +44");
      expect(names({ flow, smsBudget: null }).some((entry) => entry.startsWith("sms"))).toBe(false);
      expect(names({ flow })).toContain("captchaIp 203.0.113.7");
    }
  });

  it("counts a typed number against the typed share first, and per target; a code after a password per account, not in the typed share", () => {
    expect(names({ flow: "sign_up", smsBudget: "+44" })).toEqual([
      "captchaIp 203.0.113.7",
      "captchaTarget +6581234567 203.0.113.7",
      "captchaTargetAll +6581234567",
      "smsAbroadTyped +44",
      "smsAbroad +44",
    ]);
    expect(names({ flow: "step_up", smsBudget: "+65", account: "owner@example.com" })).toEqual([
      "captchaIp 203.0.113.7",
      "codeAccount owner@example.com",
      "smsHome +65",
    ]);
    expect(names({ flow: "two_step", destination: null, smsBudget: "other", account: "institution:INST1" })).toContain("codeAccount institution:INST1");
  });

  it("lets 60 messages an hour go to one area code abroad, from any number of addresses", async () => {
    for (let i = 0; i < 60; i++) await consume("smsAbroad", "+99-unit-test");
    await expect(consume("smsAbroad", "+99-unit-test")).rejects.toBeInstanceOf(RateLimitedError);
    // Another area code is counted apart.
    await expect(consume("smsAbroad", "+98-unit-test")).resolves.toBeUndefined();
  });
});

describe("signInLimits: what one sign-in attempt counts against", () => {
  const keys = (ip: string, deviceId: string | null = null) => signInLimits("owner@example.com", ip, deviceId).map(([name, key]) => `${name} ${key}`);

  it("counts an account's attempts per IPv6 /64: a neighbour in the same /56 is counted apart", () => {
    const neighbour = keys("2001:db8:0:100::1")[0];
    const owner = keys("2001:db8:0:1ff:bbbb::7")[0];
    expect(owner).not.toBe(neighbour);
    expect(keys("2001:db8:0:1ff::9")[0]).toBe(owner);
    expect(keys("2001:db8:0:1ff::9")).toContain("accountAll owner@example.com");
  });

  it("counts a known browser's attempts per browser only, whatever its address", () => {
    expect(keys("203.0.113.7", "device-1")).toEqual(["account owner@example.com device:device-1"]);
    expect(keys("198.51.100.2", "device-1")).toEqual(keys("203.0.113.7", "device-1"));
  });
});

describe("resetLimits and stepUpLimits: nothing strangers elsewhere can spend", () => {
  it("count a reset per account and address, or per known browser, never per account from everywhere", () => {
    expect(resetLimits("reset:owner@example.com", "203.0.113.7")).toEqual([["account", "reset:owner@example.com 203.0.113.7"]]);
    expect(resetLimits("reset:owner@example.com", "203.0.113.7", "device-1")).toEqual([["account", "reset:owner@example.com device:device-1"]]);
  });

  it("count a step-up's code per account and address, as a password", () => {
    expect(stepUpLimits("owner@example.com", "2001:db8:0:1ff::9")).toEqual([signInLimits("owner@example.com", "2001:db8:0:1ff::9")[0]]);
  });

  it("end a step-up at its sixth code", async () => {
    for (let i = 0; i < 5; i++) await consume("stepUpCode", "step-up-test-id");
    await expect(consume("stepUpCode", "step-up-test-id")).rejects.toBeInstanceOf(RateLimitedError);
    await expect(consume("stepUpCode", "another-step-up")).resolves.toBeUndefined();
  });
});

describe("rateLimits: analytics beacons have a budget of their own", () => {
  /** The status the middleware answers a request with from `clientIp` (200: passed on to the app). */
  function status(method: string, originalUrl: string, clientIp: string): Promise<number> {
    return new Promise((resolve) => {
      const res = {
        locals: { clientIp },
        set: () => res,
        type: () => res,
        status: (code: number) => ({ type: () => ({ send: () => resolve(code) }) }),
      };
      const req = { method, originalUrl, path: new URL(originalUrl, "http://x").pathname };
      rateLimits()(req as never, res as never, () => resolve(200));
    });
  }

  it("100 beacons from one address leave its 60 writes a minute whole; other spellings count as writes", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 100; i++) expect(await status("POST", i % 2 ? "/action/analytics" : "/ACTION/Analytics/", ip)).toBe(200);
    for (let i = 0; i < 60; i++) expect(await status("POST", "/action/locale", ip), `write ${i}`).toBe(200);
    expect(await status("POST", "/sign-in", ip)).toBe(429);
    // A path the router would not send to the relay is a write.
    const other = "192.0.2.78";
    for (let i = 0; i < 60; i++) await status("POST", "/action/analytics-x", other);
    expect(await status("POST", "/action/analytics", other)).toBe(200);
    expect(await status("POST", "/feedback", other)).toBe(429);
  });
});
