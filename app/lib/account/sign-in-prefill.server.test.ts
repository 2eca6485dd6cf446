import { describe, expect, it } from "vitest";
import { signInPrefillCookie } from "~/lib/account/sign-in-prefill.server";
import { signedCookie } from "~/lib/session/signed-cookie.server";

/** A request carrying the cookie a Set-Cookie header sets. */
const requestWith = (setCookie: string) => new Request("http://localhost/sign-in", { headers: { Cookie: setCookie.split(";")[0] } });

describe("the account carried from a password reset to sign-in", () => {
  it("reads back an email or a phone number, for five minutes", () => {
    const email = signInPrefillCookie.write({ method: "email", email: "a@b.co" });
    expect(email).toMatch(/^signin_prefill=.*Max-Age=300.*HttpOnly/);
    expect(signInPrefillCookie.read(requestWith(email))).toEqual({ method: "email", email: "a@b.co" });
    const phone = signInPrefillCookie.write({ method: "phone", areaCode: "+65", phoneNumber: "81234567" });
    expect(signInPrefillCookie.read(requestWith(phone))).toEqual({ method: "phone", areaCode: "+65", phoneNumber: "81234567" });
    expect(signInPrefillCookie.clear()).toMatch(/^signin_prefill=;.*Max-Age=0/);
  });

  it("ignores what the server did not write or cannot use", () => {
    expect(signInPrefillCookie.read(new Request("http://localhost/sign-in"))).toBeNull();
    // A well-formed payload whose signature the server did not make.
    const forged = `${Buffer.from(JSON.stringify({ method: "email", email: "a@b.co" })).toString("base64url")}.${"A".repeat(43)}`;
    expect(signInPrefillCookie.read(new Request("http://localhost/sign-in", { headers: { Cookie: `signin_prefill=${forged}` } }))).toBeNull();
    // Signed by the server but of another shape (a phone without its number).
    expect(signInPrefillCookie.read(requestWith(signedCookie("signin_prefill", { method: "phone", areaCode: "+65" }, 300)))).toBeNull();
  });
});
