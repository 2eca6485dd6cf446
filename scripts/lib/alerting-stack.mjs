// The alerting path on loopback (docs/operations.md §Routing, §Drill): Debian's Prometheus,
// Alertmanager (with the repository's deploy/alertmanager/alertmanager.yml, its receivers filled
// by scripts/alerting/render-alertmanager.mjs) and blackbox exporter, each in a temporary
// directory on a free port, and a webhook receiver recording every notification. Used by
// tests/unit/alerting-pipeline.test.ts, tests/e2e/operations/console-live.spec.ts and npm run
// drill. Needs `bash scripts/machine/ensure-packages.sh prometheus prometheus-alertmanager:amtool
// prometheus-blackbox-exporter`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { renderAlertmanagerConfig } from "../alerting/render-alertmanager.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const HOST = "127.0.0.1";

/** A TCP port free on loopback now (the system's choice; released before it is answered). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `command` with `args` (its output kept, for a failure's message) and waits until `url`
 * answers 200. Answers { url, dir, stop() }; stop ends it (SIGTERM, then SIGKILL after 5 s) and
 * removes `dir`. Throws, with the process's output, when it exits or is not ready within 20 s.
 */
async function startReady(command, args, url, dir) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve(undefined);
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(timer);
        done();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return { url: url.replace(/\/-\/ready$|\/$/, ""), dir, stop, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${command} did not become ready at ${url}:\n${output}`);
}

const ROUTE_TIMES = ["group_wait", "group_interval", "repeat_interval"];
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A Prometheus duration ("1m", "50s", "1h30m") in milliseconds; throws on anything else. */
export function durationMs(text) {
  const parts = [...String(text).matchAll(/(\d+)(ms|s|m|h|d)/g)];
  if (!parts.length || parts.map((p) => p[0]).join("") !== String(text)) throw new Error(`not a duration: ${text}`);
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * UNIT_MS[unit], 0);
}

/**
 * The repository's Alertmanager configuration with the receivers' addresses given (`{ page,
 * ticket, watchdog }` URLs) and, with `timing`, the routes' waits changed for a test: an object
 * replaces them (e.g. `{ group_wait: "1s", group_interval: "2s" }` on every route), a number
 * divides each route's own (20: the Watchdog's 1m and 50s become 3000ms and 2500ms, ratios kept).
 * The routes, grouping and inhibition stay as written.
 */
export function alertmanagerConfig(receivers, timing) {
  const text = renderAlertmanagerConfig(readFileSync(path.join(ROOT, "deploy/alertmanager/alertmanager.yml"), "utf8"), {
    ALERT_PAGE_URL: receivers.page,
    ALERT_TICKET_URL: receivers.ticket,
    ALERT_WATCHDOG_URL: receivers.watchdog,
  });
  if (!timing) return text;
  const config = parseYaml(text);
  const retime = (route) => {
    if (typeof timing === "number") {
      for (const key of ROUTE_TIMES) if (key in route) route[key] = `${Math.round(durationMs(route[key]) / timing)}ms`;
    } else {
      for (const key of Object.keys(timing)) if (key in route || route === config.route) route[key] = timing[key];
    }
    for (const child of route.routes ?? []) retime(child);
  };
  retime(config.route);
  return stringifyYaml(config);
}

/** Starts Alertmanager with `configText` on a free port. Answers { url, stop() }. */
export async function startAlertmanager(configText) {
  const dir = mkdtempSync(path.join(tmpdir(), "dolphin-alertmanager-"));
  const port = await freePort();
  writeFileSync(path.join(dir, "alertmanager.yml"), configText);
  return startReady(
    "prometheus-alertmanager",
    [
      `--config.file=${path.join(dir, "alertmanager.yml")}`,
      `--storage.path=${dir}`,
      `--web.listen-address=${HOST}:${port}`,
      // A single Alertmanager: no cluster listener (its default port is fixed).
      "--cluster.listen-address=",
      "--log.level=warn",
    ],
    `http://${HOST}:${port}/-/ready`,
    dir,
  );
}

/**
 * Starts Prometheus with `config` (an object, written as prometheus.yml; or a function of its own
 * address "127.0.0.1:port" answering it, for a configuration that scrapes Prometheus itself) and
 * `files` (name → text, written beside it: rule files) on a free port. Answers { url, stop() }.
 */
