/**
 * The shared cache, through nginx with the repository's own configuration (deploy/nginx.conf,
 * filled by scripts/lib/nginx-cache.mjs) in front of the test server, on loopback
 * (docs/operations.md "Shared cache"): anonymous public pages are kept and served from it
 * (X-Cache-Status: HIT) per device class and country; signed-in visitors, hand-overs, forms and
 * other errors never are; two signed-in visitors and an anonymous one loading the same URLs in turn
 * never see each other's page or name; a page from the cache runs its own scripts by their hashes
 * and not an injected one; a page from the cache is answered whole with its length, as a file is,
 * in every encoding. One nginx for the file, so its tests run in one worker, in order.
 */
import { randomUUID } from "node:crypto";
import { get } from "node:http";
import type { APIRequestContext, Browser } from "@playwright/test";
import { SITE_PORT } from "../../../playwright.config";
import { CHAT_HOST, expect, hydrated, randomIp, sandboxSession, signInAs, stubThirdParties, test, uniqueEmail, type SandboxApi } from "../fixtures";
import { edgeForThisFile } from "./edge";

const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? SITE_PORT + 5000);
const EDGE = edgeForThisFile(NGINX_PORT);
const PASSWORD = "Cache12345";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** A query no other test asked for, so that the first answer is the cache's first too. */
const fresh = () => `cache=${randomUUID().slice(0, 8)}`;

