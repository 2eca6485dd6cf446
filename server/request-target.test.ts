import { describe, expect, it } from "vitest";
import { malformedRequest, validHost } from "./request-target";

describe("malformedRequest", () => {
  it("accepts origin-form targets with a host and port, a forwarded host list and protocol", () => {
    expect(malformedRequest("/", { host: "127.0.0.1:3000" })).toBeNull();
    expect(malformedRequest("/stocks?HCode=H1", { host: "www.dolphin-securities.sg" })).toBeNull();
    expect(
      malformedRequest("/", { host: "[::1]:3000", "x-forwarded-host": "www.dolphin-securities.sg, lb_internal:8080", "x-forwarded-proto": "https,http" }),
    ).toBeNull();
  });

  it("refuses other targets, hosts and forwarded values", () => {
    expect(malformedRequest("http://evil.example/", { host: "127.0.0.1" })).toBe("request target not in origin-form");
    expect(malformedRequest("*", { host: "127.0.0.1" })).toBe("request target not in origin-form");
    for (const host of ["x@127.0.0.1", "a b", "127.0.0.1:3000/x", "evil.example\\x", "host:port", "127.0.0.1:123456", "", "[::1", "a..b"]) {
      expect(malformedRequest("/", { host }), host).toBe("malformed Host");
    }
    expect(malformedRequest("/", {})).toBe("malformed Host");
    expect(malformedRequest("/", { host: "127.0.0.1", "x-forwarded-host": "a b" })).toBe("malformed X-Forwarded-Host");
    expect(malformedRequest("/", { host: "127.0.0.1", "x-forwarded-host": "ok.example, x@y" })).toBe("malformed X-Forwarded-Host");
    expect(malformedRequest("/", { host: "127.0.0.1", "x-forwarded-proto": "javascript" })).toBe("malformed X-Forwarded-Proto");
  });

  it("takes a port from 1 to 65535 only, in Host and in X-Forwarded-Host (the URL parser throws beyond)", () => {
    for (const host of ["127.0.0.1:1", "127.0.0.1:65535", "[::1]:8080", "localhost:0080"]) expect(validHost(host), host).toBe(true);
    for (const host of ["127.0.0.1:99999", "127.0.0.1:65536", "127.0.0.1:0", "[::1]:70000", "localhost:00000"]) {
      expect(malformedRequest("/", { host }), host).toBe("malformed Host");
      expect(malformedRequest("/", { host: "127.0.0.1", "x-forwarded-host": host }), host).toBe("malformed X-Forwarded-Host");
    }
  });

  it("bounds a host's length", () => {
    expect(validHost(`${"a".repeat(60)}.${"b".repeat(60)}.example`)).toBe(true);
    expect(validHost(Array.from({ length: 5 }, () => "a".repeat(60)).join("."))).toBe(false);
  });
});
