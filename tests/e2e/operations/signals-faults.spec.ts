/**
 * What the operator's signals count (docs/operations.md §Metrics, §Logs), through a site of this
 * file's own (the production build with the telemetry preload and its metrics listener) whose
 * rate-limit store is a real Redis frozen with SIGSTOP after the site connected to it (a network
 * partition: the connection stays open and nothing answers), and whose trace exporter sends to an
 * OTLP collector that accepts connections and never answers: every page still answers at once, the
 * limits fail over to the instance's memory behind the store's deadline and breaker, counted with
 * their reason and logged at warn (http/rate-limit-store.server.ts); a 429 of the auth limit,
 * answered by the sign-in page's action, is a refusal, not a page answer; and a news article id the
 * upstream cannot hold, or one it answers "invalid parameters" for, is a 404 (docs/security.md),
 * never a 503, with no upstream failure, breaker or stack behind it. The invalid-parameters answer
 * is a sandbox fault: "faults" project.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SITE_PORT } from "../../../playwright.config";
import { expect, resetUpstreamAroundTests, test } from "../fixtures";
import { logLines, spawnSite, type SpawnedSite } from "../site-process";

const PORT = SITE_PORT + 25;
const BASE = `http://127.0.0.1:${PORT}`;
const METRICS = `http://127.0.0.1:${SITE_PORT + 6406}/metrics`;
/** Debian's redis-server (scripts/test.sh installs it), frozen once the site has used it. */
const REDIS_PORT = SITE_PORT + 6407;
/** An OTLP collector that takes connections and never answers. */
const COLLECTOR_PORT = SITE_PORT + 6408;
const ARTICLE = "/news-helpcenter/api/v1/query/messagedetail";

test.describe.configure({ mode: "serial" });
resetUpstreamAroundTests();

let site: SpawnedSite;
let redis: ChildProcess;
let redisDir: string;
let collector: Server;
const collectorSockets: Socket[] = [];

async function redisAnswers(): Promise<boolean> {
  const { createConnection } = await import("node:net");
  return new Promise((resolve) => {
    const socket = createConnection(REDIS_PORT, "127.0.0.1");
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.on("error", () => resolve(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => (socket.destroy(), resolve(data.toString().startsWith("+PONG"))));
  });
}

test.beforeAll(async () => {
  collector = createServer((socket) => collectorSockets.push(socket));
  await new Promise<void>((resolve) => collector.listen(COLLECTOR_PORT, "127.0.0.1", resolve));
  redisDir = mkdtempSync(join(tmpdir(), "dolphin-redis-"));
  redis = spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", redisDir], {
    stdio: "ignore",
  });
  await expect.poll(redisAnswers, { timeout: 10_000 }).toBe(true);
  site = await spawnSite(
    {
      CHAT_SECRET: "e2e-signals-chat-secret",
      METRICS_PORT: String(SITE_PORT + 6406),
      LOG_LEVEL: "info",
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      // Several instances sharing a Redis share their cookie secret (config/env.server.ts).
      COOKIE_SECRET: "e2e-signals-cookie-secret-of-32-characters-at-least",
      // Two auth posts in 10 minutes from one address (30 × 0.05, rounded up).
      RATE_LIMIT_SCALE: "0.05",
      // The production deadline is 50 ms; a loaded test machine can pause a process that long.
      REDIS_TIMEOUT_MS: "200",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}/v1/traces`,
      // Spans are sent every 200 ms rather than 5 s, so the export is under way within the test.
      OTEL_BSP_SCHEDULE_DELAY: "200",
    },
    { port: PORT, nodeArgs: ["--import", "./otel.mjs"], output: "capture" },
  );
  // Connected and answering: a page counts in the store without a failure, before it hangs.
  const failures = async () => sum(series(await scrape(), "rate_limit_store_failures_total", {}));
  await expect
    .poll(async () => {
      const before = await failures();
      expect((await get("/pricing")).status).toBe(200);
      return (await failures()) - before;
    })
    .toBe(0);
  redis.kill("SIGSTOP");
});

test.afterAll(async () => {
  await site?.stop();
  for (const socket of collectorSockets) socket.destroy();
  await new Promise((resolve) => collector?.close(resolve));
  redis?.kill("SIGCONT");
  redis?.kill("SIGKILL");
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
});

const address = () => `10.82.${randomInt(0, 255)}.${randomInt(1, 254)}`;

function get(path: string, ip = address()): Promise<Response> {
  return fetch(`${BASE}${path}`, { headers: { "X-Forwarded-For": ip }, redirect: "manual" });
}

async function scrape(): Promise<string> {
  return (await fetch(METRICS)).text();
}

/** The lines of `metric` in a scrape whose labels include every one of `labels`, as `{labels} value`. */
function series(text: string, metric: string, labels: Record<string, string>): string[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${metric}{`) && Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .map((line) => line.slice(metric.length));
}

