import { describe, expect, it } from "vitest";
import { addressKey } from "~/lib/http/rate-limit.server";
import { clientAddress } from "./client-address";

/** req.ip as Express gives it → the client address counted and looked up. */
const CASES: Array<[string | undefined, string]> = [
  // Addresses as they are.
  ["203.0.113.7", "203.0.113.7"],
  ["2001:db8::1", "2001:db8::1"],
  ["::ffff:203.0.113.7", "::ffff:203.0.113.7"],
  // A load balancer's port (and an IPv6 address's brackets) dropped.
  ["203.0.113.7:50312", "203.0.113.7"],
  ["[2001:db8::1]:443", "2001:db8::1"],
  ["[2001:db8::1]", "2001:db8::1"],
  // No address, or something that is not one: left as it came.
  [undefined, ""],
  ["", ""],
  ["999.1.1.1:80", "999.1.1.1:80"],
];

describe("clientAddress: req.ip without a load balancer's port", () => {
  it.each(CASES)("%j → %j", (raw, expected) => {
    expect(clientAddress(raw)).toBe(expected);
  });

  it("so one client's connections share their per-address limits", () => {
    expect(addressKey(clientAddress("203.0.113.7:50312"))).toBe(addressKey(clientAddress("203.0.113.7:50313")));
  });
});
