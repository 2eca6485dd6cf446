/**
 * Security through the real production server: response headers on every kind of
 * response (an enforced CSP: a document's inline scripts by their hashes, no nonce in a page that a
 * shared cache may keep; other answers a per-request nonce), session cookies, a fresh
 * token per sign-in, logout ending the session upstream, cross-site POSTs refused, the redirect
 * bypass corpus refused by the redirect helper and by sign-in's redirectTo, per-address rate limits
 * read correctly behind a proxy (X-Forwarded-For, trusted from loopback), and no CSP violation in
 * the browser on the main pages. HSTS (HTTPS production only) is covered by
 * app/lib/security.server.test.ts, since this server is plain HTTP.
 */
import { createHash, createHmac, randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { SANDBOX, expect, hydrated, randomIp, seriousAxeViolations, settled, test, uniqueEmail, uniquePhone, type SandboxApi } from "./fixtures";

const PASSWORD = "Abc12345";

/** One response of each kind the server gives. */
const RESPONSES = [
  { kind: "document", url: "/" },
  { kind: "document (cn)", url: "/cn/stocks" },
  { kind: "document (login layout)", url: "/sign-in" },
  { kind: "404 page", url: "/no-such-page-here", status: 404 },
  { kind: "static file", url: "/favicon.svg" },
  { kind: "resource route (robots.txt)", url: "/robots.txt" },
  { kind: "resource route (sitemap.xml)", url: "/sitemap.xml" },
  { kind: "resource route (locale texts)", url: "/locales/en" },
  { kind: "health check", url: "/healthz" },
  { kind: "missing fingerprinted asset", url: "/build/no-such-chunk.js", status: 404 },
  // The assets' directory itself: a 404, not a redirect to "/build/" that answers 404 in turn.
  { kind: "the assets' directory", url: "/build", status: 404 },
];

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"];
  expect(csp, `${label}: an enforced CSP`).toBeTruthy();
  expect(headers["content-security-policy-report-only"], `${label}: not report-only`).toBeUndefined();
  const d = directives(csp);
  expect(d.get("script-src"), label).toContain("'strict-dynamic'");
  // A document's own scripts by their hashes; any other answer a nonce (it has no script to allow).
  const documentAnswer = (headers["content-type"] ?? "").startsWith("text/html");
  const source = documentAnswer ? /^'sha256-[A-Za-z0-9+/]{43}='$/ : /^'nonce-[A-Za-z0-9+/]{16,}={0,2}'$/;
  expect(d.get("script-src")?.some((v) => source.test(v)), `${label}: ${documentAnswer ? "hashes" : "a nonce"} in script-src`).toBe(true);
  expect(d.get("script-src"), `${label}: no unsafe-inline/eval`).not.toContain("'unsafe-eval'");
  expect(d.get("script-src"), `${label}: no unsafe-inline`).not.toContain("'unsafe-inline'");
  expect(d.get("object-src"), label).toEqual(["'none'"]);
  expect(d.get("base-uri"), label).toEqual(["'none'"]);
  expect(d.get("frame-ancestors"), `${label}: frame-ancestors limited to the site`).toEqual(["'self'"]);
  expect(d.get("default-src"), label).toEqual(["'self'"]);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) expect(headers["permissions-policy"], `${label}: ${feature} denied`).toContain(`${feature}=()`);
  expect(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"], `${label}: a private Referrer-Policy`).toContain(headers["referrer-policy"]);
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(headers["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(headers["x-powered-by"], `${label}: no X-Powered-By`).toBeUndefined();
  // The test server is HTTP: HSTS is only sent when the public origin is HTTPS (unit-tested).
  expect(headers["strict-transport-security"], `${label}: no HSTS over plain HTTP`).toBeUndefined();
}

function setCookies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
}

function cookieValue(setCookieHeaders: string[], name: string): string | undefined {
  const line = setCookieHeaders.find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(";")[0]) : undefined;
}

async function signInRequest(page: Page, email: string, redirectTo?: string, password = PASSWORD): Promise<APIResponse> {
  return page.request.post(`/sign-in${redirectTo === undefined ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}`, {
    form: { method: "email", email, password, ...(redirectTo === undefined ? {} : { redirectTo }) },
    maxRedirects: 0,
  });
}

