/**
 * The redirect helper (GET /action/redirect): links to the mobile site and the brokerage's other
 * hosts are plain anchors to it, in the same tab or a new one (rel="noopener") as the link asks.
 * Signed in, the browser goes through the mobile site's redirect page with a token key that the
 * mobile site exchanges for the visitor's session; anonymous, straight to the target. JavaScript
 * on and off, through the seeded help answer and news article whose upstream content links to the
 * mobile site and to another of the brokerage's hosts (the academy). The mobile
 * site is played by a route of the browser context: its redirect page exchanges the token key at
 * the sandbox (as the real one does upstream) and forwards to `url`; its other pages say who is
 * signed in there.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { FROM_SITE, SANDBOX, expect, hydrated, seriousAxeViolations, signInAs, test, uniqueEmail } from "../fixtures";

// Each test signs in through the sandbox (scrypt) and renders full pages: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const MOBILE_ORIGIN = "https://m-dev.dolphin-securities.sg";
const PASSWORD = "Passw0rd1";
const ARTICLE = "/help-key/q-funding-deposit-methods";
const SAME_TAB = { en: "Deposit on our mobile site", cn: "在手机网页版入金" } as const;
const NEW_TAB = { en: "see your deposits", cn: "查看入金记录" } as const;
const NEWS_ARTICLE = "/news/market-limit-vs-market";
const ACADEMY_ORIGIN = "https://academy.dolphin-securities.sg";

/** What the stand-in mobile site saw: the token keys its redirect page exchanged, as the uuid they gave. */
interface MobileSite {
  handOvers: Array<{ uuid: string | null; url: string }>;
}

/** Plays the mobile site for every page of `context` (popups included). */
async function mobileSite(context: BrowserContext): Promise<MobileSite> {
  const site: MobileSite = { handOvers: [] };
  let session: string | null = null;
  await context.route(`${MOBILE_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/redirect") {
      const exchange = await fetch(
        `${SANDBOX}/user-server-sg/web/get-token-by-token-key/v1?tokenKey=${encodeURIComponent(url.searchParams.get("tokenKey") ?? "")}`,
        { headers: { "X-Lang": "3" } },
      );
      const body = (await exchange.json()) as { code: number; data?: { uuid: string } };
      session = body.code === 0 ? body.data!.uuid : null;
      site.handOvers.push({ uuid: session, url: url.searchParams.get("url")! });
      // On to `url` by a refresh, as a page of its own: Chromium does not route the request that
      // follows a fulfilled redirect when a real one came before it (the site's 302 here).
      const next = url.searchParams.get("url")!.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><title>Redirecting</title><meta http-equiv="refresh" content="0;url=${next}">`,
      });
    }
    const who = session ? `signed in as ${session}` : "anonymous";
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Mobile site</title><link rel="icon" href="data:,"><h1>Mobile site</h1><p id="who">${who}</p>`,
    });
  });
  return site;
}

/** Plays another of the brokerage's hosts, the academy: its pages say they are the academy. */
async function academySite(context: BrowserContext): Promise<void> {
  await context.route(`${ACADEMY_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Academy</title><link rel="icon" href="data:,"><h1>Dolphin Academy</h1>`,
    }),
  );
}

/** The helper link named `name` on the article, checked: its href, and its target and rel. */
async function helperLink(page: Page, name: string, target: string, locale: string, newTab: boolean) {
  const link = page.getByRole("link", { name, exact: true });
  const href = await link.getAttribute("href");
  expect(href, name).toBe(`/action/redirect?${new URLSearchParams({ target, locale })}`);
  if (newTab) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
  } else {
    expect(await link.getAttribute("target"), name).toBeNull();
    expect(await link.getAttribute("rel"), name).toBeNull();
  }
  return link;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`links to the mobile site, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("anonymous: straight to the target, in the same tab and in a new one", async ({ page }) => {
      const site = await mobileSite(page.context());
      await page.goto(ARTICLE);
      if (javaScriptEnabled) await hydrated(page);
      await helperLink(page, SAME_TAB.en, `${MOBILE_ORIGIN}/deposit`, "en", false).then((link) => link.click());
      await expect(page).toHaveURL(`${MOBILE_ORIGIN}/deposit`);
      await expect(page.locator("#who")).toHaveText("anonymous");

      await page.goto(ARTICLE);
      if (javaScriptEnabled) await hydrated(page);
      const link = await helperLink(page, NEW_TAB.en, `${MOBILE_ORIGIN}/deposit/history`, "en", true);
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(popup).toHaveURL(`${MOBILE_ORIGIN}/deposit/history`);
      await expect(popup.locator("#who")).toHaveText("anonymous");
      // The opener is not reachable from the new tab (rel="noopener").
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(page.url()).toContain(ARTICLE);
      expect(site.handOvers).toEqual([]);
    });

    test("a seeded news article links through the helper: the academy in a new tab, signed in; the mobile site in the same tab", async ({ page, sandbox }) => {
      const site = await mobileSite(page.context());
      await academySite(page.context());
      const email = uniqueEmail("helper-news");
      const { uuid } = await sandbox.createUser({ email, password: PASSWORD });
      await signInAs(page, email, PASSWORD);
      await page.goto(NEWS_ARTICLE);
      if (javaScriptEnabled) await hydrated(page);
      // The article with its helper links passes axe like every page (checked once: the server's
      // document is the same with JavaScript off).
      if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
      await helperLink(page, "open the order ticket on our mobile site", `${MOBILE_ORIGIN}/trade/order-types`, "en", false);
      const academy = await helperLink(page, "take the free order-types course", `${ACADEMY_ORIGIN}/courses/order-types`, "en", true);
      const [popup] = await Promise.all([page.waitForEvent("popup"), academy.click()]);
      await expect(popup).toHaveURL(`${ACADEMY_ORIGIN}/courses/order-types`);
      await expect(popup.getByRole("heading", { level: 1 })).toHaveText("Dolphin Academy");
      // Through the mobile site's redirect page, with a token key of the session.
      expect(site.handOvers).toEqual([{ uuid, url: `${ACADEMY_ORIGIN}/courses/order-types` }]);
    });

    test("signed in: through the mobile site's redirect page with a token key for the session, same tab and new tab", async ({ page, sandbox }) => {
      const site = await mobileSite(page.context());
      const email = uniqueEmail("helper-link");
      const { uuid } = await sandbox.createUser({ email, password: PASSWORD });
      await signInAs(page, email, PASSWORD);
      await page.goto(`/cn${ARTICLE}`);
      if (javaScriptEnabled) await hydrated(page);
      await helperLink(page, SAME_TAB.cn, `${MOBILE_ORIGIN}/deposit`, "cn", false).then((link) => link.click());
      await expect(page).toHaveURL(`${MOBILE_ORIGIN}/deposit`);
      await expect(page.locator("#who")).toHaveText(`signed in as ${uuid}`);

      await page.goto(`/cn${ARTICLE}`);
      if (javaScriptEnabled) await hydrated(page);
      const link = await helperLink(page, NEW_TAB.cn, `${MOBILE_ORIGIN}/deposit/history`, "cn", true);
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(popup).toHaveURL(`${MOBILE_ORIGIN}/deposit/history`);
      await expect(popup.locator("#who")).toHaveText(`signed in as ${uuid}`);
      expect(site.handOvers).toEqual([
        { uuid, url: `${MOBILE_ORIGIN}/deposit` },
        { uuid, url: `${MOBILE_ORIGIN}/deposit/history` },
      ]);
      // The token-key call spoke the page's language (X-Lang 1: cn).
      const calls = (await sandbox.requests(uuid)).filter((r) => r.path.includes("get-token-key"));
      expect(calls.map((r) => r.lang)).toEqual(["1", "1"]);
    });
  });
}

