/**
 * The published advisories against React Router 6 and turbo-stream that are fixed only in React
 * Router 7 (docs/security.md §Dependencies past their end of life), each shown against the running
 * site: backported (GHSA-wrjc-x8rr-h8h6, patch in docs/patches.md), fixed by the versions the site
 * installs (GHSA-jjmj-jmhj-qwj2) or unreachable (CVE-2026-34077; GHSA-337j-9hxr-rhxg is held by
 * input.spec.ts). The client navigations go through the router every link, useNavigate
 * call and form submission of the site uses (`window.__remixRouter.navigate`).
 */
import { SITE_PORT } from "../../../playwright.config";
import { POLL, expect, hydrated, test } from "../fixtures";
import type { RouterWindow } from "../spa/helpers";

const SITE = `http://localhost:${SITE_PORT}`;

/**
 * Navigates the page's router to `to` as a link or useNavigate would, and answers the URL the tab
 * ends on (unlike spa/helpers' clientNavigate, it waits, and a navigation that rejects is no error).
 */
async function clientNavigate(page: import("@playwright/test").Page, to: string): Promise<URL> {
  await page.evaluate((target) => (window as unknown as RouterWindow).__remixRouter.navigate(target).catch(() => undefined), to);
  // A navigation that left the site would unload the page: wait for the router to settle, then read
  // where the tab is (a document navigation to another host ends on Chromium's error page).
  await page.waitForLoadState("load");
  await page
    .waitForFunction(() => (window as unknown as Partial<RouterWindow>).__remixRouter?.state.navigation.state === "idle", undefined, POLL)
    .catch(() => undefined);
  return new URL(page.url());
}

test.describe("GHSA-wrjc-x8rr-h8h6: a path that begins with a backslash stays on the site", () => {
  for (const to of ["/\\evil.example/", "\\/evil.example/", "\\\\evil.example/", "/\\/evil.example/", "/\\\\evil.example/x?y=1"]) {
    test(`navigate(${JSON.stringify(to)}) is a page of this site`, async ({ sharedPage: page }) => {
      await page.goto(`${SITE}/pricing`);
      await hydrated(page);
      const url = await clientNavigate(page, to);
      expect(url.origin).toBe(SITE);
      expect(url.pathname).toBe(to.includes("/x") ? "/evil.example/x" : "/evil.example/");
      // The site's own 404 page, rendered by the client router (no document load to another host).
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

// A link React Router renders: "../" from /__test/link is the root route, so "../\evil.example" is
// `to="\evil.example"` on a root route, which rendered the href "/\evil.example"; a tab between
// the separators ("/\t/evil.example") is dropped by the URL parser, leaving "//evil.example". The
// href is what a click without JavaScript, a middle-click or a click before hydration follows.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`GHSA-wrjc-x8rr-h8h6: a link's href names no other host (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });
    for (const to of ["../\\evil.example", "/\t/evil.example", "../\t//evil.example", "/\\\n/evil.example"]) {
      test(`<Link to=${JSON.stringify(to)}> stays on the site`, async ({ sharedPage: page }) => {
        await page.goto(`${SITE}/__test/link?${new URLSearchParams({ to })}`);
        if (javaScriptEnabled) await hydrated(page);
        const link = page.getByRole("link", { name: "Link under test" });
        const href = (await link.getAttribute("href")) ?? "";
        expect(new URL(href, SITE).origin, JSON.stringify(href)).toBe(SITE);
        expect(href).toBe("/evil.example");
        await link.click();
        await expect(page).toHaveURL(`${SITE}/evil.example`);
        // The site's own 404 page.
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Link scenario");
      });
    }
  });
}

test.describe("GHSA-jjmj-jmhj-qwj2: protocol-relative and scheme paths given to navigate stay on the site", () => {
  for (const to of ["//evil.example/", "///evil.example/", "javascript:alert(document.domain)"]) {
    test(`navigate(${JSON.stringify(to)}) neither leaves the site nor runs script`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${SITE}/pricing`);
      await hydrated(page);
      const url = await clientNavigate(page, to);
      expect(url.origin).toBe(SITE);
      expect(dialogs).toEqual([]);
    });
  }
});

test("CVE-2026-34077 (turbo-stream, single fetch): no request is answered by the single-fetch handler", async ({ request }) => {
  // Single fetch is off (remix.config.js), so Remix never encodes an answer with turbo-stream: a
  // `.data` URL is an ordinary unknown page, and a document carries no turbo-stream hand-off.
  for (const path of ["/pricing.data", "/_root.data", "/cn/stocks.data?_routes=root", `/pricing.data?q=${"%5B".repeat(2_000)}`]) {
    const response = await request.get(`${SITE}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
  }
  const page = await request.get(`${SITE}/pricing`);
  const html = await page.text();
  expect(html).toContain("window.__remixContext");
  expect(html).not.toContain("streamController");
});
