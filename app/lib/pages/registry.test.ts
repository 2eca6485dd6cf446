import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { forcedLayout } from "~/lib/pages/page-info.server";
import { PAGES, canonicalPagePath, pageByKey, pageFromPath } from "~/lib/pages/registry";
import { layouts, modules, notInSitemap } from "~/pages.json";

describe("the page registry (app/pages.json)", () => {
  it("has each page rendered by exactly one route module, and each module exists", () => {
    const keys = PAGES.map((page) => page.key);
    expect(new Set(keys).size).toBe(keys.length);
    const rendered = Object.values(modules).flat();
    expect([...rendered].sort()).toEqual([...keys].sort());
    for (const file of Object.keys(modules)) expect(existsSync(`app/${file}`), file).toBe(true);
  });

  it("forces layouts only on pages it has: login on the account pages, h5 on the campaigns", () => {
    for (const key of Object.keys(layouts))
      expect(
        PAGES.some((page) => page.key === key),
        key,
      ).toBe(true);
    expect(forcedLayout(pageByKey("sign-in"))).toBe("login");
    expect(forcedLayout(pageByKey("activity-anniversary"))).toBe("h5");
    expect(forcedLayout(pageByKey("stocks"))).toBeUndefined();
    expect(forcedLayout(undefined)).toBeUndefined();
  });

  it("leaves out of the sitemap only pages it has", () => {
    for (const key of notInSitemap)
      expect(
        PAGES.some((page) => page.key === key),
        key,
      ).toBe(true);
  });

  it("gives the browser's copy no file names", () => {
    for (const page of PAGES) expect(Object.keys(page).sort()).toEqual(expect.arrayContaining(["key", "path"]));
    expect(PAGES.some((page) => "file" in page || "sitemap" in page)).toBe(false);
  });
});

describe("pageFromPath", () => {
  it("finds every page in every locale, with and without its parameter", () => {
    for (const page of PAGES) {
      const path = `/${page.path.replace(/\/:[^/]+\?$/, "")}`;
      for (const prefix of ["", "/cn", "/hk"]) expect(pageFromPath(`${prefix}${path === "/" && prefix ? "" : path}`)?.key, `${prefix}${path}`).toBe(page.key);
    }
    expect(pageFromPath("/news/market-structure-basics")?.key).toBe("news");
    expect(pageFromPath("/cn/help-key/q-1001")?.key).toBe("help-key");
    expect(pageFromPath("/hk/news-list/3")?.key).toBe("news-list");
    expect(pageFromPath("/Stocks")?.key).toBe("stocks");
  });

  it("finds no page for a path that only begins like one (product.md §Routes)", () => {
    for (const path of [
      "/newsletter",
      "/news123",
      "/news.html",
      "/help-keyfoo",
      "/news-listing",
      "/news-center.css",
      "/cn/newsletter",
      "/hk/help-keyx/q-1",
      "/stocksx",
      "/news/1/2",
      "/xx/stocks",
    ]) {
      expect(pageFromPath(path), path).toBeUndefined();
    }
  });
});

describe("canonicalPagePath", () => {
  it("writes the locale prefix and the page's own segments as registered, an id as sent, no trailing slash", () => {
    const cases: Array<[string, string]> = [
      ["/STOCKS", "/stocks"],
      ["/cn/Stocks", "/cn/stocks"],
      ["/CN/stocks", "/cn/stocks"],
      ["/Hk", "/hk"],
      ["/HK/", "/hk"],
      ["/NEWS-CENTER", "/news-center"],
      ["/LEGAL/Privacy-Policy", "/legal/privacy-policy"],
      ["/Help-Key/q-account-open-singpass", "/help-key/q-account-open-singpass"],
      ["/hk/HELP-KEY/Q-Mixed", "/hk/help-key/Q-Mixed"],
      ["/News/AbC123", "/news/AbC123"],
      ["/%73tocks", "/stocks"],
      ["/stocks//", "/stocks"],
      ["/", "/"],
      // Slashes that end a path are a trailing slash, home's too.
      ["//", "/"],
      ["/cn//", "/cn"],
      ["/cn", "/cn"],
      ["/stocks", "/stocks"],
    ];
    for (const [sent, canonical] of cases) expect(canonicalPagePath(sent), sent).toBe(canonical);
  });
  it("answers undefined for a path that is no page, an empty segment included", () => {
    for (const path of ["//stocks", "/cn//stocks", "/en/stocks", "/stocks/extra", "/newsletter", "/xx/stocks", "//evil.example", "/cn/cn/stocks"])
      expect(canonicalPagePath(path), path).toBeUndefined();
  });
  it("answers undefined for a page's path that no redirect may name: a backslash or a control character in an id, over 2,048 characters", () => {
    for (const path of [
      "/News/%5Cevil.example",
      "/news/%5cevil.example",
      "/NEWS/%0d%0aSet-Cookie:%20x=1",
      "/cn/help-key/%09x",
      "/Help-Key/%7F",
      "/news/%00",
      "/news/%5Cevil.example/",
      `/News/${"a".repeat(5_000)}`,
      `/news/${"a".repeat(2_043)}`,
    ])
      expect(canonicalPagePath(path), path.slice(0, 60)).toBeUndefined();
    // Up to the limit, and other encoded characters, an id is kept as sent.
    expect(canonicalPagePath(`/News/${"a".repeat(2_042)}`)).toBe(`/news/${"a".repeat(2_042)}`);
    expect(canonicalPagePath("/News/%E4%B8%AD%2F1")).toBe("/news/%E4%B8%AD%2F1");
  });
});
