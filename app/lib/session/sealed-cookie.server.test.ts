import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { sealedCookieKind } from "~/lib/session/sealed-cookie.server";
import { NEW_SECRET as NEW, OLD_SECRET as OLD, requestWith, restoreCookieSecretAfterEach, withCookieSecret } from "../../../tests/unit/support/cookie-secret";

restoreCookieSecretAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

const kind = sealedCookieKind("stepup", z.object({ token: z.string() }), 300);

describe("sealed cookies", () => {
  it("hide their value, and read it back under their own name", () => {
    withCookieSecret(NEW);
    const header = kind.write({ token: "secret-token-value" });
    expect(header).toMatch(/^stepup=[\w-]+;.*Max-Age=300/);
    expect(header).toMatch(/HttpOnly/);
    const value = header.slice("stepup=".length, header.indexOf(";"));
    expect(Buffer.from(value, "base64url").toString("latin1")).not.toContain("secret-token");
    expect(kind.read(requestWith(header))).toEqual({ token: "secret-token-value" });
    expect(sealedCookieKind("other", z.object({ token: z.string() }), 300).read(requestWith(header, "other"))).toBeNull();
    expect(kind.clear()).toMatch(/^stepup=;.*Max-Age=0/);
  });

  it("are as long for a short value as for a longer one", () => {
    withCookieSecret(NEW);
    const length = (token: string) => kind.write({ token }).split(";")[0].length;
    expect(length("")).toBe(length("x".repeat(300)));
  });

  it("refuse a changed byte, an expired value and a value of another shape", () => {
    withCookieSecret(NEW);
    const header = kind.write({ token: "t" });
    const value = Buffer.from(header.slice("stepup=".length, header.indexOf(";")), "base64url");
    value[value.length - 20] ^= 1;
    expect(kind.read(requestWith(`stepup=${value.toString("base64url")}`))).toBeNull();
    expect(sealedCookieKind("stepup", z.object({ other: z.string() }), 300).read(requestWith(header))).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 301_000 });
    expect(kind.read(requestWith(header))).toBeNull();
  });

  it("open under any configured secret, and under no other", () => {
    withCookieSecret(OLD);
    const header = kind.write({ token: "t" });
    withCookieSecret(`${NEW},${OLD}`);
    expect(kind.read(requestWith(header))).toEqual({ token: "t" });
    withCookieSecret(NEW);
    expect(kind.read(requestWith(header))).toBeNull();
  });
});