export async function startPrometheus(config, files = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "dolphin-prometheus-"));
  const port = await freePort();
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, "prometheus.yml"), stringifyYaml(typeof config === "function" ? config(`${HOST}:${port}`) : config));
  return startReady(
    "prometheus",
    [
      `--config.file=${path.join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=${HOST}:${port}`,
      "--log.level=warn",
    ],
    `http://${HOST}:${port}/-/ready`,
    dir,
  );
}

/** Starts the blackbox exporter with deploy/blackbox/blackbox.yml on a free port. Answers { url, address, stop() }. */
export async function startBlackbox() {
  const dir = mkdtempSync(path.join(tmpdir(), "dolphin-blackbox-"));
  const port = await freePort();
  const started = await startReady(
    "prometheus-blackbox-exporter",
    [`--config.file=${path.join(ROOT, "deploy/blackbox/blackbox.yml")}`, `--web.listen-address=${HOST}:${port}`, "--log.level=warn"],
    `http://${HOST}:${port}/-/healthy`,
    dir,
  );
  return { ...started, address: `${HOST}:${port}` };
}

/**
 * A webhook receiver on a free port: every POST to /<receiver> is recorded with its receiver
 * name, the time it arrived (ms since the epoch) and Alertmanager's body (status, groupLabels,
 * alerts). Answers { url, notifications, stop() }.
 */
export async function startWebhookReceiver() {
  /** @type {Array<{ receiver: string; at: number; body: any }>} */
  const notifications = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      try {
        notifications.push({ receiver: (request.url ?? "/").slice(1), at: Date.now(), body: JSON.parse(body) });
      } catch {
        notifications.push({ receiver: (request.url ?? "/").slice(1), at: Date.now(), body: { invalid: body } });
      }
      response.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, HOST, () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://${HOST}:${port}`,
    notifications,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Starts Prometheus as deploy/prometheus runs it against the site: the repository's rule files,
 * the site's metrics listeners (`metricsTarget`, "host:port", or several in `metricsTargets`)
 * scraped as job dolphin-web, the blackbox exporter (`blackboxAddress`) probing `siteUrl`/ and
 * /readyz as job site-probes, Prometheus itself, and, with `alertmanagerUrl`, that Alertmanager
 * (alerted, and scraped). `interval` is the scrape interval ("1s"), and the evaluation interval
 * unless `evaluationInterval` is given (production: 15s and 1m); `externalLabels` carries the
 * runbook and dashboard bases the alerts' links are made of. Answers { url, stop() }.
 */
export function startSitePrometheus({
  interval,
  evaluationInterval = interval,
  externalLabels,
  metricsTarget,
  metricsTargets = [metricsTarget],
  siteUrl,
  blackboxAddress,
  alertmanagerUrl,
}) {
  const alertmanager = alertmanagerUrl ? alertmanagerUrl.replace(/^http:\/\//, "") : null;
  return startPrometheus(
    (address) => ({
      global: { scrape_interval: interval, evaluation_interval: evaluationInterval, external_labels: externalLabels },
      rule_files: ["recording-rules.yml", "alerts.yml"],
      ...(alertmanager ? { alerting: { alertmanagers: [{ static_configs: [{ targets: [alertmanager] }] }] } } : {}),
      scrape_configs: [
        { job_name: "dolphin-web", static_configs: [{ targets: metricsTargets }] },
        {
          job_name: "site-probes",
          metrics_path: "/probe",
          params: { module: ["site_http"] },
          static_configs: [{ targets: [`${siteUrl}/`, `${siteUrl}/readyz`] }],
          relabel_configs: [
            { source_labels: ["__address__"], target_label: "__param_target" },
            { source_labels: ["__param_target"], target_label: "instance" },
            { target_label: "__address__", replacement: blackboxAddress },
          ],
        },
        { job_name: "prometheus", static_configs: [{ targets: [address] }] },
        ...(alertmanager ? [{ job_name: "alertmanager", static_configs: [{ targets: [alertmanager] }] }] : []),
      ],
    }),
    repositoryRuleFiles(),
  );
}

/** The repository's rule files, as Prometheus reads them (name → text). */
export function repositoryRuleFiles() {
  return Object.fromEntries(["recording-rules.yml", "alerts.yml"].map((name) => [name, readFileSync(path.join(ROOT, "deploy/prometheus", name), "utf8")]));
}
