#!/usr/bin/env node
/**
 * The on-call drill (`npm run drill`, docs/operations.md §Drill), on the production layout: Redis,
 * the sandbox upstream in a process apart, two instances of the production build (with
 * OpenTelemetry, REDIS_URL, one COOKIE_SECRET) behind the balancer (deploy/haproxy.cfg) and nginx
 * (deploy/nginx.conf) in front of it, a real
 * Prometheus (the repository's rules and alerts, production's scrape and evaluation intervals),
 * Alertmanager (the repository's configuration and waits, receivers filled with a local webhook
 * receiver) and the blackbox exporter probing the site through nginx, all on free loopback ports.
 * Ordinary traffic goes through nginx (anonymous pages, a signed-in visitor, wrong passwords,
 * feedback posts) while the incidents follow one another: the upstream hangs, then refuses; every
 * instance down; crm failing; Redis hung; one instance frozen; one instance stopped.
 *
 * For each incident it prints when the first page came, the notifications (receiver, status,
 * group key), when its groups resolved, and what visitors got (status counts and p99 by kind of
 * request); then checks the expectations of docs/operations.md's table "Drill expectations"
 * (one row per check, its last cell the check) and prints PASS or FAIL for each; it exits 1 when
 * any failed. A script to run by hand, not a test: its timings follow the alerts' windows.
 *
 * Environment: DRILL_PHASE_MINUTES (5: each incident; the baseline and the recoveries half of it),
 * DRILL_RPS (4 requests a second, at most 50), DRILL_SCRAPE_INTERVAL (15s) and
 * DRILL_EVALUATION_INTERVAL (1m), production's; DRILL_ONLY (incident names, comma-separated: only
 * those, after the baseline). Everything it started is stopped at the end or on Ctrl-C. Needs
 * `npm run build` first and Debian's nginx, haproxy, redis-server, prometheus, prometheus-alertmanager and
 * prometheus-blackbox-exporter (installed by the npm script through ensure-packages.sh).
 */
import { spawn } from "node:child_process";
import { constants, publicEncrypt, randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  alertmanagerConfig,
  durationMs,
  freePort,
  startAlertmanager,
  startBlackbox,
  startSitePrometheus,
  startWebhookReceiver,
} from "../lib/alerting-stack.mjs";
import { startBalancer } from "../lib/balancer.mjs";
import { startCacheNginx } from "../lib/nginx-cache.mjs";
import { sleep, startSandbox, stop, waitForHealth } from "../lib/processes.mjs";

const PHASE_MS = Number(process.env.DRILL_PHASE_MINUTES ?? 5) * 60_000;
const RPS = Math.min(Number(process.env.DRILL_RPS ?? 4), 50);
const SCRAPE = process.env.DRILL_SCRAPE_INTERVAL ?? "15s";
const EVALUATION = process.env.DRILL_EVALUATION_INTERVAL ?? "1m";
const ONLY = process.env.DRILL_ONLY ? process.env.DRILL_ONLY.split(",") : null;
const PASSWORD = "Abc12345";
const HOST = "127.0.0.1";
/** crm's paths (app/services/crm/crm.server.ts): the feedback form's, the payment records', the contact prefill's, the open-API application's. */
const CRM_PATHS = ["submit-suggestion-info", "payment-records", "get-personal-comm-info", "submit-open-api-apply"].map(
  (name) => `/crm-server-sg/${name.startsWith("get-") ? "api" : "web"}/${name}/v1`,
);

if (!existsSync("build/server.js")) {
  console.error("✘ no production build: npm run build first");
  process.exit(1);
}

