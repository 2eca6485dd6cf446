/**
 * The session hand-over (a link carrying a token key): when it asks before signing in, when it signs
 * in at once, and what it never does to a live session.
 */
import { request as httpRequest } from "node:http";
import type { BrowserContext } from "@playwright/test";
import { SANDBOX, expect, sandboxSession, seriousAxeViolations, signInAs, test, uniqueEmail, type SandboxApi } from "../fixtures";
import { PASSWORD, expectSignedIn, expectSignedOut, signInByEmail } from "./helpers";

/** A new hand-over key for `email`'s account, from the sandbox (as the app or the mobile site gets one). */
async function tokenKeyOf(email: string): Promise<string> {
  const { token } = await sandboxSession(email, PASSWORD);
  const response = await fetch(`${SANDBOX}/user-server-sg/api/get-token-key/v1`, {
    method: "POST",
    headers: { Authorization: token, "Content-Type": "application/json" },
    body: "{}",
  });
  return ((await response.json()) as { data: { tokenKey: string } }).data.tokenKey;
}

/** The value of a browser context's session cookie `name` (uuid or token), or undefined. */
async function sessionCookie(context: BrowserContext, name: "uuid" | "token"): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Two new sandbox accounts (emails made from the prefixes). */
async function twoAccounts(sandbox: SandboxApi, prefixes: [string, string]): Promise<[string, string]> {
  const emails = prefixes.map((prefix) => uniqueEmail(prefix)) as [string, string];
  for (const email of emails) await sandbox.createUser({ email, password: PASSWORD });
  return emails;
}

/** How the confirmation names an account: its email masked as the site masks one. */
const masked = (email: string) => `${email.slice(0, 2)}***@${email.split("@")[1]}`;

