/**
 * The shared cache's key and the site read a request the same way (docs/operations.md "Shared
 * cache"), through nginx with the repository's own configuration (deploy/nginx.conf, filled by
 * scripts/lib/nginx-cache.mjs) in front of the test server, on loopback.
 *
 * Differentially: for a corpus of spellings of what changes a page (the consent and locale cookies
 * percent-encoded, quoted, in another case, repeated, after tabs or commas; a session cookie after
 * a tab; Host with odd ports; a client's own X-Forwarded-Host and X-Country-Code; user agents of
 * each device class), each on a URL of its own:
 * 1. the spelling through nginx, first (it fills the cache under its key);
 * 2. then a handful of ordinary visitors (none, consent granted, consent denied, locale cn) and the
 *    spelling again, through nginx, where any of them whose key the spelling shares gets its copy;
 * 3. each of those answers is compared with what the site answers the same visitor directly, given
 *    the request as the edge forwards it (X-Forwarded-Host, X-Device-Class, X-Region,
 *    X-Forwarded-For, as documented): status, Location, body byte for byte, and the CSP header.
 * Nothing of the body is stripped: a document carries no per-request value (its inline scripts are
 * allowed by hash, and the render's marks are removed; app/lib/http/script-hashes.server.ts). In
 * the CSP header the nonce (`'nonce-…'`) is replaced by a placeholder: it is fresh per request by
 * design, and present only in the header of an answer that is not a rendered document (an error
 * text, a redirect).
 *
 * A coding the client weights q=0 (`gzip;q=0`) is never the compression of its answer.
 *
 * Then a fresh visitor after a `consent=%67ranted` or `%64enied` attempt, in a browser with
 * JavaScript on and off: the banner, and no tag manager request; a form posted without JavaScript
 * through nginx on its port (neither 80 nor 443); a client's own X-Country-Code ignored.
 * One nginx for the file (its own port, SITE_PORT + 5001), so its tests run in one worker, in order.
 */
import { randomUUID } from "node:crypto";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import type { Page } from "@playwright/test";
import { SITE_PORT } from "../../../playwright.config";
import { expectSignedIn, signInByEmail } from "../account/helpers";
import { expect, hydrated, randomIp, test, uniqueEmail } from "../fixtures";
import { edgeForThisFile } from "./edge";

const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? SITE_PORT + 5000) + 1;
const EDGE = edgeForThisFile(NGINX_PORT);
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_APP = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 DolphinApp/5.2";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GTM_ID = "GTM-TEST123";
/** A loopback address other than nginx's stand-in CDN (127.0.0.1 in deploy/nginx.conf's geo block). */
const NOT_THE_CDN = "127.0.0.2";

/** A request's headers as sent, in order, repeats kept: [name, value] pairs. */
type Headers = Array<[string, string]>;

/** What a visitor sends and what the edge is expected to make of it. */
interface Visitor {
  label: string;
  headers: Headers;
  /** The device class nginx names (its map of the User-Agent); desktop when unsaid. */
  deviceClass?: string;
  /** The X-Region nginx sends; none when unsaid. */
  region?: string;
  /** The address the request comes from (default 127.0.0.1, the stand-in CDN). */
  from?: string;
}

interface Answer {
  status: number;
  location?: string;
  cache?: string;
  cacheControl?: string;
  csp?: string;
  /** Content-Encoding, when the body is compressed. */
  encoding?: string;
  body: string;
}

/** One HTTP/1.1 request on its own connection, headers exactly as given (Host included, none added). */
function send(port: number, path: string, headers: Headers, from = "127.0.0.1"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const flat = headers.flatMap(([name, value]) => [name, value]);
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: "GET", localAddress: from, setHost: false, agent: false, headers: flat as unknown as OutgoingHttpHeaders },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            cache: res.headers["x-cache-status"] as string | undefined,
            cacheControl: res.headers["cache-control"],
            csp: (res.headers["content-security-policy"] as string | undefined)?.replace(/'nonce-[^']+'/, "'nonce-…'"),
            encoding: res.headers["content-encoding"],
            body,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const hostOf = (headers: Headers) => headers.find(([name]) => name.toLowerCase() === "host")?.[1];

/**
 * Through nginx: the visitor's own headers, with `Host: localhost:<nginx port>` unless it sends
 * one, and `X-Forwarded-For: <ip>` (a client address of the test's own, for the rate limits).
 */
function viaEdge(path: string, visitor: Visitor, ip = randomIp()): Promise<Answer> {
  const headers: Headers = [
    ...(hostOf(visitor.headers) ? [] : ([["Host", `localhost:${NGINX_PORT}`]] as Headers)),
    ...visitor.headers,
    ["X-Forwarded-For", ip],
  ];
  return send(NGINX_PORT, path, headers, visitor.from);
}

