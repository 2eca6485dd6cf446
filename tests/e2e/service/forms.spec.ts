/**
 * The service forms' edges: the text counters, the open-account action, and bodies the server
 * refuses (chunked, oversized, hostile).
 */
import { request as httpRequest } from "node:http";
import { FROM_SITE, expect, hydrated, randomIp, settled, signInAs, test } from "../fixtures";
import { MOBILE_ORIGIN, PASSWORD, newUser } from "./helpers";

// The sandbox hashes passwords with scrypt and the pages are full server renders: give each test
// room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("the feedback counter follows typing and marks text over the limit", async ({ sharedPage: page }) => {
  await page.goto("/feedback");
  // Hydrated and its behaviours in place (the router is initialized a moment before React hydrates).
  await settled(page);
  const counter = page.locator("[data-counter]");
  await page.getByLabel("Your feedback", { exact: true }).pressSequentially("Hello");
  await expect(counter.locator("[aria-hidden]")).toHaveText("5 / 500");
  await expect(counter.locator("[aria-live=polite]")).toHaveText("5 of 500 characters used");
  await page.getByLabel("Your feedback", { exact: true }).fill("好".repeat(502));
  await expect(counter.locator("[aria-hidden]")).toHaveText("502 / 500");
  await expect(counter).toHaveClass(/field__counter--over/);
  await expect(counter.locator("[aria-live=polite]")).toHaveText("2 characters over the limit of 500");
  await page.getByLabel("Your feedback", { exact: true }).blur();
  await expect(page.getByText("Keep your feedback to 500 characters or fewer")).toBeVisible();
});

test("a submit is never blocked in the browser: errors show on leaving a field, the server checks every submit", async ({ page }) => {
  // product.md §Forms: with JavaScript, an invalid field shows its error when the visitor leaves
  // it, without asking the server; the submit still goes to the server, which answers the errors.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/feedback") posts.push(request.url());
  });
  await page.goto("/feedback");
  await settled(page);
  await page.getByLabel("Your feedback", { exact: true }).fill("Too short");
  await page.getByLabel("Your feedback", { exact: true }).blur();
  await expect(page.getByText("Write at least 10 characters in your feedback")).toBeVisible();
  expect(posts).toEqual([]);
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/feedback");
  await page.getByRole("button", { name: "Send feedback" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByLabel("Topic", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Your feedback", { exact: true })).toHaveValue("Too short");
});

test("the open-API purpose counter counts width (Chinese counts 2)", async ({ sharedPage: page, sandbox }) => {
  const email = await newUser(sandbox, "width");
  await signInAs(page, email, PASSWORD);
  await page.goto("/open-api-apply");
  await hydrated(page);
  await page.getByLabel("How will you use the API?", { exact: true }).fill("API交易");
  await expect(page.locator("[data-counter] [aria-hidden]")).toHaveText("7 / 1000");
});

test("the open-account action: anonymous to sign-up, signed in through the mobile redirect page; GET is refused", async ({
  sharedPage: page,
  request,
  sandbox,
}) => {
  const anonymous = await request.post("/action/open-account", {
    form: { locale: "zh-hk", search: "?ICode=FRIEND1&x=1" },
    headers: FROM_SITE,
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe("/hk/sign-up?redirectTo=%2Fopen-account&ICode=FRIEND1");
  const junk = await request.post("/action/open-account", { form: { locale: "../../evil" }, headers: FROM_SITE, maxRedirects: 0 });
  expect(junk.headers().location).toBe("/sign-up?redirectTo=%2Fopen-account");
  expect((await request.get("/action/open-account", { maxRedirects: 0 })).status()).toBe(405);
  const email = await newUser(sandbox, "oa-action");
  await signInAs(page, email, PASSWORD);
  const response = await page.request.post("/action/open-account", { form: { locale: "en" }, headers: FROM_SITE, maxRedirects: 0 });
  const location = new URL(response.headers().location);
  expect(`${location.origin}${location.pathname}`).toBe(`${MOBILE_ORIGIN}/redirect`);
  expect(location.searchParams.get("url")).toBe(`${MOBILE_ORIGIN}/open-account`);
});

test("a body without a Content-Length (chunked) is refused before it is read", async ({ baseURL, clientIp }) => {
  // However large: the 64 KB limit is checked on Content-Length, so a body framed without one
  // would otherwise be read whole (400 MB once took the server to 1.4 GB).
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      `${baseURL}/feedback`,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL!, "X-Forwarded-For": clientIp } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    // A small one: the framing alone is refused (a large one could be cut off mid-write).
    request.write("category=app&content=A%20perfectly%20fine%20message.");
    request.end();
  });
  expect(status).toBe(411);
});

test("oversized and hostile posts are refused without a 500", async ({ request }) => {
  const big = await request.post("/feedback", { form: { category: "app", content: "x".repeat(70_000) }, headers: FROM_SITE, maxRedirects: 0 });
  expect(big.status()).toBe(413);
  const long = await request.post("/feedback", {
    form: { category: "app", content: "x".repeat(5_000), contact: "y".repeat(5_000) },
    headers: FROM_SITE,
    maxRedirects: 0,
  });
  expect(long.status()).toBe(400);
  const json = await request.post("/feedback", { data: { category: "app" }, headers: FROM_SITE, maxRedirects: 0 });
  expect(json.status()).toBeLessThan(500);
  const honeypot = await request.post("/feedback", {
    form: { category: "app", content: "A perfectly fine message.", website: "http://spam" },
    headers: FROM_SITE,
    maxRedirects: 0,
  });
  expect(honeypot.status()).toBe(400);
  const anonymousApply = await request.post("/open-api-apply", { form: { applicantType: "individual" }, headers: FROM_SITE, maxRedirects: 0 });
  expect(anonymousApply.status()).toBe(302);
  expect(anonymousApply.headers().location).toMatch(/^\/sign-in\?redirectTo=/);
});

test("a feedback contact number is stored in E.164, and one that is no valid number gets the translated error, what was typed kept", async ({
  request,
  sandbox,
}) => {
  const post = (path: string, content: string, contact: string) =>
    request.post(path, { form: { category: "app", content, contact }, headers: { ...FROM_SITE, "X-Forwarded-For": randomIp() }, maxRedirects: 0 });
  // Singapore's plan without a country code, another country's with it: both as E.164.
  for (const [typed, stored] of [
    ["8123 4567", "+6581234567"],
    ["+60 12-345 6789", "+60123456789"],
  ]) {
    const content = `Contact ${typed} (${randomIp()}): the chart does not load.`;
    expect((await post("/feedback", content, typed)).status()).toBe(302);
    expect(await sandbox.stored("suggestions", { content })).toEqual([expect.objectContaining({ contact: stored })]);
  }
  // Digits and spaces the browser's rule takes, but no Singapore number begins with 1.
  const texts = {
    "": "Enter a valid phone number, with its country code if it is not in Singapore",
    "/cn": "请输入有效的电话号码，新加坡以外的号码请加国家或地区区号",
    "/hk": "請輸入有效的電話號碼，新加坡以外的號碼請加國家或地區區號",
  };
  for (const [prefix, text] of Object.entries(texts)) {
    const content = `Invalid contact (${prefix || "en"}): the chart does not load.`;
    const answer = await post(`${prefix}/feedback`, content, "1234 5678");
    expect(answer.status(), prefix).toBe(400);
    const html = await answer.text();
    expect(html, prefix).toContain(text);
    expect(html, prefix).toContain('value="1234 5678"');
    expect(await sandbox.stored("suggestions", { content })).toEqual([]);
  }
});
