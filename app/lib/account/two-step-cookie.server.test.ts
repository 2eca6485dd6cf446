import { describe, expect, it } from "vitest";
import { pendingTwoStepCookie, type PendingTwoStep } from "~/lib/account/two-step-cookie.server";

const PENDING: PendingTwoStep = { tokenKey: "tk-1", phone: "+65 8123****", account: "secure@dolphin.sg", redirectTo: "/pricing" };
/** A request carrying the cookie a Set-Cookie header sets. */
const requestWith = (setCookie: string) => new Request("http://localhost/two-step-verification", { headers: { Cookie: setCookie.split(";")[0] } });

describe("the two-step cookie (signed)", () => {
  it("reads back what it was given", () => {
    expect(pendingTwoStepCookie.read(requestWith(pendingTwoStepCookie.write(PENDING)))).toEqual(PENDING);
    const sent = { ...PENDING, sentAt: 1_795_000_000_000 };
    expect(pendingTwoStepCookie.read(requestWith(pendingTwoStepCookie.write(sent)))).toEqual(sent);
  });

  it("counts an edited, unsigned or malformed cookie as none", () => {
    const cookie = pendingTwoStepCookie.write(PENDING).split(";")[0];
    const [name, value] = cookie.split("=");
    const [payload, mac] = decodeURIComponent(value).split(".");
    const edited = Buffer.from(JSON.stringify({ ...PENDING, account: "someone-else@dolphin.sg" })).toString("base64url");
    for (const forged of [`${edited}.${mac}`, payload, `${payload}.`, `${payload}.${mac}.x`, encodeURIComponent(JSON.stringify(PENDING))]) {
      expect(pendingTwoStepCookie.read(new Request("http://localhost/", { headers: { Cookie: `${name}=${forged}` } }))).toBeNull();
    }
  });
});
