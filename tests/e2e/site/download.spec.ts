/**
 * The download pages: a QR code made on the server and both stores on a desktop, the phone's own
 * store first, the futures app, inside the company app, and in Chinese.
 */
import { expect, test } from "../fixtures";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

test.describe("download pages", () => {
  test("desktop visitors get a QR code made on the server, and both stores", async ({ request, sharedPage: page }) => {
    const html = await (await request.get("/download")).text();
    expect(html).toMatch(/data-testid="download-qr"[\s\S]*?<svg[^>]*viewBox=/);
    await page.goto("/download");
    const qr = page.getByTestId("download-qr");
    await expect(qr.locator("svg, img[src^='data:']").first()).toBeVisible();
    await expect(qr.getByRole("img", { name: /QR code/ })).toBeVisible();
    const stores = page.locator("header [data-store]");
    await expect(stores).toHaveCount(2);
    await expect(stores.first()).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    await expect(stores.nth(1)).toHaveAttribute("href", /^https:\/\/play\.google\.com\//);
  });

  test("/download-futures offers the futures app and its features", async ({ sharedPage: page }) => {
    await page.goto("/download-futures");
    await expect(page.locator("header [data-store]").first()).toHaveAttribute("href", /dolphin-futures/);
    await expect(page.getByRole("heading", { name: "Built for futures trading" })).toBeVisible();
    await expect(page.getByText("Real-time margin monitoring")).toBeVisible();
    await expect(page.getByText("iPhone with iOS 15 or later")).toBeVisible();
    await expect(page.getByText("Android phone with Android 9 or later")).toBeVisible();
  });

  test.describe("on an iPhone", () => {
    test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    test("the App Store comes first and there is no QR code", async ({ sharedPage: page }) => {
      await page.goto("/download-app");
      const stores = page.locator("header [data-store]");
      await expect(stores.first()).toHaveAttribute("data-store", "appStore");
      await expect(stores.first()).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
      await expect(page.getByTestId("download-qr")).toHaveCount(0);
    });
  });

  test.describe("inside the company app", () => {
    test.use({ userAgent: `${IPHONE} DolphinApp/5.2.0`, viewport: { width: 390, height: 844 } });
    test("the app's own page says it is already in use and drops the install steps and requirements; the futures app's page keeps them", async ({
      sharedPage: page,
    }) => {
      await page.goto("/download-app");
      await expect(page.locator("[data-in-app]")).toBeVisible();
      await expect(page.locator("#features-heading")).toBeVisible();
      await expect(page.locator("#steps-heading")).toHaveCount(0);
      await expect(page.locator("#requirements-heading")).toHaveCount(0);
      await page.goto("/download-futures");
      await expect(page.locator("#steps-heading")).toBeVisible();
      await expect(page.locator("#requirements-heading")).toBeVisible();
    });
  });

  test.describe("an Android phone 320 px wide", () => {
    test.use({ userAgent: ANDROID, viewport: { width: 320, height: 700 } });
    for (const path of ["/download-futures", "/download-app"]) {
      test(`${path} does not scroll sideways`, async ({ sharedPage: page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      });
    }
    // The store order follows the phone (its user agent), whatever its width: checked on the same load.
    test("/download does not scroll sideways, and Google Play comes first", async ({ sharedPage: page }) => {
      await page.goto("/download");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expect(page.locator("header [data-store]").first()).toHaveAttribute("data-store", "googlePlay");
    });
  });

  test("the download page speaks Chinese under /cn", async ({ sharedPage: page }) => {
    await page.goto("/cn/download-futures");
    await expect(page.getByText("系统要求")).toBeVisible();
    await expect(page.getByText("iOS 15 或以上版本的 iPhone")).toBeVisible();
  });
});
