/**
 * The single-page-app behaviours in a real browser — campaign codes, scrolling, out-in
 * transitions, the chunk-reload guard, online/offline, loading overlay, progress bar, toasts and
 * menu delays, analytics (read back from the sandbox collector), the tag manager, the
 * customer-support chat and the device/app rules. Waiting is done with the test runner's clock
 * (page.clock), never with sleeps.
 */
import { createHash } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page, Route } from "@playwright/test";
import { SITE_PORT } from "../../playwright.config";
import { SANDBOX, expect as baseExpect, settled, test, uniqueEmail, type SandboxApi } from "./fixtures";
import { heading } from "./pages";

// Client navigations on a busy test machine (the whole suite, three browsers, two cores) can take
// longer than the suite's 7 s default; nothing here waits on wall time otherwise.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const ORIGIN = `http://localhost:${SITE_PORT}`;
/** playwright.config.ts webServer env. */
const CHAT_SECRET = "e2e-chat-secret-3f9a1c";
const TAG_MANAGER_ID = "GTM-TEST123";
const CHAT_HOST = "https://chat.dolphin-securities.sg";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IN_APP = `${IPHONE} DolphinApp/3.2.0`;
const PASSWORD = "Abc12345";

type RouterWindow = Window & { __remixRouter: { navigate: (to: string | number, opts?: object) => Promise<void>; state: { navigation: { state: string } } } };

/** Hydrated, and the SPA behaviours installed (their effects have run): the fixtures' settled(). */
const hydrated = settled;

/** Starts a client navigation without waiting for it (a reload may replace the document). */
async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    void (window as unknown as RouterWindow).__remixRouter.navigate(target);
  }, to);
}

/** Waits until the router is idle. */
async function routerIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as RouterWindow).__remixRouter.state.navigation.state === "idle");
}

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

/** Third-party hosts never reached from the test machine: answered locally, so nothing logs a load error. */
async function stubThirdParties(context: BrowserContext, gtmRequests: string[] = []): Promise<void> {
  await context.route("https://www.googletagmanager.com/**", (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "/* gtm stub */" });
  });
  await context.route(`${CHAT_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>chat</title><p>chat stub</p>" }));
}

/** Removes console errors a test provoked on purpose (the fixture fails on any other). */
function forgive(consoleErrors: string[], pattern: RegExp): void {
  const kept = consoleErrors.filter((line) => !pattern.test(line));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

async function signIn(page: Page, email: string, path = "/sign-in?by=email"): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.getByLabel(/^(Email|邮箱|電郵)$/).fill(email);
  await page.getByLabel(/^(Password|密码|密碼)$/).fill(PASSWORD);
  await page.getByRole("button", { name: /^(Sign in|登录|登入)$/ }).click();
}

test.beforeEach(async ({ context }) => {
  await stubThirdParties(context);
});

// 1. Campaign codes ----------------------------------------------------------------------------

test.describe("1. campaign codes", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("server-rendered internal links carry HCode and ICode", async ({ page }) => {
      await page.goto("/cn/stocks?HCode=H7&ICode=I7&other=1");
      await expect(page.locator('a[href="/cn/pricing?HCode=H7&ICode=I7"]').first()).toBeAttached();
      const internal = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      const pages = internal.filter((href) => !href.startsWith("/build/") && !href.includes("#") && !href.startsWith("/locales"));
      expect(pages.length).toBeGreaterThan(10);
      for (const href of pages) expect(href, href).toContain("HCode=H7");
    });
  });

  test("client navigations without the codes get them; a target's own HCode wins", async ({ page }) => {
    await page.goto("/?HCode=H1&ICode=I1");
    await hydrated(page);
    await clientNavigate(page, "/pricing");
    await expect(page).toHaveURL(`${ORIGIN}/pricing?HCode=H1&ICode=I1`);
    await clientNavigate(page, "/stocks?HCode=OWN#faq");
    await expect(page).toHaveURL(`${ORIGIN}/stocks?HCode=OWN&ICode=I1#faq`);
    await page.locator(".site-footer a[href^='/about']").first().click();
    await expect(page).toHaveURL(`${ORIGIN}/about?HCode=OWN&ICode=I1`);
  });

  test("form redirects keep them: a guard's redirect and a sign-in", async ({ page, sandbox }) => {
    const email = uniqueEmail("campaign");
    await sandbox.createUser({ email, password: PASSWORD });
    await page.goto("/payment-records?HCode=H2&ICode=I2");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=.*HCode=H2&ICode=I2$/);
    await signIn(page, email, "/sign-in?by=email&HCode=H2&ICode=I2");
    await expect(page).toHaveURL(`${ORIGIN}/?HCode=H2&ICode=I2`);
    await expect(page.locator(".user-menu summary")).toBeVisible();
  });

  test("ICode prefills the sign-up invitation code", async ({ page }) => {
    await page.goto("/hk/sign-up?ICode=FRIEND7");
    await expect(page.getByLabel(/邀請碼/)).toHaveValue("FRIEND7");
  });
});

