/**
 * Analytics in a real browser, read back from the sandbox collector: page views, page-leave
 * heartbeats and durations, the discover-more button, the same-origin proxy; and the tag manager,
 * loaded on sign-in and sign-up only under the CSP.
 */
import type { Page } from "@playwright/test";
import { SANDBOX, test } from "../fixtures";
import { ORIGIN, clientNavigate, expect, hydrated, routerIdle, stubThirdParties } from "./helpers";

test.describe.configure({ timeout: 60_000 });

const TAG_MANAGER_ID = "GTM-TEST123";

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
    expect(view.properties).toMatchObject({
      page_media: "web",
      website_domain: "localhost",
      app_type: 12,
      app_env: "local",
      page_name: "/hk/stocks",
      distinct_id: id,
    });
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

  test("leaving the site (the document unloads, as when the tab closes) does not lose the page-leave event", async ({ page }) => {
    await page.goto("/us-options");
    await hydrated(page);
    const id = await distinctId(page);
    // The visitor has been on the page a moment: its view is out (the tracker set up, nothing queued).
    await expect.poll(async () => (await collected("page_view", id)).length).toBe(1);
    // Unloaded by a navigation, not page.close(): headless Chromium drops the keepalive request of
    // a page closed through the DevTools protocol about one time in five (4 of 16 beacons that
    // sendBeacon accepted never reached the server), which no page can prevent. Both unloads fire
    // the same pagehide.
    await page.goto("about:blank");
    await expect.poll(async () => (await collected("page_leave", id)).map((e) => e.properties.page_name)).toEqual(["/us-options"]);
  });

  test("a page that vanished without pagehide is reported from its heartbeat by the next page", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const id = await distinctId(page);
    await page.evaluate(() => {
      const now = Date.now();
      localStorage.setItem(
        "dolphin.pageleave.crashed",
        JSON.stringify({ page_name: "/fx-cfd", page_title: "FX CFD", start: now - 60_000, updatedAt: now - 40_000 }),
      );
    });
    await page.reload();
    await hydrated(page);
    await expect
      .poll(async () => (await collected("page_leave", id)).map((e) => [e.properties.page_name, e.properties.event_duration]))
      .toEqual([["/fx-cfd", 20]]);
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
    await expect
      .poll(async () => (await collected("button_click", id)).map((e) => e.properties))
      .toEqual([expect.objectContaining({ button_name: "discover-more", page_name: "/discover", page_media: "web", app_type: 12, app_env: "local" })]);
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
    const valid = JSON.stringify({
      events: [
        {
          event: "button_click",
          page_name: "https://evil.example/cn/discover/?q=1#x",
          time: Date.now(),
          properties: { distinct_id: marker, button_name: "discover-more", app_type: 99, website_domain: "evil.example" },
        },
      ],
    });
    expect((await post(valid)).status()).toBe(204);
    await expect
      .poll(async () => (await collected("button_click", marker)).map((e) => e.properties))
      .toEqual([
        {
          distinct_id: marker,
          button_name: "discover-more",
          page_media: "web",
          website_domain: "localhost",
          app_type: 12,
          app_env: "local",
          page_name: "/cn/discover",
        },
      ]);
    expect((await post("not json")).status()).toBe(400);
    expect((await post(JSON.stringify({ events: [{ event: "purchase", page_name: "/" }] }))).status()).toBe(400);
    expect((await post(JSON.stringify({ events: Array.from({ length: 21 }, () => ({ event: "page_view", page_name: "/" })) }))).status()).toBe(400);
    expect((await post(JSON.stringify({ events: [{ event: "page_view", page_name: "/", properties: { page_title: "x".repeat(17_000) } }] }))).status()).toBe(
      413,
    );
    expect((await post(valid, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status()).toBe(403);
    expect((await page.request.get("/action/analytics")).status()).toBe(405);
  });
});

// 8. Tag manager -------------------------------------------------------------------------------

test.describe("8. tag manager", () => {
  // The visitor has accepted it (site/consent.spec.ts: nothing loads before).
  // Only these tests load the tag manager, so only they route it (to a stub: this machine cannot
  // reach it); a route costs every request of the context (docs/performance.md).
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "consent", value: "granted", url: baseURL! }]);
    await stubThirdParties(context);
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
      return {
        src: script.src,
        nonce: script.nonce,
        dataLayer: (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.map(({ "gtm.start": _start, ...entry }) => entry),
      };
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

  test("the container's Google tags may send their hits: the policy allows Google Analytics' hosts, reached from any page", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.unroute("https://www.googletagmanager.com/**");
    const hits: string[] = [];
    // A container whose one tag sends a GA4 hit the way gtag does (fetch, no-cors, keepalive).
    await context.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/javascript",
        body: 'fetch("https://region1.google-analytics.com/g/collect?v=2&en=page_view", { method: "POST", mode: "no-cors", keepalive: true });',
      }),
    );
    await context.route("https://region1.google-analytics.com/**", (route) => {
      hits.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    const response = await page.goto("/pricing");
    expect(response!.headers()["content-security-policy"]).toMatch(
      /connect-src 'self' https:\/\/\*\.googletagmanager\.com https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com;/,
    );
    await hydrated(page);
    // Into sign-in by a client navigation: the document, and its policy, are still /pricing's.
    await page.locator(".user-menu a[href^='/sign-in']").click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect.poll(() => hits.length).toBe(1);
    expect(consoleErrors.filter((line) => /Content Security Policy/.test(line))).toEqual([]);
  });

  test("every locale's sign-in and sign-up load it; other pages do not", async ({ page }) => {
    for (const [path, expected] of [
      ["/cn/sign-up", 1],
      ["/hk/sign-in", 1],
      ["/sign-in-institutional", 0],
      ["/cn/pricing", 0],
      ["/hk", 0],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("script[data-tag-manager]"), path).toHaveCount(expected);
    }
  });
});
