/**
 * The backport of react-router 7.18.0's fix for GHSA-wrjc-x8rr-h8h6 (patches/@remix-run+router+
 * 1.23.4+002+backslash-paths.patch, docs/patches.md): the router resolves a navigation target whose
 * leading separators mix "\" and "/" to a path of this site, as it resolves "//host" (the fix of
 * GHSA-jjmj-jmhj-qwj2 in router 1.23.4), instead of keeping a path that browsers read as another host.
 */
import { resolvePath, resolveTo } from "@remix-run/router";
import { describe, expect, it } from "vitest";

describe("router: navigation targets with mixed leading separators", () => {
  const cases: Array<[string, string]> = [
    ["/\\evil.example", "/evil.example"],
    ["\\/evil.example", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["/\\/\\evil.example/x", "/evil.example/x"],
    ["//evil.example", "/evil.example"],
    ["/help-key/\\\\a", "/help-key/a"],
    // Tabs and newlines, which the URL parser drops, between separators.
    ["/\t/evil.example", "/evil.example"],
    ["/\\\n\r/evil.example", "/evil.example"],
  ];
  for (const [to, pathname] of cases) {
    it(`resolvePath(${JSON.stringify(to)}) is ${pathname}`, () => {
      expect(resolvePath(to, "/pricing").pathname).toBe(pathname);
    });
    it(`resolveTo(${JSON.stringify(to)}) from a page is ${pathname}`, () => {
      expect(resolveTo(to, ["/"], "/cn/pricing").pathname).toBe(pathname);
    });
  }

  // From the root route a relative target is joined to "/": "\\evil.example" became "/\\evil.example".
  for (const to of ["\\evil.example", "\t\\evil.example", "\t/evil.example", "\t//evil.example", "\\\t/evil.example"]) {
    it(`resolveTo(${JSON.stringify(to)}) from the root route is /evil.example`, () => {
      expect(resolveTo(to, ["/"], "/").pathname).toBe("/evil.example");
    });
  }

  it("leaves ordinary paths, queries and fragments alone", () => {
    expect(resolvePath("/cn/stocks?HCode=a#fees", "/").pathname).toBe("/cn/stocks");
    expect(resolvePath("../faq", "/hk/help-center").pathname).toBe("/hk/faq");
    expect(resolvePath("/news/a\\b", "/").pathname).toBe("/news/a\\b");
  });
});
