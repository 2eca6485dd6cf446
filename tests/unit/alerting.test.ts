/**
 * The alerting configuration in deploy/ (docs/operations.md §Routing): amtool checks the
 * Alertmanager configuration (its receivers filled as scripts/alerting/render-alertmanager.mjs
 * fills them) and routes one case per alert and severity of deploy/prometheus/alerts.yml to its
 * receiver; the blackbox exporter accepts its module; every alert's annotations carry its value, a
 * dashboard panel that exists and absolute links; deploy/compose.yaml pins every image.
 *
 * Needs Debian's prometheus-alertmanager (amtool) and prometheus-blackbox-exporter
 * (scripts/test.sh installs them).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { renderAlertmanagerConfig } from "../../scripts/alerting/render-alertmanager.mjs";
import { dashboardPanels, readRuleFile } from "../e2e/operations/console-expressions";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TEMPLATE = readFileSync(path.join(ROOT, "deploy/alertmanager/alertmanager.yml"), "utf8");
const RECEIVERS = {
  ALERT_PAGE_URL: "https://oncall.test/page",
  ALERT_TICKET_URL: "https://oncall.test/ticket",
  ALERT_WATCHDOG_URL: "https://deadman.test/ping",
};
const alerts = readRuleFile(ROOT, "deploy/prometheus/alerts.yml").groups.flatMap((group) => group.rules);
const dir = mkdtempSync(path.join(tmpdir(), "dolphin-amtool-"));
const config = path.join(dir, "alertmanager.yml");
writeFileSync(config, renderAlertmanagerConfig(TEMPLATE, RECEIVERS));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a command; answers its exit status and output. Fails the test when it is missing. */
function run(command: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: "utf8" });
  if (result.error)
    throw new Error(
      `${command} did not run (${result.error.message}): bash scripts/machine/ensure-packages.sh prometheus-alertmanager:amtool prometheus-blackbox-exporter`,
    );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The receiver an alert of `severity` named `name` must reach. */
function expectedReceiver(name: string, severity: string): string {
  if (name === "Watchdog") return "watchdog";
  return severity;
}

describe("Alertmanager configuration (amtool)", () => {
  it("amtool accepts the configuration with its receivers filled", () => {
    const check = run("amtool", "check-config", config);
    expect(check.output).toContain("SUCCESS");
    expect(check.status, check.output).toBe(0);
  });

  it("the template's receivers come from the environment: a missing or non-URL address is refused", () => {
    expect(() => renderAlertmanagerConfig(TEMPLATE, { ...RECEIVERS, ALERT_PAGE_URL: undefined })).toThrow(/ALERT_PAGE_URL is unset/);
    expect(() => renderAlertmanagerConfig(TEMPLATE, { ...RECEIVERS, ALERT_TICKET_URL: "oncall.test/ticket" })).toThrow(/ALERT_TICKET_URL is not a URL/);
    expect(() => renderAlertmanagerConfig(TEMPLATE, { ...RECEIVERS, ALERT_WATCHDOG_URL: "file:///etc/passwd" })).toThrow(/not an http/);
    const rendered = parseYaml(renderAlertmanagerConfig(TEMPLATE, RECEIVERS)) as {
      receivers: Array<{ name: string; webhook_configs: Array<{ url: string }> }>;
    };
    expect(Object.fromEntries(rendered.receivers.map((r) => [r.name, r.webhook_configs[0].url]))).toEqual({
      page: RECEIVERS.ALERT_PAGE_URL,
      ticket: RECEIVERS.ALERT_TICKET_URL,
      watchdog: RECEIVERS.ALERT_WATCHDOG_URL,
    });
  });

  it("routes every alert, with its severity, to its receiver (amtool config routes test)", { timeout: 60_000 }, () => {
    expect(alerts.length).toBeGreaterThan(15);
    for (const alert of alerts) {
      const name = alert.alert!;
      const severity = alert.labels!.severity;
      const labels = [`alertname=${name}`, `severity=${severity}`];
      const result = run("amtool", "config", "routes", "test", `--config.file=${config}`, `--verify.receivers=${expectedReceiver(name, severity)}`, ...labels);
      expect(result.status, `${name} (${severity}): ${result.output}`).toBe(0);
    }
    // An alert without a known severity still reaches someone: the ticket receiver.
    expect(run("amtool", "config", "routes", "test", `--config.file=${config}`, "--verify.receivers=ticket", "alertname=Unknown").status).toBe(0);
  });
});