test.describe("the session hand-over asks before it signs in a link's account", () => {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test('a link opened from outside asks "Continue as …?"; continuing signs in, on the page the link was for, without the key', async ({
        page,
        sandbox,
      }) => {
        const email = uniqueEmail("handover");
        await sandbox.createUser({ email, password: PASSWORD });
        // A navigation the browser marks Sec-Fetch-Site: none (typed, or from another app).
        await page.goto(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(email))}&HCode=H1`);
        await expect(page).toHaveURL(/\/hand-over$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm sign-in");
        await expect(page.getByText(`Continue as ${masked(email)}?`)).toBeVisible();
        expect(await page.content()).not.toContain(email);
        // Not signed in until the visitor answers.
        expect(await sessionCookie(page.context(), "token")).toBeUndefined();
        await page.getByRole("button", { name: "Continue" }).click();
        await expect(page).toHaveURL(/\/stocks\?HCode=H1$/);
        await expectSignedIn(page);
        expect(await sessionCookie(page.context(), "uuid")).toBe((await sandboxSession(email, PASSWORD)).uuid);
      });

      test("declining keeps the visitor as they were: signed out, or in their own session", async ({ page, sandbox }) => {
        const [visitor, attacker] = await twoAccounts(sandbox, ["visitor-no", "attacker-no"]);
        await page.goto(`/pricing?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`);
        await expect(page.getByText(`Continue as ${masked(attacker)}?`)).toBeVisible();
        await page.getByRole("button", { name: "No, stay as I am" }).click();
        await expect(page).toHaveURL(/\/pricing$/);
        await expectSignedOut(page);
        expect(await sessionCookie(page.context(), "token")).toBeUndefined();
        // A live session is not replaced without the question, and "No" keeps it.
        await signInAs(page, visitor, PASSWORD);
        const before = await sessionCookie(page.context(), "token");
        await page.goto(`/cn/pricing?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`);
        await expect(page).toHaveURL(/\/cn\/hand-over$/);
        await expect(page.getByText(`以 ${masked(attacker)} 继续？`)).toBeVisible();
        await expect(page.getByText("您当前已登录另一个账户：继续将退出该账户。")).toBeVisible();
        expect(await sessionCookie(page.context(), "token")).toBe(before);
        await page.getByRole("button", { name: "否，保持现状" }).click();
        await expect(page).toHaveURL(/\/cn\/pricing$/);
        await expectSignedIn(page);
        expect(await sessionCookie(page.context(), "token")).toBe(before);
        // The question is gone with the answer.
        await page.goto("/hand-over");
        await expect(page).toHaveURL(/\/cn$|\/$/);
      });

      test("a live session is replaced only once the visitor confirms", async ({ page, sandbox }) => {
        const [visitor, other] = await twoAccounts(sandbox, ["visitor-yes", "other-yes"]);
        await signInAs(page, visitor, PASSWORD);
        const before = await sessionCookie(page.context(), "token");
        await page.goto(`/hk/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(other))}`);
        await expect(page.getByText(`以 ${masked(other)} 繼續？`)).toBeVisible();
        expect(await sessionCookie(page.context(), "token")).toBe(before);
        await page.getByRole("button", { name: "繼續" }).click();
        await expect(page).toHaveURL(/\/hk\/stocks$/);
        await expectSignedIn(page);
        expect(await sessionCookie(page.context(), "uuid")).toBe((await sandboxSession(other, PASSWORD)).uuid);
      });
    });
  }

  test("the confirmation page passes the accessibility checks", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("handover-a11y");
    await sandbox.createUser({ email, password: PASSWORD });
    await page.goto(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(email))}`);
    await expect(page.getByText(`Continue as ${masked(email)}?`)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("the session hand-over signs in at once only where no one else can have placed the key", () => {
  test("from this site's own pages (Sec-Fetch-Site: same-origin, or without Fetch Metadata a Referer of its own): signed in, the key removed", async ({
    page,
    sandbox,
    baseURL,
  }) => {
    const email = uniqueEmail("handover-so");
    await sandbox.createUser({ email, password: PASSWORD });
    for (const headers of [{ "Sec-Fetch-Site": "same-origin" }, { Referer: `${baseURL}/news-center` }] as Record<string, string>[]) {
      await page.context().clearCookies();
      const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(email))}&HCode=H1`, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/stocks?HCode=H1");
      expect(response.headers()["set-cookie"]).toMatch(/token=/);
      await page.goto("/stocks");
      await expectSignedIn(page);
    }
  });

  test("without Fetch Metadata and no proof of origin (an older browser following another site's link): asked, not signed in", async ({
    sharedPage: page,
    sandbox,
  }) => {
    const [attacker] = await twoAccounts(sandbox, ["attacker-nofm", "unused-nofm"]);
    for (const headers of [
      {},
      { Referer: "https://evil.example/page" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "none" },
    ] as Record<string, string>[]) {
      const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`, { headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(302);
      expect(response.headers().location, JSON.stringify(headers)).toBe("/hand-over");
      expect(response.headers()["set-cookie"] ?? "", JSON.stringify(headers)).not.toMatch(/(^|\n)(token|uuid)=/);
      // Nothing in the next page's address carries the key.
      expect(response.headers().location).not.toContain("tokenKey");
    }
    await page.goto("/stocks");
    await expectSignedOut(page);
  });

  test("a failed key from this site's own pages signs out, clearing each session cookie once", async ({ sharedPage: page }) => {
    const failed = await page.request.get("/stocks?tokenKey=nope", { headers: { "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 });
    expect(failed.headers().location).toBe("/stocks");
    const cleared = failed.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie" && /^(uuid|token|clock)=;/.test(header.value));
    expect(cleared.map((header) => header.value.split("=")[0]).sort()).toEqual(["clock", "token", "uuid"]);
    await page.goto("/stocks");
    await expect(page.locator("[data-toast=fail]")).toContainText("We could not sign you in from the app");
  });

  test("a key is single-use: asked once, then refused with a toast", async ({ page, sandbox }) => {
    const email = uniqueEmail("handover-once");
    await sandbox.createUser({ email, password: PASSWORD });
    const key = await tokenKeyOf(email);
    await page.goto(`/stocks?tokenKey=${encodeURIComponent(key)}`);
    await expect(page).toHaveURL(/\/hand-over$/);
    await page.context().clearCookies();
    await page.goto(`/stocks?tokenKey=${encodeURIComponent(key)}`);
    await expect(page).toHaveURL(/\/stocks$/);
    await expect(page.locator("[data-toast=fail]")).toContainText("We could not sign you in from the app");
    await expectSignedOut(page);
  });

  test("a path beginning // or /\\ stays on this site", async ({ baseURL, clientIp }) => {
    for (const path of ["//evil.example", "///evil.example/x", "/\\evil.example/x"]) {
      // Sent as written (a URL parser on this side would turn the backslash into a slash).
      const response = await new Promise<{ status: number; location: string }>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL!);
        httpRequest({ hostname, port, path: `${path}?tokenKey=abc`, headers: { "X-Forwarded-For": clientIp } }, (answer) => {
          answer.resume();
          resolve({ status: answer.statusCode ?? 0, location: answer.headers.location ?? "" });
        })
          .on("error", reject)
          .end();
      });
      expect(response.status, path).toBe(302);
      const location = response.location;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://site.invalid").origin, path).toBe("https://site.invalid");
    }
  });

  test("a key slipped into sign-in's redirectTo never swaps the session the visitor just started", async ({ browser, sandbox, clientIp }) => {
    const [visitor, attacker] = await twoAccounts(sandbox, ["victim", "csrf"]);
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const page = await context.newPage();
      const redirectTo = `/open-account?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`;
      await signInByEmail(page, visitor, PASSWORD, `/sign-in?by=email&redirectTo=${encodeURIComponent(redirectTo)}`);
      await expect(page).toHaveURL(/\/open-account$/);
      await expectSignedIn(page);
      expect(await sessionCookie(context, "uuid"), `JavaScript ${javaScriptEnabled ? "on" : "off"}`).toBe((await sandboxSession(visitor, PASSWORD)).uuid);
      await context.close();
    }
  });

  test("a live session met by a key from this site's own pages is not replaced unasked", async ({ page, sandbox }) => {
    const [visitor, attacker] = await twoAccounts(sandbox, ["visitor-so", "attacker-so"]);
    await signInAs(page, visitor, PASSWORD);
    const before = await sessionCookie(page.context(), "token");
    const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`, {
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/hand-over");
    expect(response.headers()["set-cookie"] ?? "").not.toMatch(/(^|\n)token=/);
    expect(await sessionCookie(page.context(), "token")).toBe(before);
  });

  test("in the company app the hand-over replaces a live session at once (the app switched accounts)", async ({ browser, sandbox, clientIp }) => {
    const [before, after] = await twoAccounts(sandbox, ["app-a", "app-b"]);
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        javaScriptEnabled,
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DolphinApp/5.2",
        extraHTTPHeaders: { "X-Forwarded-For": clientIp },
      });
      const page = await context.newPage();
      await signInAs(page, before, PASSWORD);
      const old = await sessionCookie(context, "token");
      await page.goto(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(after))}`);
      await expect(page).toHaveURL(/\/stocks$/);
      expect(await sessionCookie(context, "token")).not.toBe(old);
      expect(await sessionCookie(context, "uuid")).toBe((await sandboxSession(after, PASSWORD)).uuid);
      await context.close();
    }
  });

  test("a session that has ended upstream counts as none: a key from this site's own pages replaces it at once", async ({ page, sandbox }) => {
    const [stale, fresh] = await twoAccounts(sandbox, ["stale", "fresh"]);
    await signInAs(page, stale, PASSWORD);
    const old = await sessionCookie(page.context(), "token");
    await sandbox.expireToken(old!);
    const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(fresh))}`, {
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe("/stocks");
    await page.goto("/stocks");
    await expectSignedIn(page);
    expect(await sessionCookie(page.context(), "uuid")).toBe((await sandboxSession(fresh, PASSWORD)).uuid);
  });
});

test.describe("a hand-over key in an image signs no one in (the outside review's finding)", () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`an image in upstream content carries no hand-over key (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL, clientIp }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      // The sandbox's hostile article carries <img src="/images/news/market-7.svg?tokenKe%79=planted&v=1">.
      await page.goto("/news/market-security-notice");
      await page.waitForLoadState("load");
      const sources = await page
        .getByTestId("article-body")
        .locator("img")
        .evaluateAll((images) => images.map((img) => img.getAttribute("src") ?? ""));
      expect(sources).toContain("/images/news/market-7.svg?v=1");
      for (const url of [...sources.map((src) => new URL(src, baseURL).href), ...requested]) {
        expect(new URL(url).searchParams.has("tokenKey"), url).toBe(false);
      }
      await context.close();
    });
  }

  test("a same-origin image request carrying a key asks, and signs no one in", async ({ page, sandbox, baseURL }) => {
    const [attacker] = await twoAccounts(sandbox, ["attacker-img", "unused-img"]);
    // Sec-Fetch-Site: same-origin, as from this site's own page, but not a document navigation.
    for (const destination of ["image", "script", "iframe", "empty"]) {
      const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`, {
        headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": destination, "Sec-Fetch-Mode": "no-cors" },
        maxRedirects: 0,
      });
      expect(response.status(), destination).toBe(302);
      expect(response.headers().location, destination).toBe("/hand-over");
      expect(response.headers()["set-cookie"] ?? "", destination).not.toMatch(/(^|\n)(token|uuid)=[^;]/);
    }
    // A page of this site's origin showing the image: the browser's own request for it.
    const key = await tokenKeyOf(attacker);
    await page.context().clearCookies();
    await page.route(`${baseURL}/__planted-image`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<!doctype html><title>x</title><img src="/stocks?tokenKey=${encodeURIComponent(key)}" alt="">` }),
    );
    const imageAnswer = page.waitForResponse((response) => response.url().includes("tokenKey="));
    await page.goto("/__planted-image");
    expect((await imageAnswer).headers().location).toBe("/hand-over");
    expect(await sessionCookie(page.context(), "token")).toBeUndefined();
    await page.unrouteAll();
    await page.goto("/stocks");
    await expectSignedOut(page);
  });
});
