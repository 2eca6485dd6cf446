#!/usr/bin/env node
/**
 * The on-call drill (`npm run drill`, docs/operations.md §Drill): the production build with its
 * sandbox upstream started apart, a real Prometheus (the repository's rules and alerts), Alertmanager
 * (the repository's configuration, receivers filled with a local webhook receiver), the blackbox
 * exporter probing the site, all on free loopback ports; ordinary traffic; then the user service
 * hanging (the sandbox stopped with SIGSTOP), refusing (the sandbox ended), back, and the instance
 * stopped. It prints a timeline of every alert going pending, firing and resolved (Prometheus's
 * view) and every notification (receiver, status, the alerts grouped in it), each at its time
 * since the start, and a summary at the end.
 *
 * Bounded: each phase lasts DRILL_PHASE_MINUTES (default 6; the baseline and the recoveries half
 * of it), traffic is DRILL_RPS requests a second (default 5), so the whole drill is about
 * 4.5 phases and at most DRILL_RPS requests a second. DRILL_INTERVAL (default 5s) is Prometheus's
 * scrape and evaluation interval. Loopback only; everything it started is stopped at the end or on
 * Ctrl-C. Needs `npm run build` first and Debian's prometheus, prometheus-alertmanager and
 * prometheus-blackbox-exporter (installed by the npm script through ensure-packages.sh).
 */
import { spawn } from "node:child_process";
import { constants, publicEncrypt, randomInt } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { alertmanagerConfig, freePort, startAlertmanager, startBlackbox, startSitePrometheus, startWebhookReceiver } from "../lib/alerting-stack.mjs";
import { sleep, startSandbox, stop, stopOnExit, waitForHealth } from "../lib/processes.mjs";

const PHASE_MS = Number(process.env.DRILL_PHASE_MINUTES ?? 6) * 60_000;
const RPS = Math.min(Number(process.env.DRILL_RPS ?? 5), 50);
const INTERVAL = process.env.DRILL_INTERVAL ?? "5s";
const PASSWORD = "Abc12345";

if (!existsSync("build/server.js")) {
  console.error("✘ no production build: npm run build first");
  process.exit(1);
}

