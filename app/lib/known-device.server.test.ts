import { describe, expect, it } from "vitest";
import { isKnownDevice, knownDeviceCookie } from "~/lib/known-device.server";
import { signedCookie } from "~/lib/signed-cookie.server";

/** A request carrying the cookie a Set-Cookie header sets. */
const requestWith = (setCookie?: string) => new Request("http://localhost/sign-in", setCookie ? { headers: { Cookie: setCookie.split(";")[0] } } : undefined);

describe("known devices (security review 12)", () => {
  it("knows a browser for the accounts it signed in to, whatever their case, for 180 days", () => {
    const first = knownDeviceCookie(requestWith(), "Owner@Example.com");
    expect(first).toMatch(/^device=.*Max-Age=15552000.*HttpOnly/);
    expect(first).not.toContain("example");
    expect(isKnownDevice(requestWith(first), "owner@example.com")).toBe(true);
    expect(isKnownDevice(requestWith(first), "other@example.com")).toBe(false);
    const both = knownDeviceCookie(requestWith(first), "+6581234567");
    expect(isKnownDevice(requestWith(both), "owner@example.com")).toBe(true);
    expect(isKnownDevice(requestWith(both), "+6581234567")).toBe(true);
  });

  it("keeps the five most recent accounts", () => {
    let cookie: string | undefined;
    for (let i = 1; i <= 6; i++) cookie = knownDeviceCookie(requestWith(cookie), `user${i}@example.com`);
    expect(isKnownDevice(requestWith(cookie), "user1@example.com")).toBe(false);
    for (let i = 2; i <= 6; i++) expect(isKnownDevice(requestWith(cookie), `user${i}@example.com`)).toBe(true);
  });

  it("knows nobody from a cookie the server did not sign", () => {
    expect(isKnownDevice(requestWith(), "owner@example.com")).toBe(false);
    const forged = signedCookie("twostep", ["x"], 60).replace(/^twostep=/, "device=");
    expect(isKnownDevice(requestWith(forged), "owner@example.com")).toBe(false);
  });
});
