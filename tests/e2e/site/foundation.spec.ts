/**
 * Every route in every locale, <html lang>, headings, 404s, the language switch without
 * JavaScript, the h5 layout for phones, the news tabs from the sandbox, error pages.
 */
import { readFileSync } from "node:fs";
import type { Response } from "@playwright/test";
import { decode } from "html-entities";
import { SITE_PORT } from "../../../playwright.config";
import { expect, hydrated, test } from "../fixtures";

const ORIGIN = `http://localhost:${SITE_PORT}`;
import { AUTH_PAGES, FLOW_PAGES, LOCALES, PAGES, heading, pageUrl } from "../pages";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? decode(match[1].replace(/<[^>]+>/g, "")).trim() : "";
}

for (const locale of LOCALES) {
  test(`every page answers in ${locale.id} with its heading and <html lang="${locale.htmlLang}">`, async ({ request }) => {
    for (const page of PAGES) {
      const url = pageUrl(locale.prefix, page);
      const response = await request.get(url, { maxRedirects: 0 });
      if (AUTH_PAGES.has(page.key) && response.status() === 302) {
        expect(response.headers().location, url).toContain("/sign-in?redirectTo=");
        continue;
      }
      if (FLOW_PAGES.has(page.key)) {
        expect(response.status(), url).toBe(302);
        expect(response.headers().location, url).toBe(locale.prefix || "/");
        continue;
      }
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${locale.htmlLang}"`);
      expect(h1Of(html), url).toBe(heading(locale.id, page.key));
      expect(html, url).not.toMatch(/\bTODO\b|Lorem ipsum/);
      const layout = /<body data-layout="(\w+)"/.exec(html)?.[1];
      expect(layout, url).toBe(page.layout ?? "default");
    }
  });
}

