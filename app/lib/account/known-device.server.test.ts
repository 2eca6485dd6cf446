import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { knownDeviceCookie, knownDeviceId } from "~/lib/account/known-device.server";
import { signedCookie } from "~/lib/session/signed-cookie.server";

/** A request carrying the cookie a Set-Cookie header sets. */
const requestWith = (setCookie?: string) => new Request("http://localhost/sign-in", setCookie ? { headers: { Cookie: setCookie.split(";")[0] } } : undefined);
/** The JSON payload of a signed Set-Cookie value. */
/** The value a device cookie carries (the signed payload is `{ v: value, e: expiry }`). */
const payload = (setCookie: string) => JSON.parse(Buffer.from(setCookie.split(";")[0].split("=")[1].split(".")[0], "base64url").toString("utf8")).v;

describe("known devices", () => {
  it("knows a browser for the accounts it signed in to, whatever their case, for 180 days, under one id of its own", () => {
    const first = knownDeviceCookie(requestWith(), "Owner@Example.com");
    expect(first).toMatch(/^device=.*Max-Age=15552000.*HttpOnly/);
    const id = knownDeviceId(requestWith(first), "owner@example.com");
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(knownDeviceId(requestWith(first), "other@example.com")).toBeNull();
    const both = knownDeviceCookie(requestWith(first), "+6581234567");
    expect(knownDeviceId(requestWith(both), "owner@example.com")).toBe(id);
    expect(knownDeviceId(requestWith(both), "+6581234567")).toBe(id);
    // Another browser signing in to the same account is another device.
    expect(knownDeviceId(requestWith(knownDeviceCookie(requestWith(), "owner@example.com")), "owner@example.com")).not.toBe(id);
  });

  it("writes neither the account nor a plain hash of it", () => {
    const cookie = knownDeviceCookie(requestWith(), "+6581234567");
    const { accounts } = payload(cookie) as { accounts: string[] };
    expect(JSON.stringify(payload(cookie))).not.toContain("81234567");
    // A plain SHA-256 of a phone number can be found by trying every number: the digest is keyed.
    const plain = createHash("sha256").update("+6581234567").digest("base64url").slice(0, 22);
    expect(accounts).not.toContain(plain);
  });

  it("keeps the five most recent accounts", () => {
    let cookie: string | undefined;
    for (let i = 1; i <= 6; i++) cookie = knownDeviceCookie(requestWith(cookie), `user${i}@example.com`);
    expect(knownDeviceId(requestWith(cookie), "user1@example.com")).toBeNull();
    for (let i = 2; i <= 6; i++) expect(knownDeviceId(requestWith(cookie), `user${i}@example.com`)).not.toBeNull();
  });

  it("knows nobody from a cookie the server did not sign as a device cookie", () => {
    expect(knownDeviceId(requestWith(), "owner@example.com")).toBeNull();
    // A well-formed device payload, signed, but under another cookie's name: refused by its signature.
    const genuine = payload(knownDeviceCookie(requestWith(), "owner@example.com"));
    const underAnotherName = signedCookie("twostep", genuine, 60).replace(/^twostep=/, "device=");
    expect(knownDeviceId(requestWith(underAnotherName), "owner@example.com")).toBeNull();
    // The same payload with its own name but a forged signature.
    const forged = `device=${Buffer.from(JSON.stringify(genuine)).toString("base64url")}.${"A".repeat(43)}`;
    expect(knownDeviceId(requestWith(forged), "owner@example.com")).toBeNull();
  });
});
