/**
 * Alerts through a real Prometheus and a real Alertmanager into webhook receivers
 * (docs/operations.md §Routing): Alertmanager runs the repository's configuration
 * (deploy/alertmanager/alertmanager.yml: its routes, grouping and inhibition as written, only its
 * waits shortened to seconds); Prometheus runs the repository's alerts with their labels and
 * annotations, each rule's condition replaced by a synthetic series this test serves and switches
 * (the conditions themselves are tested by promtool, deploy/prometheus/tests/). It checks that one
 * upstream outage is one ticket and one page, that an open breaker silences the latency page, that
 * no instance up silences the breakers and the per-instance alerts, that the Watchdog reaches its
 * own receiver alone, and that the links are absolute from the external labels.
 *
 * Needs Debian's prometheus and prometheus-alertmanager (scripts/test.sh installs them).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify as stringifyYaml } from "yaml";
import { alertmanagerConfig, startAlertmanager, startPrometheus, startWebhookReceiver } from "../../scripts/lib/alerting-stack.mjs";
import { readRuleFile } from "../e2e/operations/console-expressions";

const ROOT = path.resolve(import.meta.dirname, "../..");
const RUNBOOK_BASE = "https://docs.test/dolphin-web/docs/operations.md";
const DASHBOARD_BASE = "https://grafana.test";

interface Notification {
  receiver: string;
  at: number;
  body: {
    status: string;
    groupLabels: Record<string, string>;
    alerts: Array<{ status: string; labels: Record<string, string>; annotations: Record<string, string> }>;
  };
}

/** The synthetic conditions served to Prometheus: one series per alert that should fire. */
let conditions: Array<Record<string, string>> = [];
let target: Server;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let alertmanager: Awaited<ReturnType<typeof startAlertmanager>>;
let prometheus: Awaited<ReturnType<typeof startPrometheus>>;

function exposition(): string {
  const lines = conditions.map(
    (labels) =>
      `synthetic_condition{${Object.entries(labels)
        .map(([k, v]) => `${k}="${v}"`)
        .join(",")}} 1`,
  );
  return `# TYPE synthetic_condition gauge\n${lines.join("\n")}\n`;
}

