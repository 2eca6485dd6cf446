/**
 * The operator's console in deploy/ (docs/operations.md §Service-level objectives, §Alerts and
 * runbook, §Dashboard): promtool checks the configuration and rule files and runs their unit tests
 * (deploy/prometheus/tests/); every alert is seen both firing and silent there and has its runbook
 * section; every expression parses and reads only recording rules that are defined; the dashboard
 * is Grafana's Dashboard type, names the provisioned data source and lays its panels out without
 * overlap. (That the metrics and labels exist is checked against a running build by
 * tests/e2e/operations/console-metrics.spec.ts.)
 *
 * Needs promtool (Debian's prometheus package: `bash scripts/machine/ensure-packages.sh
 * prometheus:promtool`, which scripts/test.sh runs).
 */
import { execFile, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MappingType, ThresholdsMode, type Dashboard } from "@grafana/schema";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import dashboardJson from "../../deploy/grafana/dashboards/dolphin-web.json";
import {
  allRules,
  consoleExpressions,
  dashboardPanels,
  expressionNames,
  readRuleFile,
  recordingRules,
  RULE_FILES,
  SCRAPE_MADE,
} from "../e2e/operations/console-expressions";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TESTS_DIR = "deploy/prometheus/tests";
const TEST_FILES = readdirSync(path.join(ROOT, TESTS_DIR))
  .filter((file) => file.endsWith(".yml"))
  .map((file) => `${TESTS_DIR}/${file}`);

/**
 * A type with its string enums and literals read as plain strings: TypeScript reads a JSON file's
 * strings as `string`, never as Grafana's enum members (checked at run time below instead).
 */
type AsJson<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends Array<infer Item>
      ? Array<AsJson<Item>>
      : T extends object
        ? { [Key in keyof T]: AsJson<T[Key]> }
        : T;

/** Grafana's Dashboard type holds the file: a field of the wrong type fails `tsc --noEmit`. */
const dashboard: AsJson<Dashboard> = dashboardJson;