/** The headers deploy/nginx.conf sets itself, whatever the client sent. */
const EDGE_SET = new Set(["host", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "x-device-class", "x-region", "accept-encoding"]);

/**
 * To the site directly, the request as deploy/nginx.conf forwards it (to the same `ip` as
 * viaEdge): the visitor's headers but those nginx sets (EDGE_SET), the Host it sent as
 * X-Forwarded-Host too, and the edge's X-Device-Class, X-Region (when the CDN named a country) and
 * X-Forwarded-For (the client's, then the address it came from).
 */
function direct(path: string, visitor: Visitor, ip: string): Promise<Answer> {
  const host = hostOf(visitor.headers) ?? `localhost:${NGINX_PORT}`;
  const own = visitor.headers.filter(([name]) => !EDGE_SET.has(name.toLowerCase()));
  const headers: Headers = [
    ["Host", host],
    ...own,
    ["X-Forwarded-Host", host],
    ["X-Forwarded-Proto", "http"],
    ["X-Forwarded-For", `${ip}, ${visitor.from ?? "127.0.0.1"}`],
    ["X-Device-Class", visitor.deviceClass ?? "desktop"],
    ...(visitor.region ? ([["X-Region", visitor.region]] as Headers) : []),
  ];
  return send(SITE_PORT, path, headers);
}

/** The ordinary visitors of step 2, each of whom must get the page the site renders for them. */
const ORDINARY: Visitor[] = [
  { label: "a fresh visitor", headers: [] },
  { label: "consent granted", headers: [["Cookie", "consent=granted"]] },
  { label: "consent denied", headers: [["Cookie", "consent=denied"]] },
  { label: "locale cn", headers: [["Cookie", "locale=cn"]] },
];

/**
 * Where two answers differ (status, Location, the body's first differing character with some
 * context, then the CSP), or null when they are the same: a short message in place of two pages.
 */
function difference(edge: Answer, site: Answer): string | null {
  for (const field of ["status", "location"] as const) {
    if (edge[field] !== site[field]) return `${field}: through nginx ${String(edge[field])}, from the site ${String(site[field])}`;
  }
  if (edge.body !== site.body) {
    let at = 0;
    while (edge.body[at] === site.body[at]) at++;
    const around = (body: string) => JSON.stringify(body.slice(Math.max(0, at - 120), at + 120));
    return `body from character ${at}: through nginx ${around(edge.body)}, from the site ${around(site.body)}`;
  }
  return edge.csp === site.csp ? null : `CSP: through nginx ${String(edge.csp)}, from the site ${String(site.csp)}`;
}

/** Steps 1-3 of the module's comment for `spelling` on a URL of its own; answers the fresh visitor's answer through nginx. */
async function differential(spelling: Visitor, page = "/pricing"): Promise<Answer> {
  const path = `${page}?key=${randomUUID().slice(0, 8)}`;
  const label = `${spelling.label} (${path})`;
  const ip = randomIp();
  const first = await viaEdge(path, spelling, ip);
  let fresh: Answer | undefined;
  for (const visitor of [...ORDINARY, spelling]) {
    const edge = await viaEdge(path, visitor, ip);
    const site = await direct(path, visitor, ip);
    const what = `${label}, then ${visitor === spelling ? "the same spelling" : visitor.label}`;
    expect(difference(edge, site), what).toBeNull();
    if (visitor === ORDINARY[0]) fresh = edge;
  }
  const site = await direct(path, spelling, ip);
  expect(difference(first, site), `${label}, first`).toBeNull();
  return fresh!;
}

