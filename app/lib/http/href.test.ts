import { describe, expect, it } from "vitest";
import { campaignSearch, localizeHref, redirectHelperHref, withRedirectTo } from "~/lib/http/href";

describe("localizeHref (product.md §Navigation campaign codes)", () => {
  it("adds the locale prefix", () => {
    expect(localizeHref("/stocks", "cn")).toBe("/cn/stocks");
    expect(localizeHref("/", "zh-hk")).toBe("/hk");
    expect(localizeHref("/stocks", "en")).toBe("/stocks");
  });
  it("carries HCode and ICode from the current page when the target lacks them", () => {
    expect(localizeHref("/sign-up", "en", "?HCode=H1&ICode=I1&other=x")).toBe("/sign-up?HCode=H1&ICode=I1");
    expect(localizeHref("/news/3#top", "cn", "?ICode=ABC")).toBe("/cn/news/3?ICode=ABC#top");
  });
  it("keeps the target's own codes", () => {
    expect(localizeHref("/sign-up?HCode=T", "en", "?HCode=H1&ICode=I1")).toBe("/sign-up?HCode=T&ICode=I1");
  });
  it("applies the default HCode only when neither has one", () => {
    expect(localizeHref("/stocks", "en", "", "DEF")).toBe("/stocks?HCode=DEF");
    expect(localizeHref("/stocks", "en", "?HCode=H1", "DEF")).toBe("/stocks?HCode=H1");
    expect(localizeHref("/stocks", "en", "", "")).toBe("/stocks");
  });
  it("answers each locale, query and default apart when asked again (answers are kept)", () => {
    for (let round = 0; round < 2; round++) {
      expect(localizeHref("/stocks", "en", "?HCode=A")).toBe("/stocks?HCode=A");
      expect(localizeHref("/stocks", "en", "?HCode=B")).toBe("/stocks?HCode=B");
      expect(localizeHref("/stocks", "zh-hk", "?HCode=A")).toBe("/hk/stocks?HCode=A");
      expect(localizeHref("/stocks", "en", "", "A")).toBe("/stocks?HCode=A");
      expect(localizeHref("/stocks", "en", `?HCode=${"x".repeat(2000)}`)).toBe(`/stocks?HCode=${"x".repeat(2000)}`);
    }
  });
  it("reads only the first of each campaign code of the current query, whatever else it carries", () => {
    const crafted = `?${"a=1&".repeat(800)}HCode=H1&HCode=H2&q=${"x".repeat(4000)}&ICode=`;
    expect(localizeHref("/stocks", "en", crafted, "DEF")).toBe("/stocks?HCode=H1");
    expect(localizeHref("/pricing?x=1", "cn", crafted)).toBe("/cn/pricing?x=1&HCode=H1");
    expect(localizeHref("/stocks", "en", "?ICode=", "DEF")).toBe("/stocks?HCode=DEF");
  });
  it("extracts the campaign part of a query", () => {
    expect(campaignSearch("?a=1&ICode=x")).toBe("?ICode=x");
    expect(campaignSearch("?a=1")).toBe("");
  });
});

describe("withRedirectTo (links between the sign-in and sign-up pages)", () => {
  it("carries the current redirectTo, encoded, and nothing when there is none", () => {
    expect(withRedirectTo("/sign-in", new URLSearchParams("redirectTo=%2Fopen-account&HCode=x"))).toBe("/sign-in?redirectTo=%2Fopen-account");
    expect(withRedirectTo("/sign-up", new URLSearchParams("redirectTo=/news/1?a=1&b=2".replace("&b", "%26b")))).toBe(
      "/sign-up?redirectTo=%2Fnews%2F1%3Fa%3D1%26b%3D2",
    );
    expect(withRedirectTo("/sign-in", new URLSearchParams("HCode=x"))).toBe("/sign-in");
    expect(withRedirectTo("/sign-in", new URLSearchParams("redirectTo="))).toBe("/sign-in");
  });
});

describe("redirectHelperHref (links to the brokerage's other hosts)", () => {
  it("is the helper's route with the encoded target and the page's locale", () => {
    expect(redirectHelperHref("https://m.dolphin-securities.sg/open-account?a=1&b=2#x", "cn")).toBe(
      "/action/redirect?target=https%3A%2F%2Fm.dolphin-securities.sg%2Fopen-account%3Fa%3D1%26b%3D2%23x&locale=cn",
    );
    const url = new URL(redirectHelperHref("/hk/stocks?HCode=h", "zh-hk"), "https://site.invalid");
    expect(url.searchParams.get("target")).toBe("/hk/stocks?HCode=h");
    expect(url.searchParams.get("locale")).toBe("zh-hk");
  });
});
