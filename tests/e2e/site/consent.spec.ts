/**
 * Consent to the tag manager (Singapore PDPA; TAG_MANAGER_ID is set for the browser tests): a
 * banner on every page until the visitor chooses; the container loads only after "Accept"; after
 * "Refuse" it never does and the pages work; the choice is the consent cookie (365 days,
 * SameSite=Lax, HttpOnly) and can be changed from the footer. JavaScript on and off.
 */
import { FROM_SITE, expect, hydrated, stubThirdParties, test, uniqueEmail } from "../fixtures";

const GTM = /^https:\/\/www\.googletagmanager\.com\//;
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Records every request for the tag manager's script (answered with an empty one in the tests with JavaScript). */
function gtmRequests(page: import("@playwright/test").Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (GTM.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function consentCookie(context: import("@playwright/test").BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "consent");
}

test.describe("with JavaScript", () => {
  // The tag manager loads from the internet, which this machine cannot reach: a stub script. Only
  // a page that runs scripts loads it; a route costs every request of the context.
  test.beforeEach(async ({ context }) => {
    await stubThirdParties(context);
  });

  test("no tag manager before the visitor chooses; Accept loads it on sign-in, at once, and the choice is kept 365 days", async ({ page, context }) => {
    const gtm = gtmRequests(page);
    await page.goto("/sign-in?by=email");
    await hydrated(page);
    const banner = page.locator("[data-consent-banner]");
    await expect(banner).toBeVisible();
    await expect(page.locator("script[data-tag-manager]")).toHaveCount(0);
    expect(gtm).toEqual([]);
    await page.getByLabel("Email").fill("kept@example.com");
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toHaveCount(0);
    // Loaded into this page without a reload: what was typed is still there.
    await expect(page.locator("script[data-tag-manager]")).toHaveCount(1);
    await expect.poll(() => gtm.length).toBe(1);
    await expect(page.getByLabel("Email")).toHaveValue("kept@example.com");
    // The browser tests serve a production build: Secure, kept by Chromium on http://localhost.
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: "granted", path: "/", sameSite: "Lax", httpOnly: true, secure: true });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365.01);
    await page.goto("/cn/sign-up");
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    await expect.poll(() => gtm.length).toBe(2);
  });

  test("Refuse: no tag manager on sign-in or sign-up, the banner gone, and signing in works", async ({ page, context, sandbox }) => {
    const gtm = gtmRequests(page);
    await page.goto("/hk/pricing");
    await hydrated(page);
    await page.locator("[data-consent-banner]").getByRole("button", { name: "拒絕" }).click();
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    // The banner goes when the choice is sent; the cookie comes with the answer.
    await expect.poll(async () => (await consentCookie(context))?.value).toBe("denied");
    for (const path of ["/sign-in", "/sign-up", "/hk/sign-in"]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("[data-consent-banner]"), path).toHaveCount(0);
      await expect(page.locator("script[data-tag-manager]"), path).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
    const email = uniqueEmail("refused");
    await sandbox.createUser({ email, password: "Abc12345" });
    await page.goto("/sign-in?by=email");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("Abc12345");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await hydrated(page);
    await expect(page.locator(".user-menu summary")).toBeVisible();
    expect(gtm).toEqual([]);
  });

  test("the footer's Cookie settings asks again, and a new choice replaces the old", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "consent", value: "denied", url: baseURL! }]);
    await page.goto("/about");
    await hydrated(page);
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    await page.locator(".site-footer [data-cookie-settings]").click();
    await expect(page).toHaveURL(/\/about\?cookies$/);
    await page.locator("[data-consent-banner]").getByRole("button", { name: "Accept" }).click();
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(context))?.value).toBe("granted");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner is a form: Accept posts, comes back to the page, and the banner is gone", async ({ page, context }) => {
    await page.goto("/stocks?HCode=ABC");
    const banner = page.locator("[data-consent-banner]");
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(/\/stocks\?HCode=ABC$/);
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe("granted");
  });

  test("Refuse comes back to the page in its locale; the login footer's Cookie settings asks again", async ({ page, context }) => {
    await page.goto("/cn/sign-in");
    await page.locator("[data-consent-banner]").getByRole("button", { name: "拒绝" }).click();
    await expect(page).toHaveURL(/\/cn\/sign-in$/);
    expect((await consentCookie(context))?.value).toBe("denied");
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    await page.locator(".login-footer [data-cookie-settings]").click();
    await expect(page.locator("[data-consent-banner]")).toBeVisible();
    await page.locator("[data-consent-banner]").getByRole("button", { name: "同意" }).click();
    await expect(page).toHaveURL(/\/cn\/sign-in$/);
    expect((await consentCookie(context))?.value).toBe("granted");
  });
});

test("the banner's markup is the same for every visitor without a choice, and none is shown with one", async ({ request, playwright, baseURL }) => {
  const banner = (html: string) => /<section class="consent"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
  const first = banner(await (await request.get("/pricing")).text());
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": "10.9.9.9", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Other/1.0" },
  });
  expect(first).not.toBeNull();
  expect(banner(await (await other.get("/pricing")).text())).toBe(first);
  for (const value of ["granted", "denied"]) {
    expect(banner(await (await request.get("/pricing", { headers: { Cookie: `consent=${value}` } })).text()), value).toBeNull();
  }
  // An unknown value is no choice.
  expect(banner(await (await request.get("/pricing", { headers: { Cookie: "consent=maybe" } })).text())).toBe(first);
  const answer = await request.post("/action/consent", { form: { choice: "later" }, headers: FROM_SITE, maxRedirects: 0 });
  expect(answer.status()).toBe(400);
  await other.dispose();
});

test.describe("on a phone 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE });
  test("the banner sits above the page and covers none of the sign-in form; nothing scrolls sideways", async ({ page }) => {
    await page.goto("/sign-in");
    const banner = (await page.locator("[data-consent-banner]").boundingBox())!;
    const form = (await page.locator("main form").first().boundingBox())!;
    expect(banner.y + banner.height).toBeLessThanOrEqual(form.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
