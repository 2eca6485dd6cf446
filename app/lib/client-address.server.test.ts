import { describe, expect, it } from "vitest";
import { clientAddress } from "~/lib/client-address.server";
import { addressKey } from "~/lib/rate-limit.server";

describe("clientAddress: req.ip without a load balancer's port", () => {
  it("keeps an address as it is", () => {
    expect(clientAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(clientAddress("::ffff:203.0.113.7")).toBe("::ffff:203.0.113.7");
  });

  it("drops the port of an IPv4 address and the brackets and port of an IPv6 one", () => {
    expect(clientAddress("203.0.113.7:50312")).toBe("203.0.113.7");
    expect(clientAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(clientAddress("[2001:db8::1]")).toBe("2001:db8::1");
  });

  it("answers empty for no address, and leaves anything else as it came", () => {
    expect(clientAddress(undefined)).toBe("");
    expect(clientAddress("")).toBe("");
    expect(clientAddress("999.1.1.1:80")).toBe("999.1.1.1:80");
  });

  it("so one client's connections share their per-address limits", () => {
    expect(addressKey(clientAddress("203.0.113.7:50312"))).toBe(addressKey(clientAddress("203.0.113.7:50313")));
  });
});
