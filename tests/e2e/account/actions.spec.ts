/**
 * The /action routes around the account: the redirect helper, the open-account step for a client
 * whose account is open, and the page's language sent upstream.
 */
import { FROM_SITE, expect, signInAs, test, uniqueEmail } from "../fixtures";
import { PASSWORD, expectSignedIn, signInByEmail } from "./helpers";

test.describe("the redirect helper", () => {
  test("refuses a foreign host", async ({ request }) => {
    for (const target of ["https://evil.example.com/", "//evil.example.com", "javascript:alert(1)", "https://m.dolphin-securities.sg.evil.com/"]) {
      const response = await request.get(`/action/redirect?target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(400);
    }
  });
  test("anonymous goes straight to the target; signed in goes through the mobile site with a token key", async ({ sharedPage: page, request, sandbox }) => {
    const target = "https://m-dev.dolphin-securities.sg/open-account";
    const anonymous = await request.get(`/action/redirect?target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe(target);
    const email = uniqueEmail("helper");
    await sandbox.createUser({ email, password: PASSWORD });
    await signInByEmail(page, email, PASSWORD);
    await expectSignedIn(page);
    const response = await page.request.get(`/action/redirect?target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers().location);
    expect(location.origin).toBe("https://m-dev.dolphin-securities.sg");
    expect(location.pathname).toBe("/redirect");
    expect(location.searchParams.get("tokenKey")).toBeTruthy();
    expect(location.searchParams.get("url")).toBe(target);
  });
});

test("a client whose account is open is not asked to open one: the app is the next step, and in the app nothing is offered", async ({
  page,
  sandbox,
  browser,
  clientIp,
}) => {
  const opened = uniqueEmail("opened");
  await sandbox.createUser({ email: opened, password: PASSWORD, openedAccount: true });
  await signInAs(page, opened, PASSWORD);
  await page.goto("/stocks");
  const hero = page.locator(".page-header .cta-row");
  await expect(hero.getByRole("link", { name: "Download the app" })).toHaveClass(/btn--primary/);
  await expect(page.getByRole("button", { name: /Open (an )?account/ })).toHaveCount(0);
  const app = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DolphinApp/5.2",
    extraHTTPHeaders: { "X-Forwarded-For": clientIp },
  });
  const inApp = await app.newPage();
  await signInAs(inApp, opened, PASSWORD);
  await inApp.goto("/stocks");
  await expect(inApp.locator("h1")).toBeVisible();
  await expect(inApp.locator("[data-app-link=open-account]")).toHaveCount(0);
  await app.close();
  // Not yet opened: still asked.
  const notYet = uniqueEmail("not-opened");
  await sandbox.createUser({ email: notYet, password: PASSWORD });
  await page.context().clearCookies();
  await signInAs(page, notYet, PASSWORD);
  await page.goto("/stocks");
  await expect(page.locator(".page-header .cta-row").getByRole("button", { name: "Open an account" })).toBeVisible();
});

test("the /action routes call the upstream in the page's language (X-Lang)", async ({ sharedPage: page, sandbox }) => {
  const email = uniqueEmail("x-lang");
  const { uuid } = await sandbox.createUser({ email, password: PASSWORD });
  await signInByEmail(page, email, PASSWORD, "/cn/sign-in?by=email");
  await expectSignedIn(page);
  // Open account from a /hk page; the redirect helper with the page's locale, and by a /cn target.
  const openAccount = await page.request.post("/action/open-account", { form: { locale: "zh-hk", search: "" }, headers: FROM_SITE, maxRedirects: 0 });
  expect(new URL(openAccount.headers().location).searchParams.get("tokenKey")).toBeTruthy();
  const helper = await page.request.get(`/action/redirect?target=${encodeURIComponent("https://m-dev.dolphin-securities.sg/open-account")}&locale=cn`, {
    maxRedirects: 0,
  });
  expect(new URL(helper.headers().location).pathname).toBe("/redirect");
  await page.request.get(`/action/redirect?target=${encodeURIComponent("/hk/stocks")}`, { maxRedirects: 0 });
  // Logout from a /cn page (its failure, whose message is shown in the page's language, is in operations/faults.spec.ts).
  await page.request.post("/action/logout", { form: { redirectTo: "/cn/stocks" }, headers: FROM_SITE, maxRedirects: 0 });
  const sent = (await sandbox.requests(uuid)).filter((r) => /get-token-key|logout/.test(r.path)).map((r) => `${r.path.split("/").slice(-2, -1)[0]} ${r.lang}`);
  // X-Lang: 1 cn, 2 zh-hk, 3 en (product.md §Locales).
  expect(sent).toEqual(["get-token-key 2", "get-token-key 1", "get-token-key 2", "logout 1"]);
});