test.describe("404", () => {
  for (const url of ["/no-such-page", "/cn/no-such-page", "/hk/stocks/extra", "/fr/stocks", "/en/stocks", "/cnx", "/activity/unknown"]) {
    test(`${url} is the 404 page`, async ({ sharedPage: page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      const expected = url.startsWith("/cn/") ? "页面不存在" : url.startsWith("/hk/") ? "找不到此頁面" : "This page could not be found";
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected);
      await expect(page.getByRole("link", { name: /Go back home|返回首页|返回首頁/ })).toBeVisible();
      const brand = url.startsWith("/cn/") ? "海豚证券" : url.startsWith("/hk/") ? "海豚證券" : "Dolphin Securities";
      await expect(page).toHaveTitle(`${expected} | ${brand}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("one address per page: a trailing slash redirects, other spellings name the registry's URL as canonical", async ({ request, sharedPage: page }) => {
    for (const [from, to] of [
      ["/stocks/?HCode=a", "/stocks?HCode=a"],
      ["/cn/", "/cn"],
      ["//evil.example/", "/evil.example"],
      ["/cn/pricing//", "/cn/pricing"],
    ]) {
      const response = await request.get(`${ORIGIN}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
    await page.goto("/Stocks");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/stocks`);
    await page.goto("/cn/PRICING");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/cn/pricing`);
  });

  test("a garbage cookie and an oversized query string still give a clear page", async ({ page, context }) => {
    await context.addCookies([
      { name: "locale", value: "%%%garbage", url: ORIGIN },
      { name: "token", value: "x".repeat(300), url: ORIGIN },
    ]);
    const response = await page.goto(`/stocks?${"a[b][c][d][e][f][g]=1&".repeat(200)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("en", "stocks"));
  });
});

test.describe("error pages (product.md §Errors)", () => {
  test("a route error shows its status and message with a link home", async ({ sharedPage: page }) => {
    const response = await page.goto("/__test/status-418");
    expect(response?.status()).toBe(418);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("I'm a teapot");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "418");
    await expect(page.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
  });

  test("an error's statusCode is used, default 500", async ({ sharedPage: page }) => {
    expect((await page.goto("/__test/status-503"))?.status()).toBe(503);
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "503");
    expect((await page.goto("/__test/throw"))?.status()).toBe(500);
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "500");
  });

  test("a failure inside the error page shows its own message", async ({ sharedPage: page }) => {
    await page.goto("/__test/render-failure");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("An error occurred while showing the error page");
    await expect(page.getByRole("link", { name: "Go back home" })).toBeVisible();
  });
});

test.describe("language switch", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("switches to Chinese on the same page with its query, and remembers it", async ({ page, context }) => {
      await page.goto("/stocks?HCode=H7&x=1");
      await page
        .locator("footer")
        .getByRole("button", { name: /简体中文/ })
        .click();
      await expect(page).toHaveURL(/\/cn\/stocks\?HCode=H7&x=1$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
      const cookie = (await context.cookies()).find((c) => c.name === "locale");
      expect(cookie?.value).toBe("cn");
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie?.path).toBe("/");
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
      // An unprefixed URL now redirects to the remembered locale.
      await page.goto("/about");
      await expect(page).toHaveURL(/\/cn\/about$/);
      await page
        .locator("footer")
        .getByRole("button", { name: /English/ })
        .click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test("with JavaScript it lands on the same page in Traditional Chinese", async ({ sharedPage: page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page
      .locator("footer")
      .getByRole("button", { name: /繁體中文/ })
      .click();
    await expect(page).toHaveURL(/\/hk\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("zh-hk", "pricing"));
  });
});

test.describe("layouts", () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  test("a phone gets the h5 layout in the first HTML", async ({ request }) => {
    const html = await (await request.get("/stocks", { headers: { "User-Agent": IPHONE } })).text();
    expect(html).toContain('data-layout="h5"');
  });
  test("login pages keep the login layout on a phone", async ({ sharedPage: page }) => {
    await page.goto("/sign-in");
    await expect(page.locator("body")).toHaveAttribute("data-layout", "login");
  });
});

test("a page that ends in a coloured band meets the footer without a white strip; one that ends in text keeps the space", async ({ sharedPage: page }) => {
  for (const path of ["/", "/cn/pricing", "/help-center"]) {
    await page.goto(path);
    const gap = await page.evaluate(() => {
      const footer = document.querySelector(".site-footer")!.getBoundingClientRect();
      const bands = [...document.querySelectorAll("main .section")];
      return footer.top - bands[bands.length - 1].getBoundingClientRect().bottom;
    });
    expect(gap, path).toBe(0);
  }
  for (const path of ["/legal/privacy-policy", "/feedback"]) {
    await page.goto(path);
    const gap = await page.evaluate(
      () => document.querySelector(".site-footer")!.getBoundingClientRect().top - document.querySelector("main")!.getBoundingClientRect().bottom,
    );
    expect(gap, path).toBe(48);
  }
});

test("the institutional page leads a company with an account to the institutional sign-in", async ({ sharedPage: page }) => {
  await page.goto("/institution");
  await page.locator("main").getByRole("link", { name: "Institutional sign-in" }).click();
  await expect(page).toHaveURL(/\/sign-in-institutional$/);
  await page.goto("/hk/institution");
  await expect(page.locator("main").getByRole("link", { name: "機構登入" })).toHaveAttribute("href", "/hk/sign-in-institutional");
});

test("the company app hides the site header and footer", async ({ request }) => {
  const html = await (await request.get("/stocks", { headers: { "User-Agent": `${IPHONE} DolphinApp/5.2.0` } })).text();
  expect(html).toContain('data-layout="h5"');
  expect(html).not.toContain('class="site-header');
  expect(html).not.toContain('class="site-footer');
});

test("a campaign page gives its end date in the locale's format (product.md §Locales), and says when it has ended", async ({ sharedPage: page }) => {
  // Today in Singapore; the two running campaigns end on 2026-12-31.
  const running = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Singapore" }).format(new Date()) <= "2026-12-31";
  for (const [path, line] of [
    ["/activity/anniversary", running ? "Offer ends 31 Dec, 2026" : "Ended 31 Dec, 2026"],
    ["/cn/market/new-user", running ? "活动截止 2026-12-31" : "已结束 2026-12-31"],
    ["/hk/activity/stock-aug", "已結束 2026-08-31"],
    ["/activity/stock-aug", "Ended 31 Aug, 2026"],
  ]) {
    await page.goto(path);
    const end = page.locator(".hero-points li").filter({ has: page.locator("time") });
    await expect(end, path).toHaveText(line);
  }
});

test("the promotions page lists the running campaigns, each with its end date and a link to its page", async ({ sharedPage: page }) => {
  for (const [prefix, details] of [
    ["", "See the campaign"],
    ["/hk", "查看活動詳情"],
  ]) {
    await page.goto(`${prefix}/promotions`);
    const links = page.locator(".offer").getByRole("link", { name: new RegExp(`^${details}`) });
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))).toEqual(
      ["/activity/anniversary", "/activity/smart-order", "/activity/stock"].map((path) => `${prefix}${path}`),
    );
    // Each card says when its offer ends.
    for (const card of await page.locator(".offer").filter({ has: links }).all())
      await expect(card.locator(".offer__ends time")).toHaveAttribute("datetime", /^20\d\d-\d\d-\d\d$/);
  }
  await page.goto("/promotions");
  await page
    .locator(".offer")
    .getByRole("link", { name: /^See the campaign: Smart order reward/ })
    .click();
  await expect(page).toHaveURL(/\/activity\/smart-order$/);
});

test("the home page shows the sandbox's news tabs in each locale", async ({ sharedPage: page }) => {
  await page.goto("/");
  const tabs = page.getByTestId("news-tabs").getByRole("link");
  await expect(tabs).toHaveCount(3);
  await expect(page.locator(".news-tabs")).toContainText("Choose a topic to read the latest articles");
  const english = await tabs.allTextContents();
  await page.goto("/cn");
  await expect(page.locator(".news-tabs")).toContainText("选择主题阅读最新文章");
  const chinese = await page.getByTestId("news-tabs").getByRole("link").allTextContents();
  expect(chinese).toHaveLength(3);
  expect(chinese).not.toEqual(english);
});

test("internal links carry HCode and ICode in the server-rendered HTML", async ({ request }) => {
  const html = await (await request.get("/cn/stocks?HCode=H1&ICode=I9")).text();
  expect(html).toContain('href="/cn/pricing?HCode=H1&amp;ICode=I9"');
});

test("canonical and hreflang alternates", async ({ sharedPage: page }) => {
  await page.goto("/hk/futures");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/hk/futures`);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", `${ORIGIN}/futures`);
  await expect(page.locator('link[hreflang="zh-CN"]')).toHaveAttribute("href", `${ORIGIN}/cn/futures`);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", `${ORIGIN}/futures`);
});

test("the browser loads only its own locale's texts, under the texts' version, cached immutably", async ({ page }) => {
  const localeResponses: Response[] = [];
  page.on("response", (r) => {
    if (r.url().includes("/locales/")) localeResponses.push(r);
  });
  await page.goto("/cn/stocks");
  await hydrated(page);
  expect(localeResponses.map((r) => new URL(r.url()).pathname)).toEqual(["/locales/cn"]);
  // The version is the texts' own (the root data's), so that a deployment changing only texts
  // changes the URL; an old or missing version is answered but not kept.
  const version = new URL(localeResponses[0].url()).searchParams.get("v");
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  expect(localeResponses[0].headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const stale = await page.request.get("/locales/cn?v=000000000000");
  expect(stale.headers()["cache-control"]).toBe("public, no-cache");
});

test("/healthz answers 200 with JSON", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("scripts and stylesheets are sent precompressed: brotli, else gzip, else as they are", async ({ request }) => {
  const { get } = await import("node:http");
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  /** The raw answer, undecoded (Playwright's client would decode it). */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer; status: number }>((resolve, reject) => {
      get({ host: "127.0.0.1", port: SITE_PORT, path, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }));
      }).on("error", reject);
    });
  const html = await (await request.get("/")).text();
  const largest = async (pattern: RegExp) => {
    const assets = [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];
    const sized = await Promise.all(assets.map(async (asset) => ({ asset, bytes: (await raw(asset, "identity")).body.length })));
    return sized.sort((a, b) => b.bytes - a.bytes)[0].asset;
  };
  for (const asset of [await largest(/(?:href|src)="(\/build\/[^"]+\.js)"/g), await largest(/href="(\/build\/[^"]+\.css)"/g)]) {
    const plain = await raw(asset, "identity");
    expect(plain.status, asset).toBe(200);
    expect(plain.headers["content-encoding"], asset).toBeUndefined();
    const brotli = await raw(asset, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"], asset).toBe("br");
    expect(brotli.headers.vary, asset).toMatch(/Accept-Encoding/i);
    expect(brotli.headers["cache-control"], asset).toContain("immutable");
    // The same type (a module script needs a JavaScript one); the charset's case may differ.
    expect(String(brotli.headers["content-type"]).toLowerCase(), asset).toBe(String(plain.headers["content-type"]).toLowerCase());
    expect(brotliDecompressSync(brotli.body).equals(plain.body), asset).toBe(true);
    const gzip = await raw(asset, "gzip");
    expect(gzip.headers["content-encoding"], asset).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body), asset).toBe(true);
    // The very files the build wrote (scripts/build/precompress.mjs), not compressed again per request.
    expect(brotli.body.equals(readFileSync(`public${asset}.br`)), `${asset}.br`).toBe(true);
    expect(gzip.body.equals(readFileSync(`public${asset}.gz`)), `${asset}.gz`).toBe(true);
    expect(Number(gzip.headers["content-length"]), asset).toBe(gzip.body.length);
    // The build's files are the best each compressor makes: smaller than gzip at compression()'s level.
    expect(brotli.body.length, asset).toBeLessThan(gzip.body.length);
    expect(gzip.body.length, asset).toBeLessThan(plain.body.length / 2);
  }
  // A file that is not there is a 404 whatever the encoding asked (no fall-through to the pages).
  expect((await raw("/build/no-such-file.js", "br")).status).toBe(404);
});