describe("alert annotations", () => {
  const panels = dashboardPanels(ROOT);

  it("every alert carries what failed, its value, the panel to open with its link, and an absolute runbook link", () => {
    for (const alert of alerts) {
      const name = alert.alert!;
      const annotations = alert.annotations ?? {};
      expect(["page", "ticket", ...(name === "Watchdog" ? ["none"] : [])], `${name} severity`).toContain(alert.labels?.severity);
      // What failed, the pages' and tickets' grouping key (deploy/alertmanager/alertmanager.yml).
      expect(["site", "upstream", "store", "pages", "process", "rate-limits", "alerting"], `${name} component`).toContain(alert.labels?.component);
      expect(annotations.description, `${name} description`).toContain("$value");
      expect(annotations.runbook_url, name).toBe(`{{ $externalLabels.runbook_base }}#${name.toLowerCase()}`);
      const link = /^\{\{ \$externalLabels\.dashboard_base \}\}\/d\/dolphin-web\?viewPanel=(\d+)$/.exec(annotations.dashboard_url ?? "");
      expect(link, `${name} dashboard_url`).not.toBeNull();
      const panel = panels.find((p) => p.id === Number(link![1]));
      expect(panel?.title, `${name}: panel ${link![1]}`).toBe(annotations.panel);
    }
  });

  it("Prometheus's configuration gives both link bases as external labels and sends alerts to Alertmanager", () => {
    const prometheus = parseYaml(readFileSync(path.join(ROOT, "deploy/prometheus/prometheus.yml"), "utf8")) as {
      global: { external_labels: Record<string, string> };
      alerting: { alertmanagers: Array<{ static_configs: Array<{ targets: string[] }> }> };
      scrape_configs: Array<{ job_name: string; params?: { module?: string[] } }>;
    };
    expect(Object.keys(prometheus.global.external_labels).sort()).toEqual(["dashboard_base", "runbook_base"]);
    expect(prometheus.alerting.alertmanagers[0].static_configs[0].targets).toEqual(["alertmanager:9093"]);
    const probes = prometheus.scrape_configs.find((job) => job.job_name === "site-probes");
    const blackbox = parseYaml(readFileSync(path.join(ROOT, "deploy/blackbox/blackbox.yml"), "utf8")) as { modules: Record<string, unknown> };
    expect(Object.keys(blackbox.modules)).toContain(probes?.params?.module?.[0]);
  });
});

describe("deploy/", () => {
  it("the blackbox exporter accepts its module", () => {
    const check = run("prometheus-blackbox-exporter", "--config.check", "--config.file=deploy/blackbox/blackbox.yml");
    expect(check.output).toContain("Config file is ok");
    expect(check.status, check.output).toBe(0);
  });

  it("compose.yaml pins every image to a version", () => {
    const compose = parseYaml(readFileSync(path.join(ROOT, "deploy/compose.yaml"), "utf8")) as {
      services: Record<string, { image?: string; build?: unknown }>;
    };
    const images = Object.entries(compose.services).filter(([, service]) => service.image);
    expect(images.map(([name]) => name)).toEqual(expect.arrayContaining(["alertmanager", "blackbox", "prometheus", "grafana"]));
    for (const [name, { image }] of images) expect(image, name).toMatch(/^[a-z0-9./_-]+:v?\d+\.\d+(\.\d+)?$/);
    // Not older than the releases the tests check the configurations with (Debian's 0.25 and 0.23).
    expect(compose.services.alertmanager.image).toMatch(/^prom\/alertmanager:v0\.(2[5-9]|[3-9]\d)\.\d+$/);
    expect(compose.services.blackbox.image).toMatch(/^prom\/blackbox-exporter:v0\.(2[3-9]|[3-9]\d)\.\d+$/);
  });
});