/** get-current-user on the sandbox with a raw token: its envelope code. */
async function currentUserCode(token: string): Promise<number> {
  const response = await fetch(`${SANDBOX}/user-server-sg/api/get-current-user/v1`, { headers: { Authorization: token, "X-Lang": "3" } });
  return ((await response.json()) as { code: number }).code;
}

test.describe("security headers", () => {
  for (const { kind, url, status } of RESPONSES) {
    test(`on a ${kind}: ${url}`, async ({ page }) => {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(status ?? 200);
      expectSecurityHeaders(response, `${kind} ${url}`);
    });
  }

  test("on fingerprinted build assets (scripts and stylesheets)", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
    expect(assets.some((a) => a.endsWith(".css")) && assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const asset of [assets.find((a) => a.endsWith(".css"))!, assets.find((a) => a.endsWith(".js"))!]) {
      const response = await page.request.get(asset);
      expect(response.status(), asset).toBe(200);
      expectSecurityHeaders(response, asset);
      expect(response.headers()["cache-control"], asset).toContain("immutable");
    }
  });

  test("a cross-site POST refused with 403 still carries them", async ({ page }) => {
    const response = await page.request.post("/action/locale", { form: { locale: "cn" }, headers: { Origin: "https://evil.example.com" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expectSecurityHeaders(response, "403");
  });

  test("every inline script of a document is allowed by a hash in its CSP, and the page carries no nonce", async ({ page }) => {
    for (const url of ["/", "/pricing", "/cn/stocks", "/sign-in", "/help-center", "/hk/news-center", "/no-such-page-here"]) {
      const response = await page.request.get(url);
      const scriptSrc = directives(response.headers()["content-security-policy"]).get("script-src") ?? [];
      expect(scriptSrc.some((v) => v.startsWith("'nonce-")), `${url}: no nonce in a document's policy`).toBe(false);
      const html = await response.text();
      expect(html, `${url}: no nonce attribute`).not.toMatch(/\snonce=/);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes));
      expect(inline.length, `${url} has inline scripts`).toBeGreaterThan(0);
      for (const [, , text] of inline) {
        expect(scriptSrc, `${url}: the hash of ${text.slice(0, 60)}`).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      }
      // No inline event handlers (script-src-attr 'none' would block them) and no javascript: URLs.
      expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=\s*["']/i);
      expect(html).not.toMatch(/(?:href|src|action)\s*=\s*["']\s*javascript:/i);
    }
  });
});

// zod 4 would probe `new Function("")` once (refused by the policy); the schemas set
// z.config({ jitless: true }), so no violation at all is expected.

test.describe("no CSP violation in the browser", () => {
  for (const url of ["/", "/pricing", "/cn/stocks", "/sign-in", "/help-center", "/news-center", "/hk/download"]) {
    test(`on ${url}`, async ({ page }) => {
      // Injected through the DevTools protocol, so not itself subject to the page's CSP.
      await page.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] };
        w.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          w.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`);
        });
      });
      const response = await page.goto(url);
      expect(response?.headers()["content-security-policy"]).toBeTruthy();
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect(violations).toEqual([]);
      // The fixture fails the test on any console error (a refused script or style is logged as one).
    });
  }
});

test.describe("session", () => {
  test("session cookies are HttpOnly, SameSite=Lax, Path=/, Secure in production", async ({ page, sandbox }) => {
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
    const logout = await page.request.post("/action/logout", { form: { redirectTo: "/pricing" }, maxRedirects: 0 });
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
    await context.addCookies([{ name: "token", value: second!, url: page.url() }, { name: "uuid", value: "x", url: page.url() }]);
    await page.goto("/pricing");
    expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
  });

  test("documents and their data: no shared cache keeps them, and none at all once signed in", async ({ page, sandbox }) => {
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

  test("the browser gets the user's display fields only: no email, phone, uuid or invitation code in the root data", async ({ page, sandbox }) => {
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

  test("logout and the other actions refuse GET", async ({ page }) => {
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
  expect((await page.request.post("/__test/age-session", { form })).status()).toBe(200);
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

  test("the page's background requests neither end nor extend the session; its next data request reloads the page", async ({ page, sandbox }) => {
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

  test("JavaScript on: a client navigation after the timeout loads the page anew, signed out", async ({ page, sandbox }) => {
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

  test("JavaScript on: the 12-hour limit is announced without a way to extend it, then the session's end with a way back (Chinese)", async ({ page, sandbox }) => {
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

  test("JavaScript on: signing out loads a new document, so nothing of the signed-in page stays in the tab", async ({ page, sandbox }) => {
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

test.describe("request forgery", () => {
  const CROSS_SITE: Array<{ name: string; headers: Record<string, string> }> = [
    { name: "a foreign Origin", headers: { Origin: "https://evil.example.com" } },
    { name: "Origin null (sandboxed frame, data: URL)", headers: { Origin: "null" } },
    { name: "a look-alike Origin", headers: { Origin: "http://localhost.evil.example.com" } },
    { name: "another port of the same host", headers: { Origin: "http://localhost:1" } },
    { name: "Sec-Fetch-Site: cross-site", headers: { "Sec-Fetch-Site": "cross-site" } },
    { name: "Sec-Fetch-Site: same-site (a sibling subdomain)", headers: { "Sec-Fetch-Site": "same-site" } },
    { name: "cross-site with a same-origin Origin", headers: { "Sec-Fetch-Site": "cross-site", Origin: "http://localhost:3100" } },
  ];
  const ACTIONS: Array<{ url: string; form: Record<string, string> }> = [
    { url: "/sign-in", form: { method: "email", email: "a@example.com", password: "Abc12345" } },
    { url: "/action/logout", form: { redirectTo: "/" } },
    { url: "/action/locale", form: { locale: "cn", redirectTo: "/" } },
  ];
  for (const variant of CROSS_SITE) {
    test(`refused: ${variant.name}`, async ({ page, baseURL }) => {
      const headers = { ...variant.headers };
      if (headers.Origin === "http://localhost:3100") headers.Origin = new URL(baseURL!).origin;
      for (const action of ACTIONS) {
        const response = await page.request.post(action.url, { form: action.form, headers, maxRedirects: 0 });
        expect(response.status(), `${action.url} with ${JSON.stringify(headers)}`).toBe(403);
        expect(setCookies(response), "no cookie set by a refused request").toEqual([]);
      }
    });
  }
  test("accepted from the site itself (same Origin, Sec-Fetch-Site same-origin)", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const response = await page.request.post("/action/locale", { form: { locale: "cn", redirectTo: "/pricing" }, headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/cn/pricing");
  });
  test("a real cross-site form post from another origin is refused in the browser", async ({ page, baseURL }) => {
    // A page on another origin (127.0.0.1 vs localhost) auto-submitting a form to the site.
    const site = new URL(baseURL!);
    const otherOrigin = `http://127.0.0.1:${site.port}`;
    await page.route(`${otherOrigin}/__attacker`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form id=f method=post action="${site.origin}/action/locale"><input name=locale value=cn><input name=redirectTo value=/></form><script>document.getElementById('f').submit()</script>`,
      }),
    );
    const refused = page.waitForResponse((r) => r.url() === `${site.origin}/action/locale`);
    await page.goto(`${otherOrigin}/__attacker`);
    expect((await refused).status()).toBe(403);
    expect((await page.context().cookies(site.origin)).find((c) => c.name === "locale")).toBeUndefined();
  });
});

/** Open-redirect bypasses: each must stay on the site. */
const BYPASSES = [
  { name: "//x", value: "//evil.example.com" },
  { name: "///x", value: "///evil.example.com" },
  { name: "/\\x", value: "/\\evil.example.com" },
  { name: "\\x", value: "\\evil.example.com" },
  { name: "%5C", value: "/%5Cevil.example.com" },
  { name: "%2F%2F", value: "/%2F%2Fevil.example.com" },
  { name: "http:x", value: "http:evil.example.com" },
  { name: "absolute http", value: "https://evil.example.com/" },
  { name: "javascript:", value: "javascript:alert(document.domain)" },
  { name: "data:", value: "data:text/html,<script>alert(1)</script>" },
  { name: "tab", value: "/\t/evil.example.com" },
  { name: "CR", value: "/\r/evil.example.com" },
  { name: "LF", value: "/\n/evil.example.com" },
  { name: "userinfo@host", value: "https://www.dolphin-securities.sg@evil.example.com/" },
  { name: "//userinfo@host", value: "//user@evil.example.com" },
];

test.describe("redirect bypass corpus", () => {
  test("the redirect helper refuses every bypass", async ({ page }) => {
    for (const { name, value } of BYPASSES) {
      const response = await page.request.get(`/action/redirect?target=${encodeURIComponent(value)}`, { maxRedirects: 0 });
      expect(response.status(), name).toBe(400);
      expect(response.headers().location, name).toBeUndefined();
    }
  });

  test("the language switcher's redirectTo stays on the site, the locale prefix included (/cn//x)", async ({ page, baseURL }) => {
    const corpus = [...BYPASSES.map((b) => b.value), "/cn//evil.example.com", "/hk//evil.example.com/x", "/cn///evil.example.com", "/hk/\\evil.example.com"];
    for (const value of corpus) {
      for (const locale of ["en", "cn"]) {
        const response = await page.request.post("/action/locale", { form: { locale, redirectTo: value }, maxRedirects: 0 });
        expect(response.status(), `${locale} ${value}`).toBe(302);
        const location = response.headers().location;
        expect(location, `${locale} ${value}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, baseURL).origin, `${locale} ${value}`).toBe(new URL(baseURL!).origin);
      }
    }
  });

  test("sign-in's redirectTo: every bypass lands on the site's home (server answer)", async ({ page, context, sandbox, baseURL }) => {
    test.slow();
    const email = uniqueEmail("sec-redir");
    await sandbox.createUser({ email, password: PASSWORD });
    for (const { name, value } of BYPASSES) {
      await context.clearCookies();
      const response = await signInRequest(page, email, value);
      expect(response.status(), name).toBe(302);
      const location = new URL(response.headers().location, baseURL);
      expect(location.origin, name).toBe(new URL(baseURL!).origin);
      expect(location.pathname, name).toBe("/");
    }
  });

  test("sign-in's redirectTo: following the redirects ends on the site's home", async ({ page, context, sandbox, baseURL }) => {
    test.slow();
    const email = uniqueEmail("sec-redir-f");
    await sandbox.createUser({ email, password: PASSWORD });
    for (const { name, value } of BYPASSES) {
      await context.clearCookies();
      const response = await page.request.post("/sign-in", { form: { method: "email", email, password: PASSWORD, redirectTo: value } });
      expect(response.status(), name).toBe(200);
      const landed = new URL(response.url());
      expect(`${landed.origin}${landed.pathname}`, name).toBe(`${new URL(baseURL!).origin}/`);
    }
  });
});