function sum(lines: string[]): number {
  return lines.reduce((total, line) => total + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

test("a hung rate-limit store and a hung trace collector: pages answer within a second, the breaker opens, each failure counted and logged with its reason", async () => {
  // The exporter is sending to the collector that never answers.
  await expect.poll(() => collectorSockets.length).toBeGreaterThan(0);
  // Without a deadline each of these waited for Redis forever (nginx gave up at 30 s).
  for (const path of ["/pricing", "/cn/pricing", "/help-center", "/sign-in", "/news-center"]) {
    const started = Date.now();
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(Date.now() - started, path).toBeLessThan(1_000);
  }
  const text = await scrape();
  expect(sum(series(text, "rate_limit_store_failures_total", { limit: "all", reason: "timeout" }))).toBeGreaterThan(0);
  // Five failed calls open the breaker: later calls are not sent to Redis at all.
  expect(sum(series(text, "rate_limit_store_failures_total", { limit: "all", reason: "breaker_open" }))).toBeGreaterThan(0);
  expect(text).toMatch(/^rate_limit_store_breaker_state(\{[^}]*\})? 2$/m);
  // Counters of the other limits and reasons are there at 0 before their first event.
  expect(series(text, "rate_limit_store_failures_total", { limit: "smsAbroad", reason: "refused" })).toEqual([expect.stringMatching(/ 0$/)]);
  expect(logLines(site.lines, "rate limit store failed: the limit is weakened")).toContainEqual(
    expect.objectContaining({ level: 40, store: "redis", limit: "all", reason: "timeout" }),
  );
  expect(logLines(site.lines, "rate limit store breaker state changed")).toContainEqual(expect.objectContaining({ level: 40, store: "redis", to: "open" }));
});

test("with the store hung, a sign-in refused by the instance's own auth limit is a 429 with the form, counted as limited, and no page answer", async () => {
  const ip = address();
  // Another account each time: the per-account limit (one attempt at this scale) stays out of it.
  const post = (i: number) =>
    fetch(`${BASE}/sign-in`, {
      method: "POST",
      headers: { "X-Forwarded-For": ip, Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ method: "email", email: `nobody-${i}@example.com`, password: "Wrong1234" }),
      redirect: "manual",
    });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await post(i)).status);
  expect(statuses).toEqual([400, 400, 429]);

  const route = { http_route: "/:lang?/sign-in", http_request_method: "POST" };
  let text = "";
  await expect
    .poll(async () => series((text = await scrape()), "http_server_request_duration_count", { ...route, http_response_status_code: "429" }).length)
    .toBe(1);
  expect(series(text, "http_server_request_duration_count", { ...route, http_response_status_code: "429" })[0]).not.toContain("page_kind");
  // The wrong passwords before it were page answers.
  expect(sum(series(text, "http_server_request_duration_count", { ...route, http_response_status_code: "400", page_kind: "anonymous" }))).toBe(2);
  expect(sum(series(text, "sign_in_attempts_total", { sign_in_kind: "personal", outcome: "limited" }))).toBe(1);
  expect(sum(series(text, "sign_in_attempts_total", { sign_in_kind: "personal", outcome: "rejected" }))).toBe(2);
  expect(sum(series(text, "rate_limit_refusals_total", { limit: "auth" }))).toBe(1);
});

test("a news id the contract cannot hold is a 404 without an upstream call; the upstream's invalid-parameters answer a 404 too", async ({ sandbox }) => {
  // Every call that reaches the article's path is caught (and answered "invalid parameters").
  await sandbox.fault({ path: ARTICLE, mode: "code", code: 100001, msg: "Invalid parameters: id" });
  const nines = "9".repeat(1000);
  for (const path of [`/news/${nines}`, `/cn/news/${nines}`, `/help-key/q-${nines}`]) expect((await get(path)).status, path).toBe(404);
  expect((await sandbox.faultHits())[ARTICLE] ?? 0).toBe(0);

  for (let i = 0; i < 3; i++) expect((await get(`/news/${"9".repeat(40)}${i}`)).status).toBe(404);
  expect((await sandbox.faultHits())[ARTICLE]).toBe(3);
  const text = await scrape();
  expect(sum(series(text, "upstream_breaker_state", { service: "news-helpcenter" }))).toBe(0);
  expect(sum(series(text, "page_answers_degraded_total", { service: "news-helpcenter" }))).toBe(0);
  expect(sum(series(text, "http_server_request_duration_count", { http_route: "/:lang?/news/:id?", http_response_status_code: "503" }))).toBe(0);
  // No warn line with a stack: a client's error is not the service failing.
  expect(site.lines.filter((line) => line.includes("100001") && line.includes('"stack"'))).toEqual([]);
});
