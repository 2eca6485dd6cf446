/**
 * The session: its cookies, a fresh token per sign-in, logout ending it upstream, what the browser
 * is given, the idle and absolute timeouts (OWASP ASVS 5.0 V7.3), and signed cookies (toasts, the chat
 * link's uuid).
 */
import { createHmac } from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";
import { expectSignedIn, expectSignedOut, signInByEmail } from "../account/helpers";
import { FROM_SITE, SANDBOX, expect, hydrated, seriousAxeViolations, settled, test, uniqueEmail, uniquePhone, type SandboxApi } from "../fixtures";
import { PASSWORD, setCookies, signInRequest } from "./helpers";

function cookieValue(setCookieHeaders: string[], name: string): string | undefined {
  const line = setCookieHeaders.find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(";")[0]) : undefined;
}

/** get-current-user on the sandbox with a raw token: its envelope code. */
async function currentUserCode(token: string): Promise<number> {
  const response = await fetch(`${SANDBOX}/user-server-sg/api/get-current-user/v1`, { headers: { Authorization: token, "X-Lang": "3" } });
  return ((await response.json()) as { code: number }).code;
}

test.describe("session", () => {
  test("session cookies are HttpOnly, SameSite=Lax, Path=/, Secure in production", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("sec-cookie");
    await sandbox.createUser({ email, password: PASSWORD });
    const response = await signInRequest(page, email);
    expect(response.status()).toBe(302);
    const cookies = setCookies(response);
    for (const name of ["uuid", "token"]) {
      const line = cookies.find((c) => c.startsWith(`${name}=`));
      expect(line, name).toBeTruthy();
      const attributes = line!.split(";").map((a) => a.trim().toLowerCase());
      expect(attributes, name).toContain("httponly");
      expect(attributes, name).toContain("samesite=lax");
      expect(attributes, name).toContain("path=/");
      // The test server runs with NODE_ENV=production, as a deployment does.
      expect(attributes, name).toContain("secure");
    }
    // The session cookies and the session's clock last the browser session, no longer.
    for (const name of ["uuid", "token", "clock"]) {
      const line = cookies.find((c) => c.startsWith(`${name}=`));
      expect(line, name).toBeTruthy();
      expect(line, name).not.toMatch(/max-age|expires/i);
    }
  });

  test("each sign-in issues a fresh token; logout ends the session on the upstream", async ({ page, context, sandbox }) => {
    test.slow();
    const email = uniqueEmail("sec-token");
    await sandbox.createUser({ email, password: PASSWORD });
    const first = cookieValue(setCookies(await signInRequest(page, email)), "token");
    await context.clearCookies();
    const second = cookieValue(setCookies(await signInRequest(page, email)), "token");
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await currentUserCode(second!)).toBe(0);

    // The browser is signed in with the second token; logout through the site.
    await page.goto("/pricing");
    await expect(page.locator(".user-menu summary")).toBeVisible();
    const logout = await page.request.post("/action/logout", { form: { redirectTo: "/pricing" }, headers: FROM_SITE, maxRedirects: 0 });
    expect(logout.status()).toBe(302);
    const cleared = setCookies(logout);
    expect(cookieValue(cleared, "token")).toBe("");
    expect(cookieValue(cleared, "clock")).toBe("");
    // The signed-out page is a new document, and the origin's storage goes with the session.
    expect(logout.headers()["clear-site-data"]).toBe('"storage"');
    expect(logout.headers()["x-remix-reload-document"]).toBe("true");
    expect(await currentUserCode(second!)).toBe(300101);
    // The cookie is gone from the browser, and replaying the old token signs nobody in.
    expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
    await context.addCookies([
      { name: "token", value: second!, url: page.url() },
      { name: "uuid", value: "x", url: page.url() },
    ]);
    await page.goto("/pricing");
    expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
  });

  test("documents and their data: no shared cache keeps them, and none at all once signed in", async ({ sharedPage: page, sandbox }) => {
    const cacheOf = async (url: string) => {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(url.startsWith("/no-such") ? 404 : 200);
      return { cacheControl: response.headers()["cache-control"], vary: response.headers()["vary"] };
    };
    for (const url of ["/cn/pricing", "/sign-in", "/no-such-page-here", "/cn/pricing?_data=root"]) {
      const { cacheControl, vary } = await cacheOf(url);
      expect(cacheControl, `anonymous ${url}`).toBe("private, no-cache");
      expect(vary, `anonymous ${url}`).toMatch(/Cookie/);
    }
    await signInNewUser(page, sandbox, "sec-cache");
    for (const url of ["/cn/pricing", "/payment-records", "/pricing?_data=root"]) {
      expect((await cacheOf(url)).cacheControl, `signed in ${url}`).toBe("no-store");
    }
    // A resource route's own choice stands: robots.txt names the origin, which without
    // PUBLIC_ORIGIN (as here) follows the request's Host, so no shared cache may keep it.
    const robots = await page.request.get("/robots.txt", { headers: { "X-Forwarded-Host": "evil.example" } });
    expect(robots.headers()["cache-control"]).toBe("private, max-age=3600");
  });

  test("the browser gets the user's display fields only: no email, phone, uuid or invitation code in the root data", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("sec-minimal");
    const phoneNumber = uniquePhone();
    const { uuid, dolphinNo } = await sandbox.createUser({ email, password: PASSWORD, phoneNumber, areaCode: "+65" });
    expect((await signInRequest(page, email)).status()).toBe(302);
    const root = await (await page.request.get("/pricing?_data=root")).json();
    expect(root.isLogin).toBe(true);
    expect(root.user.dolphinNo).toBe(dolphinNo);
    for (const key of Object.keys(root.user)) expect(["avatar", "dolphinNo", "extendStatusBit", "nickname", "openedAccount"], key).toContain(key);
    // The uuid goes to the chat service in its signed link (product.md §Chat: c_cf_uuid), signed by /chat
    // when the visitor opens it, never in the page.
    const chat = await page.request.get("/chat", { maxRedirects: 0 });
    expect(new URL(chat.headers().location).searchParams.get("c_cf_uuid")).toBe(uuid);
    const text = JSON.stringify(root);
    expect(text).not.toContain(email);
    expect(text).not.toContain(uuid);
    expect(text).not.toContain(phoneNumber);
  });

  test("logout and the other actions refuse GET", async ({ sharedPage: page }) => {
    for (const url of ["/action/logout", "/action/locale"]) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(405);
    }
  });
});