// The same in a real browser, half the corpus with JavaScript on (fetch submission, client-side
// navigation) and half with it off (a plain form post and a document redirect).
for (const javaScriptEnabled of [true, false]) {
  test.describe(`redirect bypass corpus in the browser, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    for (const { name, value } of BYPASSES.filter((_, i) => i % 2 === (javaScriptEnabled ? 0 : 1))) {
      test(`sign-in with redirectTo ${name} lands on home`, async ({ page, sandbox, baseURL }) => {
        test.slow();
        const email = uniqueEmail("sec-redir-b");
        await sandbox.createUser({ email, password: PASSWORD });
        await page.goto(`/sign-in?by=email&redirectTo=${encodeURIComponent(value)}`);
        if (javaScriptEnabled) await hydrated(page);
        await page.getByLabel("Email", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        // A sign-in (password hashing upstream) and a navigation: room for a loaded machine (it
        // once took longer than the default 7 s while another test run shared the cores).
        await expect(page.locator(".user-menu summary")).toBeVisible({ timeout: 20_000 });
        const url = new URL(page.url());
        expect(url.origin).toBe(new URL(baseURL!).origin);
        expect(url.pathname).toBe("/");
      });
    }
  });
}

test("the chat link is signed only for a uuid the upstream confirmed, never for the cookie's own", async ({ request }) => {
  for (const token of ["%E2%80%A8", "not-a-real-token"]) {
    const html = await (await request.get("/pricing", { headers: { Cookie: `uuid=VICTIM-UUID-0000; token=${token}` } })).text();
    expect(html, token).not.toContain("VICTIM-UUID-0000");
    const chat = await request.get("/chat", { headers: { Cookie: `uuid=VICTIM-UUID-0000; token=${token}` }, maxRedirects: 0 });
    expect(chat.status(), token).toBe(302);
    expect(chat.headers().location, token).not.toContain("VICTIM-UUID-0000");
  }
});

test("a query is read up to its 1000th parameter (product.md §Query strings): a longer one is sent to its first 1000", async ({ request }) => {
  const parameters = Array.from({ length: 1100 }, (_, i) => `p${i}=${i}`);
  const long = await request.get(`/pricing?market=jp&${parameters.join("&")}`, { maxRedirects: 0 });
  expect(long.status()).toBe(302);
  expect(long.headers().location).toBe(`/pricing?market=jp&${parameters.slice(0, 999).join("&")}`);
  const followed = await request.get(long.headers().location);
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain('<option value="jp" selected="">');
  expect((await request.post(`/feedback?${parameters.join("&")}`, { form: { category: "app" }, maxRedirects: 0 })).status()).toBe(400);
  const within = await request.get(`/pricing?${parameters.slice(0, 1000).join("&")}`, { maxRedirects: 0 });
  expect(within.status()).toBe(200);
  // Both rules broken (an oversized campaign code among them): one redirect mends both.
  const both = await request.get(`/pricing?HCode=${"A".repeat(65)}&${parameters.join("&")}`, { maxRedirects: 0 });
  expect(both.status()).toBe(302);
  expect(both.headers().location).toBe(`/pricing?${parameters.slice(0, 999).join("&")}`);
});

test("an oversized campaign code is dropped, not copied into every link of the page", async ({ request, baseURL, clientIp }) => {
  const long = "A".repeat(65);
  const dropped = await request.get(`/pricing?market=hk&HCode=${long}&ICode=I1`, { maxRedirects: 0 });
  expect(dropped.status()).toBe(302);
  expect(dropped.headers().location).toBe("/pricing?market=hk&ICode=I1");
  // However the name is written: the app decodes it.
  const encoded = await request.get(`/pricing?HC%6Fde=${long}`, { maxRedirects: 0 });
  expect(encoded.status()).toBe(302);
  expect(encoded.headers().location).toBe("/pricing");
  expect((await request.post(`/feedback?ICode=${long}`, { form: { category: "app" }, maxRedirects: 0 })).status()).toBe(400);
  // A path a browser reads as another host ("/\\host") stays on this site in the redirect.
  const backslash = await new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(baseURL!);
    httpRequest({ hostname, port, path: `/\\evil.example?HCode=${long}`, headers: { "X-Forwarded-For": clientIp } }, (answer) => {
      answer.resume();
      resolve(answer.headers.location ?? "");
    })
      .on("error", reject)
      .end();
  });
  expect(backslash).toBe("/evil.example");
  const kept = await request.get(`/pricing?HCode=${"B".repeat(64)}`, { maxRedirects: 0 });
  expect(kept.status()).toBe(200);
  expect(await kept.text()).toContain(`HCode=${"B".repeat(64)}`);
});

test("other methods on a page get a 405 naming the allowed ones, never a 500 or the framework's words", async ({ request }) => {
  for (const method of ["OPTIONS", "PUT", "PATCH", "DELETE", "PROPFIND", "TRACE"]) {
    for (const url of ["/pricing", "/sign-in", "/action/logout"]) {
      const response = await request.fetch(url, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${url}`).toBe(405);
      expect(response.headers().allow, `${method} ${url}`).toBe("GET, HEAD, POST");
      expect(response.headers()["content-security-policy"], method).toContain("nonce-");
      expect(await response.text(), `${method} ${url}`).not.toContain("Invalid request method");
    }
  }
});

