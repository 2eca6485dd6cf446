/**
 * OpenTelemetry (otel.mjs, app/lib/observability/telemetry.server.ts) and draining. This file starts its own
 * site from the production build with the preload, in front of the run's sandbox through a small
 * recording proxy (which sees the headers of every upstream call and can make a path answer 503,
 * without touching the shared sandbox), and a small OTLP/HTTP receiver (JSON). It checks that a
 * page's span arrives with its upstream calls as child spans, that those calls carry its
 * traceparent and request id, that log lines carry its trace id, that each metric series moves on
 * the metrics listener, that OTEL_SDK_DISABLED=true turns it all off, and that /readyz answers 503
 * while the instance drains on SIGTERM.
 */
import { randomInt } from "node:crypto";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { SANDBOX_PORT, SITE_PORT } from "../../../playwright.config";
import { expect, sandboxSession, test, uniqueEmail } from "../fixtures";
import { sample, spawnSite, type SpawnedSite } from "../site-process";

const PORT = SITE_PORT + 18;
const BASE = `http://127.0.0.1:${PORT}`;
const METRICS = `http://127.0.0.1:${SITE_PORT + 6401}/metrics`;
const RECEIVER_PORT = SITE_PORT + 6402;
const PROXY_PORT = SITE_PORT + 6403;
const CURRENT_USER = "/user-server-sg/api/get-current-user/v1";

test.describe.configure({ mode: "serial" });

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}
const SERVER = 2;
const CLIENT = 3;
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? String(value.intValue) : undefined);
};

const spans: OtlpSpan[] = [];
const upstreamCalls: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
/** Paths the proxy answers with a 503 instead of passing on. */
const failing = new Set<string>();
let receiver: Server;
let proxy: Server;
let site: SpawnedSite;

/** A GET of the test's site from an address of its own (the rate limits count per address). */
function get(path: string, headers: Record<string, string> = {}, ip = `10.77.${randomInt(0, 255)}.${randomInt(1, 254)}`): Promise<Response> {
  return fetch(`${BASE}${path}`, { headers: { "X-Forwarded-For": ip, ...headers }, redirect: "manual" });
}

async function scrape(): Promise<string> {
  return (await fetch(METRICS)).text();
}

/**
 * This file's site, with the preload, behind the recording proxy, logging at info; `env` adds to
 * that. Resolves once it answers /healthz.
 */
