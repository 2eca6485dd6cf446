/**
 * Cross-site posts refused (by Origin, Referer and Sec-Fetch-Site, on every endpoint, with the
 * translated page that says why), the open-redirect bypass corpus refused by the redirect helper,
 * the language switcher and sign-in's redirectTo, and one URL per page (other spellings redirected
 * on the site), by request and in the browser with JavaScript on and off.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { SITE_PORT } from "../../../playwright.config";
import { FROM_SITE, expect, hydrated, randomIp, seriousAxeViolations, test, uniqueEmail } from "../fixtures";
import { PASSWORD, POST_PATHS, setCookies, signInRequest } from "./helpers";

test.describe("request forgery", () => {
  const CROSS_SITE: Array<{ name: string; headers: Record<string, string> }> = [
    { name: "a foreign Origin", headers: { Origin: "https://evil.example.com" } },
    { name: "Origin null (sandboxed frame, data: URL)", headers: { Origin: "null" } },
    { name: "a look-alike Origin", headers: { Origin: "http://localhost.evil.example.com" } },
    { name: "another port of the same host", headers: { Origin: "http://localhost:1" } },
    { name: "Sec-Fetch-Site: cross-site", headers: { "Sec-Fetch-Site": "cross-site" } },
    { name: "Sec-Fetch-Site: same-site (a sibling subdomain)", headers: { "Sec-Fetch-Site": "same-site" } },
    { name: "cross-site with a same-origin Origin", headers: { "Sec-Fetch-Site": "cross-site", Origin: "http://localhost:3100" } },
    // The same host and port by another scheme: another origin (RFC 6454), which a check of the
    // host alone takes for the site's (react-router's "validate schemeful action origins", 2026-08).
    { name: "the same host by another scheme", headers: { Origin: "https://localhost:3100" } },
  ];
  const ACTIONS: Array<{ url: string; form: Record<string, string> }> = [
    { url: "/sign-in", form: { method: "email", email: "a@example.com", password: "Abc12345" } },
    { url: "/action/logout", form: { redirectTo: "/" } },
    { url: "/action/locale", form: { locale: "cn", redirectTo: "/" } },
  ];
  for (const variant of CROSS_SITE) {
    test(`refused: ${variant.name}`, async ({ sharedPage: page, baseURL }) => {
      const headers = { ...variant.headers };
      if (headers.Origin === "http://localhost:3100") headers.Origin = new URL(baseURL!).origin;
      if (headers.Origin === "https://localhost:3100") headers.Origin = `https://${new URL(baseURL!).host}`;
      for (const action of ACTIONS) {
        const response = await page.request.post(action.url, { form: action.form, headers, maxRedirects: 0 });
        expect(response.status(), `${action.url} with ${JSON.stringify(headers)}`).toBe(403);
        expect(setCookies(response), "no cookie set by a refused request").toEqual([]);
      }
    });
  }
  test("accepted from the site itself (same Origin, Sec-Fetch-Site same-origin)", async ({ sharedPage: page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const response = await page.request.post("/action/locale", {
      form: { locale: "cn", redirectTo: "/pricing" },
      headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
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
  test("the redirect helper refuses every bypass", async ({ sharedPage: page }) => {
    for (const { name, value } of BYPASSES) {
      const response = await page.request.get(`/action/redirect?target=${encodeURIComponent(value)}`, { maxRedirects: 0 });
      expect(response.status(), name).toBe(400);
      expect(response.headers().location, name).toBeUndefined();
    }
  });

  test("the language switcher's redirectTo stays on the site, the locale prefix included (/cn//x)", async ({ sharedPage: page, baseURL }) => {
    const corpus = [...BYPASSES.map((b) => b.value), "/cn//evil.example.com", "/hk//evil.example.com/x", "/cn///evil.example.com", "/hk/\\evil.example.com"];
    for (const value of corpus) {
      for (const locale of ["en", "cn"]) {
        const response = await page.request.post("/action/locale", { form: { locale, redirectTo: value }, headers: FROM_SITE, maxRedirects: 0 });
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
      const response = await page.request.post("/sign-in", { form: { method: "email", email, password: PASSWORD, redirectTo: value }, headers: FROM_SITE });
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
      test(`sign-in with redirectTo ${name} lands on home`, async ({ sharedPage: page, sandbox, baseURL }) => {
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

/** Every path the site takes a post at, the test routes' too: the forgery check runs before any of them. */
const POST_ENDPOINTS = [...POST_PATHS, "/__test/age-session", "/__test/age-step-up", "/__test/clear-caches"];