const start = Date.now();
/** Minutes:seconds of a duration in ms (negative: "-"). */
const mmss = (ms) => {
  const s = Math.round(Math.abs(ms) / 1000);
  return `${ms < 0 ? "-" : ""}${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
};
const clock = (at = Date.now()) => mmss(at - start);
const log = (line, at = Date.now()) => console.log(`${clock(at)}  ${line}`);

// --- the layout ---------------------------------------------------------------------------------
const ports = {};
for (const name of ["redis", "sandbox", "siteA", "siteB", "metricsA", "metricsB", "balancer", "nginx"]) ports[name] = await freePort();
const work = mkdtempSync(path.join(tmpdir(), "dolphin-drill-"));
/** @type {Array<import("node:child_process").ChildProcess>} */
const children = [];

const startRedis = () => {
  const child = spawn("redis-server", ["--port", String(ports.redis), "--bind", HOST, "--save", "", "--appendonly", "no", "--dir", work], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
};
const redis = startRedis();

// Its data in a file of the drill's folder: a restarted sandbox keeps the signed-in visitor's account and token.
const sandboxEnv = { SANDBOX_DB: path.join(work, "sandbox.sqlite") };
let sandbox = startSandbox(ports.sandbox, sandboxEnv);
children.push(sandbox.child);

// One cookie secret for both instances, as in a deployment (deploy/README.md).
const cookieSecret = randomBytes(32).toString("base64url");
const logFd = openSync(path.join(work, "site.log"), "a");
/** An instance of the production build; its JSON log lines go to site.log (the runbook's queries can be tried on it). */
const startInstance = (name) => {
  const child = spawn(process.execPath, ["--import", "./otel.mjs", "build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST,
      PORT: String(ports[`site${name}`]),
      METRICS_PORT: String(ports[`metrics${name}`]),
      SANDBOX_ORIGIN: sandbox.url,
      REDIS_URL: `redis://${HOST}:${ports.redis}`,
      COOKIE_SECRET: cookieSecret,
      PUBLIC_ORIGIN: `http://${HOST}:${ports.nginx}`,
      // The drill's client stands for a CDN in front of nginx: the visitor's address is the one
      // it puts in X-Forwarded-For (two hops trusted), so the traffic comes from many addresses.
      TRUST_PROXY: "2",
      LOG_LEVEL: "info",
      OTEL_SERVICE_NAME: `dolphin-web-${name.toLowerCase()}`,
    },
    stdio: ["ignore", logFd, logFd],
  });
  children.push(child);
  return child;
};
const instances = { A: startInstance("A"), B: startInstance("B") };
const siteUrls = { A: `http://${HOST}:${ports.siteA}`, B: `http://${HOST}:${ports.siteB}` };

const receiver = await startWebhookReceiver();
const alertmanager = await startAlertmanager(
  alertmanagerConfig({ page: `${receiver.url}/page`, ticket: `${receiver.url}/ticket`, watchdog: `${receiver.url}/watchdog` }),
);
const blackbox = await startBlackbox();
await Promise.all([waitForHealth(siteUrls.A), waitForHealth(siteUrls.B), waitForHealth(sandbox.url, "/__sandbox/analytics")]);
// The balancer's state changes (an instance down or up, with the reason) go to the drill's output.
const balancer = await startBalancer({
  listen: `${HOST}:${ports.balancer}`,
  sites: [`${HOST}:${ports.siteA}`, `${HOST}:${ports.siteB}`],
  // HAProxy's own notices on standard error ("[WARNING]  (pid) : Server … is UP, …"): the log
  // lines beside them carry the DOWN ones only (deploy/haproxy.cfg logs at warning).
  onLog: (line) => {
    const change = /^\[\w+\]\s+\(\d+\) : (Server \S+ is (?:DOWN|UP).*)$/.exec(line);
    if (change) log(`balancer: ${change[1]}`);
  },
});
children.push(balancer.child);
const nginx = await startCacheNginx({ listen: `${HOST}:${ports.nginx}`, site: `${HOST}:${ports.balancer}` });
const siteUrl = `http://${HOST}:${ports.nginx}`;
const prometheus = await startSitePrometheus({
  interval: SCRAPE,
  evaluationInterval: EVALUATION,
  externalLabels: { runbook_base: "https://docs.drill/docs/operations.md", dashboard_base: "https://grafana.drill" },
  metricsTargets: [`${HOST}:${ports.metricsA}`, `${HOST}:${ports.metricsB}`],
  siteUrl,
  blackboxAddress: blackbox.address,
  alertmanagerUrl: alertmanager.url,
});

