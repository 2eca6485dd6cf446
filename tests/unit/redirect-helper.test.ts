import { describe, expect, it } from "vitest";
import { resolveHelperTarget } from "~/routes/resources/redirect";

const SITE = "https://www.dolphin-securities.sg";
const MOBILE = "https://m.dolphin-securities.sg";

describe("resolveHelperTarget (the redirect helper's allowlist)", () => {
  it("accepts the mobile site, the brokerage's other hosts and site paths", () => {
    expect(resolveHelperTarget(`${MOBILE}/open-account?a=1`, SITE, MOBILE)).toBe(`${MOBILE}/open-account?a=1`);
    expect(resolveHelperTarget("https://download.dolphin-securities.sg/x.dmg", SITE, MOBILE)).toBe("https://download.dolphin-securities.sg/x.dmg");
    expect(resolveHelperTarget("/cn/stocks?HCode=h", SITE, MOBILE)).toBe(`${SITE}/cn/stocks?HCode=h`);
    // A configured mobile site on loopback (development, tests) over plain http.
    expect(resolveHelperTarget("http://127.0.0.1:4130/deposit", SITE, "http://127.0.0.1:4130")).toBe("http://127.0.0.1:4130/deposit");
  });

  it("refuses other hosts, look-alikes, userinfo, other schemes and plain http", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "https://m.dolphin-securities.sg.evil.example/",
      "https://evildolphin-securities.sg/",
      `https://a@m.dolphin-securities.sg/`,
      "http://m.dolphin-securities.sg/",
      "javascript:alert(1)",
      "data:text/html,x",
      "",
      null,
      undefined,
      ["/stocks"],
      "http://127.0.0.1:4130/",
      "https://m.dolphin-securities.sg/\n",
      `${MOBILE}/${"x".repeat(2100)}`,
    ]) {
      expect(resolveHelperTarget(target, SITE, MOBILE), String(target)).toBeNull();
    }
  });

  it("drops a session hand-over key from the target, however it is spelled", () => {
    expect(resolveHelperTarget(`${MOBILE}/a?tokenKe%79=evil&b=1`, SITE, MOBILE)).toBe(`${MOBILE}/a?b=1`);
    expect(resolveHelperTarget(`${MOBILE}/#/open?tokenKey=evil`, SITE, MOBILE)).toBe(`${MOBILE}/#/open`);
    expect(resolveHelperTarget("/stocks?tokenKey=evil", SITE, MOBILE)).toBe(`${SITE}/stocks`);
  });
});