/** The common namespace's texts of a locale (app/locales/<locale>/common.json). */
const commonTexts = (locale: string) =>
  JSON.parse(readFileSync(`app/locales/${locale}/common.json`, "utf8")) as { errors: { backHome: string; forgery: Record<string, string> } };

test.describe("a post that does not say it comes from this site", () => {
  const REFUSED: Array<{ name: string; headers: Record<string, string>; reason: string }> = [
    { name: "no Origin, a foreign Referer", headers: { Referer: "http://evil.example/attack.html" }, reason: "foreign-referer" },
    { name: "no Origin, a look-alike Referer", headers: { Referer: "http://localhost.evil.example/attack.html" }, reason: "foreign-referer" },
    { name: "nothing at all", headers: {}, reason: "no-source" },
    { name: "Sec-Fetch-Site: none alone", headers: { "Sec-Fetch-Site": "none" }, reason: "no-source" },
    { name: "Sec-Fetch-Site: cross-site", headers: { "Sec-Fetch-Site": "cross-site" }, reason: "cross-site" },
    { name: "Sec-Fetch-Site: same-site", headers: { "Sec-Fetch-Site": "same-site" }, reason: "cross-site" },
    { name: "Origin: null", headers: { Origin: "null" }, reason: "foreign-origin" },
  ];
  test("refused on every endpoint with the reason, setting nothing", async ({ request }) => {
    for (const { name, headers, reason } of REFUSED) {
      for (const url of POST_ENDPOINTS) {
        // An address per request: the refusals count against the write tier like any post.
        const response = await request.post(url, {
          form: { locale: "cn", redirectTo: "/" },
          headers: { ...headers, "X-Forwarded-For": randomIp() },
          maxRedirects: 0,
        });
        const what = `${url} with ${name}`;
        expect(response.status(), what).toBe(403);
        expect(response.headers()["content-type"], what).toMatch(/^text\/html/);
        expect(response.headers()["cache-control"], what).toBe("no-store");
        expect(await response.text(), what).toContain(`data-refusal="${reason}"`);
        expect(setCookies(response), what).toEqual([]);
      }
    }
  });

  test("accepted on every endpoint from the site's own page: its Referer without an Origin, or Sec-Fetch-Site same-origin alone", async ({
    request,
    baseURL,
  }) => {
    const ACCEPTED: Array<Record<string, string>> = [{ Referer: `${baseURL}/sign-in?by=email` }, { "Sec-Fetch-Site": "same-origin" }];
    for (const headers of ACCEPTED) {
      // Not the cache reset: it would empty the caches of tests running beside this one.
      for (const url of POST_ENDPOINTS.filter((path) => path !== "/__test/clear-caches")) {
        const response = await request.post(url, { form: { x: "1" }, headers: { ...headers, "X-Forwarded-For": randomIp() }, maxRedirects: 0 });
        const what = `${url} with ${JSON.stringify(headers)}`;
        expect(response.status(), what).not.toBe(403);
        expect(response.status(), what).toBeLessThan(500);
      }
    }
  });

  test("the site's own Referer signs in; a foreign one does not (the review's sign-in)", async ({ request, sandbox, baseURL }) => {
    const email = uniqueEmail("sec-referer");
    await sandbox.createUser({ email, password: PASSWORD });
    const form = { method: "email", email, password: PASSWORD };
    const foreign = await request.post("/sign-in", { form, headers: { Referer: "http://evil.example/attack.html" }, maxRedirects: 0 });
    expect(foreign.status()).toBe(403);
    expect(setCookies(foreign)).toEqual([]);
    const own = await request.post("/sign-in", { form, headers: { Referer: `${baseURL}/sign-in` }, maxRedirects: 0 });
    expect(own.status()).toBe(302);
    expect(setCookies(own).map((cookie) => cookie.split("=")[0])).toEqual(expect.arrayContaining(["uuid", "token"]));
  });

  test("the refusal says why in the visitor's language: the path's prefix, else the locale cookie", async ({ request }) => {
    const cases = [
      { url: "/sign-in", cookie: "", locale: "en", lang: "en" },
      { url: "/cn/sign-in", cookie: "", locale: "cn", lang: "zh-CN" },
      { url: "/hk/sign-in", cookie: "", locale: "zh-hk", lang: "zh-HK" },
      { url: "/action/locale", cookie: "locale=cn", locale: "cn", lang: "zh-CN" },
      { url: "/action/logout", cookie: "locale=zh-hk", locale: "zh-hk", lang: "zh-HK" },
    ];
    for (const { url, cookie, locale, lang } of cases) {
      const texts = commonTexts(locale).errors;
      const response = await request.post(url, { form: {}, headers: cookie ? { Cookie: cookie } : {}, maxRedirects: 0 });
      const html = await response.text();
      expect(response.status(), url).toBe(403);
      expect(html, url).toContain(`<html lang="${lang}">`);
      expect(html, url).toContain(`<h1>${texts.forgery.title}</h1>`);
      expect(html, url).toContain(texts.forgery["no-source"]);
      expect(html, url).toContain(texts.backHome);
    }
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a form posted from another site without a Referer, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test("shows the refusal page, accessible, and signs no one in", async ({ page, baseURL }) => {
      const site = new URL(baseURL!);
      const otherOrigin = `http://127.0.0.1:${site.port}`;
      // The attacker's page keeps its Referer back; the browser still says where the post comes from.
      await page.route(`${otherOrigin}/__attacker`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!DOCTYPE html><html lang="en"><head><meta name="referrer" content="no-referrer"><title>x</title></head><body><form method=post action="${site.origin}/sign-in-institutional"><input name=institutionId value=x><input name=password value=y><button>Go</button></form></body></html>`,
        }),
      );
      await page.goto(`${otherOrigin}/__attacker`);
      const refused = page.waitForResponse((r) => r.url() === `${site.origin}/sign-in-institutional`);
      await page.getByRole("button", { name: "Go" }).click();
      expect((await refused).status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(commonTexts("en").errors.forgery.title);
      await expect(page.locator("[data-refusal]")).toHaveAttribute("data-refusal", "cross-site");
      // axe runs as a script in the page: with JavaScript on (the document is the same either way).
      if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
      expect((await page.context().cookies(site.origin)).map((cookie) => cookie.name)).not.toContain("token");
    });
  });
}

/** A GET or HEAD of `path` written as is (no URL normalisation), to the test server. */
function rawRequest(path: string, method = "GET", headers: Record<string, string> = {}): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port: SITE_PORT, path, method, headers: { "X-Forwarded-For": randomIp(), ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    })
      .on("error", reject)
      .end();
  });
}

test.describe("one URL per page", () => {
  const VARIANTS: Array<[string, string]> = [
    ["/STOCKS", "/stocks"],
    ["/cn/Stocks", "/cn/stocks"],
    ["/NEWS-CENTER", "/news-center"],
    ["/LEGAL/Privacy-Policy", "/legal/privacy-policy"],
    ["/Help-Key/q-account-open-singpass", "/help-key/q-account-open-singpass"],
    ["/pricing/.", "/pricing"],
    ["/pricing/..", "/"],
    ["/pricing/%2e", "/pricing"],
    ["/CN/stocks", "/cn/stocks"],
    ["/Hk", "/hk"],
    ["/HK/Pricing/", "/hk/pricing"],
    ["/%73tocks", "/stocks"],
    ["/stocks\\", "/stocks"],
    ["/stocks/", "/stocks"],
  ];
  test("a GET or HEAD of another spelling answers 301 to the page's one URL, query kept, in one hop", async () => {
    for (const [sent, canonical] of VARIANTS) {
      for (const method of ["GET", "HEAD"]) {
        for (const query of ["", "?a=1&b=%2F%2Fevil.example"]) {
          const answer = await rawRequest(`${sent}${query}`, method);
          expect(answer.status, `${method} ${sent}${query}`).toBe(301);
          expect(answer.location, `${method} ${sent}${query}`).toBe(`${canonical}${query}`);
          expect((await rawRequest(answer.location!, method)).status, `${method} ${answer.location}`).toBe(200);
        }
      }
    }
  });

  test("never off the site: leading slashes and backslashes, dot segments that resolve to //", async ({ baseURL }) => {
    const corpus = [
      "//evil.example",
      "//evil.example/STOCKS",
      "///evil.example/",
      "/\\evil.example",
      "/\\/evil.example/Stocks",
      "/%5Cevil.example",
      "/%2F%2Fevil.example",
      "//STOCKS",
      "/cn//Stocks",
      "/x/..//evil.example",
      "/.//evil.example",
    ];
    for (const path of corpus) {
      const answer = await rawRequest(path);
      expect(answer.status, path).toBeLessThan(500);
      if (answer.location === undefined) continue;
      expect(answer.location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(answer.location, baseURL).origin, path).toBe(new URL(baseURL!).origin);
    }
  });

  test("a path with no one URL is the 404 page, never a redirect home (GET, HEAD, a query, a locale cookie)", async () => {
    // Paths the router matches, or would once a trailing slash went, but that no link of the site
    // writes and no redirect may name: an id with a backslash or a control character (encoded,
    // as a request target carries them), or a path over 2,048 characters. Each answered 301 or
    // 302 to "/" (a soft 404), the outside review's first three among them.
    const letters = "a".repeat(5_000);
    const paths = [
      "/News/%5Cevil.example",
      "/NEWS/%0d%0aSet-Cookie:%20x=1",
      `/News/${letters}`,
      `/news/${letters}`,
      `/HK/News/${letters.slice(0, 2_100)}`,
      "/news/%5Cevil.example",
      "/News/%5c%5cevil.example",
      "/cn/NEWS/%5Cevil.example",
      "/Help-Key/%5C",
      "/HK/help-key/%0a",
      "/News-List/%5Cx",
      "/News/%09x",
      "/News/x%7F",
      "/News/%00",
      "/News/%5Cevil.example/",
      "/News/%5Cevil.example//",
      "/zzz%0d%0a/",
      `/${letters.slice(0, 3_000)}/`,
    ];
    const longCode = `HCode=${"h".repeat(100)}&a=1`;
    for (const path of paths) {
      for (const [method, query, headers] of [
        ["GET", "", {}],
        ["HEAD", "", {}],
        ["GET", "?a=1&b=%2F%2Fevil.example", {}],
        ["GET", `?${longCode}`, {}],
        ["GET", "", { Cookie: "locale=cn" }],
      ] as const) {
        const what = `${method} ${path.slice(0, 60)}${query.slice(0, 30)} ${JSON.stringify(headers)}`;
        const answer = await rawRequest(`${path}${query}`, method, headers);
        expect({ status: answer.status, location: answer.location }, what).toEqual({ status: 404, location: undefined });
        if (method === "GET") {
          expect(answer.body, what).toContain('data-status="404"');
          // The oversized campaign code is dropped from the 404 page's links, as from a page's.
          expect(answer.body, what).not.toContain("hhhhhhhh");
        }
      }
    }
  });

  test("a post to another spelling is served where it was sent, not redirected", async ({ request }) => {
    const response = await request.post("/SIGN-IN?by=email", {
      form: { method: "email", email: "not-an-email", password: "x" },
      headers: FROM_SITE,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(`<link rel="canonical" href="http://localhost:${SITE_PORT}/sign-in"`);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the browser lands on the one URL, which its canonical link names, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      const page = await context.newPage();
      for (const [sent, canonical] of [
        ["/Help-Key/q-account-open-singpass", "/help-key/q-account-open-singpass"],
        ["/CN/Stocks?HCode=A1", "/cn/stocks?HCode=A1"],
      ]) {
        await page.goto(sent);
        expect(new URL(page.url()).pathname + new URL(page.url()).search, sent).toBe(canonical);
        await expect(page.locator('link[rel="canonical"]'), sent).toHaveAttribute("href", `${baseURL}${canonical.split("?")[0]}`);
      }
      await context.close();
    });
  }
});