/** Polls `check` every 200 ms until it answers true; fails with `what` after 20 s. */
async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not seen within 20 s: ${what}\n${JSON.stringify(receiver.notifications, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const notified = () => receiver.notifications as Notification[];
const firing = (to: string, alertname: string) =>
  notified().filter((n) => n.receiver === to && n.body.alerts.some((a) => a.status === "firing" && a.labels.alertname === alertname));

beforeAll(async () => {
  target = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/plain; version=0.0.4" }).end(exposition()));
  await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
  receiver = await startWebhookReceiver();
  alertmanager = await startAlertmanager(
    alertmanagerConfig(
      { page: `${receiver.url}/page`, ticket: `${receiver.url}/ticket`, watchdog: `${receiver.url}/watchdog` },
      { group_wait: "1s", group_interval: "2s", repeat_interval: "1h" },
    ),
  );
  // The repository's alerts, each on its synthetic condition, without `for`.
  const groups = readRuleFile(ROOT, "deploy/prometheus/alerts.yml").groups.map((group) => ({
    name: group.name,
    rules: group.rules.map((rule) => ({
      alert: rule.alert,
      expr: `max without (alert) (synthetic_condition{alert="${rule.alert}"})`,
      labels: rule.labels,
      annotations: rule.annotations,
    })),
  }));
  prometheus = await startPrometheus(
    {
      global: {
        scrape_interval: "500ms",
        evaluation_interval: "500ms",
        external_labels: { runbook_base: RUNBOOK_BASE, dashboard_base: DASHBOARD_BASE },
      },
      rule_files: ["alerts.yml"],
      alerting: { alertmanagers: [{ static_configs: [{ targets: [alertmanager.url.replace("http://", "")] }] }] },
      scrape_configs: [{ job_name: "synthetic", honor_labels: true, static_configs: [{ targets: [`127.0.0.1:${(target.address() as AddressInfo).port}`] }] }],
    },
    { "alerts.yml": stringifyYaml({ groups }) },
  );
}, 60_000);

afterAll(async () => {
  await prometheus?.stop();
  await alertmanager?.stop();
  await receiver?.stop();
  await new Promise((resolve) => target?.close(resolve));
});

describe("alerts through Prometheus and Alertmanager", () => {
  it("groups one upstream outage into one ticket and one page, silences what it explains, and sends the Watchdog alone", { timeout: 60_000 }, async () => {
    // The user service down: three services' breakers, sign-ins and pages missing parts, pages slow.
    conditions = [
      { alert: "Watchdog" },
      { alert: "UpstreamBreakerOpen", service: "user" },
      { alert: "UpstreamBreakerOpen", service: "crm" },
      { alert: "UpstreamBreakerOpen", service: "news-helpcenter" },
      { alert: "SignInFastBurn", job: "dolphin-web" },
      { alert: "PageCompletenessFastBurn", page_kind: "signed_in" },
      { alert: "PageLatencyFastBurn", page_kind: "signed_in" },
    ];
    await until("the breakers' ticket", () => firing("ticket", "UpstreamBreakerOpen").length > 0);
    await until("the page", () => firing("page", "SignInFastBurn").length > 0);
    await until("the Watchdog", () => firing("watchdog", "Watchdog").length > 0);
    // Two group intervals more: nothing else may come.
    await sleep(4_500);

    const tickets = notified().filter((n) => n.receiver === "ticket");
    expect(tickets).toHaveLength(1);
    expect(tickets[0].body.groupLabels).toEqual({ alertname: "UpstreamBreakerOpen" });
    expect(tickets[0].body.alerts.map((a) => a.labels.service).sort()).toEqual(["crm", "news-helpcenter", "user"]);

    const pages = notified().filter((n) => n.receiver === "page");
    expect(pages).toHaveLength(1);
    expect(pages[0].body.groupLabels).toEqual({ severity: "page" });
    expect(pages[0].body.alerts.map((a) => a.labels.alertname).sort()).toEqual(["PageCompletenessFastBurn", "SignInFastBurn"]);

    const watchdog = notified().filter((n) => n.receiver === "watchdog");
    expect(watchdog.length).toBeGreaterThanOrEqual(1);
    for (const n of watchdog) expect(n.body.alerts.map((a) => a.labels.alertname)).toEqual(["Watchdog"]);

    const signIn = pages[0].body.alerts.find((a) => a.labels.alertname === "SignInFastBurn")!;
    expect(signIn.annotations.runbook_url).toBe(`${RUNBOOK_BASE}#signinfastburn`);
    expect(signIn.annotations.dashboard_url).toMatch(new RegExp(`^${DASHBOARD_BASE}/d/dolphin-web\\?viewPanel=\\d+$`));
    expect(signIn.annotations.description).toMatch(/^100% of sign-in attempts/);
    expect(signIn.annotations.panel).toBeTruthy();

    // Then every instance down: one more alert in the page, and the breakers, the instance down and
    // its crash loop silenced.
    const before = notified().length;
    conditions = [
      ...conditions,
      { alert: "SiteNoInstanceUp" },
      { alert: "SiteInstanceDown", instance: "site-a:9464", job: "dolphin-web" },
      { alert: "ProcessRestarting", instance: "site-a:9464", job: "dolphin-web" },
      { alert: "UpstreamBreakerOpen", service: "quotes-location" },
    ];
    await until("the page's update", () => firing("page", "SiteNoInstanceUp").length > 0);
    await sleep(4_500);
    const later = notified().slice(before);
    const update = later.filter((n) => n.receiver === "page");
    expect(update).toHaveLength(1);
    expect(update[0].body.alerts.map((a) => a.labels.alertname).sort()).toEqual(["PageCompletenessFastBurn", "SignInFastBurn", "SiteNoInstanceUp"]);
    expect(later.filter((n) => n.receiver === "ticket")).toEqual([]);
  });
});