const stopAll = async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGCONT");
  await Promise.all(children.map((child) => stop(child, 5_000)));
  await Promise.all([nginx.stop(), prometheus.stop(), alertmanager.stop(), blackbox.stop(), receiver.stop()]);
};
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
// A crash of the script: nothing it started is left running (SIGCONT first: a stopped process ignores SIGTERM until then).
process.once("exit", () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGCONT");
    child.kill("SIGTERM");
  }
});

// --- the visitors ---------------------------------------------------------------------------------
// A signed-in visitor: an account in the sandbox, signed in through the user service's API.
const email = `drill-${Date.now()}@example.com`;
await fetch(`${sandbox.url}/__sandbox/users`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ email, password: PASSWORD }),
});
const encrypted = publicEncrypt(
  { key: readFileSync("sandbox/keys/sandbox-public.pem", "utf8"), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
  Buffer.from(PASSWORD),
).toString("base64");
const login = await (
  await fetch(`${sandbox.url}/user-server-sg/web/web-password-login/v2`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ loginType: "email", email, password: encrypted }),
  })
).json();
const cookie = `uuid=${login.data.uuid}; token=${login.data.token}`;

/** @type {Array<{ at: number; kind: "anonymous" | "signed-in" | "sign-in" | "feedback"; status: number; ms: number }>} */
const requests = [];
let trafficOn = true;
const traffic = (async () => {
  const anonymous = ["/", "/pricing", "/cn/stocks", "/hk/news", "/cn"];
  const form = (body) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl },
    body: new URLSearchParams(body),
  });
  for (let n = 0; trafficOn; n++) {
    const ip = `10.90.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    /** @type {[string, string, RequestInit]} */
    const [kind, url, init] =
      n % 10 === 9
        ? ["sign-in", "/sign-in", form({ method: "email", email: `nobody-${n}@example.com`, password: "Wrong12345", redirectTo: "/" })]
        : n % 20 === 4
          ? ["feedback", "/feedback", form({ category: "app", content: `The drill's feedback number ${n}.`, contact: "", website: "" })]
          : n % 4 === 3
            ? ["signed-in", "/payment-records", { headers: { Cookie: cookie } }]
            : ["anonymous", anonymous[n % anonymous.length], {}];
    const at = Date.now();
    fetch(`${siteUrl}${url}`, {
      ...init,
      headers: { ...init.headers, "X-Forwarded-For": ip },
      redirect: "manual",
      signal: AbortSignal.timeout(40_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        requests.push({ at, kind: /** @type {any} */ (kind), status: response.status, ms: Date.now() - at });
      })
      .catch(() => requests.push({ at, kind: /** @type {any} */ (kind), status: 0, ms: Date.now() - at }));
    await sleep(1000 / RPS);
  }
})();

// --- the timeline: alert states from Prometheus, notifications from the receiver ----------------
/** @type {Map<string, string>} */
const states = new Map();
let seenNotifications = 0;
let seenWatchdog = false;
const labelText = (labels) =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(",");
const watch = setInterval(async () => {
  try {
    const body = await (await fetch(`${prometheus.url}/api/v1/alerts`)).json();
    const now = new Map();
    for (const alert of body.data.alerts) {
      const { alertname, severity, ...rest } = alert.labels;
      if (alertname === "Watchdog") continue;
      for (const name of ["component", "runbook_base", "dashboard_base"]) delete rest[name];
      now.set(`${alertname}${Object.keys(rest).length ? `{${labelText(rest)}}` : ""} (${severity})`, alert.state);
    }
    for (const [key, state] of now) if (states.get(key) !== state) log(`alert ${state.padEnd(8)} ${key}`);
    for (const key of states.keys()) if (!now.has(key)) log(`alert resolved ${key}`);
    states.clear();
    for (const [key, state] of now) states.set(key, state);
  } catch {
    // Prometheus busy for a moment: the next poll catches up.
  }
  for (const n of receiver.notifications.slice(seenNotifications)) {
    if (n.receiver === "watchdog") {
      if (!seenWatchdog) log("notified watchdog (its first; then every minute)", n.at);
      seenWatchdog = true;
      continue;
    }
    const names = n.body.alerts.map(
      (a) => `${a.labels.alertname}${a.labels.service ? `{${a.labels.service}}` : ""}${a.status === "resolved" ? " resolved" : ""}`,
    );
    log(`notified ${n.receiver} ${n.body.status} ${groupOf(n)}: ${names.join(", ")}`, n.at);
  }
  seenNotifications = receiver.notifications.length;
}, 2_000);

