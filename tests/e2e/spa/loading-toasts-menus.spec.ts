/**
 * What a visitor sees while the site works: the progress bar, the loading overlay, toasts and their
 * lifetimes, and the header's menus (hover delays, clicks, Escape, the phone layout). Waiting is done
 * with the test runner's clock (page.clock), never with sleeps.
 */
import type { Page } from "@playwright/test";
import { axeBuilder, POLL, test, uniqueEmail, type SandboxApi } from "../fixtures";
import { IPHONE, ORIGIN, PASSWORD, type RouterWindow, clientNavigate, expect, hydrated, routerIdle, signIn } from "./helpers";

test.describe.configure({ timeout: 60_000 });

/**
 * Holds the page's requests to `url` (of `method`, when given) until the returned release() is
 * called. The gate exists before any request does, so release() may come first.
 */
async function holdRequests(page: Page, url: RegExp, method?: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.continue();
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * expect.poll of `read`, running the page's paused clock `stepMs` before each read. It polls every
 * 25 ms: expect.poll's own back-off (to one poll a second) ran too few steps in its time-out for a
 * timer React had started late on a busy machine (a CI run: 17 steps of 5 ms in 15 s).
 */
function pollStepping<T>(page: Page, stepMs: number, read: () => T | Promise<T>) {
  return expect.poll(
    async () => {
      await page.clock.runFor(stepMs);
      return read();
    },
    { intervals: [25], timeout: 15_000 },
  );
}

// 6. Loading overlay, progress bar, toasts, menus ----------------------------------------------

test.describe("6. feedback", () => {
  test("the progress bar shows only for navigations longer than 200 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const release = await holdRequests(page, /\/pricing\?.*_data=/);
    await clientNavigate(page, "/pricing");
    await page.waitForFunction(() => (window as unknown as RouterWindow).__remixRouter.state.navigation.state === "loading", undefined, POLL);
    await page.clock.runFor(199);
    await expect(page.locator(".nav-progress")).toHaveCount(0);
    await page.clock.runFor(2);
    await expect(page.locator(".nav-progress")).toBeVisible();
    // A polite status saying "Loading…" (checked by axe below).
    await expect(page.locator(".nav-progress")).toHaveRole("status");
    await expect(page.locator(".nav-progress")).toHaveText("Loading…");
    release();
    // The page transition's own timers run on the paused clock too: step it until the new page is in.
    await pollStepping(page, 25, () => page.url()).toBe(`${ORIGIN}/pricing`);
    await expect(page).toHaveURL(`${ORIGIN}/pricing`);
    await expect(page.locator(".nav-progress")).toHaveAttribute("data-phase", "leaving");
    await page.clock.runFor(300);
    await expect(page.locator(".nav-progress")).toHaveCount(0);

    // The bar is not content outside the landmarks, which a screen reader's landmark navigation
    // skips: axe's "region" rule alone (its timers need the clock running; the page's other rules
    // are the accessibility spec's).
    await page.clock.resume();
    const releaseNext = await holdRequests(page, /\/stocks\?.*_data=/);
    await clientNavigate(page, "/stocks");
    await expect(page.locator(".nav-progress")).toBeVisible();
    const outside = await axeBuilder(page).withRules(["region"]).analyze();
    expect(outside.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
    releaseNext();
    await expect(page).toHaveURL(`${ORIGIN}/stocks`);
  });

  test("one loading overlay at a time: after 200 ms, fading 300 ms, closed on request", async ({ page }) => {
    await page.clock.install();
    await page.goto("/sign-in?by=email");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const release = await holdRequests(page, /\/sign-in\?/, "POST");
    await page.getByLabel("Email").fill(uniqueEmail("overlay"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: /^Sign in$/ }).click();
    await page.waitForFunction(() => (window as unknown as RouterWindow).__remixRouter.state.navigation.state === "submitting", undefined, POLL);
    await page.clock.runFor(199);
    await expect(page.locator(".loading-overlay")).toHaveCount(0);
    // React schedules the 200 ms timer a moment after the router reports the submission — on a
    // busy machine after the 199 ms above have run: step on 5 ms at a time.
    await pollStepping(page, 5, () => page.locator(".loading-overlay").count()).toBe(1);
    await expect(page.locator(".loading-overlay")).toHaveAttribute("data-phase", "entering");
    expect(await page.locator(".loading-overlay").evaluate((el) => getComputedStyle(el).animationDuration)).toBe("0.3s");
    // A second request while the first is open: still one overlay.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("dolphin:loading", { detail: { key: "test", open: true } })));
    await page.clock.runFor(300);
    await expect(page.locator(".loading-overlay")).toHaveCount(1);
    await expect(page.locator(".loading-overlay")).toHaveAttribute("data-phase", "shown");
    release();
    await routerIdle(page);
    await page.clock.runFor(1000);
    await expect(page.locator(".loading-overlay")).toHaveCount(1);
    // Closed on request: fades for 300 ms, then gone.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("dolphin:loading", { detail: { key: "test", open: false } })));
    await expect(page.locator(".loading-overlay")).toHaveAttribute("data-phase", "leaving");
    await page.clock.runFor(299);
    await expect(page.locator(".loading-overlay")).toHaveCount(1);
    await page.clock.runFor(2);
    await expect(page.locator(".loading-overlay")).toHaveCount(0);
  });

  /** Shows a toast through the page's own toast API and returns after checking its lifetime. */
  async function expectToastLifetime(page: Page, type: string, ms: number) {
    await page.evaluate((t) => window.dispatchEvent(new CustomEvent("dolphin:toast", { detail: { type: t, text: `${t} toast` } })), type);
    const toast = page.locator(`[data-toast=${type}]`).filter({ hasText: `${type} toast` });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-duration", String(ms));
    await page.clock.runFor(ms - 1);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2);
    await expect(toast).toHaveCount(0);
  }

  test("toasts: success and fail 2000 ms, warning 3000 ms at offset 84, message 3000 ms; popup z-index from 2000", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await expectToastLifetime(page, "success", 2000);
    await expectToastLifetime(page, "fail", 2000);
    await expectToastLifetime(page, "message", 3000);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("dolphin:toast", { detail: { type: "warning", text: "offset check" } })));
    const box = await page.locator("[data-toast=warning]").boundingBox();
    expect(box?.y).toBe(84);
    await page.clock.runFor(3001);
    await expectToastLifetime(page, "warning", 3000);
    const style = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return { z: root.getPropertyValue("--z-popup").trim(), dialogTop: root.getPropertyValue("--dialog-top").trim() };
    });
    expect(style).toEqual({ z: "2000", dialogTop: "15vh" });
  });

  test.describe("on the h5 layout", () => {
    test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    test("every toast lasts 2000 ms", async ({ page }) => {
      await page.clock.install();
      await page.goto("/");
      await hydrated(page);
      await expect(page.locator("body")).toHaveAttribute("data-layout", "h5");
      await page.clock.pauseAt(Date.now() + 60_000);
      await expectToastLifetime(page, "warning", 2000);
      await expectToastLifetime(page, "message", 2000);
      await expectToastLifetime(page, "success", 2000);
    });
  });

  test("header dropdowns open 250 ms after hover and close 150 ms after leaving", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const menu = page.locator(".site-nav--bar details.site-nav__group").first();
    await page.mouse.move(5, 600);
    await menu.locator("summary").hover();
    await page.clock.runFor(249);
    await expect(menu).not.toHaveAttribute("open");
    await page.clock.runFor(1);
    await expect(menu).toHaveAttribute("open", "");
    await page.mouse.move(5, 600);
    await page.clock.runFor(149);
    await expect(menu).toHaveAttribute("open", "");
    await page.clock.runFor(1);
    await expect(menu).not.toHaveAttribute("open");
    // Without hover (click, keyboard) the <details> still toggles.
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
  });

  /** A new account signed in, then `path` loaded and hydrated. */
  async function signedInAt(page: Page, sandbox: SandboxApi, path: string): Promise<void> {
    const email = uniqueEmail("menus");
    await sandbox.createUser({ email, password: PASSWORD });
    await signIn(page, email);
    await expect(page.locator(".user-menu summary")).toBeVisible();
    await page.goto(path);
    await hydrated(page);
  }

  test("header menus, clicked: one open at a time, closed by a click outside or Escape", async ({ sharedPage: page, sandbox }) => {
    await signedInAt(page, sandbox, "/pricing");
    const userMenu = page.locator("details.user-menu");
    const products = page.locator(".site-nav--bar details.site-nav__group").first();
    // Opened from the keyboard, so that no hover timer is involved.
    await userMenu.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(userMenu).toHaveAttribute("open", "");
    await page.mouse.click(640, 600);
    await expect(userMenu).not.toHaveAttribute("open");
    await userMenu.locator("summary").focus();
    await page.keyboard.press("Enter");
    await products.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("open", "");
    await expect(userMenu).not.toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(products).not.toHaveAttribute("open");
    await expect(products.locator("summary")).toBeFocused();
    // A link chosen in a menu: the next page comes without the menu open over it.
    await page.keyboard.press("Enter");
    const link = products.getByRole("link").first();
    const target = await link.getAttribute("href");
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${ORIGIN}${target}`);
    await expect(products).not.toHaveAttribute("open");
    // Tabbing past its last item closes it.
    await hydrated(page);
    await products.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("open", "");
    const items = await products.getByRole("link").count();
    for (let i = 0; i < items; i += 1) await page.keyboard.press("Tab");
    await expect(products).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(products).not.toHaveAttribute("open");
  });

  test.describe("on a phone", () => {
    test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test("the menu panel and the user menu: one open at a time, a tap outside closes them", async ({ sharedPage: page, sandbox }) => {
      await signedInAt(page, sandbox, "/cn/pricing");
      const userMenu = page.locator("details.user-menu");
      const panel = page.locator("details.site-nav-toggle");
      await userMenu.locator(":scope > summary").tap();
      await expect(userMenu).toHaveAttribute("open", "");
      await panel.locator(":scope > summary").tap();
      await expect(panel).toHaveAttribute("open", "");
      await expect(userMenu).not.toHaveAttribute("open");
      // A group inside the panel opens without closing the panel.
      const group = panel.locator("details.site-nav__group").first();
      await group.locator(":scope > summary").tap();
      await expect(group).toHaveAttribute("open", "");
      await expect(panel).toHaveAttribute("open", "");
      // Outside the menus: the empty middle of the header bar (the open panel covers the page).
      await page.locator(".site-header__bar").tap({ position: { x: 150, y: 20 } });
      await expect(panel).not.toHaveAttribute("open");
      await expect(group).not.toHaveAttribute("open");
      // With a group open, an item below it in the panel is what the tap reaches (the group must not
      // collapse under the finger, landing the tap on the page behind the panel).
      await panel.locator(":scope > summary").tap();
      await group.locator(":scope > summary").tap();
      await expect(group).toHaveAttribute("open", "");
      await panel.locator('.site-nav--panel a[href^="/cn/promotions"]').tap();
      await expect(page).toHaveURL(/\/cn\/promotions$/);
      await expect(panel).not.toHaveAttribute("open");
    });
  });

  test("the user menu popover opens at once and closes 200 ms after leaving", async ({ page, sandbox }) => {
    const email = uniqueEmail("popover");
    await sandbox.createUser({ email, password: PASSWORD });
    await signIn(page, email);
    await expect(page.locator(".user-menu summary")).toBeVisible();
    // Signing in is a document load: the clock changes only once the new page has hydrated.
    await hydrated(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const menu = page.locator("details.user-menu");
    await page.mouse.move(5, 600);
    await menu.locator("summary").hover();
    await expect(menu).toHaveAttribute("open", "");
    await page.mouse.move(5, 600);
    await page.clock.runFor(199);
    await expect(menu).toHaveAttribute("open", "");
    await page.clock.runFor(1);
    await expect(menu).not.toHaveAttribute("open");
  });
});
