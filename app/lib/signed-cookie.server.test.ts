import { describe, expect, it } from "vitest";
import * as z from "zod";
import { clearSignedCookie, readSignedCookie, signedCookie } from "~/lib/signed-cookie.server";

/** A request carrying, under `name`, the value a Set-Cookie header sets. */
const requestWith = (setCookie: string, name?: string) => {
  const [pair] = setCookie.split(";");
  const value = pair.slice(pair.indexOf("=") + 1);
  return new Request("http://localhost/", { headers: { Cookie: `${name ?? pair.slice(0, pair.indexOf("="))}=${value}` } });
};

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