/** A new sandbox account signed in on `page` through the site's sign-in; returns its email. */
async function signInNewUser(page: Page, sandbox: SandboxApi, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await sandbox.createUser({ email, password: PASSWORD });
  expect((await signInRequest(page, email)).status()).toBe(302);
  return email;
}

/** Sets back the clock of the browser's session (the /__test/age-session scenario route). */
async function ageSession(page: Page, ages: { idleSeconds?: number; ageSeconds?: number }): Promise<void> {
  const form = { idleSeconds: String(ages.idleSeconds ?? 0), ageSeconds: String(ages.ageSeconds ?? 0) };
  expect((await page.request.post("/__test/age-session", { form, headers: FROM_SITE })).status()).toBe(200);
}

/** Waits until the page's session warning has started (its chunk loads after hydration). */
async function sessionWatchStarted(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator("dialog.session-dialog").waitFor({ state: "attached" });
}

test.describe("session timeouts: 30 minutes idle, 12 hours in all (OWASP ASVS 5.0 V7.3)", () => {
  const signedIn = (page: Page) => expect(page.locator(".user-menu summary")).toBeVisible();
  const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "token")?.value;

  test.describe("JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("a session idle for 29 minutes goes on and its clock moves; one idle for 31 minutes is over, here and upstream", async ({ page, sandbox }) => {
      await signInNewUser(page, sandbox, "sec-idle");
      const token = await tokenOf(page);
      await ageSession(page, { idleSeconds: 29 * 60, ageSeconds: 3600 });
      await page.goto("/payment-records");
      await signedIn(page);
      // That request moved the clock on: another 29 minutes idle is still within the limit.
      await ageSession(page, { idleSeconds: 29 * 60, ageSeconds: 3600 });
      const clock = (await page.context().cookies()).find((c) => c.name === "clock")?.value;
      await page.goto("/pricing");
      await signedIn(page);
      expect((await page.context().cookies()).find((c) => c.name === "clock")?.value).not.toBe(clock);

      await ageSession(page, { idleSeconds: 31 * 60, ageSeconds: 3600 });
      await page.goto("/payment-records");
      await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fpayment-records/);
      await expect(page.locator("[data-toast=fail]")).toContainText("Your session has expired. Please sign in again.");
      const names = (await page.context().cookies()).map((c) => c.name);
      for (const name of ["uuid", "token", "clock"]) expect(names).not.toContain(name);
      // The token is ended on the user service as well (in the background of that request).
      await expect.poll(() => currentUserCode(token!)).toBe(300101);
    });

    test("a session 12 hours old is over however active; a forged clock ends the session", async ({ page, sandbox, context }) => {
      const email = await signInNewUser(page, sandbox, "sec-absolute");
      await ageSession(page, { idleSeconds: 0, ageSeconds: 12 * 3600 + 60 });
      await page.goto("/cn/pricing");
      await expect(page.locator("[data-toast=fail]")).toContainText("登录已过期，请重新登录。");
      await expect(page.locator(".user-menu").getByRole("link", { name: "登录" })).toBeVisible();

      expect((await signInRequest(page, email)).status()).toBe(302);
      await page.goto("/pricing");
      await signedIn(page);
      const clock = (await context.cookies()).find((c) => c.name === "clock")!;
      // A visitor's own clock (the payload re-encoded with a later start) is not the server's.
      // (A minute later than the server's own start: "now" could be the very second of the sign-in.)
      const [payload, signature] = clock.value.split(".");
      const { since, seen } = JSON.parse(Buffer.from(payload, "base64url").toString()) as { since: number; seen: number };
      const forged = Buffer.from(JSON.stringify({ since: since + 60, seen: seen + 60 })).toString("base64url");
      expect(forged).not.toBe(payload);
      await context.addCookies([{ name: "clock", value: `${forged}.${signature}`, url: page.url() }]);
      await page.goto("/pricing");
      await expect(page.locator("[data-toast=fail]")).toContainText("Your session has expired");
      expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
    });
  });

  test("the page's background requests neither end nor extend the session; its next data request reloads the page", async ({ sharedPage: page, sandbox }) => {
    await signInNewUser(page, sandbox, "sec-background");
    await page.goto("/pricing");
    const sessionCookies = (response: APIResponse) => setCookies(response).filter((line) => /^(uuid|token|clock)=/.test(line));
    // At 29 minutes a background request does not move the clock on; a page's data request would.
    await ageSession(page, { idleSeconds: 29 * 60 });
    expect(sessionCookies(await page.request.get("/locales/en"))).toEqual([]);
    await ageSession(page, { idleSeconds: 31 * 60 });
    for (const url of ["/locales/en", "/__manifest?p=%2Fabout&version=x"]) {
      const response = await page.request.get(url);
      expect(sessionCookies(response), url).toEqual([]);
    }
    const data = await page.request.get("/about?_data=about", { maxRedirects: 0 });
    expect(data.headers()["x-remix-reload-document"]).toBe("true");
    expect(data.headers()["x-remix-redirect"]).toBe("/about");
    expect(cookieValue(sessionCookies(data), "token")).toBe("");
  });

  test("JavaScript on: a client navigation after the timeout loads the page anew, signed out", async ({ sharedPage: page, sandbox }) => {
    await signInNewUser(page, sandbox, "sec-idle-js");
    await page.goto("/pricing");
    await hydrated(page);
    await signedIn(page);
    await page.evaluate(() => ((window as unknown as { staleDocument: boolean }).staleDocument = true));
    await ageSession(page, { idleSeconds: 31 * 60 });
    await page.locator("footer a[href='/about']").click();
    // A data request, then a whole document: two round trips, slow on a loaded machine.
    await expect(page).toHaveURL(/\/about$/, { timeout: 15_000 });
    await expect(page.locator(".user-menu").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.locator("[data-toast=fail]")).toContainText("Your session has expired");
    // The signed-in document (and its root data) is gone: this is a new one.
    expect(await page.evaluate(() => (window as unknown as { staleDocument?: boolean }).staleDocument)).toBeUndefined();
  });

  // The outside review's open redirect: a page of this site at "//evil.example" (the 404 page),
  // left by a click, the session idled out, then Back. The timed-out data request answered
  // `X-Remix-Redirect: //evil.example`, and the browser went to http://evil.example/.
  for (const javaScriptEnabled of [false, true]) {
    test(`JavaScript ${javaScriptEnabled ? "on" : "off"}: Back to a page at //evil.example after the timeout stays on this site`, async ({
      browser,
      sandbox,
      baseURL,
      clientIp,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const page = await context.newPage();
      await signInNewUser(page, sandbox, `sec-back-${javaScriptEnabled ? "js" : "nojs"}`);
      await page.goto(`${baseURL}//evil.example`);
      if (javaScriptEnabled) await hydrated(page);
      await signedIn(page);
      await page.locator("footer a[href='/about']").click();
      await expect(page).toHaveURL(/\/about$/);
      await ageSession(page, { idleSeconds: 31 * 60 });
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`^${baseURL}/{1,2}evil\\.example$`), { timeout: 15_000 });
      expect(new URL(page.url()).origin).toBe(baseURL);
      await expect(page.locator(".user-menu").getByRole("link", { name: "Sign in" })).toBeVisible();
      await context.close();
    });
  }

  test("JavaScript on: two minutes before the idle limit a dialog warns, and Stay signed in keeps the session (WCAG 2.2.1)", async ({ page, sandbox }) => {
    await signInNewUser(page, sandbox, "sec-warn-idle");
    await page.clock.install();
    await page.goto("/pricing");
    await sessionWatchStarted(page);
    const dialog = page.getByRole("dialog", { name: "Are you still there?" });
    // The browser counts 29 minutes from the last request (the server's clock moves once a minute).
    await page.clock.fastForward("26:30");
    await expect(dialog).toBeHidden();
    await page.clock.fastForward("00:40");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/For your security, you will be signed out at \d{1,2}:\d\d [AP]M after 30 minutes without activity\./);
    await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const stay = page.waitForResponse((response) => response.url().endsWith("/action/session"));
    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    expect((await stay).status()).toBe(204);
    await expect(dialog).toBeHidden();
    // Counted again from that request.
    await page.clock.fastForward("26:30");
    await expect(dialog).toBeHidden();
    await page.clock.fastForward("00:40");
    await expect(dialog).toBeVisible();
    // Escape closes the warning; the end itself is still said.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.clock.fastForward("02:00");
    const ended = page.getByRole("dialog", { name: "You have been signed out" });
    await expect(ended).toBeVisible();
    await expect(ended.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in?redirectTo=%2Fpricing");
  });

  test("JavaScript on: activity in another tab of the site counts in this one (localStorage)", async ({ context, sandbox }) => {
    const email = uniqueEmail("sec-warn-tabs");
    await sandbox.createUser({ email, password: PASSWORD });
    const page = await context.newPage();
    expect((await signInRequest(page, email)).status()).toBe(302);
    await context.clock.install();
    await page.goto("/pricing");
    await sessionWatchStarted(page);
    const other = await context.newPage();
    await other.goto("/stocks");
    await sessionWatchStarted(other);
    const shared = () => other.evaluate(() => Number(localStorage.getItem("dolphin:session-contact")));
    // The other tab's load told this one (and a client navigation there tells it again).
    const loaded = await shared();
    expect(loaded).toBeGreaterThan(0);
    await context.clock.fastForward("20:00");
    await other.locator("footer a[href='/about']").click();
    await expect(other).toHaveURL(/\/about$/);
    await expect.poll(shared).toBeGreaterThanOrEqual(loaded + 20 * 60_000);
    const dialog = page.getByRole("dialog", { name: "Are you still there?" });
    await context.clock.fastForward("08:00");
    await expect(dialog).toBeHidden();
    // 27 minutes after the other tab's navigation this one warns.
    await context.clock.fastForward("19:30");
    await expect(dialog).toBeVisible();
  });

  test("JavaScript on: the 12-hour limit is announced without a way to extend it, then the session's end with a way back (Chinese)", async ({
    page,
    sandbox,
  }) => {
    await signInNewUser(page, sandbox, "sec-warn-abs");
    await ageSession(page, { ageSeconds: 12 * 3600 - 90 });
    await page.clock.install();
    await page.goto("/cn/pricing");
    await sessionWatchStarted(page);
    const dialog = page.getByRole("dialog", { name: "您还在吗？" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("每次登录最长有效 12 小时");
    await expect(dialog.getByRole("button", { name: "保持登录" })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "关闭" }).click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward("01:40");
    const ended = page.getByRole("dialog", { name: "您已退出登录" });
    await expect(ended).toBeVisible();
    // What the visitor typed stays on the page: it is not reloaded.
    await ageSession(page, { ageSeconds: 12 * 3600 + 10 });
    await ended.getByRole("link", { name: "登录" }).click();
    await expect(page).toHaveURL(/\/cn\/sign-in\?redirectTo=%2Fpricing$/);
    await expect(page.locator("[data-toast=fail]")).toContainText("登录已过期，请重新登录。");
  });

  test("JavaScript on: signing out loads a new document, so nothing of the signed-in page stays in the tab", async ({ sharedPage: page, sandbox }) => {
    await signInNewUser(page, sandbox, "sec-logout-js");
    await page.goto("/pricing");
    await settled(page);
    await page.evaluate(() => ((window as unknown as { staleDocument: boolean }).staleDocument = true));
    await page.locator(".user-menu summary").click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.locator(".user-menu").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await page.evaluate(() => (window as unknown as { staleDocument?: boolean }).staleDocument)).toBeUndefined();
  });
});