/** A notification's group labels, as its group key shows them. */
function groupOf(notification) {
  return `{${labelText(notification.body.groupLabels ?? {})}}`;
}

// --- the incidents ----------------------------------------------------------------------------------
const signalGroup = (child, signal) => child.exitCode === null && child.signalCode === null && child.kill(signal);
/** @type {Array<{ name: string; what: string; begin(): Promise<void> | void; end(): Promise<void> | void; phases?: number }>} */
const INCIDENTS = [
  {
    name: "upstream-hangs",
    what: "the upstream hangs (sandbox stopped with SIGSTOP)",
    begin: () => void signalGroup(sandbox.child, "SIGSTOP"),
    end: () => void signalGroup(sandbox.child, "SIGCONT"),
  },
  {
    name: "upstream-refuses",
    what: "the upstream refuses connections (sandbox ended)",
    begin: () => stop(sandbox.child, 5_000),
    end: async () => {
      sandbox = startSandbox(ports.sandbox, sandboxEnv);
      children.push(sandbox.child);
      await waitForHealth(sandbox.url, "/__sandbox/analytics");
    },
  },
  {
    name: "every-instance-down",
    what: "every instance stops (SIGTERM to both)",
    begin: () => Promise.all([stop(instances.A), stop(instances.B)]).then(() => undefined),
    end: async () => {
      instances.A = startInstance("A");
      instances.B = startInstance("B");
      await Promise.all([waitForHealth(siteUrls.A), waitForHealth(siteUrls.B)]);
    },
  },
  {
    name: "crm-fails",
    what: "crm fails (the sandbox answers 500 to each of its paths)",
    begin: async () => {
      for (const faultPath of CRM_PATHS)
        await fetch(`${sandbox.url}/__sandbox/faults`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ path: faultPath, mode: "status", status: 500 }),
        });
    },
    end: async () => void (await fetch(`${sandbox.url}/__sandbox/faults`, { method: "DELETE" })),
  },
  {
    name: "redis-hung",
    what: "Redis hangs (SIGSTOP: it accepts connections, never answers)",
    begin: () => void signalGroup(redis, "SIGSTOP"),
    end: () => void signalGroup(redis, "SIGCONT"),
  },
  {
    name: "instance-frozen",
    what: "instance B freezes (SIGSTOP)",
    begin: () => void signalGroup(instances.B, "SIGSTOP"),
    end: () => void signalGroup(instances.B, "SIGCONT"),
  },
  {
    name: "instance-stops",
    what: "instance B stops (SIGTERM)",
    begin: () => stop(instances.B),
    end: async () => {
      instances.B = startInstance("B");
      await waitForHealth(siteUrls.B);
    },
  },
];
// The upstream hangs and then refuses: one outage of two phases, recovered after the second.
const chosen = INCIDENTS.filter((incident) => !ONLY || ONLY.includes(incident.name));

log(
  `started: nginx ${siteUrl} and the balancer in front of ${siteUrls.A} and ${siteUrls.B}, Redis ${HOST}:${ports.redis}, sandbox ${sandbox.url}, ` +
    `Prometheus ${prometheus.url} (scrape ${SCRAPE}, evaluation ${EVALUATION}), Alertmanager ${alertmanager.url}; ` +
    `${RPS} requests a second; incidents of ${PHASE_MS / 60_000} min; logs in ${work}`,
);
await sleep(PHASE_MS / 2);
/** @type {Array<{ name: string; what: string; begin: number; end: number; until: number }>} */
const ran = [];
for (const [i, incident] of chosen.entries()) {
  log(`incident ${incident.name}: ${incident.what}`);
  const began = Date.now();
  await incident.begin();
  await sleep(PHASE_MS);
  // The hang runs straight into the refusal: the upstream comes back after that.
  const continued = incident.name === "upstream-hangs" && chosen[i + 1]?.name === "upstream-refuses";
  if (continued) {
    if (sandbox.child.exitCode === null) sandbox.child.kill("SIGCONT");
    ran.push({ name: incident.name, what: incident.what, begin: began, end: Date.now(), until: Date.now() });
    continue;
  }
  log(`recovery ${incident.name}`);
  const ended = Date.now();
  await incident.end();
  await sleep(PHASE_MS / 2);
  ran.push({ name: incident.name, what: incident.what, begin: began, end: ended, until: Date.now() });
}
trafficOn = false;
await traffic;
await sleep(2_000);
clearInterval(watch);
log(`end: ${requests.length} requests`);
await stopAll();