// Client navigations across locales -----------------------------------------------------------

test.describe("client navigation across locales", () => {
  const CJK = /[\u4e00-\u9fff]/;
  test("the page renders in the new locale at once, without loading the document again", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const englishTitle = await page.locator("h1").innerText();
    expect(englishTitle).not.toMatch(CJK);

    await clientNavigate(page, "/cn/pricing");
    await expect(page).toHaveURL(`${ORIGIN}/cn/pricing`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.locator("h1")).toHaveText(CJK);
    await expect(page.locator(".site-header nav").first()).toHaveText(CJK);

    await clientNavigate(page, "/hk/stocks");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await expect(page.locator("h1")).toHaveText(CJK);

    await clientNavigate(page, "/pricing");
    await expect(page.locator("h1")).toHaveText(englishTitle);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("when a page's own texts cannot be fetched, it stays as the server rendered it and works without JavaScript", async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route(/\/locales\/en/, (route) => route.abort("failed"), { times: 1 });
    await page.goto("/stocks");
    await expect(page.locator("h1")).toBeVisible();
    await expect.poll(() => warnings.some((text) => text.startsWith("The page's texts could not be loaded"))).toBe(true);
    expect(await page.evaluate(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter))).toBe(false);
    // A link is then an ordinary link: the next document hydrates.
    await page.locator(".site-header a[href='/pricing']").first().click();
    await expect(page).toHaveURL(`${ORIGIN}/pricing`);
    await hydrated(page);
    forgive(consoleErrors, /^Failed to load resource: net::ERR_FAILED$/);
  });

  test("when the new locale's texts cannot be fetched, the page loads as a document in that locale", async ({ page, consoleErrors }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // One failed fetch (a network blip): the document loaded instead fetches the texts again.
    await page.route(/\/locales\/zh-hk/, (route) => route.abort("failed"), { times: 1 });
    await clientNavigate(page, "/hk/pricing");
    await expect(page).toHaveURL(`${ORIGIN}/hk/pricing`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await expect(page.locator("h1")).toHaveText(CJK);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(false);
    await hydrated(page);
    // The browser's own line for the request this test made fail.
    forgive(consoleErrors, /^Failed to load resource: net::ERR_FAILED$/);
  });
});

// 2. Scrolling ---------------------------------------------------------------------------------

test.describe("2. scrolling", () => {
  test("a navigation scrolls to the top; back restores the position; a hash scrolls to its target", async ({ page }) => {
    await page.goto("/stocks");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await clientNavigate(page, "/pricing");
    await expect(page).toHaveURL(`${ORIGIN}/pricing`);
    await routerIdle(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(`${ORIGIN}/stocks`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await clientNavigate(page, "/us-options#risks");
    await expect(page).toHaveURL(`${ORIGIN}/us-options#risks`);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("risks")!.getBoundingClientRect().top))).toBe(80);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

// 3. Transitions -------------------------------------------------------------------------------

type TransitionStep = { phase: string | null; path: string; animation: string; duration: string };

/** Records every change of #main's transition phase, with the URL and the running animation. */
async function recordTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: TransitionStep[] = [];
    (window as unknown as { __transitions: TransitionStep[] }).__transitions = log;
    document.addEventListener("DOMContentLoaded", () => {
      const main = document.getElementById("main")!;
      new MutationObserver(() => {
        const style = getComputedStyle(main);
        log.push({ phase: main.getAttribute("data-page-transition"), path: location.pathname, animation: style.animationName, duration: style.animationDuration });
      }).observe(main, { attributes: true, attributeFilter: ["data-page-transition"] });
    });
  });
}
const transitions = (page: Page) => page.evaluate(() => (window as unknown as { __transitions: TransitionStep[] }).__transitions);

