/**
 * Security headers through the real production server on every kind of response (an enforced CSP: a
 * document's inline scripts by their hashes, no nonce in a page that a shared cache may keep; other
 * answers a per-request nonce), no CSP violation in the browser on the main pages, HSTS behind a
 * proxy, and no cache keeping a response that sets a cookie.
 */
import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";
import { setCookies } from "./helpers";

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

function expectSecurityHeaders(response: APIResponse, label: string, rendered = (response.headers()["content-type"] ?? "").startsWith("text/html")) {
  const headers = response.headers();
  const csp = headers["content-security-policy"];
  expect(csp, `${label}: an enforced CSP`).toBeTruthy();
  expect(headers["content-security-policy-report-only"], `${label}: not report-only`).toBeUndefined();
  const d = directives(csp);
  expect(d.get("script-src"), label).toContain("'strict-dynamic'");
  // A document's own scripts by their hashes; any other answer a nonce (it has no script to allow).
  // `rendered`: a document the app rendered (HTML but the refusal of a cross-site post, written
  // before the app, which has no script and keeps the nonce).
  const documentAnswer = rendered;
  const source = documentAnswer ? /^'sha256-[A-Za-z0-9+/]{43}='$/ : /^'nonce-[A-Za-z0-9+/]{16,}={0,2}'$/;
  expect(
    d.get("script-src")?.some((v) => source.test(v)),
    `${label}: ${documentAnswer ? "hashes" : "a nonce"} in script-src`,
  ).toBe(true);
  expect(d.get("script-src"), `${label}: no unsafe-inline/eval`).not.toContain("'unsafe-eval'");
  expect(d.get("script-src"), `${label}: no unsafe-inline`).not.toContain("'unsafe-inline'");
  expect(d.get("object-src"), label).toEqual(["'none'"]);
  expect(d.get("base-uri"), label).toEqual(["'none'"]);
  expect(d.get("frame-ancestors"), `${label}: frame-ancestors limited to the site`).toEqual(["'self'"]);
  expect(d.get("default-src"), label).toEqual(["'self'"]);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  for (const feature of ["camera", "microphone", "geolocation", "payment"])
    expect(headers["permissions-policy"], `${label}: ${feature} denied`).toContain(`${feature}=()`);
  expect(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"], `${label}: a private Referrer-Policy`).toContain(
    headers["referrer-policy"],
  );
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(headers["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(headers["x-powered-by"], `${label}: no X-Powered-By`).toBeUndefined();
  // The test server is HTTP: HSTS is only sent when the public origin is HTTPS (unit-tested).
  expect(headers["strict-transport-security"], `${label}: no HSTS over plain HTTP`).toBeUndefined();
}

test.describe("security headers", () => {
  for (const { kind, url, status } of RESPONSES) {
    test(`on a ${kind}: ${url}`, async ({ sharedPage: page }) => {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(status ?? 200);
      expectSecurityHeaders(response, `${kind} ${url}`);
    });
  }

  test("on fingerprinted build assets (scripts and stylesheets)", async ({ sharedPage: page }) => {
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

  test("a cross-site POST refused with 403 still carries them", async ({ sharedPage: page }) => {
    const response = await page.request.post("/action/locale", { form: { locale: "cn" }, headers: { Origin: "https://evil.example.com" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expectSecurityHeaders(response, "403", false);
  });

  test("every inline script of a document is allowed by a hash in its CSP, and the page carries no nonce", async ({ sharedPage: page }) => {
    for (const url of ["/", "/pricing", "/cn/stocks", "/sign-in", "/help-center", "/hk/news-center", "/no-such-page-here"]) {
      const response = await page.request.get(url);
      const scriptSrc = directives(response.headers()["content-security-policy"]).get("script-src") ?? [];
      expect(
        scriptSrc.some((v) => v.startsWith("'nonce-")),
        `${url}: no nonce in a document's policy`,
      ).toBe(false);
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

// One page for every URL: the listener is a script added to the page, which only a page of the
// test's own may take (fixtures.ts sharedPage), and a new context per URL would cost about as much
// CPU as the page's own load each time.
test("no CSP violation in the browser on any kind of page", async ({ page }) => {
  test.setTimeout(60_000);
  // Injected through the DevTools protocol, so not itself subject to the page's CSP.
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`);
    });
  });
  for (const url of ["/", "/pricing", "/cn/stocks", "/sign-in", "/help-center", "/news-center", "/hk/download"]) {
    const response = await page.goto(url);
    expect(response?.headers()["content-security-policy"], url).toBeTruthy();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, url).toEqual([]);
  }
  // The fixture fails the test on any console error (a refused script or style is logged as one).
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
  const signIn = await request.post("/sign-in?by=email", {
    form: { method: "email", email: "demo@dolphin.sg", password: "Demo12345", redirectTo: "", website: "" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  expect(setCookies(signIn).some((cookie) => cookie.startsWith("token="))).toBe(true);
  expect(signIn.headers()["cache-control"]).toBe("no-store");
  const locale = await request.post("/action/locale", { form: { locale: "cn", redirectTo: "/" }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(setCookies(locale).length).toBeGreaterThan(0);
  expect(locale.headers()["cache-control"]).toBe("no-store");
});