test("the chat link is signed only for a uuid the upstream confirmed, never for the cookie's own", async ({ request }) => {
  for (const token of ["%E2%80%A8", "not-a-real-token"]) {
    const html = await (await request.get("/pricing", { headers: { Cookie: `uuid=VICTIM-UUID-0000; token=${token}` } })).text();
    expect(html, token).not.toContain("VICTIM-UUID-0000");
    const chat = await request.get("/chat", { headers: { Cookie: `uuid=VICTIM-UUID-0000; token=${token}` }, maxRedirects: 0 });
    expect(chat.status(), token).toBe(302);
    expect(chat.headers().location, token).not.toContain("VICTIM-UUID-0000");
  }
});

test("a toast cookie the site did not sign is not shown", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const url = new URL(baseURL!);
  await context.addCookies([
    {
      name: "toast",
      value: encodeURIComponent(JSON.stringify({ type: "fail", text: "Your account is frozen. Call +65 6000 0000" })),
      domain: url.hostname,
      path: "/",
    },
  ]);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("[data-toast]")).toHaveCount(0);
  expect(await page.content()).not.toContain("Your account is frozen");
  await context.close();
});

test("a toast signed with the repository's former development secret is not shown: the server's secret is its own", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const url = new URL(baseURL!);
  const payload = Buffer.from(
    JSON.stringify({ v: { type: "fail", text: "Your account is frozen. Call +65 6000 0000" }, e: Math.floor(Date.now() / 1000) + 600 }),
  ).toString("base64url");
  const mac = createHmac("sha256", "sandbox-cookie-secret-change-me").update(`toast.${payload}`).digest("base64url");
  await context.addCookies([{ name: "toast", value: `${payload}.${mac}`, domain: url.hostname, path: "/" }]);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("[data-toast]")).toHaveCount(0);
  expect(await page.content()).not.toContain("Your account is frozen");
  await context.close();
});

