/**
 * The customer-support chat: its signed links, with and without JavaScript, signed in and not, and
 * the launcher's own window on a desktop.
 */
import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { test, uniqueEmail } from "../fixtures";
import { CHAT_HOST, ORIGIN, PASSWORD, expect, hydrated, signIn, stubThirdParties } from "./helpers";

test.describe.configure({ timeout: 60_000 });

/** playwright.config.ts webServer env. */
const CHAT_SECRET = "e2e-chat-secret-3f9a1c";

test.beforeEach(async ({ context }) => {
  await stubThirdParties(context);
});

// 9. Customer-support chat ---------------------------------------------------------------------

function signatureOf(url: URL, secret: string): string {
  const p = url.searchParams;
  return createHash("sha1")
    .update(`${p.get("c_cf_uuid")}${p.get("nonce")}${p.get("timestamp")}${secret}`)
    .digest("hex")
    .toUpperCase();
}

test.describe("9. customer-support chat", () => {
  /** Where /chat (in a locale) sends this visitor now: the signed link, checked against the secret. */
  async function chatTarget(request: APIRequestContext, path: string): Promise<URL> {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["cache-control"], path).toBe("no-store");
    const url = new URL(response.headers().location);
    expect(url.searchParams.get("signature"), path).toBe(signatureOf(url, CHAT_SECRET));
    return url;
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the launcher is a plain link to the chat route, which signs a fresh link per locale when followed", async ({ page, context }) => {
      for (const [path, chat, plugin, language] of [
        ["/", "/chat", "3728", "en-us"],
        ["/cn/stocks", "/cn/chat", "3723", "zh-cn"],
        ["/hk/pricing", "/hk/chat", "3723", "zh-cn"],
      ] as const) {
        await page.goto(path);
        const launcher = page.locator("a[data-chat-launcher]");
        await expect(launcher).toHaveAttribute("target", "_blank");
        await expect(launcher).toHaveAttribute("rel", "noopener");
        await expect(launcher).toHaveAttribute("href", chat);
        const tabPromise = context.waitForEvent("page");
        await launcher.click();
        const tab = await tabPromise;
        await tab.waitForURL(`${CHAT_HOST}/**`);
        const url = new URL(tab.url());
        expect(url.searchParams.get("web_plugin_id"), path).toBe(plugin);
        expect(url.searchParams.get("language"), path).toBe(language);
        expect(url.searchParams.get("nonce")).toMatch(/^[0-9a-f]{32}$/);
        expect(Math.abs(Number(url.searchParams.get("timestamp")) - Date.now())).toBeLessThan(60_000);
        expect(url.searchParams.get("web_token")).toBe("");
        expect(url.searchParams.get("c_cf_uuid")).toBe("");
        expect(url.searchParams.get("signature")).toBe(signatureOf(url, CHAT_SECRET));
        await tab.close();
      }
      const html = await (await page.request.get("/")).text();
      expect(html).not.toContain(CHAT_SECRET);
      expect(html, "no signed chat link in the page").not.toContain("signature=");
      expect((await page.request.get("/xx/chat", { maxRedirects: 0 })).status()).toBe(404);
    });
  });

  test("a signed-in visitor's link carries their uuid; each opening signs afresh", async ({ page, sandbox }) => {
    const email = uniqueEmail("chat");
    const { uuid } = await sandbox.createUser({ email, password: PASSWORD });
    await signIn(page, email);
    await expect(page.locator(".user-menu summary")).toBeVisible();
    await expect(page.locator("a[data-chat-launcher]")).toHaveAttribute("href", "/chat");
    const first = await chatTarget(page.request, "/chat");
    expect(first.searchParams.get("c_cf_uuid")).toBe(uuid);
    expect(first.searchParams.get("web_token")).toBe(uuid);
    const second = await chatTarget(page.request, "/chat");
    expect(second.searchParams.get("nonce")).not.toBe(first.searchParams.get("nonce"));
    expect(Number(second.searchParams.get("timestamp"))).toBeGreaterThanOrEqual(Number(first.searchParams.get("timestamp")));
  });

  test("on a desktop the launcher opens the chat in its own window, signed when opened", async ({ page }) => {
    await page.goto("/stocks");
    await hydrated(page);
    const launcher = page.getByRole("link", { name: /Chat with us/ });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute("href", "/chat");
    const opened: URL[] = [];
    for (let i = 0; i < 2; i++) {
      const popupPromise = page.waitForEvent("popup");
      await launcher.click();
      const popup = await popupPromise;
      await popup.waitForURL(`${CHAT_HOST}/**`);
      opened.push(new URL(popup.url()));
      await popup.close();
    }
    for (const url of opened) expect(url.searchParams.get("signature")).toBe(signatureOf(url, CHAT_SECRET));
    expect(opened[1].searchParams.get("nonce"), "a fresh link each time").not.toBe(opened[0].searchParams.get("nonce"));
    await expect(page).toHaveURL(`${ORIGIN}/stocks`);
  });
});
