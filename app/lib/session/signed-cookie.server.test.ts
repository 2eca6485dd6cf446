import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { resetServerEnvCache, serverEnv } from "~/lib/config/env.server";
import { accountDigest, accountDigests, clearSignedCookie, readSignedCookie, signedCookie, signedCookieKind } from "~/lib/session/signed-cookie.server";
import { NEW_SECRET as NEW, OLD_SECRET as OLD, requestWith, restoreCookieSecretAfterEach, withCookieSecret } from "../../../tests/unit/support/cookie-secret";

restoreCookieSecretAfterEach();

describe("signed cookies", () => {
  it("are HttpOnly, SameSite=Lax, site-wide and kept for the given seconds", () => {
    const header = signedCookie("signupcode", "a@b.co", 900);
    expect(header).toMatch(/^signupcode=[\w-]+\.[\w-]+;/);
    expect(header).toMatch(/Max-Age=900/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(clearSignedCookie("signupcode")).toMatch(/^signupcode=;.*Max-Age=0/);
  });

  it("read back only under their own name and in the expected shape", () => {
    const header = signedCookie("signupcode", "a@b.co", 900);
    expect(readSignedCookie(requestWith(header), "signupcode", z.string())).toBe("a@b.co");
    // The same value and signature offered as another cookie: refused (the name is signed too).
    expect(readSignedCookie(requestWith(header, "twostep"), "twostep", z.string())).toBeNull();
    // Signed, but not what the reader expects.
    expect(readSignedCookie(requestWith(header), "signupcode", z.number())).toBeNull();
    expect(readSignedCookie(new Request("http://localhost/"), "signupcode", z.string())).toBeNull();
  });
});

describe("signed cookie secrets and expiry", () => {
  it("carry their expiry, checked on read whatever the browser keeps", () => {
    const now = 1_800_000_000;
    const header = signedCookie("toast", { type: "success" }, 60, { now });
    const payload = JSON.parse(Buffer.from(header.split("=")[1].split(".")[0], "base64url").toString("utf8"));
    expect(payload).toEqual({ v: { type: "success" }, e: now + 60 });
    const schema = z.object({ type: z.string() });
    expect(readSignedCookie(requestWith(header), "toast", schema, now + 59)).toEqual({ type: "success" });
    expect(readSignedCookie(requestWith(header), "toast", schema, now + 60)).toBeNull();
    // A browser-session cookie has no Max-Age, but its payload still ends.
    const session = signedCookieKind("clock", schema, 3600, { browserSession: true }).write({ type: "x" });
    expect(session).not.toMatch(/Max-Age/);
    const sealed = JSON.parse(Buffer.from(session.split("=")[1].split(".")[0], "base64url").toString("utf8"));
    expect(sealed.e - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
  });

  it("refuse a payload signed without an expiry (the earlier format)", () => {
    const payload = Buffer.from(JSON.stringify({ type: "success" })).toString("base64url");
    const mac = createHmac("sha256", serverEnv().COOKIE_SECRET.split(",")[0]).update(`toast.${payload}`).digest("base64url");
    expect(readSignedCookie(requestWith(`toast=${payload}.${mac}`), "toast", z.object({ type: z.string() }))).toBeNull();
  });

  it("rotate: signed with the newest secret, accepted under any listed one", () => {
    withCookieSecret(OLD);
    const before = signedCookie("device", "v", 900);
    const digestBefore = accountDigest("device", "a@b.co");
    withCookieSecret(`${NEW}, ${OLD}`);
    expect(readSignedCookie(requestWith(before), "device", z.string())).toBe("v");
    const after = signedCookie("device", "v", 900);
    expect(accountDigests("device", "A@b.co")).toEqual([accountDigest("device", "a@b.co"), digestBefore]);
    // Once the old secret is dropped, what it signed is refused; what the new one signed is not.
    withCookieSecret(NEW);
    expect(readSignedCookie(requestWith(before), "device", z.string())).toBeNull();
    expect(readSignedCookie(requestWith(after), "device", z.string())).toBe("v");
  });

  it("with no secret configured, use a random one of this process, so a cookie signed with the old published value is refused", () => {
    withCookieSecret(undefined);
    const secret = serverEnv().COOKIE_SECRET;
    expect(secret).toMatch(/^[\w-]{43}$/);
    resetServerEnvCache();
    expect(serverEnv().COOKIE_SECRET).toBe(secret);
    // A toast forged with the repository's former development secret.
    const payload = Buffer.from(JSON.stringify({ v: { type: "fail", text: "Call +65 0000 0000 now" }, e: 4_000_000_000 })).toString("base64url");
    const mac = createHmac("sha256", "sandbox-cookie-secret-change-me").update(`toast.${payload}`).digest("base64url");
    expect(readSignedCookie(requestWith(`toast=${payload}.${mac}`), "toast", z.object({ type: z.string(), text: z.string() }))).toBeNull();
    // The same payload signed with the process's own secret is read: only the secret differs.
    const own = createHmac("sha256", secret).update(`toast.${payload}`).digest("base64url");
    expect(readSignedCookie(requestWith(`toast=${payload}.${own}`), "toast", z.object({ type: z.string(), text: z.string() }))).not.toBeNull();
  });
});
