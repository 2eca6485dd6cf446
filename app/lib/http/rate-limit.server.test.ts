import { describe, expect, it } from "vitest";
import { addressKey, codeSendLimits, consume, RateLimitedError, signInLimits } from "~/lib/http/rate-limit.server";

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
  it("counts a text message against its area code's budget, Singapore's apart; an email against none", () => {
    const names = (areaCode?: string) => codeSendLimits("target", "203.0.113.7", areaCode).map(([name, key]) => `${name} ${key}`);
    expect(names("+65")).toContain("smsHome +65");
    expect(names("+44")).toContain("smsAbroad +44");
    expect(names("+44")).not.toContain("smsHome +44");
    expect(names().some((entry) => entry.startsWith("sms"))).toBe(false);
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
