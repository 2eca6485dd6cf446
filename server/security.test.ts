/**
 * The security headers as a deployment behind HTTPS gets them (the browser tests run on
 * plain HTTP, where HSTS must not be sent), and the same-origin check on its own.
 */
import type { Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgeryVerdict, isSameOriginRequest, securityHeaders } from "./security";

/** Runs the helmet middleware against a minimal response and returns the headers it set. */
async function headersFor(
  env: Record<string, string | undefined>,
  nonce = "bm9uY2Utbm9uY2Utbm9uY2U=",
  secure = false,
  tagManager = false,
): Promise<Record<string, string>> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const middleware = securityHeaders({ tagManager });
  const headers: Record<string, string> = {};
  const res = {
    locals: { cspNonce: nonce },
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const req = { method: "GET", headers: {}, secure };
  await new Promise<void>((resolve, reject) =>
    middleware(req as unknown as Request, res as unknown as Response, (error?: unknown) =>
      error ? reject(new Error("the middleware failed", { cause: error })) : resolve(),
    ),
  );
  return headers;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("securityHeaders in production over HTTPS", () => {
  it("sends HSTS of at least a year, with subdomains", async () => {
    const headers = await headersFor({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.dolphin-securities.sg" });
    const hsts = headers["strict-transport-security"];
    expect(hsts).toBeTruthy();
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/i);
  });

  it("upgrades insecure requests and keeps the enforced nonce policy", async () => {
    const headers = await headersFor({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.dolphin-securities.sg" }, "abcdEFGH1234abcd5678+/==");
    const csp = headers["content-security-policy"];
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).toContain("script-src 'nonce-abcdEFGH1234abcd5678+/==' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("uses the nonce of each response, not a shared one", async () => {
    const a = await headersFor({ NODE_ENV: "production" }, "AAAAAAAAAAAAAAAAAAAAAA==");
    const b = await headersFor({ NODE_ENV: "production" }, "BBBBBBBBBBBBBBBBBBBBBB==");
    expect(a["content-security-policy"]).toContain("'nonce-AAAAAAAAAAAAAAAAAAAAAA=='");
    expect(b["content-security-policy"]).toContain("'nonce-BBBBBBBBBBBBBBBBBBBBBB=='");
  });
});

describe("connect-src", () => {
  it("is the site alone without a tag manager; with one, the Google tag hosts as well (Google's Tag Manager CSP guide)", async () => {
    const connectSrc = (headers: Record<string, string>) => /connect-src ([^;]*)/.exec(headers["content-security-policy"])?.[1];
    expect(connectSrc(await headersFor({ NODE_ENV: "production" }))).toBe("'self'");
    expect(connectSrc(await headersFor({ NODE_ENV: "production" }, undefined, false, true))).toBe(
      "'self' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
  });
});

describe("securityHeaders in production when PUBLIC_ORIGIN is not set", () => {
  it("sends HSTS to a request that came over HTTPS (req.secure: X-Forwarded-Proto from a trusted proxy), not to one over HTTP", async () => {
    const secure = await headersFor({ NODE_ENV: "production", PUBLIC_ORIGIN: undefined }, undefined, true);
    expect(Number(/max-age=(\d+)/.exec(secure["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(secure["content-security-policy"]).toContain("upgrade-insecure-requests");
    const plain = await headersFor({ NODE_ENV: "production", PUBLIC_ORIGIN: undefined }, undefined, false);
    expect(plain["strict-transport-security"]).toBeUndefined();
    expect(plain["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    // Development never sends it.
    expect((await headersFor({ NODE_ENV: "development", PUBLIC_ORIGIN: undefined }, undefined, true))["strict-transport-security"]).toBeUndefined();
  });
});

describe("securityHeaders without HTTPS", () => {
  it("sends no HSTS over plain HTTP (a loopback production run) or in development", async () => {
    expect((await headersFor({ NODE_ENV: "production", PUBLIC_ORIGIN: "http://127.0.0.1:3000" }))["strict-transport-security"]).toBeUndefined();
    expect((await headersFor({ NODE_ENV: "production", PUBLIC_ORIGIN: undefined }))["strict-transport-security"]).toBeUndefined();
    expect((await headersFor({ NODE_ENV: "development", PUBLIC_ORIGIN: "https://www.dolphin-securities.sg" }))["strict-transport-security"]).toBeUndefined();
  });
});

describe("isSameOriginRequest", () => {
  const request = (method: string, headers: Record<string, string>, protocol = "https") => ({
    method,
    protocol,
    get: (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1],
  });
  it("lets safe methods through", () => {
    expect(isSameOriginRequest(request("GET", { Origin: "https://evil.example.com", "Sec-Fetch-Site": "cross-site" }) as never)).toBe(true);
  });
  it("refuses cross-site and same-site (sibling subdomain) posts", () => {
    expect(isSameOriginRequest(request("POST", { Host: "www.dolphin-securities.sg", "Sec-Fetch-Site": "cross-site" }) as never)).toBe(false);
    expect(isSameOriginRequest(request("POST", { Host: "www.dolphin-securities.sg", "Sec-Fetch-Site": "same-site" }) as never)).toBe(false);
    expect(isSameOriginRequest(request("POST", { Host: "www.dolphin-securities.sg", Origin: "https://evil.example.com" }) as never)).toBe(false);
    expect(isSameOriginRequest(request("POST", { Host: "www.dolphin-securities.sg", Origin: "null" }) as never)).toBe(false);
    expect(isSameOriginRequest(request("POST", { Host: "www.dolphin-securities.sg", Origin: "http://www.dolphin-securities.sg" }) as never)).toBe(false);
  });
  it("accepts the site's own origin, and the public origin behind a proxy", () => {
    expect(
      isSameOriginRequest(
        request("POST", { Host: "www.dolphin-securities.sg", Origin: "https://www.dolphin-securities.sg", "Sec-Fetch-Site": "same-origin" }) as never,
      ),
    ).toBe(true);
    vi.stubEnv("PUBLIC_ORIGIN", "https://www.dolphin-securities.sg");
    expect(
      isSameOriginRequest(
        request(
          "POST",
          { Host: "10.0.0.5:3000", "X-Forwarded-Host": "www.dolphin-securities.sg", Origin: "https://www.dolphin-securities.sg" },
          "http",
        ) as never,
      ),
    ).toBe(true);
  });
  it("reads the addressed host as Remix's own check does: X-Forwarded-Host's first entry, else Host, port included", () => {
    const post = (headers: Record<string, string>) => isSameOriginRequest(request("POST", headers, "http") as never);
    // A port other than 80 and 443 (nginx forwarding the client's Host with its port).
    expect(post({ Host: "localhost:8300", "X-Forwarded-Host": "localhost:8300", Origin: "http://localhost:8300" })).toBe(true);
    expect(post({ Host: "localhost:8300", "X-Forwarded-Host": "localhost, proxy.internal", Origin: "http://localhost" })).toBe(true);
    // Remix threw on these (a 500): the forwarded host without the port, or another host.
    expect(post({ Host: "localhost:8300", "X-Forwarded-Host": "localhost", Origin: "http://localhost:8300" })).toBe(false);
    expect(post({ Host: "localhost:8300", "X-Forwarded-Host": "evil.example", Origin: "http://localhost:8300" })).toBe(false);
  });
  it("accepts PUBLIC_ORIGIN as the Origin when the balancer rewrote Host (deploy/README.md), and says so", () => {
    const post = (headers: Record<string, string>) => forgeryVerdict(request("POST", headers, "http") as never);
    vi.stubEnv("PUBLIC_ORIGIN", "https://www.dolphin-securities.sg");
    expect(post({ Host: "10.0.0.5:3000", Origin: "https://www.dolphin-securities.sg" })).toEqual({ allowed: true, viaPublicOrigin: true });
    expect(post({ Host: "www.dolphin-securities.sg", Origin: "https://www.dolphin-securities.sg" })).toEqual({ allowed: true, viaPublicOrigin: false });
    // Only that origin: another host, or the public host on another scheme or port, is not the site.
    expect(post({ Host: "10.0.0.5:3000", Origin: "http://www.dolphin-securities.sg" })).toEqual({ allowed: false, reason: "foreign-origin" });
    expect(post({ Host: "10.0.0.5:3000", Origin: "https://www.dolphin-securities.sg:8443" })).toEqual({ allowed: false, reason: "foreign-origin" });
    expect(post({ Host: "10.0.0.5:3000", Referer: "https://www.dolphin-securities.sg/sign-in" })).toEqual({ allowed: true });
  });
});

describe("forgeryVerdict: without an Origin, the Referer decides; without both, Sec-Fetch-Site; with none, refused", () => {
  const post = (headers: Record<string, string>) =>
    forgeryVerdict({
      method: "POST",
      protocol: "http",
      get: (name: string) => Object.entries({ Host: "localhost:8300", ...headers }).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1],
    } as never);
  it("refuses a post that says nowhere where it comes from (OWASP: block when neither header is there)", () => {
    expect(post({})).toEqual({ allowed: false, reason: "no-source" });
    expect(post({ "Sec-Fetch-Site": "none" })).toEqual({ allowed: false, reason: "no-source" });
  });
  it("reads the Referer's origin when there is no Origin", () => {
    expect(post({ Referer: "http://localhost:8300/sign-in?by=email" })).toEqual({ allowed: true });
    for (const referer of [
      "http://evil.example/attack.html",
      "http://localhost:8300.evil.example/",
      "http://localhost:1/sign-in",
      "https://localhost:8300/sign-in",
      "http://user@evil.example/",
      "/sign-in",
      "null",
      "",
      "about:blank",
    ])
      expect(post({ Referer: referer }), referer).toEqual({ allowed: false, reason: "foreign-referer" });
  });
  it("lets the Origin decide over the Referer, and Sec-Fetch-Site over both", () => {
    expect(post({ Origin: "http://evil.example", Referer: "http://localhost:8300/" })).toEqual({ allowed: false, reason: "foreign-origin" });
    expect(post({ Origin: "http://localhost:8300", Referer: "http://evil.example/" })).toEqual({ allowed: true, viaPublicOrigin: false });
    expect(post({ Origin: "null", Referer: "http://localhost:8300/" })).toEqual({ allowed: false, reason: "foreign-origin" });
    expect(post({ "Sec-Fetch-Site": "cross-site", Origin: "http://localhost:8300" })).toEqual({ allowed: false, reason: "cross-site" });
    expect(post({ "Sec-Fetch-Site": "same-site", Referer: "http://localhost:8300/" })).toEqual({ allowed: false, reason: "cross-site" });
  });
  it("takes Sec-Fetch-Site same-origin alone (a browser that sent neither header)", () => {
    expect(post({ "Sec-Fetch-Site": "same-origin" })).toEqual({ allowed: true });
    expect(post({ "Sec-Fetch-Site": "SAME-ORIGIN" })).toEqual({ allowed: false, reason: "cross-site" });
  });
});
