/**
 * The device and app rules: the first server render by user agent, and the pages inside the company
 * app.
 */
import type { Page } from "@playwright/test";
import { test, uniqueEmail } from "../fixtures";
import { IPHONE, ORIGIN, PASSWORD, expect, hydrated, signIn } from "./helpers";

test.describe.configure({ timeout: 60_000 });

const IN_APP = `${IPHONE} DolphinApp/3.2.0`;

// 10. Device and app ---------------------------------------------------------------------------

test.describe("10. device and app", () => {
  test.describe("first server render", () => {
    test.use({ javaScriptEnabled: false, userAgent: IPHONE });
    test("device flags reach components in the server HTML (a phone)", async ({ sharedPage: page }) => {
      await page.goto("/stocks");
      await expect(page.locator("a[data-chat-launcher]")).toHaveAttribute("data-device", "h5");
      const device = await page.evaluate(() => document.documentElement.outerHTML.match(/"device":(\{[^}]*\})/)?.[1] ?? "");
      expect(JSON.parse(device.replace(/\\"/g, '"'))).toMatchObject({ isH5: true, isIos: true, isPC: false, inCompanyApp: false });
    });
  });

  test.describe("inside the company app", () => {
    test.use({ userAgent: IN_APP, viewport: { width: 390, height: 844 } });

    async function captureAppLinks(page: Page): Promise<void> {
      // Stands in for the app's bridge: takes the URL over instead of the scheme navigation.
      await page.addInitScript(() => {
        const opened: string[] = [];
        (window as unknown as { __appLinks: string[] }).__appLinks = opened;
        window.addEventListener("dolphin:app-link", (event) => {
          event.preventDefault();
          opened.push((event as CustomEvent<{ url: string }>).detail.url);
        });
      });
    }
    const appLinks = (page: Page) => page.evaluate(() => (window as unknown as { __appLinks: string[] }).__appLinks);

    test("the chat button steps aside while a form field has the focus (the app and phones alike)", async ({ sharedPage: page }) => {
      for (const [path, field] of [
        ["/hk/feedback", "textarea"],
        ["/sign-in", "input[type=password]"],
      ]) {
        await page.goto(path);
        const launcher = page.locator("a[data-chat-launcher]");
        await expect(launcher, path).toBeVisible();
        await page.locator(`form ${field}`).first().focus();
        await expect(launcher, path).toBeHidden();
        await page.locator(`form ${field}`).first().blur();
        await expect(launcher, path).toBeVisible();
      }
    });

    test("with no footer, the page scrolls the last button clear of the chat button", async ({ sharedPage: page }) => {
      for (const path of ["/", "/cn/activity/anniversary", "/hk/help-center"]) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const launcher = (await page.locator("a[data-chat-launcher]").boundingBox())!;
        const last = (await page.locator("main a, main button").last().boundingBox())!;
        expect(last.y + last.height, `${path}: the last control ends above the chat button`).toBeLessThanOrEqual(launcher.y);
      }
    });

    test("the app opens accounts itself, and nothing asks to download the app it is in", async ({ sharedPage: page, sandbox }) => {
      await page.goto("/stocks");
      const open = page.locator('a[data-app-link="open-account"]');
      await expect(open.first()).toHaveAttribute("href", "dolphinapp://open-account");
      await expect(page.locator('a[href="/download"], a[href^="/download?"]')).toHaveCount(0);
      await page.goto("/download-app");
      await expect(page.locator("[data-in-app]")).toContainText("already using");
      await expect(page.locator("[data-store]")).toHaveCount(0);
      // The futures app is another app: its stores stay.
      await page.goto("/download-futures");
      await expect(page.locator("[data-store]").first()).toBeVisible();
      // Two-step verification is changed in the app's security settings: one tap away.
      const email = uniqueEmail("inapp-2sv");
      await sandbox.createUser({ email, password: PASSWORD });
      await signIn(page, email);
      await expect(page).not.toHaveURL(/sign-in/);
      await page.goto("/two-step-verification");
      await expect(page.locator('a[data-app-link="settings/security"]')).toHaveAttribute("href", "dolphinapp://settings/security");
      await expect(page.locator('a[href^="/download-app"]')).toHaveCount(0);
    });

    test("the site's chrome is hidden on every layout, the login pages' header included", async ({ sharedPage: page }) => {
      for (const path of ["/stocks", "/cn/sign-in", "/sign-up"]) {
        await page.goto(path);
        await expect(page.locator(".site-header, .login-header"), path).toHaveCount(0);
        await expect(page.locator(".site-footer"), path).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      }
    });

    test("new-window links and data-app-link links open through the app; same-site links stay", async ({ page }) => {
      await captureAppLinks(page);
      await page.goto("/stocks");
      await hydrated(page);
      const launcher = page.locator("a[data-chat-launcher]");
      await expect(launcher).toHaveAttribute("data-device", "app");
      const href = (await launcher.getAttribute("href"))!;
      await launcher.click();
      // The launcher is a site path (/chat); the app's browser is given its absolute URL.
      await expect.poll(() => appLinks(page)).toEqual([`dolphinapp://webview?url=${encodeURIComponent(new URL(href, ORIGIN).href)}`]);
      expect(page.context().pages()).toHaveLength(1);
      await page.evaluate(() => {
        const link = document.createElement("a");
        link.href = "/open-account";
        link.dataset.appLink = "open-account";
        link.textContent = "Open in app";
        link.id = "app-link-test";
        document.querySelector("main")!.prepend(link);
      });
      await page.locator("#app-link-test").click();
      await expect.poll(() => appLinks(page)).toHaveLength(2);
      expect((await appLinks(page))[1]).toBe("dolphinapp://open-account");
      await expect(page).toHaveURL(`${ORIGIN}/stocks`);
      await page.evaluate(() => {
        const link = document.createElement("a");
        link.href = "/pricing";
        link.textContent = "Pricing";
        link.id = "same-site-test";
        document.querySelector("main")!.prepend(link);
      });
      await page.locator("#same-site-test").click();
      // An ordinary navigation inside the web view (a new document, nothing handed to the app).
      await expect(page).toHaveURL(`${ORIGIN}/pricing`);
      await hydrated(page);
      expect(await appLinks(page)).toEqual([]);
    });
  });
});
