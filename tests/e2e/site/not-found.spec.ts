/**
 * product.md §Routes and §Errors: every path that is not a page is the 404 page with status 404,
 * in every locale, including paths that only begin like a page ("/newsletter" once answered 200
 * with the news article page); a malformed path ("/stocks%ZZ") is the site's 400 page, translated,
 * with a way home. JavaScript off (the server's page) and on (hydrated, and reached by a client
 * navigation).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, seriousAxeViolations, test } from "../fixtures";

const LOCALES = [
  { prefix: "", notFound: "This page could not be found", badRequest: "This request is not valid", home: "Go back home", brand: "Dolphin Securities" },
  { prefix: "/cn", notFound: "页面不存在", badRequest: "此请求无效", home: "返回首页", brand: "海豚证券" },
  { prefix: "/hk", notFound: "找不到此頁面", badRequest: "此請求無效", home: "返回首頁", brand: "海豚證券" },
] as const;

/** Paths that begin like a page's: each once answered 200 with that page's content and title. */
const LOOK_ALIKES = ["/newsletter", "/news123", "/news.html", "/help-keyfoo", "/news-listing", "/news-center.css"];
/** Malformed percent-encodings: a bad escape, an escape of no UTF-8 character, in a page's parameter. */
const MALFORMED = ["/stocks%ZZ", "/%C0", "/news/%E4%ZZ"];

async function expectErrorPage(page: Page, locale: (typeof LOCALES)[number], status: 400 | 404) {
  const text = status === 404 ? locale.notFound : locale.badRequest;
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", String(status));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
  await expect(page.getByRole("link", { name: locale.home })).toHaveAttribute("href", locale.prefix || "/");
  await expect(page).toHaveTitle(`${text} | ${locale.brand}`);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`error pages of paths that are no page, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    // Each test loads (and with JavaScript hydrates) several pages.
    if (javaScriptEnabled) test.slow();

    for (const locale of LOCALES) {
      test(`a path that only begins like a page is the 404 page in ${locale.prefix || "/"}`, async ({ sharedPage: page }) => {
        for (const path of LOOK_ALIKES) {
          const response = await page.goto(`${locale.prefix}${path}`);
          expect(response?.status(), path).toBe(404);
          if (javaScriptEnabled) await hydrated(page);
          await expectErrorPage(page, locale, 404);
        }
      });

      test(`a malformed path is the 400 page in ${locale.prefix || "/"}`, async ({ sharedPage: page }) => {
        for (const path of MALFORMED) {
          const response = await page.goto(`${locale.prefix}${path}`);
          expect(response?.status(), path).toBe(400);
          expect(response?.headers()["content-type"], path).toContain("text/html");
          if (javaScriptEnabled) await hydrated(page);
          await expectErrorPage(page, locale, 400);
        }
        // The 400 page is the 404 page's markup with its own text: axe once per locale.
        if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }

    test("the pages that look alike, and the detail pages with their ids, still answer", async ({ sharedPage: page }) => {
      for (const path of [
        "/news",
        "/news-center",
        "/news-list",
        "/help-key",
        "/news/market-etf-basics",
        "/cn/help-key/q-funding-paynow",
        "/hk/news-list/market",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("[data-status]"), path).toHaveCount(0);
      }
    });
  });
}

test("a client navigation to a path that only begins like a page shows the 404 page", async ({ sharedPage: page }) => {
  await page.goto("/cn/news-center");
  await hydrated(page);
  // What a link's click does: the router's own navigation, with the lazy route discovery's request.
  const manifest = page.waitForResponse((response) => response.url().includes("/__manifest?") && response.url().includes("newsletter"));
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/cn/newsletter"));
  expect((await manifest).status()).toBe(200);
  await expect(page).toHaveURL(/\/cn\/newsletter$/);
  await expectErrorPage(page, LOCALES[1], 404);
});
