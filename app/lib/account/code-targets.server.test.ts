import { describe, expect, it } from "vitest";
import { codeWasSentTo, rememberSignUpTarget, type CodeTarget } from "~/lib/account/code-targets.server";

const NOW = Date.UTC(2026, 10, 22, 8);
const MINUTE = 60_000;
/** The request a browser sends after receiving `setCookie` (no cookie when null). */
const requestWith = (setCookie: string | null) => new Request("http://localhost/sign-up", { headers: setCookie ? { Cookie: setCookie.split(";")[0] } : {} });
const email = (address: string): CodeTarget => ({ method: "email", email: address });
const phone = (phoneNumber: string): CodeTarget => ({ method: "phone", areaCode: "+65", phoneNumber });

describe("the sign-up targets a browser had codes sent to", () => {
  it("counts a target for 15 minutes from the send, by the expiry signed into the value", () => {
    const request = requestWith(rememberSignUpTarget(requestWith(null), email("Someone@Example.com"), NOW));
    expect(codeWasSentTo(request, email("someone@example.com"), NOW + 14 * MINUTE)).toBe(true);
    expect(codeWasSentTo(request, email("someone@example.com"), NOW + 15 * MINUTE + 1)).toBe(false);
    expect(codeWasSentTo(request, email("other@example.com"), NOW)).toBe(false);
    expect(codeWasSentTo(requestWith(null), email("someone@example.com"), NOW)).toBe(false);
  });

  it("keeps the last three, so a visitor can switch between phone and email and back", () => {
    let cookie = rememberSignUpTarget(requestWith(null), phone("81234567"), NOW);
    cookie = rememberSignUpTarget(requestWith(cookie), email("a@example.com"), NOW + MINUTE);
    expect(codeWasSentTo(requestWith(cookie), phone("81234567"), NOW + 2 * MINUTE)).toBe(true);
    expect(codeWasSentTo(requestWith(cookie), email("a@example.com"), NOW + 2 * MINUTE)).toBe(true);
    cookie = rememberSignUpTarget(requestWith(cookie), email("b@example.com"), NOW + 2 * MINUTE);
    cookie = rememberSignUpTarget(requestWith(cookie), email("c@example.com"), NOW + 3 * MINUTE);
    expect(codeWasSentTo(requestWith(cookie), phone("81234567"), NOW + 4 * MINUTE)).toBe(false);
    expect(codeWasSentTo(requestWith(cookie), email("a@example.com"), NOW + 4 * MINUTE)).toBe(true);
  });

  it("holds digests, never the email or number itself", () => {
    const cookie = rememberSignUpTarget(requestWith(null), email("someone@example.com"), NOW);
    const payload = decodeURIComponent(cookie.split(";")[0].split("=")[1]).split(".")[0];
    const json = Buffer.from(payload, "base64url").toString("utf8");
    expect(json).not.toContain("someone");
    expect(json).not.toContain("example");
  });
});
