/**
 * Alerts through a real Prometheus and a real Alertmanager into webhook receivers
 * (docs/operations.md §Routing): Alertmanager runs the repository's configuration
 * (deploy/alertmanager/alertmanager.yml: its routes, grouping and inhibition as written, only its
 * waits shortened to seconds); Prometheus runs the repository's alerts with their labels and
 * annotations, each rule's condition replaced by a synthetic series this test serves and switches
 * (the conditions themselves are tested by promtool, deploy/prometheus/tests/). It checks the
 * grouping by what failed: one upstream outage is one page (group key `component="upstream"`) and
 * a ticket per service's breaker; every instance down inside it opens a page of its own
 * (`component="site"`), the store failing a ticket of its own; that an open breaker silences the
 * latency page, that no instance up silences the breakers and the per-instance alerts, that the
 * Watchdog reaches its own receiver alone, every group interval of the real configuration (scaled
 * down), and that the links are absolute from the external labels.
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
    groupKey: string;
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
  it(
    "groups by what failed: an upstream outage, every instance down inside it, the store failing, each its own notification",
    { timeout: 60_000 },
    async () => {
      // The user service down: sign-ins and pages missing parts, pages slow (the objectives fire
      // first); then three services' breakers.
      conditions = [
        { alert: "Watchdog" },
        { alert: "SignInFastBurn", job: "dolphin-web" },
        { alert: "PageCompletenessFastBurn", page_kind: "signed_in", service: "user" },
        { alert: "PageLatencyFastBurn", page_kind: "signed_in" },
      ];
      await until("the page", () => firing("page", "SignInFastBurn").length > 0);
      await until("the Watchdog", () => firing("watchdog", "Watchdog").length > 0);
      conditions = [
        ...conditions,
        { alert: "UpstreamBreakerOpen", service: "user" },
        { alert: "UpstreamBreakerOpen", service: "crm" },
        { alert: "UpstreamBreakerOpen", service: "news-helpcenter" },
      ];
      await until("the breakers' tickets", () => firing("ticket", "UpstreamBreakerOpen").length >= 3);
      // Two group intervals more: nothing else may come (no {component="pages"} page for the slow
      // pages: the upstream's page explains them).
      await sleep(4_500);

      // A ticket per service: each upstream's team gets its own.
      const tickets = notified().filter((n) => n.receiver === "ticket");
      expect(tickets.map((t) => t.body.groupLabels).sort((a, b) => a.service.localeCompare(b.service))).toEqual(
        ["crm", "news-helpcenter", "user"].map((service) => ({ alertname: "UpstreamBreakerOpen", service })),
      );

      const pages = notified().filter((n) => n.receiver === "page");
      expect(pages).toHaveLength(1);
      expect(pages[0].body.groupLabels).toEqual({ component: "upstream", service: "user" });
      expect(pages[0].body.alerts.map((a) => a.labels.alertname).sort()).toEqual(["PageCompletenessFastBurn", "SignInFastBurn"]);

      const watchdog = notified().filter((n) => n.receiver === "watchdog");
      expect(watchdog.length).toBeGreaterThanOrEqual(1);
      for (const n of watchdog) expect(n.body.alerts.map((a) => a.labels.alertname)).toEqual(["Watchdog"]);

      const signIn = pages[0].body.alerts.find((a) => a.labels.alertname === "SignInFastBurn")!;
      expect(signIn.annotations.runbook_url).toBe(`${RUNBOOK_BASE}#signinfastburn`);
      expect(signIn.annotations.dashboard_url).toMatch(new RegExp(`^${DASHBOARD_BASE}/d/dolphin-web\\?viewPanel=\\d+$`));
      expect(signIn.annotations.description).toMatch(/^100% of sign-in attempts/);
      expect(signIn.annotations.panel).toBeTruthy();

      // Then crm fails too, while the user service's page still fires: its pages' missing parts
      // open a page of their own, under crm's group key.
      const beforeCrm = notified().length;
      conditions = [...conditions, { alert: "PageCompletenessFastBurn", page_kind: "signed_in", service: "crm" }];
      await until("crm's page", () =>
        notified()
          .slice(beforeCrm)
          .some((n) => n.receiver === "page" && n.body.groupLabels.service === "crm"),
      );
      await sleep(4_500);
      const crmPages = notified()
        .slice(beforeCrm)
        .filter((n) => n.receiver === "page");
      expect(crmPages.map((n) => n.body.groupLabels)).toContainEqual({ component: "upstream", service: "crm" });
      const crmPage = crmPages.find((n) => n.body.groupLabels.service === "crm")!;
      expect(crmPage.body.groupKey).not.toBe(pages[0].body.groupKey);
      expect(crmPage.body.alerts.map((a) => [a.labels.alertname, a.labels.service])).toEqual([["PageCompletenessFastBurn", "crm"]]);

      // Then every instance down while the upstream's page still fires (a burn-rate page outlives
      // its cause by up to 30 minutes): a page of its own, under its own group key, and the
      // breakers, the instance down and its crash loop silenced.
      const before = notified().length;
      conditions = [
        ...conditions,
        { alert: "SiteNoInstanceUp" },
        { alert: "SiteInstanceDown", instance: "site-a:9464", job: "dolphin-web" },
        { alert: "ProcessRestarting", instance: "site-a:9464", job: "dolphin-web" },
        { alert: "UpstreamBreakerOpen", service: "quotes-location" },
      ];
      await until("the site's page", () => firing("page", "SiteNoInstanceUp").length > 0);
      await sleep(4_500);
      const later = notified().slice(before);
      const sitePages = later.filter((n) => n.receiver === "page");
      expect(sitePages).toHaveLength(1);
      expect(sitePages[0].body.groupLabels).toEqual({ component: "site" });
      expect(sitePages[0].body.groupKey).not.toBe(pages[0].body.groupKey);
      expect(sitePages[0].body.groupKey).not.toBe(crmPage.body.groupKey);
      expect(sitePages[0].body.alerts.map((a) => a.labels.alertname)).toEqual(["SiteNoInstanceUp"]);
      expect(later.filter((n) => n.receiver === "ticket")).toEqual([]);

      // Then the store: a ticket of its own, naming the reason.
      const beforeStore = notified().length;
      conditions = [...conditions, { alert: "RateLimitStoreFailing", reason: "timeout" }];
      await until("the store's ticket", () => firing("ticket", "RateLimitStoreFailing").length > 0);
      await sleep(4_500);
      const storeNotices = notified().slice(beforeStore);
      expect(storeNotices.map((n) => [n.receiver, n.body.groupLabels])).toEqual([["ticket", { alertname: "RateLimitStoreFailing" }]]);
      expect(storeNotices[0].body.alerts[0].annotations.summary).toMatch(/^Redis, the rate limits' store, fails \(timeout\)/);
    },
  );
});

describe("the Watchdog's interval", () => {
  it("reaches the dead-man's switch at every group interval of its route (the real configuration, 20 times faster)", { timeout: 30_000 }, async () => {
    // The route's own waits divided by 20 (group_interval 1m → 3 s), their ratios kept: the
    // interval seen here times 20 is the interval in production.
    const switchReceiver = await startWebhookReceiver();
    const fast = await startAlertmanager(
      alertmanagerConfig({ page: `${switchReceiver.url}/page`, ticket: `${switchReceiver.url}/ticket`, watchdog: `${switchReceiver.url}/watchdog` }, 20),
    );
    try {
      // As Prometheus sends it: firing, with an end in the future that each evaluation renews.
      const posted = await fetch(`${fast.url}/api/v2/alerts`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify([
          { labels: { alertname: "Watchdog", severity: "none", component: "alerting" }, endsAt: new Date(Date.now() + 3_600_000).toISOString() },
        ]),
      });
      expect(posted.status).toBe(200);
      const arrivals = () => switchReceiver.notifications.filter((n) => n.receiver === "watchdog").map((n) => n.at);
      const deadline = Date.now() + 20_000;
      while (arrivals().length < 4 && Date.now() < deadline) await sleep(200);
      const at = arrivals();
      expect(at.length, "four notifications within 20 s").toBeGreaterThanOrEqual(4);
      // Every 3 s (a minute in production), never every other interval (6 s: two minutes).
      const gaps = at.slice(1, 4).map((t, i) => t - at[i]);
      for (const gap of gaps) expect(gap, `gaps ${gaps.join(", ")} ms`).toBeLessThan(4_500);
    } finally {
      await fast.stop();
      await switchReceiver.stop();
    }
  });
});