// The walk through every page: a browser with a token cookie but no uuid showed "Sign in", and
// /sign-in sent it home, until the cookie expired.
test.describe("half a session is a signed-out visitor whose stray cookie is cleared", () => {
  for (const [javaScriptEnabled, stray] of [false, true].flatMap((js) => (["token", "uuid"] as const).map((name) => [js, name] as const))) {
    test(`a ${stray} cookie alone: signed out, and sign-in works (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
      baseURL,
      clientIp,
      sandbox,
    }) => {
      const email = uniqueEmail("sec-half");
      await sandbox.createUser({ email, password: PASSWORD });
      const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const leftOver = () => context.addCookies([{ name: stray, value: "left-over", url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name);
      await leftOver();
      const page = await context.newPage();
      // A page says "Sign in", and the stray cookie is gone.
      await page.goto("/pricing");
      await expectSignedOut(page);
      expect(await cookieNames()).not.toContain(stray);
      // The sign-in page is shown, not a redirect home.
      await leftOver();
      const response = await page.goto("/sign-in?by=email");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/sign-in\?by=email$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
      expect(await cookieNames()).not.toContain(stray);
      if (javaScriptEnabled) await hydrated(page);
      await signInByEmail(page, email, PASSWORD);
      await expect(page).not.toHaveURL(/\/sign-in/);
      await expectSignedIn(page);
      await context.close();
    });
  }
});
