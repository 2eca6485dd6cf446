import { afterEach, describe, expect, it, vi } from "vitest";
import { resetServerEnvCache } from "~/lib/config/env.server";
import { configuredSecurityTxt, defaultExpires, formatSecurityTxt, rfc3339 } from "~/lib/legal/security-txt.server";

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvCache();
});

describe("formatSecurityTxt (RFC 9116)", () => {
  it("writes one field a line: every Contact in order, then Expires, Preferred-Languages, Policy, Canonical", () => {
    const text = formatSecurityTxt({
      contacts: ["mailto:security@example.com", "https://example.com/report"],
      expires: new Date("2027-01-02T03:04:05.678Z"),
      languages: ["en", "zh"],
      policy: "https://example.com/policy",
      canonical: "https://www.example.com/.well-known/security.txt",
    });
    expect(text).toBe(
      [
        "Contact: mailto:security@example.com",
        "Contact: https://example.com/report",
        "Expires: 2027-01-02T03:04:05Z",
        "Preferred-Languages: en, zh",
        "Policy: https://example.com/policy",
        "Canonical: https://www.example.com/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("by default expires 180 days after the request's day, at midnight UTC: ahead, under a year, the same all day", () => {
    const morning = new Date("2026-11-27T00:00:01Z");
    const night = new Date("2026-11-27T23:59:59Z");
    expect(rfc3339(defaultExpires(morning))).toBe("2027-05-26T00:00:00Z");
    expect(defaultExpires(night)).toEqual(defaultExpires(morning));
    expect(defaultExpires(night).getTime() - night.getTime()).toBeLessThan(365 * 86_400_000);
  });

  it("takes the configuration, with sample defaults", () => {
    vi.stubEnv("SECURITY_CONTACT", "mailto:cert@example.org, tel:+65-6000-0000");
    vi.stubEnv("SECURITY_EXPIRES", "2099-12-31T00:00:00+08:00");
    vi.stubEnv("SECURITY_LANGUAGES", "en, zh-Hans, zh-Hant");
    vi.stubEnv("SECURITY_POLICY_URL", "https://example.org/disclosure");
    resetServerEnvCache();
    const fields = configuredSecurityTxt("https://www.example.org", new Date());
    expect(fields).toEqual({
      contacts: ["mailto:cert@example.org", "tel:+65-6000-0000"],
      expires: new Date("2099-12-30T16:00:00Z"),
      languages: ["en", "zh-Hans", "zh-Hant"],
      policy: "https://example.org/disclosure",
      canonical: "https://www.example.org/.well-known/security.txt",
    });
  });

  it("refuses a contact that is not a mailto:, https: or tel: URI, and an Expires in the past", async () => {
    const { serverEnv } = await import("~/lib/config/env.server");
    for (const [name, value] of [
      ["SECURITY_CONTACT", "http://example.com/report"],
      ["SECURITY_CONTACT", "security@example.com"],
      ["SECURITY_EXPIRES", "2001-01-01T00:00:00Z"],
      ["SECURITY_EXPIRES", "next year"],
      ["SECURITY_POLICY_URL", "http://example.com/policy"],
      ["SECURITY_LANGUAGES", "english; chinese"],
    ] as const) {
      vi.stubEnv(name, value);
      resetServerEnvCache();
      expect(() => serverEnv(), `${name}=${value}`).toThrow(name);
      vi.unstubAllEnvs();
    }
  });
});