/** GET through nginx: the status, the cache's word, Cache-Control and the body. */
async function edgeGet(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(`${EDGE}${path}`, { headers, maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()["x-cache-status"],
    cacheControl: response.headers()["cache-control"],
    body: await response.text(),
  };
}

/** A news article's path, from the news center. */
async function articlePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${EDGE}/news-center`)).text();
  const path = /href="(\/news\/[^"?]+)"/.exec(html)?.[1];
  expect(path, "an article linked from the news center").toBeTruthy();
  return path!;
}

test("anonymous public pages are kept and served from the cache, per device class and country", async ({ request }) => {
  const article = await articlePath(request);
  for (const path of ["/", "/cn/pricing", article, "/hk/help-center", "/legal/privacy-policy", "/no-such-page-here"]) {
    const url = `${path}?${fresh()}`;
    const first = await edgeGet(request, url);
    const second = await edgeGet(request, url);
    expect(first.status, url).toBe(path.startsWith("/no-such") ? 404 : 200);
    expect(first.cacheControl, url).toBe(SHARED);
    expect([first.cache, second.cache], url).toEqual(["MISS", "HIT"]);
    expect(second.body, url).toBe(first.body);
  }
  // The device class is in the key: a phone gets the phone's page, kept apart from the desktop's.
  const url = `/?${fresh()}`;
  const desktop = await edgeGet(request, url);
  const phone = await edgeGet(request, url, { "User-Agent": IPHONE });
  const phoneAgain = await edgeGet(request, url, { "User-Agent": IPHONE });
  expect([desktop.cache, phone.cache, phoneAgain.cache]).toEqual(["MISS", "MISS", "HIT"]);
  expect(desktop.body).toContain('data-layout="default"');
  expect(phoneAgain.body).toContain('data-layout="h5"');
  // The country, as far as it changes the page: the restricted-region notice for the US only.
  const stocks = `/stocks?${fresh()}`;
  const us = [await edgeGet(request, stocks, { "X-Country-Code": "US" }), await edgeGet(request, stocks, { "X-Country-Code": "US" })];
  const sg = [await edgeGet(request, stocks, { "X-Country-Code": "SG" }), await edgeGet(request, stocks, { "X-Country-Code": "SG" })];
  expect(us.map((r) => r.cache).concat(sg.map((r) => r.cache))).toEqual(["MISS", "HIT", "MISS", "HIT"]);
  for (const r of us) expect(r.body).toContain("data-region-notice");
  for (const r of sg) expect(r.body).not.toContain("data-region-notice");
  // No country from the edge: the site looks it up by address, and that page is the visitor's own.
  const unknown = [await edgeGet(request, stocks), await edgeGet(request, stocks)];
  expect(unknown.map((r) => [r.cache, r.cacheControl])).toEqual([
    ["MISS", "private, no-cache"],
    ["MISS", "private, no-cache"],
  ]);
  // A header the client sends the site itself is not the edge's: dropped unless from the proxy.
  // (Here every client is on loopback, which TRUST_PROXY trusts; the unit of that rule is server.ts.)
});

/** GET through nginx as raw bytes (no decoding), from Singapore as a CDN names it: the headers as sent and the body's length. */
function rawEdgeGet(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers = { "X-Country-Code": "SG", ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}) };
    get(`http://127.0.0.1:${NGINX_PORT}${path}`, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ headers: response.headers, bytes }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

test("a page from the cache is answered whole with its length, as a file is, in every encoding", async ({ request }) => {
  // Chunked, a hit ended with a write of its own after the body, which waited for the client's
  // delayed ACK (docs/performance.md "Shared cache"). The heaviest pages and an article, as
  // browsers ask (br over HTTPS, gzip over HTTP) and as a client that asks for nothing.
  const article = await articlePath(request);
  for (const path of ["/", "/cn/pricing", article]) {
    for (const acceptEncoding of ["gzip, deflate, br, zstd", "gzip, deflate", ""]) {
      const url = `${path}?${fresh()}`;
      const first = await rawEdgeGet(url, acceptEncoding);
      const hit = await rawEdgeGet(url, acceptEncoding);
      const label = `${url} (${acceptEncoding || "no Accept-Encoding"})`;
      expect([first.headers["x-cache-status"], hit.headers["x-cache-status"]], label).toEqual(["MISS", "HIT"]);
      expect(hit.headers["content-encoding"], label).toBe(acceptEncoding.includes("br") ? "br" : acceptEncoding ? "gzip" : undefined);
      for (const answer of [first, hit]) {
        expect(answer.headers["transfer-encoding"], label).toBeUndefined();
        expect(answer.headers["content-length"], label).toBe(String(answer.bytes));
      }
      expect(hit.bytes, label).toBe(first.bytes);
    }
  }
});

test("sessions, hand-overs, toasts, forms, chat and errors other than 404 are never kept", async ({ request, sandbox }) => {
  const session = await signInSession(sandbox);
  for (const [label, path, headers, cacheControl] of [
    ["a signed-in visitor", "/pricing", { Cookie: session }, "no-store"],
    ["a hand-over", "/pricing?tokenKey=not-a-key", {}, "no-store"],
    ["a hand-over, its name encoded", "/pricing?tokenKe%79=not-a-key", {}, "no-store"],
    ["a flash toast waiting", "/pricing", { Cookie: "toast=forged" }, undefined],
    ["the sign-in form", "/sign-in", {}, "private, no-cache"],
    ["an account page", "/payment-records", {}, undefined],
    ["the chat link", "/chat", {}, "no-store"],
    // (A 503 would mark the one upstream failed for nginx's fail_timeout: a 500 and a 418 instead.)
    ["an error page", "/__test/throw", {}, "private, no-cache"],
    ["a client error page", "/__test/status-418", {}, "private, no-cache"],
  ] as const) {
    const answers = [await edgeGet(request, path, headers), await edgeGet(request, path, headers)];
    for (const answer of answers) expect(answer.cache, `${label}: ${answer.status}`).not.toBe("HIT");
    if (cacheControl) expect(answers[1].cacheControl, label).toBe(cacheControl);
  }
  // The chat link is signed again for every opening, never served twice.
  const chat = [await request.get(`${EDGE}/chat`, { maxRedirects: 0 }), await request.get(`${EDGE}/chat`, { maxRedirects: 0 })];
  expect(chat[0].headers().location).not.toBe(chat[1].headers().location);
  // A form's result: a POST is never answered from the cache.
  const post = await request.post(`${EDGE}/feedback`, { form: { category: "app" }, maxRedirects: 0 });
  expect(post.headers()["x-cache-status"]).not.toBe("HIT");
});

/** The session cookies of a fresh sandbox user, as a Cookie header. */
async function signInSession(sandbox: SandboxApi): Promise<string> {
  const email = uniqueEmail("cache-s");
  await sandbox.createUser({ email, password: PASSWORD });
  const { uuid, token } = await sandboxSession(email, PASSWORD);
  return `uuid=${uuid}; token=${token}`;
}

/**
 * A browser page of its own (its own cookies and client address; the country a CDN would name),
 * optionally signed in as a new sandbox user: answers it and the user's display name.
 */
async function visitor(browser: Browser, signedIn: boolean, sandbox: SandboxApi) {
  // No route: nothing here loads a third party (no consent given, no chat opened), and a route
  // costs every request of the context.
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomIp(), "X-Country-Code": "SG" } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let name: string | null = null;
  if (signedIn) {
    const email = uniqueEmail("cache");
    await sandbox.createUser({ email, password: PASSWORD });
    await signInAs(page, email, PASSWORD, EDGE);
    name = email.split("@")[0];
  }
  return { context, page, name, errors };
}