test("cookie spellings: the page a key holds is the page the site renders for every visitor of that key", async () => {
  test.setTimeout(240_000);
  const spellings: Visitor[] = [
    { label: "consent percent-encoded", headers: [["Cookie", "consent=%67ranted"]] },
    { label: "consent denied percent-encoded", headers: [["Cookie", "consent=%64enied"]] },
    { label: "consent quoted", headers: [["Cookie", 'consent="granted"']] },
    { label: "consent, name in capitals", headers: [["Cookie", "Consent=granted"]] },
    { label: "consent, name all capitals", headers: [["Cookie", "CONSENT=denied"]] },
    { label: "consent, spaces about =", headers: [["Cookie", "consent = granted"]] },
    { label: "consent after a comma", headers: [["Cookie", "a=1, consent=granted"]] },
    { label: "consent with a trailing space", headers: [["Cookie", "consent=granted ;a=1"]] },
    { label: "consent twice", headers: [["Cookie", "consent=denied; consent=granted"]] },
    { label: "consent twice, first in capitals", headers: [["Cookie", "Consent=denied; consent=granted"]] },
    {
      label: "consent in two Cookie headers",
      headers: [
        ["Cookie", "consent=denied"],
        ["Cookie", "consent=granted"],
      ],
    },
    { label: "consent after a tab", headers: [["Cookie", "x=1;\tconsent=granted"]] },
    { label: "locale percent-encoded", headers: [["Cookie", "locale=zh%2Dhk"]] },
    { label: "locale, name in capitals", headers: [["Cookie", "Locale=cn"]] },
    { label: "locale twice", headers: [["Cookie", "locale=cn; locale=zh-hk"]] },
  ];
  for (const spelling of spellings) {
    const fresh = await differential(spelling);
    // Whatever the spelling, a fresh visitor is asked and gets no tag manager.
    expect(fresh.body, spelling.label).toContain("data-consent-banner");
    expect(fresh.body, spelling.label).not.toContain(GTM_ID);
  }
});

test("a session cookie after a tab is a session for nginx too: bypassed, never stored", async () => {
  const path = `/pricing?key=${randomUUID().slice(0, 8)}`;
  const forged: Visitor = { label: "a token after a tab", headers: [["Cookie", "x=1;\ttoken=forged-token"]] };
  const answers = [await viaEdge(path, forged), await viaEdge(path, forged)];
  expect(answers.map((answer) => answer.cache)).toEqual(["BYPASS", "BYPASS"]);
  expect(answers[1].cacheControl).toBe("no-store");
  for (const header of ["TOKEN=x", "a=1 ,uuid=u", "x=1;\t\tclock=c"]) {
    expect((await viaEdge(path, { label: header, headers: [["Cookie", header]] })).cache, header).toBe("BYPASS");
  }
});

test("Host spellings and a client's X-Forwarded-Host: the key holds the host and port the site's links name", async () => {
  test.setTimeout(120_000);
  const spellings: Visitor[] = [
    { label: "an odd port", headers: [["Host", "localhost:6666"]] },
    { label: "an odd port, host in capitals", headers: [["Host", "LOCALHOST:6666"]] },
    { label: "a port with leading zeros", headers: [["Host", "localhost:06666"]] },
    { label: "no port", headers: [["Host", "localhost"]] },
    { label: "a port beyond 65535", headers: [["Host", "localhost:99999"]] },
    { label: "a client's own X-Forwarded-Host", headers: [["X-Forwarded-Host", "evil.example:6666"]] },
  ];
  for (const spelling of spellings) {
    const fresh = await differential(spelling);
    expect(fresh.body, spelling.label).not.toMatch(/6666|evil\.example/);
    expect(fresh.body, spelling.label).toContain(`<link rel="canonical" href="http://localhost:${NGINX_PORT}/pricing"`);
  }
  // Each spelling names its own origin in its own copy: the odd port's page names the odd port.
  const odd = await viaEdge(`/pricing?key=${randomUUID().slice(0, 8)}`, spellings[0]);
  expect(odd.body).toContain('<link rel="canonical" href="http://localhost:6666/pricing"');
  expect((await viaEdge("/pricing", spellings[4])).status).toBe(400);
});

test("the country and the device class: what the edge names is what the page shows, and a client's own country is ignored", async () => {
  test.setTimeout(120_000);
  const spellings: Visitor[] = [
    { label: "the CDN's country, restricted", headers: [["X-Country-Code", "US"]], region: "US" },
    { label: "the CDN's country in lower case", headers: [["X-Country-Code", "us"]], region: "us" },
    { label: "the CDN's unknown country", headers: [["X-Country-Code", "XX"]], region: "XX" },
    { label: "a malformed country", headers: [["X-Country-Code", "USA"]] },
    { label: "a client's own country, not from the CDN", headers: [["X-Country-Code", "US"]], from: NOT_THE_CDN },
    { label: "a client's own X-Region", headers: [["X-Region", "US"]] },
    { label: "an iPhone", headers: [["User-Agent", IPHONE]], deviceClass: "phone-ios" },
    { label: "the company app on Android", headers: [["User-Agent", ANDROID_APP]], deviceClass: "app-android" },
    { label: "Windows", headers: [["User-Agent", WINDOWS]], deviceClass: "desktop-windows" },
  ];
  for (const spelling of spellings) await differential(spelling, "/stocks");
  // Not from the CDN: no country reaches the site, which looks it up and keeps the page private.
  const path = `/stocks?key=${randomUUID().slice(0, 8)}`;
  const own = [await viaEdge(path, spellings[4]), await viaEdge(path, spellings[4])];
  expect(own.map((answer) => [answer.cache, answer.cacheControl])).toEqual([
    ["MISS", "private, no-cache"],
    ["MISS", "private, no-cache"],
  ]);
  for (const answer of own) expect(answer.body).not.toContain("data-region-notice");
  // From the CDN, the same header names the country.
  expect((await viaEdge(path, spellings[0])).body).toContain("data-region-notice");
});

