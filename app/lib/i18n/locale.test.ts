import { describe, expect, it } from "vitest";
import { cookieLocale, remixI18next, urlLocale } from "~/lib/i18n/i18n.server";
import { localeFromPrefix, localizePath, stripLocale } from "~/lib/i18n/locale";

const req = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("locale prefixes", () => {
  it("reads the prefix of a path", () => {
    expect(localeFromPrefix("/cn/stocks")).toBe("cn");
    expect(localeFromPrefix("/hk")).toBe("zh-hk");
    expect(localeFromPrefix("/stocks")).toBeNull();
    expect(localeFromPrefix("/")).toBeNull();
    expect(localeFromPrefix("/cnx/stocks")).toBeNull();
    expect(localeFromPrefix("/en/stocks")).toBeNull();
  });
  it("strips and adds prefixes", () => {
    expect(stripLocale("/cn/stocks")).toBe("/stocks");
    expect(stripLocale("/cn")).toBe("/");
    expect(stripLocale("/hk/news/1")).toBe("/news/1");
    expect(stripLocale("/stocks")).toBe("/stocks");
    expect(localizePath("/", "cn")).toBe("/cn");
    expect(localizePath("/stocks", "zh-hk")).toBe("/hk/stocks");
    expect(localizePath("/stocks", "en")).toBe("/stocks");
  });
});

describe("locale detection order: prefix → cookie → en (product.md §Locales)", () => {
  it("the prefix wins over the cookie", async () => {
    expect(await remixI18next.getLocale(req("/cn/about", "locale=zh-hk"))).toBe("cn");
    expect(await remixI18next.getLocale(req("/hk/about", "locale=cn"))).toBe("zh-hk");
  });
  it("with no prefix the cookie decides", async () => {
    expect(await remixI18next.getLocale(req("/about", "locale=cn"))).toBe("cn");
    expect(await remixI18next.getLocale(req("/about", "locale=zh-hk"))).toBe("zh-hk");
  });
  it("falls back to en for no cookie, an unknown cookie value or a garbage cookie header", async () => {
    expect(await remixI18next.getLocale(req("/about"))).toBe("en");
    expect(await remixI18next.getLocale(req("/about", "locale=fr"))).toBe("en");
    expect(await remixI18next.getLocale(req("/about", "locale=%E0%A4%A"))).toBe("en");
    expect(await remixI18next.getLocale(req("/about", ";;;==;locale"))).toBe("en");
  });
  it("separates the URL and the cookie sources", () => {
    expect(urlLocale(req("/cn"))).toBe("cn");
    expect(urlLocale(req("/"))).toBeNull();
    expect(cookieLocale(req("/", "locale=cn; other=1"))).toBe("cn");
    expect(cookieLocale(req("/", "locale="))).toBeNull();
  });
});