// --- the report -----------------------------------------------------------------------------------
const notifications = receiver.notifications.filter((n) => n.receiver !== "watchdog");
/** Each opening of a group: a firing notification of a key never notified, or last notified resolved. */
const openings = [];
{
  const last = new Map();
  for (const n of notifications) {
    if (n.body.status === "firing" && last.get(n.body.groupKey) !== "firing") openings.push(n);
    last.set(n.body.groupKey, n.body.status);
  }
}

function p99(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}
const KINDS = {
  all: null,
  pages: ["anonymous", "signed-in"],
  anonymous: ["anonymous"],
  "signed-in": ["signed-in"],
  posts: ["sign-in", "feedback"],
  "sign-in": ["sign-in"],
  feedback: ["feedback"],
};
const visitorsOf = (incident, kind) => requests.filter((r) => r.at >= incident.begin && r.at < incident.end && (!KINDS[kind] || KINDS[kind].includes(r.kind)));
const statusCounts = (rs) => {
  const counts = {};
  for (const r of rs) counts[r.status || "none"] = (counts[r.status || "none"] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
};
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** Facts about one incident: its own groups (first seen in its window), their notifications and resolutions. */
function factsOf(incident) {
  const inWindow = notifications.filter((n) => n.at >= incident.begin && n.at < incident.until);
  const groups = openings
    .filter((n) => n.at >= incident.begin && n.at < incident.until)
    .map((first) => {
      const key = first.body.groupKey;
      const resolved = notifications.find((n) => n.body.groupKey === key && n.body.status === "resolved" && n.at > first.at);
      return { key, receiver: first.receiver, labels: first.body.groupLabels, first, resolved };
    });
  return { inWindow, groups };
}

// The expectations: docs/operations.md's table "Drill expectations", one check a row.
const docs = readFileSync("docs/operations.md", "utf8");
const tableStart = docs.indexOf("Drill expectations");
const expectations = [];
for (const line of docs.slice(tableStart).split("\n").slice(1)) {
  const row = /^\| `([a-z-]+)` \| (.*) \| `([^`]+)` \|/.exec(line);
  if (row) expectations.push({ incident: row[1], text: row[2], check: row[3] });
  else if (expectations.length && !line.startsWith("|")) break;
}

/** Evaluates one check (docs/operations.md §Drill, "Drill expectations"): answers [pass, what was seen]. */
function evaluate(check, incident) {
  const { groups } = factsOf(incident);
  let m;
  if ((m = /^page(?: ((?:[a-z_]+=[a-z-]+,?)+))? within (\S+)$/.exec(check))) {
    const wanted = m[1] ? Object.fromEntries(m[1].split(",").map((pair) => pair.split("="))) : null;
    // The labels named must match; a group's others (an upstream page's `service`) may be anything.
    const pages = groups.filter((g) => g.receiver === "page" && (!wanted || Object.entries(wanted).every(([k, v]) => g.labels[k] === v)));
    if (!pages.length)
      return [
        false,
        `no new page${wanted ? ` {${labelText(wanted)}}` : ""}; pages seen: ${
          groups
            .filter((g) => g.receiver === "page")
            .map((g) => `{${labelText(g.labels)}}`)
            .join(" ") || "none"
        }`,
      ];
    const after = pages[0].first.at - incident.begin;
    return [after <= durationMs(m[2]), `+${mmss(after)} {${labelText(pages[0].labels)}}`];
  }
  if (check === "no page") {
    const pages = groups.filter((g) => g.receiver === "page");
    return [pages.length === 0, pages.length ? pages.map((g) => `+${mmss(g.first.at - incident.begin)} {${labelText(g.labels)}}`).join(" ") : "none"];
  }
  if ((m = /^ticket (\w+) within (\S+)$/.exec(check))) {
    // Any ticket of that alert from the incident's start on (an outage of two phases: the second's too).
    const ticket = notifications.find(
      (n) => n.at >= incident.begin && n.receiver === "ticket" && n.body.alerts.some((a) => a.status === "firing" && a.labels.alertname === m[1]),
    );
    if (!ticket) return [false, "no such ticket"];
    const after = ticket.at - incident.begin;
    return [after <= durationMs(m[2]), `+${mmss(after)}`];
  }
  if ((m = /^page resolved within (\S+)$/.exec(check))) {
    const pages = groups.filter((g) => g.receiver === "page");
    if (!pages.length) return [false, "no page of its own"];
    const late = pages.map((g) => (g.resolved ? g.resolved.at - incident.end : Infinity));
    return [Math.max(...late) <= durationMs(m[1]), late.map((ms) => (ms === Infinity ? "never" : `+${mmss(ms)} after the end`)).join(", ")];
  }
  if ((m = /^([a-z-]+) (p99|max) < (\S+)$/.exec(check))) {
    const times = visitorsOf(incident, m[1]).map((r) => r.ms);
    const value = m[2] === "p99" ? p99(times) : Math.max(...times);
    return [times.length > 0 && value < durationMs(m[3]), `${m[2]} ${seconds(value)} of ${times.length}`];
  }
  if ((m = /^([a-z-]+) 5xx <= (\d+)%$/.exec(check))) {
    const rs = visitorsOf(incident, m[1]);
    const failed = rs.filter((r) => r.status === 0 || r.status >= 500).length;
    return [rs.length > 0 && failed <= (rs.length * Number(m[2])) / 100, `${failed} of ${rs.length} (${statusCounts(rs)})`];
  }
  return [false, `unknown check "${check}"`];
}

let failures = 0;
console.log("\nIncidents (times from the incident's start; visitors while it lasted):");
for (const incident of ran) {
  const { groups, inWindow } = factsOf(incident);
  console.log(`\n${incident.name}: ${incident.what}, ${clock(incident.begin)}–${clock(incident.end)}`);
  const firstPage = groups.find((g) => g.receiver === "page");
  console.log(
    `  first page: ${firstPage ? `+${mmss(firstPage.first.at - incident.begin)}` : "none"}; ${inWindow.length} notifications until the next incident`,
  );
  for (const g of groups)
    console.log(
      `  ${g.receiver.padEnd(6)} ${g.key}: +${mmss(g.first.at - incident.begin)} (${g.first.body.alerts.map((a) => a.labels.alertname).join(", ")}), ` +
        `resolved ${g.resolved ? `${mmss(g.resolved.at - incident.end)} after the end` : "never"}`,
    );
  for (const kind of ["anonymous", "signed-in", "sign-in", "feedback"]) {
    const rs = visitorsOf(incident, kind);
    if (rs.length) console.log(`  ${kind.padEnd(9)} ${statusCounts(rs)}; p99 ${seconds(p99(rs.map((r) => r.ms)))}`);
  }
  for (const expectation of expectations.filter((e) => e.incident === incident.name)) {
    const [pass, seen] = evaluate(expectation.check, incident);
    if (!pass) failures++;
    console.log(`  ${pass ? "PASS" : "FAIL"} ${expectation.check} (${expectation.text}): ${seen}`);
  }
}
const watchdog = receiver.notifications.filter((n) => n.receiver === "watchdog").map((n) => n.at);
const gaps = watchdog.slice(1).map((at, i) => at - watchdog[i]);
const watchdogPass = gaps.length > 0 && Math.max(...gaps) < 75_000;
if (!watchdogPass) failures++;
console.log(
  `\n${watchdogPass ? "PASS" : "FAIL"} the Watchdog every minute: ${watchdog.length} notifications, longest gap ${gaps.length ? seconds(Math.max(...gaps)) : "none"}`,
);
console.log(`\n${requests.length} requests in ${clock()}; ${failures ? `${failures} expectation(s) FAILED` : "every expectation PASSED"}`);
process.exit(failures ? 1 : 0);