test("Accept-Encoding: a coding weighted q=0 is refused, through nginx as by the site itself", async () => {
  // [the header as sent, the Content-Encoding the answer must have]
  const cases: Array<[string, string | undefined]> = [
    ["gzip;q=0", undefined],
    ["gzip; q=0.000", undefined],
    ["GZIP;Q=0", undefined],
    ["br;q=0", undefined],
    ["br;q=0, gzip;q=0", undefined],
    ["x-gzip", undefined],
    ["gzipped", undefined],
    ["gzip;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity, GZip", "gzip"],
    ["gzip, deflate, br", "br"],
  ];
  for (const [acceptEncoding, encoding] of cases) {
    const path = `/pricing?key=${randomUUID().slice(0, 8)}`;
    const visitor: Visitor = { label: acceptEncoding, headers: [["Accept-Encoding", acceptEncoding]] };
    // Twice: the copy stored, then the copy served from the cache.
    const answers = [await viaEdge(path, visitor), await viaEdge(path, visitor)];
    expect(
      answers.map((answer) => answer.cache),
      acceptEncoding,
    ).toEqual(["MISS", "HIT"]);
    for (const answer of answers) expect(answer.encoding, acceptEncoding).toBe(encoding);
    // The site itself, asked with the header as the client sent it, answers the same.
    const ip = randomIp();
    const own = await send(SITE_PORT, path, [
      ["Host", `localhost:${NGINX_PORT}`],
      ["Accept-Encoding", acceptEncoding],
      ["X-Forwarded-For", ip],
    ]);
    expect(own.encoding, `${acceptEncoding}, from the site`).toBe(encoding);
  }
});

/** Records the tag manager's requests of a page. */
function gtmRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/^https:\/\/www\.googletagmanager\.com\//.test(request.url())) seen.push(request.url());
  });
  return seen;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("after a consent=%67ranted or %64enied attempt, a fresh visitor sees the banner and loads no tag manager", async ({ sharedPage: page }) => {
      test.setTimeout(90_000);
      for (const poison of ["consent=%67ranted", "consent=%64enied"]) {
        const path = `/pricing?key=${randomUUID().slice(0, 8)}`;
        // With the browser's device class and compression (both in the key), so that it gets this copy.
        const userAgent = test.info().project.use.userAgent ?? "";
        const attempt = await viaEdge(path, {
          label: poison,
          headers: [
            ["Cookie", poison],
            ["User-Agent", userAgent],
            ["Accept-Encoding", "gzip, deflate, br"],
          ],
        });
        expect(attempt.cache, poison).toBe("MISS");
        const gtm = gtmRequests(page);
        const response = await page.goto(`${EDGE}${path}`);
        // The copy the attempt stored, served to the fresh visitor: it asks.
        expect(response!.headers()["x-cache-status"], poison).toBe("HIT");
        const banner = page.locator("[data-consent-banner]");
        await expect(banner, poison).toBeVisible();
        await expect(page.locator("script[data-tag-manager]")).toHaveCount(0);
        if (javaScriptEnabled) {
          await hydrated(page);
          // The tag manager's pages, reached in the single-page app from the cached page.
          await page.locator('.user-menu a[href^="/sign-in"]').first().click();
          await expect(page).toHaveURL(new RegExp(`${EDGE}/sign-in`), { timeout: 20_000 });
          await expect(page.locator("[data-consent-banner]")).toBeVisible();
        } else {
          await page.goto(`${EDGE}/sign-in`);
          await expect(page.locator("[data-consent-banner]")).toBeVisible();
        }
        await expect(page.locator("script[data-tag-manager]")).toHaveCount(0);
        expect(gtm, poison).toEqual([]);
      }
    });

    test("a form posted through nginx on its own port (neither 80 nor 443) is served", async ({ sharedPage: page, sandbox }) => {
      test.setTimeout(60_000);
      const email = uniqueEmail("edge-port");
      await sandbox.createUser({ email, password: "Edge12345" });
      await signInByEmail(page, email, "Edge12345", `${EDGE}/sign-in?by=email`);
      await expectSignedIn(page);
      await expect(page.locator(".user-menu summary")).toContainText(email.split("@")[0]);
      expect(new URL(page.url()).port).toBe(String(NGINX_PORT));
    });
  });
}