test.describe("the redirect helper's answers", () => {
  const helper = (target: string, locale = "en") => `/action/redirect?${new URLSearchParams({ target, locale })}`;

  test("signed in from another site: straight to the target, no token key minted; never cached", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("helper-xsite");
    const { uuid } = await sandbox.createUser({ email, password: PASSWORD });
    await signInAs(page, email, PASSWORD);
    const target = `${MOBILE_ORIGIN}/deposit?x=1`;
    for (const site of ["cross-site", "same-site"]) {
      const response = await page.request.get(helper(target), { headers: { "Sec-Fetch-Site": site }, maxRedirects: 0 });
      expect(response.status(), site).toBe(302);
      expect(response.headers().location, site).toBe(target);
      expect(response.headers()["cache-control"], site).toBe("no-store");
    }
    expect((await sandbox.requests(uuid)).filter((r) => r.path.includes("get-token-key"))).toEqual([]);
    const own = await page.request.get(helper(target), { headers: { "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 });
    const location = new URL(own.headers().location);
    expect(`${location.origin}${location.pathname}`).toBe(`${MOBILE_ORIGIN}/redirect`);
    expect(location.searchParams.get("tokenKey")).toBeTruthy();
    expect(location.searchParams.get("url")).toBe(target);
    expect(own.headers()["cache-control"]).toBe("no-store");
  });

  test("a hand-over key in the target is dropped; a site path is a URL on the site; POST is refused", async ({ request, baseURL }) => {
    const planted = await request.get(helper(`${MOBILE_ORIGIN}/a?tokenKe%79=evil&b=1`), { maxRedirects: 0 });
    expect(planted.headers().location).toBe(`${MOBILE_ORIGIN}/a?b=1`);
    const path = await request.get(helper("/hk/stocks?tokenKey=evil&HCode=H1"), { maxRedirects: 0 });
    expect(path.headers().location).toBe(`${new URL(baseURL!).origin}/hk/stocks?HCode=H1`);
    expect((await request.post("/action/redirect", { form: { target: "/stocks" }, headers: FROM_SITE, maxRedirects: 0 })).status()).toBe(405);
  });
});