test.describe("3. transitions", () => {
  test("out-in: the old page fades out, then the new one fades in", async ({ page }) => {
    await recordTransitions(page);
    await page.goto("/");
    await hydrated(page);
    await page.route(/\/pricing\?.*_data=/, async (route) => {
      // Hold the next page's data until the old page is seen leaving.
      await expect.poll(async () => (await transitions(page)).length).toBeGreaterThan(0);
      await route.continue();
    });
    await page.locator(".site-footer a[href='/pricing']").first().click();
    await expect(page).toHaveURL(`${ORIGIN}/pricing`);
    await expect.poll(async () => (await transitions(page)).map((step) => step.phase)).toEqual(["leave", "enter", null]);
    const [leave, enter] = await transitions(page);
    expect(leave).toEqual({ phase: "leave", path: "/", animation: "spa-page-out", duration: "0.15s" });
    // The new page enters only once it is there, from nothing.
    expect(enter).toEqual({ phase: "enter", path: "/pricing", animation: "spa-page-in", duration: "0.15s" });
    await expect(page.locator("#main")).toHaveCSS("opacity", "1");
  });

  test("no transition when the visitor prefers reduced motion, nor for a change of query only", async ({ page }) => {
    await recordTransitions(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await page.locator(".site-footer a[href='/pricing']").first().click();
    await expect(page).toHaveURL(`${ORIGIN}/pricing`);
    await routerIdle(page);
    // The router is idle before React has committed the new page (it renders in a transition,
    // late on a busy machine): the preference may change only once the page is there.
    await expect(page.locator("h1")).toHaveText(heading("en", "pricing"));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await clientNavigate(page, "/pricing?market=hk");
    await expect(page).toHaveURL(/market=hk/);
    await routerIdle(page);
    expect(await transitions(page)).toEqual([]);
  });
});

// 4. Chunk-load failure ------------------------------------------------------------------------

test.describe("4. chunk-load failure", () => {
  test("a route module that fails to load reloads the page, at most once per 60 s", async ({ page, consoleErrors }) => {
    await page.clock.install({ time: new Date("2026-11-02T09:00:00Z") });
    const failModule = (name: string) => page.route(new RegExp(`/build/${name}-\\w+\\.js$`), (route: Route) => route.fulfill({ status: 404, body: "gone" }));
    await page.goto("/");
    await hydrated(page);
    await failModule("discover");

    // First failure: a hard reload of the current page, remembered in sessionStorage.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    let reloaded = page.waitForEvent("load");
    await clientNavigate(page, "/discover");
    await reloaded;
    await hydrated(page);
    await expect(page).toHaveURL(`${ORIGIN}/`);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker ?? null)).toBeNull();
    const firstReloadAt = Number(await page.evaluate(() => sessionStorage.getItem("chunk-reload-at")));
    expect(firstReloadAt).toBeGreaterThan(0);

    // Second failure within 60 s: no reload; the error page says what happened and offers one.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 2));
    await clientNavigate(page, "/discover");
    await expect(page.locator("[data-chunk-error]")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Part of this page could not be loaded/);
    await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
    expect(Number(await page.evaluate(() => sessionStorage.getItem("chunk-reload-at")))).toBe(firstReloadAt);

    // 60 s later a failure reloads again.
    await page.clock.fastForward(60_000);
    await page.goBack();
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await routerIdle(page);
    await failModule("pricing");
    reloaded = page.waitForEvent("load");
    await clientNavigate(page, "/pricing");
    await reloaded;
    await hydrated(page);
    expect(Number(await page.evaluate(() => sessionStorage.getItem("chunk-reload-at")))).toBeGreaterThanOrEqual(firstReloadAt + 60_000);
    forgive(consoleErrors, /Error loading route module|dynamically imported module|^TypeError/);
  });

  test("a blocked reload after a client navigation into another language says so in that language", async ({ page, consoleErrors }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page.route(/\/build\/discover-\w+\.js$/, (route: Route) => route.fulfill({ status: 404, body: "gone" }));
    // The first failure reloads the page (in English); the second, within 60 s, is blocked.
    const reloaded = page.waitForEvent("load");
    await clientNavigate(page, "/cn/discover");
    await reloaded;
    await hydrated(page);
    await expect(page).toHaveURL(`${ORIGIN}/pricing`);
    await clientNavigate(page, "/cn/discover");
    await expect(page.locator("[data-chunk-error]")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("部分页面内容未能加载，请检查网络连接后刷新页面。");
    await expect(page.getByRole("button", { name: "刷新页面" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    forgive(consoleErrors, /Error loading route module|dynamically imported module|^TypeError/);
  });
});

// 5. Online and offline ------------------------------------------------------------------------

test.describe("5. online and offline", () => {
  test("offline shows a polite banner and forms say they cannot be sent now", async ({ page, context }) => {
    await page.goto("/sign-in?by=email");
    await hydrated(page);
    // Remix asks for the routes of the page's links as it hydrates (lazy route discovery); going
    // offline while that request is on its way makes Remix log an error (seen once on a loaded
    // machine), which is not what this test is about.
    await page.waitForLoadState("networkidle");
    const region = page.locator(".offline-region");
    await expect(region).toHaveAttribute("role", "status");
    await expect(region).toBeEmpty();
    await context.setOffline(true);
    await expect(region).toHaveText(/You are offline/);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: /^Sign in$/ }).click();
    await expect(page.locator("[data-toast=warning]")).toHaveText(/You are offline: this form cannot be sent right now/);
    await expect(page.locator("[data-toast=warning]")).toHaveAttribute("role", "alert");
    await expect(page).toHaveURL(`${ORIGIN}/sign-in?by=email`);
    expect(posts.filter((url) => !url.includes("/action/analytics"))).toEqual([]);
    await context.setOffline(false);
    await expect(region).toBeEmpty();
  });
});

// 6. Loading overlay, progress bar, toasts, menus ----------------------------------------------

test.describe("6. feedback", () => {
  test("the progress bar shows only for navigations longer than 200 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const release = await holdRequests(page, /\/pricing\?.*_data=/);
    await clientNavigate(page, "/pricing");
    await page.waitForFunction(() => (window as unknown as RouterWindow).__remixRouter.state.navigation.state === "loading");
    await page.clock.runFor(199);
    await expect(page.locator(".nav-progress")).toHaveCount(0);
    await page.clock.runFor(2);
    await expect(page.locator(".nav-progress")).toBeVisible();
    await expect(page.locator(".nav-progress")).toHaveAttribute("role", "progressbar");
    release();
    // The page transition's own timers run on the paused clock too: step it until the new page is in.
    await pollStepping(page, 25, () => page.url()).toBe(`${ORIGIN}/pricing`);
    await expect(page).toHaveURL(`${ORIGIN}/pricing`);
    await expect(page.locator(".nav-progress")).toHaveAttribute("data-phase", "leaving");
    await page.clock.runFor(300);
    await expect(page.locator(".nav-progress")).toHaveCount(0);
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
    await page.waitForFunction(() => (window as unknown as RouterWindow).__remixRouter.state.navigation.state === "submitting");
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

  test("header menus, clicked: one open at a time, closed by a click outside or Escape", async ({ page, sandbox }) => {
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
    test("the menu panel and the user menu: one open at a time, a tap outside closes them", async ({ page, sandbox }) => {
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

// 7. Analytics ---------------------------------------------------------------------------------

async function distinctId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("dolphin.analytics.id"))).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem("dolphin.analytics.id")))!;
}

interface Stored {
  project: string;
  event: string;
  properties: Record<string, unknown>;
}

/**
 * The collector's events of one name for this browser (its anonymous id), oldest first. Read with
 * a high limit: every page of every test sends its page view to the same sandbox.
 */
async function collected(event: string, id: string): Promise<Stored[]> {
  const response = await fetch(`${SANDBOX}/__sandbox/analytics?event=${encodeURIComponent(event)}&limit=1000`);
  const all = (await response.json()) as Stored[];
  return all.filter((e) => e.properties.distinct_id === id).reverse();
}

test.describe("7. analytics", () => {
  test("every page view, with the product.md §Analytics properties and the environment's project", async ({ page }) => {
    await page.goto("/hk/stocks?HCode=X1#faq");
    await hydrated(page);
    const id = await distinctId(page);
    await expect.poll(async () => (await collected("page_view", id)).length).toBe(1);
    const [view] = await collected("page_view", id);
    expect(view.project).toBe("default");
    expect(view.properties).toMatchObject({ page_media: "web", website_domain: "localhost", app_type: 12, app_env: "local", page_name: "/hk/stocks", distinct_id: id });
    await clientNavigate(page, "/hk/pricing?x=1");
    await expect.poll(async () => (await collected("page_view", id)).map((e) => e.properties.page_name)).toEqual(["/hk/stocks", "/hk/pricing"]);
  });

  test("page-leave on a listed page: heartbeat every 5 s, event with the duration on leaving", async ({ page }) => {
    await page.clock.install();
    await page.goto("/cn/futures");
    await hydrated(page);
    const id = await distinctId(page);
    await page.clock.pauseAt(Date.now() + 1000);
    const record = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith("dolphin.pageleave."));
        return key ? (JSON.parse(localStorage.getItem(key)!) as { page_name: string; start: number; updatedAt: number }) : null;
      });
    await page.clock.runFor(5000);
    const first = await record();
    expect(first?.page_name).toBe("/cn/futures");
    expect((first!.updatedAt - first!.start) % 5000).toBe(0);
    await page.clock.runFor(10_000);
    const later = await record();
    expect(later!.updatedAt - first!.updatedAt).toBe(10_000);
    const now = await page.evaluate(() => Date.now());
    await clientNavigate(page, "/cn/pricing");
    await expect(page).toHaveURL(`${ORIGIN}/cn/pricing`);
    await expect.poll(async () => (await collected("page_leave", id)).length).toBe(1);
    const [leave] = await collected("page_leave", id);
    expect(leave.properties).toMatchObject({ page_name: "/cn/futures", page_media: "web", app_type: 12 });
    expect(leave.properties.event_duration).toBeCloseTo((now - first!.start) / 1000, 0);
    expect(await record()).toBeNull();
  });

  test("exactly the product.md §Analytics pages: a page off the list has no heartbeat and no page-leave", async ({ page }) => {
    await page.clock.install();
    await page.goto("/stock-cfds");
    await hydrated(page);
    const id = await distinctId(page);
    await page.clock.runFor(6000);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("dolphin.pageleave.")))).toEqual([]);
    await clientNavigate(page, "/hk/interest-on-cash-balance");
    await expect(page).toHaveURL(`${ORIGIN}/hk/interest-on-cash-balance`);
    await page.clock.runFor(6000);
    await clientNavigate(page, "/");
    await expect.poll(async () => (await collected("page_view", id)).length).toBe(3);
    await expect.poll(async () => (await collected("page_leave", id)).map((e) => e.properties.page_name)).toEqual(["/hk/interest-on-cash-balance"]);
  });

  test("leaving by closing the tab does not lose the page-leave event", async ({ page }) => {
    await page.goto("/us-options");
    await hydrated(page);
    const id = await distinctId(page);
    await page.close({ runBeforeUnload: true });
    await expect.poll(async () => (await collected("page_leave", id)).map((e) => e.properties.page_name)).toEqual(["/us-options"]);
  });

  test("a page that vanished without pagehide is reported from its heartbeat by the next page", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const id = await distinctId(page);
    await page.evaluate(() => {
      const now = Date.now();
      localStorage.setItem("dolphin.pageleave.crashed", JSON.stringify({ page_name: "/fx-cfd", page_title: "FX CFD", start: now - 60_000, updatedAt: now - 40_000 }));
    });
    await page.reload();
    await hydrated(page);
    await expect.poll(async () => (await collected("page_leave", id)).map((e) => [e.properties.page_name, e.properties.event_duration])).toEqual([["/fx-cfd", 20]]);
    expect(await page.evaluate(() => localStorage.getItem("dolphin.pageleave.crashed"))).toBeNull();
  });

  test("a page open longer than the maximum duration (432000 s) is not reported", async ({ page }) => {
    await page.clock.install();
    await page.goto("/structured-product");
    await hydrated(page);
    const id = await distinctId(page);
    await page.clock.runFor(5000);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("dolphin.pageleave.")).length)).toBe(1);
    await page.clock.fastForward(432_000_000);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("dolphin.pageleave.")).length)).toBe(0);
    await clientNavigate(page, "/discover");
    await expect.poll(async () => (await collected("page_view", id)).length).toBe(2);
    expect(await collected("page_leave", id)).toEqual([]);
  });

  test("the discover page reports its discover-more button", async ({ page }) => {
    await page.goto("/discover");
    await hydrated(page);
    const id = await distinctId(page);
    await page.locator("[data-analytics-button=discover-more]").click();
    await expect(page).toHaveURL(`${ORIGIN}/news-center`);
    await expect.poll(async () => (await collected("button_click", id)).map((e) => e.properties)).toEqual([
      expect.objectContaining({ button_name: "discover-more", page_name: "/discover", page_media: "web", app_type: 12, app_env: "local" }),
    ]);
    await expect.poll(async () => (await collected("page_leave", id)).map((e) => e.properties.page_name)).toEqual(["/discover"]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("nothing is sent", async ({ page }) => {
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/action/analytics") || request.url().includes("/analytics/collect")) sent.push(request.url());
      });
      await page.goto("/discover");
      await page.locator("[data-analytics-button=discover-more]").click();
      await expect(page).toHaveURL(`${ORIGIN}/news-center`);
      await page.goto("/stocks");
      expect(sent).toEqual([]);
    });
  });

  test("the proxy validates, stays same-origin and stamps the properties itself", async ({ page }) => {
    await page.goto("/");
    const post = (body: string, headers: Record<string, string> = {}) =>
      page.request.post("/action/analytics", { data: body, headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: ORIGIN, ...headers } });
    const marker = `proxy${Date.now().toString(36)}`;
    const valid = JSON.stringify({ events: [{ event: "button_click", page_name: "https://evil.example/cn/discover/?q=1#x", time: Date.now(), properties: { distinct_id: marker, button_name: "discover-more", app_type: 99, website_domain: "evil.example" } }] });
    expect((await post(valid)).status()).toBe(204);
    await expect.poll(async () => (await collected("button_click", marker)).map((e) => e.properties)).toEqual([
      { distinct_id: marker, button_name: "discover-more", page_media: "web", website_domain: "localhost", app_type: 12, app_env: "local", page_name: "/cn/discover" },
    ]);
    expect((await post("not json")).status()).toBe(400);
    expect((await post(JSON.stringify({ events: [{ event: "purchase", page_name: "/" }] }))).status()).toBe(400);
    expect((await post(JSON.stringify({ events: Array.from({ length: 21 }, () => ({ event: "page_view", page_name: "/" })) }))).status()).toBe(400);
    expect((await post(JSON.stringify({ events: [{ event: "page_view", page_name: "/", properties: { page_title: "x".repeat(17_000) } }] }))).status()).toBe(413);
    expect((await post(valid, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status()).toBe(403);
    expect((await page.request.get("/action/analytics")).status()).toBe(405);
  });
});

