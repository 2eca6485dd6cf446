/**
 * The operator's console reads only what the site exports (docs/operations.md §Dashboard): this
 * file starts its own site from the production build with the telemetry preload, crawls it
 * (anonymous pages in the browser, a signed-in page, a 404, /readyz, a request refused by a rate
 * limit), scrapes its metrics listener, and checks that every metric and label named in the
 * dashboard's and the rule files' expressions is one the scrape holds: a renamed metric or label
 * fails here instead of leaving an empty panel or an alert that can never fire. Recording rules
 * stand for the metrics their own expressions read; `up`, `job` and `instance` are Prometheus's, and
 * the alerting path's own metrics (Prometheus's, Alertmanager's, the probes') are not the site's.
 * It also checks the two series the console added: `page_kind` on page answers and the
 * event-loop delay.
 */
import { randomInt } from "node:crypto";
import { SITE_PORT } from "../../../playwright.config";
import { expect, sandboxSession, signInAs, test, uniqueEmail } from "../fixtures";
import { spawnSite, type SpawnedSite } from "../site-process";
import { consoleExpressions, expressionNames, otherExporterMetric, recordingRules, SCRAPE_MADE, scrapedLabels, sourceMetrics } from "./console-expressions";

const PORT = SITE_PORT + 23;
const BASE = `http://127.0.0.1:${PORT}`;
const METRICS = `http://127.0.0.1:${SITE_PORT + 6404}/metrics`;
const PASSWORD = "Abc12345";

test.describe.configure({ mode: "serial" });

let site: SpawnedSite;

/** A GET of this file's site from an address of its own (the rate limits count per address). */
function get(path: string, headers: Record<string, string> = {}, ip = `10.79.${randomInt(0, 255)}.${randomInt(1, 254)}`): Promise<Response> {
  return fetch(`${BASE}${path}`, { headers: { "X-Forwarded-For": ip, ...headers }, redirect: "manual" });
}

/** The summed count of page answers of `kind` on `route` in a scrape. */
function pageAnswers(text: string, route: string, kind: string): number {
  let total = 0;
  for (const line of text.split("\n"))
    if (line.startsWith("http_server_request_duration_count{") && line.includes(`http_route="${route}"`) && line.includes(`page_kind="${kind}"`))
      total += Number(line.slice(line.lastIndexOf(" ") + 1));
  return total;
}

test.beforeAll(async () => {
  site = await spawnSite(
    {
      CHAT_SECRET: "e2e-console-chat-secret",
      METRICS_PORT: String(SITE_PORT + 6404),
      // 30 requests a minute from one address: enough for the browser's pages, and a 31st from
      // another address is refused (a rate_limit_refusals_total series).
      RATE_LIMIT_SCALE: "0.05",
    },
    { port: PORT, nodeArgs: ["--import", "./otel.mjs"] },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

test("every metric and label the dashboard and the rules read is one a running build exports", async ({ sharedPage: page, sandbox }) => {
  // Anonymous pages in the browser.
  await page.goto(`${BASE}/pricing`);
  await page.goto(`${BASE}/cn/stocks`);
  // Signed in: a page behind the auth guard.
  const email = uniqueEmail("console");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInAs(page, email, PASSWORD, BASE);
  await page.goto(`${BASE}/payment-records`);
  await expect(page).toHaveURL(/\/payment-records$/);
  // A 404, the health routes, and a request refused by the per-address limit.
  expect((await get("/no-such-page")).status).toBe(404);
  expect((await get("/readyz")).status).toBe(200);
  const ip = `10.80.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await get("/robots.txt", {}, ip)).status);
  expect(statuses.at(-1)).toBe(429);

  // A request's duration is recorded when its response has closed: poll until the signed-in page is in.
  let text = "";
  await expect
    .poll(async () => pageAnswers((text = await (await fetch(METRICS)).text()), "/:lang?/payment-records", "signed_in"), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const scraped = scrapedLabels(text);

  const recorded = recordingRules(process.cwd());
  const problems: string[] = [];
  for (const { source, expr } of consoleExpressions(process.cwd())) {
    const metrics = [...sourceMetrics(expr, recorded)].filter((metric) => !otherExporterMetric(metric));
    if (metrics.length === 0) continue;
    for (const metric of metrics) if (!SCRAPE_MADE.metrics.has(metric) && !scraped.has(metric)) problems.push(`${source}: metric ${metric} is not exported`);
    for (const label of expressionNames(expr).labels) {
      if (SCRAPE_MADE.labels.has(label)) continue;
      if (!metrics.some((metric) => scraped.get(metric)?.has(label))) problems.push(`${source}: label ${label} is on none of ${metrics.join(", ")}`);
    }
  }
  expect(problems).toEqual([]);
});

test("page answers carry their kind, anonymous or signed in; other requests none; the event-loop delay is reported", async ({ sandbox }) => {
  const email = uniqueEmail("console-kind");
  await sandbox.createUser({ email, password: PASSWORD });
  const before = await (await fetch(METRICS)).text();
  expect((await get("/pricing")).status).toBe(200);
  await expect
    .poll(async () => pageAnswers(await (await fetch(METRICS)).text(), "/:lang?/pricing", "anonymous"), { timeout: 5_000 })
    .toBe(pageAnswers(before, "/:lang?/pricing", "anonymous") + 1);

  const session = await sandboxSession(email, PASSWORD);
  expect((await get("/pricing", { Cookie: `uuid=${session.uuid}; token=${session.token}` })).status).toBe(200);
  await expect
    .poll(async () => pageAnswers(await (await fetch(METRICS)).text(), "/:lang?/pricing", "signed_in"), { timeout: 5_000 })
    .toBe(pageAnswers(before, "/:lang?/pricing", "signed_in") + 1);

  const text = await (await fetch(METRICS)).text();
  for (const line of text.split("\n").filter((l) => /^http_server_request_duration_count\{.*http_route="\/(healthz|readyz)"/.test(l)))
    expect(line).not.toContain("page_kind");
  const delay = /^nodejs_eventloop_delay_p99(?:\{[^}]*\})? (\S+)$/m.exec(text);
  expect(delay, "nodejs_eventloop_delay_p99 in the scrape").not.toBeNull();
  expect(Number(delay![1])).toBeGreaterThanOrEqual(0);
  expect(Number(delay![1])).toBeLessThan(5);
});