const start = Date.now();
/** Minutes:seconds since the start of the drill. */
const clock = (at = Date.now()) => {
  const s = Math.round((at - start) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
};
/** @type {Array<{ at: number; line: string }>} */
const timeline = [];
const log = (line, at = Date.now()) => {
  timeline.push({ at, line });
  console.log(`${clock(at)}  ${line}`);
};

const [sitePort, sandboxPort, metricsPort] = await Promise.all([freePort(), freePort(), freePort()]);
/** @typedef {{ status: string, alerts: { status: string, labels: Record<string, string> }[] }} AlertmanagerPayload */
/** The receiver, its notifications read as Alertmanager's webhook payload (version 4). */
const receiver =
  /** @type {Omit<Awaited<ReturnType<typeof startWebhookReceiver>>, "notifications"> & { notifications: { receiver: string, at: number, body: AlertmanagerPayload }[] }} */ (
    await startWebhookReceiver()
  );
const alertmanager = await startAlertmanager(
  alertmanagerConfig({ page: `${receiver.url}/page`, ticket: `${receiver.url}/ticket`, watchdog: `${receiver.url}/watchdog` }),
);
const blackbox = await startBlackbox();
const siteUrl = `http://127.0.0.1:${sitePort}`;
const prometheus = await startSitePrometheus({
  interval: INTERVAL,
  externalLabels: { runbook_base: "https://docs.drill/docs/operations.md", dashboard_base: "https://grafana.drill" },
  metricsTarget: `127.0.0.1:${metricsPort}`,
  siteUrl,
  blackboxAddress: blackbox.address,
  alertmanagerUrl: alertmanager.url,
});

let sandbox = startSandbox(sandboxPort);
// The site's JSON log lines go to a file (the runbook's log queries can be tried on it).
const logFile = path.join(mkdtempSync(path.join(tmpdir(), "dolphin-drill-")), "site.log");
const logFd = openSync(logFile, "a");
/** The production build with OpenTelemetry, upstream the sandbox, its output into logFile. */
const startDrillSite = () => ({
  child: spawn(process.execPath, ["--import", "./otel.mjs", "build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(sitePort),
      SANDBOX_ORIGIN: sandbox.url,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", logFd, logFd],
  }),
});
let site = startDrillSite();
const stopAll = async () => {
  await Promise.all([stop(site.child), stop(sandbox.child)]);
  await Promise.all([prometheus.stop(), alertmanager.stop(), blackbox.stop(), receiver.stop()]);
};
stopOnExit(site.child, sandbox.child);
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
await Promise.all([waitForHealth(siteUrl), waitForHealth(sandbox.url, "/__sandbox/analytics")]);

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

// Ordinary traffic: anonymous pages from many addresses, the signed-in visitor, a wrong password.
let sent = 0;
let trafficOn = true;
const traffic = (async () => {
  const anonymous = ["/", "/pricing", "/cn/stocks", "/hk/news", "/cn"];
  while (trafficOn) {
    const n = sent++;
    const ip = `10.90.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    const request =
      n % 10 === 9
        ? fetch(`${siteUrl}/sign-in`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip, Origin: siteUrl },
            body: new URLSearchParams({ method: "email", email: `nobody-${n}@example.com`, password: "Wrong12345", redirectTo: "/" }),
            redirect: "manual",
            signal: AbortSignal.timeout(15_000),
          })
        : fetch(`${siteUrl}${n % 4 === 3 ? "/payment-records" : anonymous[n % anonymous.length]}`, {
            headers: { "X-Forwarded-For": ip, ...(n % 4 === 3 ? { Cookie: cookie } : {}) },
            redirect: "manual",
            signal: AbortSignal.timeout(15_000),
          });
    request.then((r) => r.arrayBuffer()).catch(() => {});
    await sleep(1000 / RPS);
  }
})();

// The timeline: alert states from Prometheus, notifications from the receiver.
/** @type {Map<string, string>} */
const states = new Map();
let seenNotifications = 0;
const watch = setInterval(async () => {
  try {
    const body = await (await fetch(`${prometheus.url}/api/v1/alerts`)).json();
    const now = new Map();
    for (const alert of body.data.alerts) {
      if (alert.labels.alertname === "Watchdog") continue;
      const { alertname, severity, ...rest } = alert.labels;
      delete rest.runbook_base;
      delete rest.dashboard_base;
      const key = `${alertname}${Object.keys(rest).length ? JSON.stringify(rest) : ""} (${severity})`;
      now.set(key, alert.state);
    }
    for (const [key, state] of now) if (states.get(key) !== state) log(`alert ${state.padEnd(8)} ${key}`);
    for (const key of states.keys()) if (!now.has(key)) log(`alert resolved ${key}`);
    states.clear();
    for (const [key, state] of now) states.set(key, state);
  } catch {
    // Prometheus busy for a moment: the next poll catches up.
  }
  for (const n of receiver.notifications.slice(seenNotifications)) {
    // The Watchdog arrives every minute: its first notification only.
    if (n.receiver === "watchdog" && timeline.some((t) => t.line.startsWith("notified watchdog"))) continue;
    const names = n.body.alerts.map(
      (a) => `${a.labels.alertname}${a.labels.service ? `{${a.labels.service}}` : ""}${a.status === "resolved" ? " resolved" : ""}`,
    );
    log(`notified ${n.receiver} (${n.body.status}, ${n.body.alerts.length} grouped): ${names.join(", ")}`, n.at);
  }
  seenNotifications = receiver.notifications.length;
}, 2_000);

log(
  `started: site ${siteUrl} (log ${logFile}), Prometheus ${prometheus.url}, Alertmanager ${alertmanager.url}; ${RPS} requests a second; phases of ${PHASE_MS / 60_000} min`,
);
await sleep(PHASE_MS / 2);
log("incident: the user service hangs (sandbox stopped with SIGSTOP)");
sandbox.child.kill("SIGSTOP");
await sleep(PHASE_MS);
log("incident: the user service refuses connections (sandbox ended)");
sandbox.child.kill("SIGCONT");
await stop(sandbox.child, 5_000);
await sleep(PHASE_MS);
log("recovery: the sandbox starts again");
sandbox = startSandbox(sandboxPort);
await sleep(PHASE_MS / 2);
log("incident: the instance stops (SIGTERM)");
await stop(site.child);
await sleep(PHASE_MS);
log("recovery: the instance starts again");
site = startDrillSite();
await sleep(PHASE_MS / 2);
trafficOn = false;
await traffic;
clearInterval(watch);
log(`end: ${sent} requests sent`);
await stopAll();

console.log("\nNotifications:");
for (const n of receiver.notifications.filter((x) => x.receiver !== "watchdog"))
  console.log(`  ${clock(n.at)}  ${n.receiver.padEnd(7)} ${n.body.status.padEnd(8)} ${n.body.alerts.map((a) => a.labels.alertname).join(", ")}`);
console.log(`  watchdog: ${receiver.notifications.filter((x) => x.receiver === "watchdog").length} notifications`);
process.exit(0);
