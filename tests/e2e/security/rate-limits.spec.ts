/**
 * Per-address rate limits read correctly behind a proxy (X-Forwarded-For, trusted from loopback):
 * the write, beacon and auth tiers, text messages abroad, IPv6 networks, ports and proxy chains.
 */
import { randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { expectSignedIn, signInByEmail } from "../account/helpers";
import { FROM_SITE, expect, randomIp, test, uniqueEmail } from "../fixtures";
import { PASSWORD, setCookies } from "./helpers";

test.describe("abuse limits behind a proxy", () => {
  // The server trusts X-Forwarded-For from loopback (TRUST_PROXY's default), as behind a local proxy.
  const post = (request: APIRequestContext, forwardedFor: string) =>
    request.post("/action/locale", { form: { locale: "en", redirectTo: "/" }, headers: { "X-Forwarded-For": forwardedFor, ...FROM_SITE }, maxRedirects: 0 });

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
      request.post("/sign-up?by=phone&_data=sign-up", {
        form: { intent: "send-code", method: "phone", areaCode, phoneNumber },
        headers: headers(client),
        maxRedirects: 0,
      });
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
      statuses.push(
        (
          await request.post(`${path}?_data=sign-in`, { form, headers: { "X-Forwarded-For": client, Origin: new URL(baseURL!).origin }, maxRedirects: 0 })
        ).status(),
      );
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
        const headers = {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: origin,
          "X-Forwarded-For": client,
        };
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

// The walk through every page: beacons shared the write budget with the forms, so after about 50
// page views from one address (an office, a carrier's NAT) sign-in answered 429.
for (const javaScriptEnabled of [false, true]) {
  test(`100 analytics beacons from one address leave its sign-in alone (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    baseURL,
    clientIp,
    sandbox,
  }) => {
    const email = uniqueEmail("beacons");
    await sandbox.createUser({ email, password: PASSWORD });
    const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
    const page = await context.newPage();
    const beacon = JSON.stringify({
      events: [
        {
          event: "button_click",
          page_name: "/discover",
          time: Date.now(),
          properties: { distinct_id: `beacons-${clientIp.replaceAll(".", "-")}`, button_name: "discover-more" },
        },
      ],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await page.request.post("/action/analytics", {
        data: beacon,
        headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: new URL(baseURL!).origin },
      });
      statuses.push(response.status());
    }
    expect(new Set(statuses)).toEqual(new Set([204]));
    await signInByEmail(page, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expectSignedIn(page);
    await context.close();
  });
}
