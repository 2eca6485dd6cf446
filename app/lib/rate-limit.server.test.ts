import { describe, expect, it } from "vitest";
import { addressKey } from "~/lib/rate-limit.server";

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
