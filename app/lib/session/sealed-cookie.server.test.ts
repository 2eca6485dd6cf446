import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { sealedCookieKind } from "~/lib/session/sealed-cookie.server";
import { NEW_SECRET as NEW, OLD_SECRET as OLD, requestWith, restoreCookieSecretAfterEach, withCookieSecret } from "../../../tests/unit/support/cookie-secret";

// Counts the decipherings the module under test starts (node:crypto otherwise as it is).
const decipherings = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const original = crypto.createDecipheriv as (...args: unknown[]) => unknown;
  const createDecipheriv = ((...args: unknown[]) => {
    decipherings.count += 1;
    return original(...args);
  }) as typeof crypto.createDecipheriv;
  return { ...crypto, createDecipheriv };
});

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

  it("never decrypt a value with no ciphertext (an IV and a tag alone), which no seal writes", () => {
    // OpenSSL's empty-ciphertext AEAD forgeries (CVE-2026-75803, docs/security.md §OpenSSL): such a
    // value never reaches the cipher, whatever the OpenSSL Node bundles.
    withCookieSecret(NEW);
    decipherings.count = 0;
    for (const bytes of [12 + 16, 12 + 15, 0]) {
      expect(kind.read(requestWith(`stepup=${randomBytes(bytes).toString("base64url")}`))).toBeNull();
    }
    expect(decipherings.count).toBe(0);
    expect(kind.read(requestWith(kind.write({ token: "t" })))).toEqual({ token: "t" });
    expect(decipherings.count).toBe(1);
  });
});