// 8. Tag manager -------------------------------------------------------------------------------

test.describe("8. tag manager", () => {
  // The visitor has accepted it (consent.spec.ts: nothing loads before).
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "consent", value: "granted", url: baseURL! }]);
  });
  test("injected only on sign-in and sign-up, once per page session, allowed by the CSP's strict-dynamic", async ({ page, context }) => {
    const gtm: string[] = [];
    await context.unroute("https://www.googletagmanager.com/**");
    await stubThirdParties(context, gtm);
    const scripts = page.locator("script[data-tag-manager]");
    await page.goto("/");
    await hydrated(page);
    await expect(scripts).toHaveCount(0);
    await page.locator(".user-menu a[href^='/sign-in']").click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(scripts).toHaveCount(1);
    const info = await page.evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>("script[data-tag-manager]")!;
      return { src: script.src, nonce: script.nonce, dataLayer: (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.map(({ "gtm.start": _start, ...entry }) => entry) };
    });
    expect(info.src).toBe(`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`);
    // No nonce: the page's own script inserted it, which 'strict-dynamic' trusts (it loaded: below).
    expect(info.nonce).toBe("");
    // Custom HTML and custom JavaScript variables are blocked before the container starts.
    expect(info.dataLayer).toEqual([{ "gtm.blocklist": ["customScripts"] }, { event: "gtm.js" }]);
    await expect.poll(() => gtm.length).toBe(1);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    for (const path of ["/sign-up", "/sign-in", "/sign-up"]) {
      await clientNavigate(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
      await routerIdle(page);
    }
    await expect(scripts).toHaveCount(1);
    expect(gtm.length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Leaving the two pages is a document load: the container ends with the document.
    await clientNavigate(page, "/pricing");
    await expect(page).toHaveURL(/\/pricing$/);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await expect(scripts).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
    expect(gtm.length).toBe(1);
  });

  test("the container's Google tags may send their hits: the policy allows Google Analytics' hosts, reached from any page", async ({ page, context, consoleErrors }) => {
    await context.unroute("https://www.googletagmanager.com/**");
    const hits: string[] = [];
    // A container whose one tag sends a GA4 hit the way gtag does (fetch, no-cors, keepalive).
    await context.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: 'fetch("https://region1.google-analytics.com/g/collect?v=2&en=page_view", { method: "POST", mode: "no-cors", keepalive: true });' }),
    );
    await context.route("https://region1.google-analytics.com/**", (route) => {
      hits.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    const response = await page.goto("/pricing");
    expect(response!.headers()["content-security-policy"]).toMatch(/connect-src 'self' https:\/\/\*\.googletagmanager\.com https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com;/);
    await hydrated(page);
    // Into sign-in by a client navigation: the document, and its policy, are still /pricing's.
    await page.locator(".user-menu a[href^='/sign-in']").click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect.poll(() => hits.length).toBe(1);
    expect(consoleErrors.filter((line) => /Content Security Policy/.test(line))).toEqual([]);
  });

  test("every locale's sign-in and sign-up load it; other pages do not", async ({ page }) => {
    for (const [path, expected] of [["/cn/sign-up", 1], ["/hk/sign-in", 1], ["/sign-in-institutional", 0], ["/cn/pricing", 0], ["/hk", 0]] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("script[data-tag-manager]"), path).toHaveCount(expected);
    }
  });
});

