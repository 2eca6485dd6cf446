import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KEYED_COOKIES, keyedCookiePattern, readKeyedCookie } from "~/lib/http/keyed-cookies.server";

const withCookie = (cookie: string | null) => new Request("http://localhost/", { headers: cookie === null ? {} : { Cookie: cookie } });
const consent = (cookie: string | null) => readKeyedCookie(withCookie(cookie), "consent", KEYED_COOKIES.consent);

describe("readKeyedCookie", () => {
  it("reads the first pair named exactly so, its value as sent, between any spaces and tabs", () => {
    expect(consent("consent=granted")).toBe("granted");
    expect(consent("a=1; consent=denied; b=2")).toBe("denied");
    expect(consent("a=1;\tconsent=granted")).toBe("granted");
    expect(consent("a=1;consent=granted \t")).toBe("granted");
    expect(consent("consent=denied; consent=granted")).toBe("denied");
    // A pair named otherwise before it does not hide it.
    expect(consent("Consent=denied; consent=granted")).toBe("granted");
    expect(consent("xconsent=denied; consent=granted")).toBe("granted");
    expect(consent("consent; consent=granted")).toBe("granted");
  });

  it("reads no value from any other spelling: percent-encoded, quoted, another case, a comma list, spaces about the =", () => {
    for (const header of [
      null,
      "",
      "consent=%67ranted",
      "consent=%64enied",
      'consent="granted"',
      "consent=Granted",
      "Consent=granted",
      "CONSENT=granted",
      "consen%74=granted",
      "consent =granted",
      "consent= granted",
      "a=1, consent=granted",
      "consent=granted, a=1",
      "consent=grantedx",
      "consent=; consent=granted",
      "consent=yes; consent=granted",
    ]) {
      expect(consent(header), String(header)).toBeNull();
    }
  });

  it("reads the locale preference by the same grammar", () => {
    const locale = (cookie: string) => readKeyedCookie(withCookie(cookie), "locale", KEYED_COOKIES.locale);
    expect(locale("locale=zh-hk")).toBe("zh-hk");
    expect(locale("x=1;\t locale=cn")).toBe("cn");
    expect(locale("locale=zh%2Dhk")).toBeNull();
    expect(locale("locale=zh-HK")).toBeNull();
    expect(locale("Locale=cn")).toBeNull();
  });

  it("answers a long header in linear time (the pattern cannot backtrack without bound)", () => {
    const header = `${"a=b;".repeat(2_000)}consent=granted`;
    expect(consent(header)).toBe("granted");
    expect(consent(`${";".repeat(8_000)}x`)).toBeNull();
  });
});

describe("deploy/nginx.conf keys the same cookies by the same patterns", () => {
  const conf = readFileSync(new URL("../../../deploy/nginx.conf", import.meta.url), "utf8");
  /** The entries of the map whose result variable is `variable`: [pattern, result] pairs. */
  const mapEntries = (variable: string) => {
    const block = new RegExp(`map \\$http_cookie \\$${variable} \\{([^}]*)\\}`).exec(conf)?.[1];
    expect(block, `map $http_cookie $${variable}`).toBeDefined();
    return [...block!.matchAll(/^\s*"~([^"]+)"\s+([^;\s]+);/gm)].map(([, pattern, result]) => [pattern, result]);
  };

  it("one map entry per keyed value, the pattern keyedCookiePattern writes", () => {
    expect(mapEntries("locale_pref")).toEqual(KEYED_COOKIES.locale.map((value) => [keyedCookiePattern("locale", value), value]));
    expect(mapEntries("consent_state")).toEqual(KEYED_COOKIES.consent.map((value) => [keyedCookiePattern("consent", value), value]));
    expect(conf).not.toMatch(/\$cookie_(consent|locale)\b/);
  });

  it("bypasses every header the site reads a session or a toast from", async () => {
    const { readSession } = await import("~/lib/session/cookies.server");
    const bypass = /"~\*([^"]+)" 1;/.exec(/map \$http_cookie \$session_request \{([^}]*)\}/.exec(conf)![1])![1];
    const sessionPattern = new RegExp(bypass, "i");
    for (const header of ["token=t", "a=1;\ttoken=t", "a=1 ;  uuid=u", "x=1; clock=c", "toast=x", "a=1, token=t", "Token=t", "a=1;\t token \t= t"]) {
      expect(sessionPattern.test(header), header).toBe(true);
    }
    for (const header of ["tokens=t", "mytoken=t", "consent=granted; locale=cn"]) expect(sessionPattern.test(header), header).toBe(false);
    // Whatever the site reads as signed in, nginx bypasses.
    for (const header of ["token=t", "a=1;\ttoken=t", "a=1;token =t", '"x=1; token="t"', "a=1; token=%74"]) {
      if (readSession(withCookie(header)).isLogin) expect(sessionPattern.test(header), header).toBe(true);
    }
  });
});
