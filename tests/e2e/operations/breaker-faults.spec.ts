/**
 * Upstream outages with the circuit breakers (app/lib/upstream/breakers.server.ts): the sandbox's "hang"
 * fault makes a service accept calls and never answer. The first page meets the upstream timeout
 * (the test server's 5 s, TEST_UPSTREAM_TIMEOUT_MS);
 * after it, the service's breaker is open and pages answer at once, without a call reaching the
 * service (the sandbox counts the calls each fault caught); once the service answers again, the
 * breaker's probe closes it. Time bounds are loose on purpose: they tell one timeout's wait from
 * two, and from none, on a machine as loaded as a full test run leaves it; the calls each fault
 * caught tell which service was asked.
 * These tests change the sandbox's global state, so they run in the "faults" project.
 */
import type { Page } from "@playwright/test";
import { TEST_BREAKER_RESET_MS, TEST_UPSTREAM_TIMEOUT_MS as TIMEOUT_MS } from "../../../scripts/lib/test-server.mjs";
import { expect, hydrated, resetSiteUpstream, resetUpstreamAroundTests, signInAs, test, uniqueEmail } from "../fixtures";

test.describe.configure({ mode: "serial" });

const PASSWORD = "Abc12345";
const CURRENT_USER = "/user-server-sg/api/get-current-user/v1";
const SIGN_IN = "/user-server-sg/web/web-password-login/v2";
const HOMEPAGE = "/news-helpcenter/api/v1/query/homepage";
/** Every upstream path the pages below read. */
const READ_PATHS = [
  CURRENT_USER,
  HOMEPAGE,
  "/news-helpcenter/api/v1/query/categoryhomepage",
  "/news-helpcenter/api/v1/query/commonquestionlist",
  "/news-helpcenter/api/v1/query/messagedetail",
  "/news-helpcenter/api/v1/query/autosearch",
  "/news-msgdisplay/api/v1/official_tab",
  "/news-msgdisplay/api/v1/official_news",
  "/quotes-location/api/v1/ipinfo",
];

resetUpstreamAroundTests();

// A page that waits for a hanging service waits its whole timeout (the upstream client has one),
// so n waits in a row take at least n timeouts: the bounds below tell none from one and one from
// two exactly, and leave a loaded machine's rendering time (a page took 3.3 s beside the checks
// in a clean-clone run) all the rest of a timeout.
/** A page that waited out the upstream timeout once, not twice in a row (ms). */
const ONE_TIMEOUT_MS = TIMEOUT_MS * 2;
/** A page that waited for no upstream: less than one timeout (ms). */
const AT_ONCE_MS = TIMEOUT_MS;

/** Loads `url` and answers how long the site took to answer it (the whole document, in ms). */
async function timedGoto(page: Page, url: string): Promise<number> {
  const started = Date.now();
  const response = await page.goto(url, { waitUntil: "commit" });
  await response?.finished();
  const elapsed = Date.now() - started;
  expect(response?.status(), url).toBe(200);
  return elapsed;
}

