/**
 * Client navigations in a real browser: campaign codes kept across them, a change of locale without
 * a document load, scrolling, out-in transitions, the reload after a route module fails to load, and
 * the offline banner. Waiting is done with the test runner's clock (page.clock), never with sleeps.
 */
import type { Page, Route } from "@playwright/test";
import { test, uniqueEmail } from "../fixtures";
import { heading } from "../pages";
import { ORIGIN, PASSWORD, clientNavigate, expect, hydrated, routerIdle, signIn } from "./helpers";

test.describe.configure({ timeout: 60_000 });

/** Removes console errors a test provoked on purpose (the fixture fails on any other). */
function forgive(consoleErrors: string[], pattern: RegExp): void {
  const kept = consoleErrors.filter((line) => !pattern.test(line));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

// 1. Campaign codes ----------------------------------------------------------------------------

test.describe("1. campaign codes", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("server-rendered internal links carry HCode and ICode", async ({ sharedPage: page }) => {
      await page.goto("/cn/stocks?HCode=H7&ICode=I7&other=1");
      await expect(page.locator('a[href="/cn/pricing?HCode=H7&ICode=I7"]').first()).toBeAttached();
      const internal = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      const pages = internal.filter((href) => !href.startsWith("/build/") && !href.includes("#") && !href.startsWith("/locales"));
      expect(pages.length).toBeGreaterThan(10);
      for (const href of pages) expect(href, href).toContain("HCode=H7");
    });
  });

  test("client navigations without the codes get them; a target's own HCode wins", async ({ sharedPage: page }) => {
    await page.goto("/?HCode=H1&ICode=I1");
    await hydrated(page);
    await clientNavigate(page, "/pricing");
    await expect(page).toHaveURL(`${ORIGIN}/pricing?HCode=H1&ICode=I1`);
    await clientNavigate(page, "/stocks?HCode=OWN#faq");
    await expect(page).toHaveURL(`${ORIGIN}/stocks?HCode=OWN&ICode=I1#faq`);
    await page.locator(".site-footer a[href^='/about']").first().click();
    await expect(page).toHaveURL(`${ORIGIN}/about?HCode=OWN&ICode=I1`);
  });

  test("form redirects keep them: a guard's redirect and a sign-in", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("campaign");
    await sandbox.createUser({ email, password: PASSWORD });
    await page.goto("/payment-records?HCode=H2&ICode=I2");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=.*HCode=H2&ICode=I2$/);
    await signIn(page, email, "/sign-in?by=email&HCode=H2&ICode=I2");
    await expect(page).toHaveURL(`${ORIGIN}/?HCode=H2&ICode=I2`);
    await expect(page.locator(".user-menu summary")).toBeVisible();
  });

  test("ICode prefills the sign-up invitation code", async ({ sharedPage: page }) => {
    await page.goto("/hk/sign-up?ICode=FRIEND7");
    await expect(page.getByLabel(/邀請碼/)).toHaveValue("FRIEND7");
  });
});

// Client navigations across locales -----------------------------------------------------------

test.describe("client navigation across locales", () => {
  const CJK = /[\u4e00-\u9fff]/;
  test("the page renders in the new locale at once, without loading the document again", async ({ sharedPage: page }) => {
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
  test("a navigation scrolls to the top; back restores the position; a hash scrolls to its target", async ({ sharedPage: page }) => {
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
        log.push({
          phase: main.getAttribute("data-page-transition"),
          path: location.pathname,
          animation: style.animationName,
          duration: style.animationDuration,
        });
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
    // The chat launcher rises above the banner (spa.css, --chat-launcher-gap) rather than cover it.
    const banner = (await page.locator(".offline-banner").boundingBox())!;
    const launcher = (await page.locator("a[data-chat-launcher]").boundingBox())!;
    expect(launcher.y + launcher.height).toBeLessThanOrEqual(banner.y);
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