function startSite(env: Record<string, string>): Promise<SpawnedSite> {
  return spawnSite(
    {
      SANDBOX_ORIGIN: `http://127.0.0.1:${PROXY_PORT}`,
      LOG_LEVEL: "info",
      CHAT_SECRET: "e2e-telemetry-chat-secret",
      METRICS_PORT: String(SITE_PORT + 6401),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${RECEIVER_PORT}`,
      OTEL_BSP_SCHEDULE_DELAY: "200",
      RATE_LIMIT_SCALE: "0.01",
      ...env,
    },
    { port: PORT, nodeArgs: ["--import", "./otel.mjs"], output: "capture" },
  );
}

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      if (req.url === "/v1/traces") {
        const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  proxy = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    upstreamCalls.push({ path, headers: req.headers });
    if (failing.has(path)) return void res.writeHead(503, { "Content-Type": "text/html" }).end("<html>down</html>");
    const upstream = httpRequest({ host: "127.0.0.1", port: SANDBOX_PORT, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await Promise.all([
    new Promise<void>((r) => receiver.listen(RECEIVER_PORT, "127.0.0.1", r)),
    new Promise<void>((r) => proxy.listen(PROXY_PORT, "127.0.0.1", r)),
  ]);
  site = await startSite({});
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((r) => receiver?.close(r));
  proxy?.closeAllConnections();
  await new Promise((r) => proxy?.close(r));
});

test("a page's span reaches the OTLP receiver with its upstream calls as child spans; the calls carry its traceparent and request id; its log line its trace id", async () => {
  const email = uniqueEmail("otel");
  await fetch(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Abc12345" }),
  });
  const session = await sandboxSession(email, "Abc12345");
  const response = await get("/cn/stocks", { Cookie: `uuid=${session.uuid}; token=${session.token}` });
  expect(response.status).toBe(200);
  const requestId = response.headers.get("X-Request-Id")!;

  // The page's server span, named by its route.
  let page: OtlpSpan | undefined;
  await expect
    .poll(() => (page = spans.find((s) => s.kind === SERVER && attribute(s, "http.route") === "/:lang?/stocks" && attribute(s, "url.path") === "/cn/stocks")), {
      timeout: 15_000,
    })
    .toBeTruthy();
  expect(page!.name).toBe("GET /:lang?/stocks");

  // Its upstream calls: client spans of the same trace, descending from the page's span.
  const byId = new Map(spans.filter((s) => s.traceId === page!.traceId).map((s) => [s.spanId, s]));
  const descends = (span: OtlpSpan): boolean => {
    for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) if (parent === page!.spanId) return true;
    return false;
  };
  await expect
    .poll(() => spans.filter((s) => s.traceId === page!.traceId && s.kind === CLIENT && attribute(s, "url.full")?.includes(CURRENT_USER)).length, {
      timeout: 10_000,
    })
    .toBe(1);
  for (const s of spans.filter((s) => s.traceId === page!.traceId)) byId.set(s.spanId, s);
  const userCall = spans.find((s) => s.traceId === page!.traceId && s.kind === CLIENT && attribute(s, "url.full")?.includes(CURRENT_USER))!;
  expect(descends(userCall)).toBe(true);
  // The upstream calls hang from the page's span itself: Express's layer spans are left out (otel.mjs).
  expect(userCall.parentSpanId).toBe(page!.spanId);
  expect(spans.filter((s) => s.traceId === page!.traceId && s.kind !== SERVER && s.kind !== CLIENT).map((s) => s.name)).toEqual([]);

  // On the wire: the W3C traceparent of that span, the page request's id as X-Trans-Id, a fresh X-Request-Id.
  const call = upstreamCalls.find((c) => c.path === CURRENT_USER && c.headers["x-trans-id"] === requestId)!;
  expect(call).toBeTruthy();
  expect(call.headers.traceparent).toBe(`00-${page!.traceId}-${userCall.spanId}-01`);
  expect(call.headers["x-request-id"]).not.toBe(requestId);

  // The request's log line.
  await expect
    .poll(() => site.lines.some((line) => line.includes(requestId) && line.includes(`"trace_id":"${page!.traceId}"`) && line.includes('"span_id":"')), {
      timeout: 5_000,
    })
    .toBe(true);
});

test("each metric series moves: request duration by route and status, upstream calls by service and outcome, breaker state, rate-limit refusals", async () => {
  const email = uniqueEmail("otel-metrics");
  await fetch(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Abc12345" }),
  });
  const session = await sandboxSession(email, "Abc12345");
  const cookie = { Cookie: `uuid=${session.uuid}; token=${session.token}` };
  const before = await scrape();
  const route = { http_route: "/:lang?/pricing", http_response_status_code: "200" };

  expect((await get("/pricing", cookie)).status).toBe(200);
  // The server records a request's duration when its response has finished, which can come a
  // moment after the client has read the whole answer: poll the scrape until it is there.
  let afterPage = await scrape();
  await expect
    .poll(async () => sample((afterPage = await scrape()), "http_server_request_duration_count", route), { timeout: 5_000 })
    .toBe(sample(before, "http_server_request_duration_count", route) + 1);
  expect(sample(afterPage, "upstream_call_duration_count", { service: "user", outcome: "ok" })).toBeGreaterThan(
    sample(before, "upstream_call_duration_count", { service: "user", outcome: "ok" }),
  );
  expect(sample(afterPage, "upstream_breaker_state", { service: "user" })).toBe(0);
  // A route Express serves itself is named by the Express instrumentation.
  const health = { http_route: "/healthz", http_response_status_code: "200" };
  expect((await get("/healthz")).status).toBe(200);
  await expect
    .poll(async () => sample(await scrape(), "http_server_request_duration_count", health), { timeout: 5_000 })
    .toBe(sample(before, "http_server_request_duration_count", health) + 1);

  // The user service answering 503: the calls are "busy" until more than half of the window's
  // failed and the breaker opens (state 2); the next call is refused at once ("breaker_open").
  failing.add(CURRENT_USER);
  try {
    let failures = 0;
    let afterFailure = before;
    while (sample(afterFailure, "upstream_breaker_state", { service: "user" }) !== 2 && failures < 10) {
      await get("/pricing", cookie);
      failures++;
      afterFailure = await scrape();
    }
    expect(sample(afterFailure, "upstream_breaker_state", { service: "user" })).toBe(2);
    expect(sample(afterFailure, "upstream_call_duration_count", { service: "user", outcome: "busy" })).toBe(
      sample(before, "upstream_call_duration_count", { service: "user", outcome: "busy" }) + failures,
    );
    const reached = upstreamCalls.filter((c) => c.path === CURRENT_USER).length;
    await get("/pricing", cookie);
    const afterRefusal = await scrape();
    expect(sample(afterRefusal, "upstream_call_duration_count", { service: "user", outcome: "breaker_open" })).toBe(
      sample(before, "upstream_call_duration_count", { service: "user", outcome: "breaker_open" }) + 1,
    );
    expect(upstreamCalls.filter((c) => c.path === CURRENT_USER).length).toBe(reached);
  } finally {
    failing.delete(CURRENT_USER);
  }

  // RATE_LIMIT_SCALE=0.01: six requests a minute from one address; the seventh is refused.
  const ip = `10.78.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await get("/robots.txt", {}, ip)).status);
  expect(statuses.at(-1)).toBe(429);
  const afterLimit = await scrape();
  expect(sample(afterLimit, "rate_limit_refusals_total", { limit: "all" })).toBe(sample(before, "rate_limit_refusals_total", { limit: "all" }) + 1);
  expect(sample(afterLimit, "http_server_request_duration_count", { http_response_status_code: "429" })).toBeGreaterThanOrEqual(1);
});