test("every upstream path hanging: the first signed-in page waits out the timeout once, the next ten answer at once", async ({ page, sandbox, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("breaker-hang");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInAs(page, email, PASSWORD);
  // A visitor browsing before the outage (and a server past its first renders), with nothing of
  // the upstream's kept in the site's caches when it starts.
  await timedGoto(page, "/");
  await expect(page.locator(".user-menu summary")).toBeVisible();
  await resetSiteUpstream(request);
  for (const path of READ_PATHS) await sandbox.fault({ path, mode: "hang" });

  const first = await timedGoto(page, "/");
  expect(first, "the first page").toBeGreaterThanOrEqual(TIMEOUT_MS);
  expect(first, "the first page").toBeLessThan(ONE_TIMEOUT_MS);
  // The user call failed: product.md §Errors's network message, as a toast; the page itself renders.
  await expect(page.locator("[data-toast=fail]")).toContainText("The network deviated");
  const afterFirst = await sandbox.faultHits();
  expect(afterFirst[CURRENT_USER]).toBe(1);
  const opened = Date.now();

  for (const url of ["/cn/stocks", "/hk/help-center", "/", "/pricing", "/help-center", "/cn/pricing", "/hk/stocks", "/cn", "/faq", "/hk/pricing"]) {
    expect(await timedGoto(page, url), url).toBeLessThan(AT_ONCE_MS);
    await expect(page.getByRole("heading", { level: 1 }), url).toBeVisible();
  }
  // No call reached the user service or the news service while their breakers were open: at most
  // one half-open trial (bounded by BREAKER_TRIAL_TIMEOUT_MS) per BREAKER_RESET_MS that passed, on
  // a machine slow enough for the ten pages to outlast it.
  const afterTen = await sandbox.faultHits();
  const trials = Math.floor((Date.now() - opened) / TEST_BREAKER_RESET_MS);
  expect(afterTen[CURRENT_USER]).toBeLessThanOrEqual(1 + trials);
  expect(afterTen[HOMEPAGE] ?? 0).toBeLessThanOrEqual((afterFirst[HOMEPAGE] ?? 0) + trials);
  const questions = "/news-helpcenter/api/v1/query/commonquestionlist";
  expect(afterTen[questions] ?? 0).toBeLessThanOrEqual((afterFirst[questions] ?? 0) + trials);
});

test("an anonymous help search with every upstream path hanging answers within the timeout, then at once", async ({ page, sandbox }) => {
  test.setTimeout(60_000);
  for (const path of READ_PATHS) await sandbox.fault({ path, mode: "hang" });
  expect(await timedGoto(page, "/help-key/password"), "the first search").toBeLessThan(ONE_TIMEOUT_MS);
  await expect(page.getByRole("alert").first()).toBeVisible();
  const hits = (await sandbox.faultHits())["/news-helpcenter/api/v1/query/autosearch"];
  expect(await timedGoto(page, "/help-key/deposit"), "the second search").toBeLessThan(AT_ONCE_MS);
  expect((await sandbox.faultHits())["/news-helpcenter/api/v1/query/autosearch"]).toBe(hits);
});

for (const javaScriptEnabled of [false, true]) {
  test(`a sign-in posted while the user service's breaker is open answers at once with the network message, keeping the account (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    sandbox,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await sandbox.fault({ path: SIGN_IN, mode: "status", status: 503 });
    await page.goto("/sign-in?by=email");
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("Email").fill("first@example.com");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The system is busy, please try again later");
    expect((await sandbox.faultHits())[SIGN_IN]).toBe(1);

    // The 503 opened the breaker: the next sign-in is refused at once, without reaching the service.
    await page.getByLabel("Email").fill("kept@example.com");
    await page.getByLabel("Password").fill(PASSWORD);
    const started = Date.now();
    await page.getByRole("button", { name: "Sign in" }).click();
    // The answer clears the password (never sent back) and keeps the rest.
    await expect(page.getByLabel("Password")).toHaveValue("");
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
    await expect(page.getByLabel("Email")).toHaveValue("kept@example.com");
    await expect(page.getByRole("alert")).toHaveText("The system is busy, please try again later");
    expect((await sandbox.faultHits())[SIGN_IN]).toBe(1);
    await context.close();
  });
}

test("once the user service answers again, pages show the signed-in user within 30 s", async ({ page, sandbox }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("breaker-recovery");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInAs(page, email, PASSWORD);
  await sandbox.fault({ path: CURRENT_USER, mode: "hang" });
  await timedGoto(page, "/");
  await timedGoto(page, "/pricing");
  await expect(page.locator(".user-menu summary")).toHaveCount(0);
  expect((await sandbox.faultHits())[CURRENT_USER]).toBe(1);

  await sandbox.clearFaults();
  const recovered = Date.now();
  await expect(async () => {
    await page.goto("/pricing");
    await expect(page.locator(".user-menu summary")).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  expect(Date.now() - recovered).toBeLessThan(30_000);
});
