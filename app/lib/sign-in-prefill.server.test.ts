import { describe, expect, it } from "vitest";
import { clearSignInPrefillCookie, readSignInPrefill, signInPrefillCookie } from "~/lib/sign-in-prefill.server";
import { signedCookie } from "~/lib/signed-cookie.server";

/** A request carrying the cookie a Set-Cookie header sets. */
const requestWith = (setCookie: string) => new Request("http://localhost/sign-in", { headers: { Cookie: setCookie.split(";")[0] } });

describe("the account carried from a password reset to sign-in", () => {
  it("reads back an email or a phone number, for five minutes", () => {
    const email = signInPrefillCookie({ method: "email", email: "a@b.co" });
    expect(email).toMatch(/^signin_prefill=.*Max-Age=300.*HttpOnly/);
    expect(readSignInPrefill(requestWith(email))).toEqual({ method: "email", email: "a@b.co" });
    const phone = signInPrefillCookie({ method: "phone", areaCode: "+65", phoneNumber: "81234567" });
    expect(readSignInPrefill(requestWith(phone))).toEqual({ method: "phone", areaCode: "+65", phoneNumber: "81234567" });
    expect(clearSignInPrefillCookie()).toMatch(/^signin_prefill=;.*Max-Age=0/);
  });

  it("ignores what the server did not write or cannot use", () => {
    expect(readSignInPrefill(new Request("http://localhost/sign-in"))).toBeNull();
    // A well-formed payload whose signature the server did not make.
    const forged = `${Buffer.from(JSON.stringify({ method: "email", email: "a@b.co" })).toString("base64url")}.${"A".repeat(43)}`;
    expect(readSignInPrefill(new Request("http://localhost/sign-in", { headers: { Cookie: `signin_prefill=${forged}` } }))).toBeNull();
    // Signed by the server but of another shape (a phone without its number).
    expect(readSignInPrefill(requestWith(signedCookie("signin_prefill", { method: "phone", areaCode: "+65" }, 300)))).toBeNull();
  });
});