/** Runs promtool; answers its exit status and output. Fails the test when promtool is missing. */
function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync("promtool", args, { cwd: ROOT, encoding: "utf8" });
  if (run.error) throw new Error(`promtool did not run (${run.error.message}): bash scripts/machine/ensure-packages.sh prometheus:promtool`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface RuleTestFile {
  tests: Array<{ name: string; alert_rule_test?: Array<{ alertname: string; exp_alerts?: unknown[] }> }>;
}

describe("Prometheus rules (promtool)", () => {
  it("promtool accepts the configuration and both rule files", () => {
    const config = promtool("check", "config", "deploy/prometheus/prometheus.yml");
    expect(config.output).toContain("SUCCESS");
    expect(config.status, config.output).toBe(0);
    const rules = promtool("check", "rules", ...RULE_FILES);
    expect(rules.status, rules.output).toBe(0);
  });

  it("the rules' unit tests pass: each alert fires on its firing series and stays silent on the others", { timeout: 300_000 }, async () => {
    expect(TEST_FILES.length).toBeGreaterThan(0);
    // One promtool per file, side by side: the long files' days of samples take most of the time.
    const runs = await Promise.all(
      TEST_FILES.map(
        (file) =>
          new Promise<{ file: string; status: number | null; output: string }>((resolve, reject) => {
            execFile("promtool", ["test", "rules", file], { cwd: ROOT, encoding: "utf8" }, (error, stdout, stderr) => {
              if (error && typeof error.code !== "number")
                reject(new Error(`promtool did not run (${error.message}): bash scripts/machine/ensure-packages.sh prometheus:promtool`));
              else resolve({ file, status: error ? Number(error.code) : 0, output: `${stdout}${stderr}` });
            });
          }),
      ),
    );
    for (const run of runs) {
      expect(run.status, `${run.file}: ${run.output}`).toBe(0);
      expect(run.output, run.file).toContain("SUCCESS");
    }
  });

  it("every alert is tested firing and silent, has a severity and a runbook section in docs/operations.md", () => {
    const alerts = readRuleFile(ROOT, "deploy/prometheus/alerts.yml").groups.flatMap((group) => group.rules);
    const cases = TEST_FILES.flatMap((file) =>
      (parseYaml(readFileSync(path.join(ROOT, file), "utf8")) as RuleTestFile).tests.flatMap((test) => test.alert_rule_test ?? []),
    );
    const runbook = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
    const anchors = new Set(
      [...runbook.matchAll(/^#{2,6} (.+)$/gm)].map((match) =>
        match[1]
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-"),
      ),
    );
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      const name = alert.alert!;
      expect(
        cases.some((c) => c.alertname === name && (c.exp_alerts?.length ?? 0) > 0),
        `${name} firing`,
      ).toBe(true);
      // The Watchdog fires always, by design.
      if (name !== "Watchdog")
        expect(
          cases.some((c) => c.alertname === name && (c.exp_alerts?.length ?? 0) === 0),
          `${name} silent`,
        ).toBe(true);
      expect(["page", "ticket", "none"], `${name} severity`).toContain(alert.labels?.severity);
      expect(alert.annotations?.runbook_url, `${name} runbook`).toBe(`{{ $externalLabels.runbook_base }}#${name.toLowerCase()}`);
      expect(anchors.has(name.toLowerCase()), `${name} has a heading in docs/operations.md`).toBe(true);
    }
  });
});

describe("console expressions", () => {
  const expressions = consoleExpressions(ROOT);
  const recorded = recordingRules(ROOT);

  it("every expression of the rules and the dashboard is PromQL", () => {
    expect(expressions.length).toBeGreaterThan(20);
    for (const { source, expr } of expressions) expect(expressionNames(expr).syntaxErrors, source).toEqual([]);
  });

  it("a name with a colon is a recording rule that the rule files define", () => {
    for (const { source, expr } of expressions)
      for (const metric of expressionNames(expr).metrics) if (metric.includes(":")) expect(recorded.has(metric), `${source}: ${metric}`).toBe(true);
  });

  it("reads metrics, names and labels as Prometheus's grammar does", () => {
    const names = expressionNames('sum by (le, service) (rate(upstream_call_duration_bucket{outcome!="ok"}[5m])) > on (page_kind) x:y:z or up{job="a"}');
    expect(names).toEqual({
      metrics: ["upstream_call_duration_bucket", "x:y:z", "up"],
      labels: ["le", "service", "outcome", "page_kind", "job"],
      syntaxErrors: [],
    });
    expect(expressionNames("sum(rate(foo[5m])").syntaxErrors).not.toEqual([]);
    expect(SCRAPE_MADE.metrics.has("up")).toBe(true);
  });

  it("recording rules are named level:metric:operations and each is used by an alert or the dashboard", () => {
    const used = new Set(expressions.flatMap(({ expr }) => expressionNames(expr).metrics));
    for (const name of recorded.keys()) {
      expect(name, name).toMatch(/^[a-z_]+:[a-z_]+:[a-z0-9_]+$/);
      expect(used.has(name), `${name} is read somewhere`).toBe(true);
    }
    expect(allRules(ROOT).filter((rule) => rule.alert).length).toBeGreaterThan(0);
  });
});

describe("Grafana dashboard", () => {
  const panels = dashboardPanels(ROOT);
  const datasource = parseYaml(readFileSync(path.join(ROOT, "deploy/grafana/provisioning/datasources/prometheus.yml"), "utf8")) as {
    datasources: Array<{ uid: string; type: string }>;
  };

  it("has a uid, a title and a schema version, and unique panel ids", () => {
    expect(dashboard.uid).toBe("dolphin-web");
    expect(dashboard.title).toBeTruthy();
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every query names the provisioned Prometheus data source and has a legend", () => {
    const [prometheus] = datasource.datasources;
    expect(prometheus).toMatchObject({ type: "prometheus", uid: "prometheus" });
    for (const panel of panels.filter((p) => p.type !== "row")) {
      expect(panel.datasource, panel.title).toEqual({ type: prometheus.type, uid: prometheus.uid });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(target.datasource, panel.title).toEqual(panel.datasource);
    }
  });

  it("thresholds and value mappings use Grafana's own enum values", () => {
    const fieldDefaults = (dashboard.panels ?? []).flatMap((panel) => ("fieldConfig" in panel && panel.fieldConfig ? [panel.fieldConfig.defaults] : []));
    expect(fieldDefaults.length).toBeGreaterThan(0);
    for (const defaults of fieldDefaults) {
      if (defaults.thresholds) expect(Object.values(ThresholdsMode)).toContain(defaults.thresholds.mode);
      for (const mapping of defaults.mappings ?? []) expect(Object.values(MappingType)).toContain(mapping.type);
    }
  });

  it("panels fit the 24-column grid without overlapping", () => {
    const cells = new Set<string>();
    for (const { title, gridPos } of panels) {
      expect(gridPos.x + gridPos.w, title).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), `${title} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
  });

  it("shows what the runbook names: objectives, errors, latency, upstreams, breakers, refusals, instances, event loop", () => {
    const metrics = new Set(
      panels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => expressionNames(target.expr.replace(/\$__rate_interval/g, "5m")).metrics)),
    );
    for (const metric of [
      "page_kind:page_answers_errors:ratio_rate28d",
      "page_kind:page_answers_slow:ratio_rate28d",
      "http_server_request_duration_count",
      "http_server_request_duration_bucket",
      "upstream_call_duration_bucket",
      "upstream_call_duration_count",
      "upstream_breaker_state",
      "rate_limit_refusals_total",
      "up",
      "nodejs_eventloop_delay_p99",
    ])
      expect(metrics.has(metric), metric).toBe(true);
  });
});
