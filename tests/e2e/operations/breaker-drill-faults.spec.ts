/**
 * The on-call drill of the user service's outage (docs/operations.md §Upstream outages), through a
 * site of this file's own (the production build with the telemetry preload, its metrics listener
 * and its log lines): its first request carries a stale session, which the session clock ends
 * upstream from the Express pipeline (server.ts), before any page has called the user service;
 * then a visitor signs in on the sign-in page and the user service hangs. The breaker must open on
 * the time-out whichever part of the process made the first call (the pipeline and the pages share
 * one upstream client), say so in its gauge and its log line, and the next pages must answer
 * without a call reaching the service. Along the way, the sign-in objective's and the degraded
 * pages' counters move as docs/operations.md §Metrics says. The sandbox's fault is global, so this
 * runs in the "faults" project.
 */
import { randomInt } from "node:crypto";
import { SITE_PORT } from "../../../playwright.config";
import { TEST_UPSTREAM_TIMEOUT_MS } from "../../../scripts/lib/test-server.mjs";
import { expect, resetUpstreamAroundTests, test, uniqueEmail } from "../fixtures";
import { logLines, sample, spawnSite, type SpawnedSite } from "../site-process";

const PORT = SITE_PORT + 24;
const BASE = `http://127.0.0.1:${PORT}`;
const METRICS = `http://127.0.0.1:${SITE_PORT + 6405}/metrics`;
const PASSWORD = "Abc12345";
const CURRENT_USER = "/user-server-sg/api/get-current-user/v1";

test.describe.configure({ mode: "serial" });
resetUpstreamAroundTests();

let site: SpawnedSite;

test.beforeAll(async () => {
  site = await spawnSite(
    {
      CHAT_SECRET: "e2e-breaker-drill-chat-secret",
      METRICS_PORT: String(SITE_PORT + 6405),
      LOG_LEVEL: "info",
      // The window also holds the sign-in's own calls (the stale session's logout, a wrong password,
      // the sign-in, the first pages' current user), which are answers: at 10 % one time-out among
      // them opens the breaker. What is under test is that the time-out counts at all.
      BREAKER_ERROR_PERCENT: "10",
      // Open for the rest of the test.
      BREAKER_RESET_MS: "120000",
      // The test servers' timeout, which the page below waits out.
      UPSTREAM_TIMEOUT_MS: String(TEST_UPSTREAM_TIMEOUT_MS),
    },
    { port: PORT, nodeArgs: ["--import", "./otel.mjs"], output: "capture" },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

async function metric(name: string, labels: Record<string, string>): Promise<number> {
  return sample(await (await fetch(METRICS)).text(), name, labels);
}

test("a stale session first, then a sign-in and a hanging user service: the breaker opens and the next pages do not call the service", async ({
  browser,
  sandbox,
}) => {
  test.setTimeout(90_000);
  // The first request after start: a session the clock ends (an unsigned clock), logged out
  // upstream from the Express pipeline, in the background.
  const stale = await fetch(`${BASE}/`, {
    headers: { Cookie: "token=abc; uuid=def; clock=garbage", "X-Forwarded-For": `10.81.${randomInt(0, 255)}.${randomInt(1, 254)}` },
  });
  expect(stale.status).toBe(200);
  expect(stale.headers.get("set-cookie")).toMatch(/token=;/);

  const email = uniqueEmail("breaker-drill");
  await sandbox.createUser({ email, password: PASSWORD });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const signIn = async (password: string) => {
    await page.goto(`${BASE}/sign-in?by=email`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  };
  // A wrong password is the service answering: rejected, good for the objective.
  await signIn("Wrong1234");
  await expect(page.getByRole("alert")).toBeVisible();
  await signIn(PASSWORD);
  await expect(page.locator(".user-menu summary")).toBeVisible();
  expect(await metric("sign_in_attempts_total", { sign_in_kind: "personal", outcome: "rejected" })).toBe(1);
  expect(await metric("sign_in_attempts_total", { sign_in_kind: "personal", outcome: "signed_in" })).toBe(1);
  expect(await metric("upstream_breaker_state", { service: "user" })).toBe(0);

  await sandbox.fault({ path: CURRENT_USER, mode: "hang" });
  // This page waits out the call's time-out, and renders without the user: product.md §Errors.
  await page.goto(`${BASE}/`);
  await expect(page.locator("[data-toast=fail]")).toContainText("The network deviated");
  await expect(page.locator(".user-menu summary")).toHaveCount(0);
  expect((await sandbox.faultHits())[CURRENT_USER]).toBe(1);

  // The time-out opened the breaker: its gauge, one log line, one transition.
  expect(await metric("upstream_breaker_state", { service: "user" })).toBe(2);
  expect(logLines(site.lines, "upstream breaker state changed").filter((line) => line.service === "user")).toEqual([
    expect.objectContaining({ service: "user", from: "closed", to: "open", lastFailureKind: "network" }),
  ]);
  expect(await metric("upstream_breaker_transitions_total", { service: "user", from: "closed", to: "open" })).toBe(1);
  expect(logLines(site.lines, "upstream call failed")).toContainEqual(expect.objectContaining({ service: "user", kind: "network", path: CURRENT_USER }));

  // The next pages are refused the call at once by the breaker: the service sees none of them.
  for (const url of ["/pricing", "/cn/stocks", "/hk/help-center"]) {
    const response = await page.goto(`${BASE}${url}`);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator("[data-toast=fail]"), url).toContainText(/./);
  }
  expect((await sandbox.faultHits())[CURRENT_USER]).toBe(1);
  expect(await metric("upstream_call_duration_count", { service: "user", outcome: "breaker_open" })).toBeGreaterThanOrEqual(3);
  // Each of those four pages went without its user: degraded, by the user service.
  await expect.poll(() => metric("page_answers_degraded_total", { page_kind: "signed_in", service: "user" })).toBe(4);

  // A sign-in meanwhile is refused at once by the open breaker: an upstream failure, bad for the objective.
  const anonymous = await browser.newContext({ javaScriptEnabled: false });
  const other = await anonymous.newPage();
  await other.goto(`${BASE}/sign-in?by=email`);
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password").fill(PASSWORD);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("alert")).toContainText("The network deviated");
  expect(await metric("sign_in_attempts_total", { sign_in_kind: "personal", outcome: "upstream_failure" })).toBe(1);
  await anonymous.close();
  await context.close();
});