test("a request that came over HTTPS through the proxy gets HSTS even without PUBLIC_ORIGIN; one over HTTP does not", async ({ request }) => {
  // The test server trusts X-Forwarded-Proto from loopback (TRUST_PROXY's default), as behind a proxy.
  const secure = await request.get("/pricing", { headers: { "X-Forwarded-Proto": "https" } });
  expect(Number(/max-age=(\d+)/.exec(secure.headers()["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
  const plain = await request.get("/pricing");
  expect(plain.headers()["strict-transport-security"]).toBeUndefined();
});

test("a response that sets a cookie is never stored by a cache", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const signIn = await request.post("/sign-in?by=email", { form: { method: "email", email: "demo@dolphin.sg", password: "Demo12345", redirectTo: "", website: "" }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  expect(setCookies(signIn).some((cookie) => cookie.startsWith("token="))).toBe(true);
  expect(signIn.headers()["cache-control"]).toBe("no-store");
  const locale = await request.post("/action/locale", { form: { locale: "cn", redirectTo: "/" }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(setCookies(locale).length).toBeGreaterThan(0);
  expect(locale.headers()["cache-control"]).toBe("no-store");
});

test("a toast cookie the site did not sign is not shown", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const url = new URL(baseURL!);
  await context.addCookies([{ name: "toast", value: encodeURIComponent(JSON.stringify({ type: "fail", text: "Your account is frozen. Call +65 6000 0000" })), domain: url.hostname, path: "/" }]);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("[data-toast]")).toHaveCount(0);
  expect(await page.content()).not.toContain("Your account is frozen");
  await context.close();
});

test("a loader's error reaches the browser's hydration data as a plain Error: no constructor name for the client to call", async ({ request }) => {
  // react-router 7.18 restricts the client's rebuilding of hydration errors to the built-in Error
  // types; Remix v2's client still calls window[__subType]. A production server sanitizes every
  // error to a plain Error first, so no name reaches it.
  const response = await request.get("/__test/throw-named");
  expect(response.status()).toBe(500);
  const html = await response.text();
  expect(html).toContain("window.__remixContext");
  expect(html).not.toContain("__subType");
  expect(html).toContain("Unexpected Server Error");
});

test("a toast signed with the repository's former development secret is not shown: the server's secret is its own", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const url = new URL(baseURL!);
  const payload = Buffer.from(JSON.stringify({ v: { type: "fail", text: "Your account is frozen. Call +65 6000 0000" }, e: Math.floor(Date.now() / 1000) + 600 })).toString("base64url");
  const mac = createHmac("sha256", "sandbox-cookie-secret-change-me").update(`toast.${payload}`).digest("base64url");
  await context.addCookies([{ name: "toast", value: `${payload}.${mac}`, domain: url.hostname, path: "/" }]);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("[data-toast]")).toHaveCount(0);
  expect(await page.content()).not.toContain("Your account is frozen");
  await context.close();
});

test("a form post naming array indexes, nested or odd fields, or too many of them is a 400, never parsed into huge values", async ({ request }) => {
  // A 20-byte post naming "a[100000000]" held the server for ~25 s and answered 50 MB.
  const bodies = [
    "method[100000000]=a",
    "x[5000000]=1",
    `a${"[0]".repeat(15_000)}=1`,
    "contact.name=x",
    // conform's intent, naming the path itself.
    `__intent__=${encodeURIComponent(JSON.stringify({ type: "update", payload: { name: "a[2000000]", value: "x" } }))}`,
    `${Array.from({ length: 65 }, (_, i) => `f${i}=1`).join("&")}`,
  ];
  for (const url of ["/sign-in", "/feedback", "/sign-up?_data=sign-up"]) {
    for (const data of bodies) {
      const response = await request.post(url, { data, headers: { "Content-Type": "application/x-www-form-urlencoded" }, maxRedirects: 0 });
      expect(response.status(), `${url} ${data.slice(0, 30)}`).toBe(400);
      expect((await response.body()).length, `${url} ${data.slice(0, 30)}`).toBeLessThan(100_000);
    }
  }
  // A form as the site writes it still goes through (a wrong password: the upstream's answer).
  const form = await request.post("/sign-in?by=email", { form: { method: "email", email: "nobody@example.com", password: "Abc12345", redirectTo: "", website: "" }, maxRedirects: 0 });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain("Incorrect account or password");
});

test.describe("abuse limits behind a proxy", () => {
  // The server trusts X-Forwarded-For from loopback (TRUST_PROXY's default), as behind a local proxy.
  const post = (request: APIRequestContext, forwardedFor: string) =>
    request.post("/action/locale", { form: { locale: "en", redirectTo: "/" }, headers: { "X-Forwarded-For": forwardedFor }, maxRedirects: 0 });

  test("the write tier counts per client address: one address is limited at 60 a minute, another is not", async ({ request }) => {
    const [a, b] = [randomIp(), randomIp()];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await post(request, a)).status());
    expect(new Set(statuses)).toEqual(new Set([302]));
    const limited = await post(request, a);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(setCookies(limited)).toEqual([]);
    // Another address is unaffected, and the limited one can still read pages (GETs have their own tier).
    expect((await post(request, b)).status()).toBe(302);
    expect((await request.get("/pricing", { headers: { "X-Forwarded-For": a } })).status()).toBe(200);
  });

  test("text messages to an area code abroad stop at 60 an hour from every address together, not those to Singapore", async ({ request, baseURL }) => {
    // SMS pumping: many addresses, each under its own limits, sending codes to
    // numbers abroad. An area code no other test sends to: its budget is the server's for the hour.
    const headers = (client: string) => ({ "X-Forwarded-For": client, Origin: new URL(baseURL!).origin });
    const send = (client: string, areaCode: string, phoneNumber: string) =>
      request.post("/sign-up?by=phone&_data=sign-up", { form: { intent: "send-code", method: "phone", areaCode, phoneNumber }, headers: headers(client), maxRedirects: 0 });
    // The budget as a new server has it (a run against a server that already ran this test).
    expect((await request.post("/__test/clear-caches", { form: { smsAreaCode: "+44" }, headers: headers(randomIp()) })).status()).toBe(200);
    const clients = Array.from({ length: 5 }, () => randomIp());
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send(clients[i % 5], "+44", `7700${String(900000 + i)}`)).status());
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    const refused = await send(randomIp(), "+44", "7700900999");
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Too many attempts");
    // Singapore numbers have their own budget.
    expect((await send(randomIp(), "+65", `9${String(randomInt(1_000_000, 9_999_999))}`)).status()).toBe(200);
  });

  test("the auth tier (30 posts in 10 minutes) holds whatever the path's case and trailing slashes", async ({ request, baseURL }) => {
    // React Router matches paths regardless of case: POST /SIGN-IN is a sign-in too.
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const path = ["/SIGN-IN", "/Sign-In", "/sign-in//"][i % 3];
      const form = { method: "email", email: `nobody-${i}@example.com`, password: "Wrong12345" };
      statuses.push((await request.post(`${path}?_data=sign-in`, { form, headers: { "X-Forwarded-For": client, Origin: new URL(baseURL!).origin }, maxRedirects: 0 })).status());
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });

  test("an IPv6 client counts by its /56 network: a fresh address for each request does not escape the limit", async ({ request }) => {
    // A random /56 of the documentation prefix (RFC 3849), one new interface address per request.
    const [third, high] = [randomInt(0, 0xffff), randomInt(0, 0xfe)];
    const address = (highByte: number) => {
      const fourth = ((highByte << 8) | randomInt(0, 0xff)).toString(16);
      return `2001:db8:${third.toString(16)}:${fourth}:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(request, address(high))).status());
    expect(statuses.slice(0, 60).every((s) => s === 302)).toBe(true);
    expect(statuses[60]).toBe(429);
    // The neighbouring /56 is another client.
    const next = address(high + 1);
    expect((await post(request, next)).status()).toBe(302);
  });

  test("a port a load balancer appends to the address does not make each connection a new client", async ({ request }) => {
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(request, `${client}:${40000 + i}`)).status());
    expect(statuses.slice(0, 60).every((s) => s === 302)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  test("the auth tier holds for a path with dot segments, which the router resolves to the sign-in page", async ({ baseURL }) => {
    // Sent as written: a client's URL parser (Playwright's too) would resolve the segments first.
    const { hostname, port, origin } = new URL(baseURL!);
    const client = randomIp();
    const rawPost = (path: string, body: string) =>
      new Promise<number>((resolve, reject) => {
        const headers = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), Origin: origin, "X-Forwarded-For": client };
        httpRequest({ hostname, port, path, method: "POST", headers }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        })
          .on("error", reject)
          .end(body);
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const path = ["/./sign-in", "/x/../sign-in", "/%2e/sign-in", "/images/../sign-in"][i % 4];
      statuses.push(await rawPost(`${path}?_data=sign-in`, `method=email&email=nobody-${i}%40example.com&password=Wrong12345`));
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });

  test("behind a proxy chain the address the trusted proxy saw is counted, whatever a client prepends", async ({ request }) => {
    const client = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(request, `${randomIp()}, ${client}`)).status());
    expect(statuses.slice(0, 60).every((s) => s === 302)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
