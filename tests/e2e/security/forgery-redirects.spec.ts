/**
 * Cross-site posts refused, and the open-redirect bypass corpus refused by the redirect helper, the
 * language switcher and sign-in's redirectTo, by request and in the browser with JavaScript on and
 * off.
 */
import { FROM_SITE, expect, hydrated, test, uniqueEmail } from "../fixtures";
import { PASSWORD, setCookies, signInRequest } from "./helpers";

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
