import { afterEach, describe, expect, it } from "vitest";
import { resetServerEnvCache } from "~/lib/config/env.server";
import { clearSessionCookies, localeCookie, readSession, sessionCookies } from "~/lib/session/cookies.server";

const original = { NODE_ENV: process.env.NODE_ENV };
afterEach(() => {
  process.env.NODE_ENV = original.NODE_ENV;
  resetServerEnvCache();
});

describe("session cookies (product.md §Session)", () => {
  it("are HttpOnly, SameSite=Lax, Path=/ and not Secure outside production", () => {
    process.env.NODE_ENV = "development";
    resetServerEnvCache();
    const [uuid, token] = sessionCookies({ uuid: "u-1", token: "t-1" });
    for (const cookie of [uuid, token]) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/; Secure/);
      // The browser session only: the site's clock ends it sooner.
      expect(cookie).not.toMatch(/Max-Age|Expires/);
    }
    expect(uuid).toMatch(/^uuid=u-1;/);
    expect(token).toMatch(/^token=t-1;/);
  });
  it("are Secure in production", () => {
    process.env.NODE_ENV = "production";
    resetServerEnvCache();
    expect(sessionCookies({ uuid: "u", token: "t" }).every((c) => /; Secure/.test(c))).toBe(true);
  });
  it("are removed with an expiry in the past and Max-Age 0, the session's clock too", () => {
    expect(clearSessionCookies().map((cookie) => cookie.split("=")[0])).toEqual(["uuid", "token", "clock"]);
    for (const cookie of clearSessionCookies()) {
      expect(cookie).toMatch(/^(uuid|token|clock)=;/);
      expect(cookie).toMatch(/Max-Age=0/);
      expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
  });
  it("logged in means both a token and a uuid cookie (product.md §Session)", () => {
    const req = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
    expect(readSession(req("token=t; uuid=u"))).toEqual({ uuid: "u", token: "t", isLogin: true, half: false });
    expect(readSession(req("token=")).isLogin).toBe(false);
    expect(readSession(req("locale=cn"))).toEqual({ uuid: undefined, token: undefined, isLogin: false, half: false });
  });
  it("one session cookie without the other is a half session: signed out, its cookie to be cleared", () => {
    const req = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
    expect(readSession(req("token=t"))).toEqual({ uuid: undefined, token: "t", isLogin: false, half: true });
    expect(readSession(req("uuid=u"))).toEqual({ uuid: "u", token: undefined, isLogin: false, half: true });
    expect(readSession(req("token=t; uuid="))).toMatchObject({ isLogin: false, half: true });
    // Cleared cookies (empty values) are no session at all.
    expect(readSession(req("token=; uuid=")).half).toBe(false);
  });
  it("a malformed session value counts as none (it could not be sent upstream)", () => {
    const req = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
    expect(readSession(req("uuid=VICTIM; token=%E2%80%A8"))).toEqual({ uuid: "VICTIM", token: undefined, isLogin: false, half: true });
    expect(readSession(req("uuid=u; token=a%20b")).isLogin).toBe(false);
    expect(readSession(req(`uuid=u; token=${"t".repeat(4097)}`)).isLogin).toBe(false);
    expect(readSession(req(`uuid=u; token=${"t".repeat(2000)}`)).isLogin).toBe(true);
  });
});

describe("locale cookie (product.md §Locales: 365 days, path /, SameSite Lax)", () => {
  it("has the attributes of product.md §Locales", () => {
    const cookie = localeCookie("cn");
    expect(cookie).toMatch(/^locale=cn;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});