test("on SIGTERM /readyz answers 503 while the instance still serves for SHUTDOWN_DRAIN_MS; /healthz as before; then it exits", async () => {
  // A site of its own with a drain time, started in place of the first.
  await site.stop();
  site = await startSite({ SHUTDOWN_DRAIN_MS: "2000" });
  expect((await get("/readyz")).status).toBe(200);

  const stopAt = Date.now();
  site.child.kill("SIGTERM");
  await expect.poll(async () => (await get("/readyz")).status, { timeout: 1_000 }).toBe(503);
  expect(await (await get("/readyz")).json()).toEqual({ status: "draining" });
  expect((await get("/healthz")).status).toBe(503);
  // Still serving pages (a balancer's last requests) during the drain.
  expect((await get("/pricing")).status).toBe(200);
  expect(await site.exit).toBe(0);
  expect(Date.now() - stopAt).toBeGreaterThanOrEqual(2_000);
});

test("OTEL_SDK_DISABLED=true: no metrics listener and no trace ids in the logs, the site serves as before", async () => {
  await site.stop();
  site = await startSite({ OTEL_SDK_DISABLED: "true" });
  const response = await get("/pricing");
  expect(response.status).toBe(200);
  const requestId = response.headers.get("X-Request-Id")!;
  await expect.poll(() => site.lines.some((line) => line.includes(requestId)), { timeout: 5_000 }).toBe(true);
  expect(site.lines.find((line) => line.includes(requestId))).not.toContain("trace_id");
  await expect(fetch(METRICS)).rejects.toThrow();
});
