import { afterEach, describe, expect, it } from "vitest";
import { consentCookie, consentState, readConsent } from "~/lib/analytics/consent.server";
import { resetServerEnvCache } from "~/lib/config/env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvCache();
});

const request = (cookie?: string, path = "/sign-in") => new Request(`http://site.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("consent", () => {
  it("reads granted and denied, and anything else as no choice", () => {
    expect(readConsent(request("consent=granted"))).toBe("granted");
    expect(readConsent(request("a=1; consent=denied"))).toBe("denied");
    expect(readConsent(request("consent=yes"))).toBeNull();
    expect(readConsent(request())).toBeNull();
  });

  it("keeps the choice 365 days, for the whole site, Lax, HttpOnly, Secure in production", () => {
    process.env.NODE_ENV = "production";
    resetServerEnvCache();
    expect(consentCookie("granted")).toBe("consent=granted; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax");
    process.env.NODE_ENV = "development";
    resetServerEnvCache();
    expect(consentCookie("denied")).toBe("consent=denied; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
  });

  it("hands out the tag-manager id only after Accept, and asks until a choice is kept or when ?cookies asks again", () => {
    process.env.TAG_MANAGER_ID = "GTM-ABC123";
    resetServerEnvCache();
    expect(consentState(request())).toEqual({ tagManagerId: null, askConsent: true, consentConfigurable: true });
    expect(consentState(request("consent=granted"))).toEqual({ tagManagerId: "GTM-ABC123", askConsent: false, consentConfigurable: true });
    expect(consentState(request("consent=denied"))).toEqual({ tagManagerId: null, askConsent: false, consentConfigurable: true });
    expect(consentState(request("consent=denied", "/about?cookies"))).toEqual({ tagManagerId: null, askConsent: true, consentConfigurable: true });
    delete process.env.TAG_MANAGER_ID;
    resetServerEnvCache();
    expect(consentState(request())).toEqual({ tagManagerId: null, askConsent: false, consentConfigurable: false });
  });
});
