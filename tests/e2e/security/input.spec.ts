/**
 * Hostile input through the real server: other methods than GET and POST, long queries, oversized
 * campaign codes, form posts with array or nested fields, and a loader's error that reaches the
 * browser without its constructor.
 */
import { request as httpRequest } from "node:http";
import { FROM_SITE, expect, test } from "../fixtures";

test("a query is read up to its 1000th parameter (product.md §Query strings): a longer one is sent to its first 1000", async ({ request }) => {
  const parameters = Array.from({ length: 1100 }, (_, i) => `p${i}=${i}`);
  const long = await request.get(`/pricing?market=jp&${parameters.join("&")}`, { maxRedirects: 0 });
  expect(long.status()).toBe(302);
  expect(long.headers().location).toBe(`/pricing?market=jp&${parameters.slice(0, 999).join("&")}`);
  const followed = await request.get(long.headers().location);
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain('<option value="jp" selected="">');
  expect((await request.post(`/feedback?${parameters.join("&")}`, { form: { category: "app" }, headers: FROM_SITE, maxRedirects: 0 })).status()).toBe(400);
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
  expect((await request.post(`/feedback?ICode=${long}`, { form: { category: "app" }, headers: FROM_SITE, maxRedirects: 0 })).status()).toBe(400);
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
      const response = await request.post(url, { data, headers: { "Content-Type": "application/x-www-form-urlencoded", ...FROM_SITE }, maxRedirects: 0 });
      expect(response.status(), `${url} ${data.slice(0, 30)}`).toBe(400);
      expect((await response.body()).length, `${url} ${data.slice(0, 30)}`).toBeLessThan(100_000);
    }
  }
  // A form as the site writes it still goes through (a wrong password: the upstream's answer).
  const form = await request.post("/sign-in?by=email", {
    form: { method: "email", email: "nobody@example.com", password: "Abc12345", redirectTo: "", website: "" },
    headers: FROM_SITE,
    maxRedirects: 0,
  });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain("Incorrect account or password");
});