test("two signed-in visitors and an anonymous one load the same URLs in turn: none sees another's page or name", async ({ browser, sandbox, request }) => {
  test.setTimeout(90_000);
  const a = await visitor(browser, true, sandbox);
  const b = await visitor(browser, true, sandbox);
  const anonymous = await visitor(browser, false, sandbox);
  const names = [a.name!, b.name!];
  const article = await articlePath(request);
  try {
    for (const round of [1, 2]) {
      for (const path of ["/", "/cn/pricing", article, "/hk/stocks"]) {
        for (const [who, v] of [
          ["A", a],
          ["anonymous", anonymous],
          ["B", b],
        ] as const) {
          const response = await v.page.goto(`${EDGE}${path}`, { waitUntil: "domcontentloaded" });
          const label = `round ${round}, ${who} on ${path}`;
          const html = await response!.text();
          const cache = response!.headers()["x-cache-status"];
          const userMenu = v.page.locator(".user-menu summary");
          if (v.name) {
            expect(cache, label).toBe("BYPASS");
            await expect(userMenu, label).toContainText(v.name);
          } else {
            if (round === 2) expect(cache, label).toBe("HIT");
            await expect(
              v.page.locator(`.user-menu a[href^="${path.startsWith("/cn") ? "/cn" : path.startsWith("/hk") ? "/hk" : ""}/sign-in"]`).first(),
              label,
            ).toBeVisible();
          }
          for (const other of names.filter((name) => name !== v.name)) expect(html, `${label}: ${other} nowhere`).not.toContain(other);
        }
      }
    }
    // A client navigation (JavaScript): the data a signed-in visitor's page fetches is theirs too.
    await hydrated(a.page);
    await a.page.locator('a[href="/hk/pricing"]:visible').first().click();
    await expect(a.page).toHaveURL(`${EDGE}/hk/pricing`);
    await expect(a.page.locator(".user-menu summary")).toContainText(a.name!);
    for (const v of [a, b, anonymous]) expect(v.errors).toEqual([]);
  } finally {
    for (const v of [a, b, anonymous]) await v.context.close();
  }
});

test("a page from the cache runs its own scripts (allowed by hash) and refuses an injected one", async ({ page, request, consoleErrors }) => {
  const path = `${await articlePath(request)}?${fresh()}`;
  await page.goto(`${EDGE}${path}`);
  // The second load is the cache's copy, scripts and CSP header stored together.
  const cached = await page.goto(`${EDGE}${path}`);
  expect(cached!.headers()["x-cache-status"]).toBe("HIT");
  const csp = cached!.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'sha256-[^;]+'strict-dynamic'/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("'nonce-");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-spa", "ready");
  // The same cached page with a script slipped into the article's upstream HTML on the way (where
  // an injection would come from): the browser refuses it, the header naming the page's own
  // scripts' hashes only, and the page's own scripts still run.
  await page.route(`${EDGE}${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('data-testid="article-body">', 'data-testid="article-body"><script>window.__injected = true;</script>');
    expect(body).toContain("window.__injected");
    await route.fulfill({ response, body });
  });
  await page.goto(`${EDGE}${path}`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-spa", "ready");
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect
    .poll(() => consoleErrors.filter((line) => /Content Security Policy/.test(line)).length, { message: "the browser reports the refused script" })
    .toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !/Content Security Policy/.test(line)));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a cached page's chat link leads to a link signed when followed", async ({ page, context }) => {
    const path = `/pricing?${fresh()}`;
    await page.goto(`${EDGE}${path}`);
    const cached = await page.goto(`${EDGE}${path}`);
    expect(cached!.headers()["x-cache-status"]).toBe("HIT");
    await stubThirdParties(context);
    const stamps: string[] = [];
    for (let i = 0; i < 2; i++) {
      const tabPromise = context.waitForEvent("page");
      await page.locator("a[data-chat-launcher]").click();
      const tab = await tabPromise;
      await tab.waitForURL(`${CHAT_HOST}/**`);
      const url = new URL(tab.url());
      expect(url.searchParams.get("signature")).toMatch(/^[0-9A-F]{40}$/);
      stamps.push(url.searchParams.get("nonce")!);
      await tab.close();
    }
    expect(stamps[0]).not.toBe(stamps[1]);
  });
});