// 9. Customer-support chat ---------------------------------------------------------------------

function signatureOf(url: URL, secret: string): string {
  const p = url.searchParams;
  return createHash("sha1").update(`${p.get("c_cf_uuid")}${p.get("nonce")}${p.get("timestamp")}${secret}`).digest("hex").toUpperCase();
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
      for (const [path, chat, plugin, language] of [["/", "/chat", "3728", "en-us"], ["/cn/stocks", "/cn/chat", "3723", "zh-cn"], ["/hk/pricing", "/hk/chat", "3723", "zh-cn"]] as const) {
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

// 10. Device and app ---------------------------------------------------------------------------

test.describe("10. device and app", () => {
  test.describe("first server render", () => {
    test.use({ javaScriptEnabled: false, userAgent: IPHONE });
    test("device flags reach components in the server HTML (a phone)", async ({ page }) => {
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

    test("the chat button steps aside while a form field has the focus (the app and phones alike)", async ({ page }) => {
      for (const [path, field] of [["/hk/feedback", "textarea"], ["/sign-in", "input[type=password]"]]) {
        await page.goto(path);
        const launcher = page.locator("a[data-chat-launcher]");
        await expect(launcher, path).toBeVisible();
        await page.locator(`form ${field}`).first().focus();
        await expect(launcher, path).toBeHidden();
        await page.locator(`form ${field}`).first().blur();
        await expect(launcher, path).toBeVisible();
      }
    });

    test("with no footer, the page scrolls the last button clear of the chat button", async ({ page }) => {
      for (const path of ["/", "/cn/activity/anniversary", "/hk/help-center"]) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const launcher = (await page.locator("a[data-chat-launcher]").boundingBox())!;
        const last = (await page.locator("main a, main button").last().boundingBox())!;
        expect(last.y + last.height, `${path}: the last control ends above the chat button`).toBeLessThanOrEqual(launcher.y);
      }
    });

    test("the app opens accounts itself, and nothing asks to download the app it is in", async ({ page, sandbox }) => {
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

    test("the site's chrome is hidden on every layout, the login pages' header included", async ({ page }) => {
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
      await expect.poll(() => appLinks(page)).toEqual([`dolphinapp://webview?url=${encodeURIComponent(href)}`]);
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
