/**
 * Per-address rate limits read correctly behind a proxy (X-Forwarded-For, trusted from loopback):
 * the write, beacon and auth tiers, every flow's verification codes against the same budgets,
 * IPv6 networks, ports and proxy chains.
 */
import { randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { METRICS_PORT } from "../../../playwright.config";
import { expectSignedIn, fromManyAddresses, signInByEmail } from "../account/helpers";
import { FROM_SITE, expect, randomIp, test, uniqueEmail, uniquePhone } from "../fixtures";
import { PASSWORD, setCookies } from "./helpers";

/**
 * The text messages counted under the area-code budget `budget`, by flow
 * (`verification_codes_sent_total` of the test server's metrics listener).
 */
async function codesSent(budget: string): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const line of text.split("\n")) {
    if (!line.startsWith("verification_codes_sent_total{")) continue;
    const labels = Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    if (labels.budget === budget && labels.channel === "sms") counts[labels.flow] = (counts[labels.flow] ?? 0) + Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return counts;
}

/** `after` minus `before`, by key, leaving out the keys that did not move. */
function difference(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).flatMap(([key, value]) => (value === (before[key] ?? 0) ? [] : [[key, value - (before[key] ?? 0)]])));
}

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

  test("every code the site causes, whatever the flow, counts once against the same budgets: per address, per account, per area code", async ({
    playwright,
    baseURL,
    sandbox,
  }) => {
    // Two step-ups of a hundred-odd password checks each, then about seventy sends.
    test.setTimeout(180_000);
    // An area code no other test sends to: its budget is the server's for the hour, given back
    // first (a run against a server that already ran this test).
    const AREA = "+64";
    const origin = new URL(baseURL!).origin;
    const client = (ip = randomIp()) => playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip, Origin: origin } });
    const nz = () => `21${randomInt(1_000_000, 9_999_999)}`;
    const sendTo = (from: APIRequestContext, phoneNumber: string, path = "/sign-up?by=phone") =>
      from.post(path, { form: { intent: "send-code", method: "phone", areaCode: AREA, phoneNumber }, maxRedirects: 0 });
    const tests = await client();
    expect((await tests.post("/__test/clear-caches", { form: { smsAreaCode: AREA } })).status()).toBe(200);
    await tests.dispose();
    const before = await codesSent(AREA);

    // Accounts with numbers under +64: two-step on (A), off (B), an institution's authorised person (I).
    const [a, b, i, typed] = [nz(), nz(), nz(), nz()];
    const [emailA, emailB] = [uniqueEmail("budget-two-step"), uniqueEmail("budget-step-up")];
    const institutionId = `NZ${Date.now().toString(36)}${randomInt(1e6).toString(36)}`.toUpperCase();
    await sandbox.createUser({ email: emailA, areaCode: AREA, phoneNumber: a, password: PASSWORD, twoStep: true });
    await sandbox.createUser({ email: emailB, areaCode: AREA, phoneNumber: b, password: PASSWORD });
    await sandbox.createUser({ institutionId, areaCode: AREA, phoneNumber: i, password: PASSWORD });

    // Every flow that sends, each from one address X (a browser of its own per flow, so that no
    // flow's cookie stands in another's way).
    const ipX = randomIp();
    const signIn = async (path: string, form: Record<string, string>, ip = ipX) => {
      const x = await client(ip);
      const answer = await x.post(path, { form, maxRedirects: 0 });
      expect(answer.headers().location, path).toBe("/two-step-verification");
      return x;
    };
    // The step-ups, personal and institutional: past the account's limit from everywhere.
    await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", { method: "email", email: emailB, password: "Wrong12345" }, 10, 10);
    await (await signIn("/sign-in?by=email", { method: "email", email: emailB, password: PASSWORD })).dispose();
    expect(await sandbox.outbox(`${AREA}${b}`)).toEqual([expect.objectContaining({ type: "login" })]);
    await fromManyAddresses(playwright, baseURL!, "/sign-in-institutional", { institutionId, password: "Wrong12345" }, 10, 10);
    await (await signIn("/sign-in-institutional", { institutionId, password: PASSWORD })).dispose();
    expect(await sandbox.outbox(`${AREA}${i}`)).toEqual([expect.objectContaining({ type: "login" })]);
    // A two-step sign-in's first code and a resend (the user service's minute skipped).
    const twoStep = await signIn("/sign-in?by=email", { method: "email", email: emailA, password: PASSWORD });
    await sandbox.expireCaptcha(`${AREA}${a}`);
    expect((await twoStep.post("/two-step-verification", { form: { intent: "send-code" }, maxRedirects: 0 })).status()).toBe(200);
    await twoStep.dispose();
    expect(await sandbox.outbox(`${AREA}${a}`)).toEqual([expect.objectContaining({ type: "twostep" }), expect.objectContaining({ type: "twostep" })]);
    // A sign-up code, typed with the trunk prefix and spaces: sent to the number in E.164.
    const x = await client(ipX);
    expect((await sendTo(x, `0${typed.slice(0, 2)} ${typed.slice(2, 5)} ${typed.slice(5)}`)).status()).toBe(200);
    expect(await sandbox.outbox(`${AREA}${typed}`)).toEqual([expect.objectContaining({ type: "register" })]);
    // A reset code.
    await sandbox.expireCaptcha(`${AREA}${b}`);
    expect((await sendTo(x, b, "/sign-forgot?by=phone")).status()).toBe(200);
    expect((await sandbox.outbox(`${AREA}${b}`))[0]).toEqual(expect.objectContaining({ type: "reset" }));

    // Each counted once, under the area code's budget.
    expect(difference(await codesSent(AREA), before)).toEqual({ sign_up: 1, reset: 1, two_step: 2, step_up: 2 });
    // Per address: X's six sends and fourteen more are its twenty an hour, whatever the flows.
    const fromX = [];
    for (let n = 0; n < 15; n++) fromX.push((await sendTo(x, nz())).status());
    expect(fromX).toEqual([...Array(14).fill(200), 429]);
    await x.dispose();
    // Per area code: typed numbers (2 + 14 so far) spend three quarters of its 60 from every
    // address together, 45; the sign-in codes counted in the whole.
    const strangers = await Promise.all(Array.from({ length: 5 }, () => client()));
    const fromEverywhere = [];
    for (let n = 0; n < 30; n++) fromEverywhere.push((await sendTo(strangers[n % 5], nz())).status());
    expect(fromEverywhere).toEqual([...Array(29).fill(200), 429]);
    const refused = await sendTo(strangers[0], nz());
    expect(await refused.text()).toContain("Too many attempts");
    for (const stranger of strangers) await stranger.dispose();
    // The last quarter is the owners': a two-step code after a right password, from an address
    // of the owner's own, still goes.
    await sandbox.expireCaptcha(`${AREA}${a}`);
    await (await signIn("/sign-in?by=email", { method: "email", email: emailA, password: PASSWORD }, randomIp())).dispose();
    expect(await sandbox.outbox(`${AREA}${a}`)).toHaveLength(3);
    // Per account: five an hour, from any address; the sixth sign-in sends none.
    for (let n = 0; n < 3; n++) {
      await sandbox.expireCaptcha(`${AREA}${a}`);
      await (await signIn("/sign-in?by=email", { method: "email", email: emailA, password: PASSWORD }, randomIp())).dispose();
    }
    expect(await sandbox.outbox(`${AREA}${a}`)).toHaveLength(5);
    expect(difference(await codesSent(AREA), before)).toEqual({ sign_up: 1 + 14 + 29, reset: 1, two_step: 5, step_up: 2 });
    // Singapore's budget is apart.
    const home = await client();
    expect(
      (await home.post("/sign-up?by=phone", { form: { intent: "send-code", method: "phone", areaCode: "+65", phoneNumber: uniquePhone() } })).status(),
    ).toBe(200);
    await home.dispose();
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
