/**
 * The PromQL of the operator's console (docs/operations.md §Dashboard, §Alerts and runbook): every
 * expression of the Prometheus rule files and of the Grafana dashboard, and the metric and label
 * names each one reads, parsed with Prometheus's own grammar (lezer-promql). Read by the unit test
 * of the rules and dashboard (tests/unit/operations-console.test.ts) and by the spec that holds
 * those names to a running build's metrics (tests/e2e/operations/console-metrics.spec.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parser } from "@prometheus-io/lezer-promql";
import { parse as parseYaml } from "yaml";

/** The rule files Prometheus loads (deploy/prometheus/prometheus.yml), from the repository's root. */
export const RULE_FILES = ["deploy/prometheus/recording-rules.yml", "deploy/prometheus/alerts.yml"];
/** The dashboard Grafana is provisioned with (deploy/grafana/provisioning/dashboards/). */
export const DASHBOARD_FILE = "deploy/grafana/dashboards/dolphin-web.json";

/** Series and labels Prometheus makes itself at each scrape, never in the site's own answer. */
export const SCRAPE_MADE = { metrics: new Set(["up"]), labels: new Set(["job", "instance"]) };

/**
 * Metrics of the alerting path's own components, scraped apart from the site (deploy/prometheus/
 * prometheus.yml): Prometheus, Alertmanager, and the blackbox exporter's probes.
 */
export function otherExporterMetric(name: string): boolean {
  return /^(prometheus|alertmanager|probe)_/.test(name);
}

export interface Rule {
  record?: string;
  alert?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export interface RuleFile {
  groups: Array<{ name: string; rules: Rule[] }>;
}

export interface DashboardPanel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { type?: string; uid?: string };
  targets?: Array<{ refId: string; expr: string; datasource?: { type?: string; uid?: string } }>;
}

/** One expression and where it is written (a rule's name, or a panel's title and query). */
export interface ConsoleExpression {
  source: string;
  expr: string;
}

/** The names an expression reads. */
export interface ExpressionNames {
  /** Metric names of its selectors (recording rules' names included). */
  metrics: string[];
  /** Label names of its matchers, `by`/`without` and `on`/`ignoring`/`group_*` clauses. */
  labels: string[];
  /** The text of each part the grammar could not parse (none for a valid expression). */
  syntaxErrors: string[];
}

/** A rule file, parsed. Throws on a missing file or invalid YAML. */
export function readRuleFile(root: string, file: string): RuleFile {
  return parseYaml(readFileSync(path.join(root, file), "utf8")) as RuleFile;
}

/** Every rule of the rule files, in file order. */
export function allRules(root: string): Rule[] {
  return RULE_FILES.flatMap((file) => readRuleFile(root, file).groups.flatMap((group) => group.rules));
}

/** The dashboard's panels, rows included. */
export function dashboardPanels(root: string): DashboardPanel[] {
  return (JSON.parse(readFileSync(path.join(root, DASHBOARD_FILE), "utf8")) as { panels: DashboardPanel[] }).panels;
}

/**
 * Grafana's own variables in a panel's query, replaced by what Prometheus would be sent (a range
 * of 5 minutes), so that the grammar reads the query Grafana runs.
 */
function withoutGrafanaVariables(expr: string): string {
  return expr.replace(/\$__(rate_interval|interval|range)\b/g, "5m");
}

/** Every expression of the rule files and of the dashboard's queries. */
export function consoleExpressions(root: string): ConsoleExpression[] {
  const rules = allRules(root).map((rule) => ({ source: `rule ${rule.record ?? rule.alert}`, expr: rule.expr }));
  const panels = dashboardPanels(root).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ source: `panel "${panel.title}" query ${target.refId}`, expr: withoutGrafanaVariables(target.expr) })),
  );
  return [...rules, ...panels];
}

/** The metric and label names `expr` reads, and the parts of it that are not PromQL. */
export function expressionNames(expr: string): ExpressionNames {
  const metrics = new Set<string>();
  const labels = new Set<string>();
  const syntaxErrors: string[] = [];
  const cursor = parser.parse(expr).cursor();
  do {
    const text = expr.slice(cursor.from, cursor.to);
    if (cursor.type.isError) syntaxErrors.push(text || `(missing at ${cursor.from})`);
    else if (cursor.name === "Identifier" && cursor.node.parent?.name === "VectorSelector") metrics.add(text);
    else if (cursor.name === "LabelName") labels.add(text);
  } while (cursor.next());
  // A selector by name (`{__name__="x"}`) names a metric, not a label.
  labels.delete("__name__");
  return { metrics: [...metrics], labels: [...labels], syntaxErrors };
}

/** The names of the recording rules, each with the expression that defines it (first one written). */
export function recordingRules(root: string): Map<string, string[]> {
  const recorded = new Map<string, string[]>();
  for (const rule of allRules(root)) if (rule.record) recorded.set(rule.record, [...(recorded.get(rule.record) ?? []), rule.expr]);
  return recorded;
}

/**
 * The exported metrics an expression reads at last: its own selectors, with each recording rule
 * replaced by the metrics its expressions read (recursively). Answers the names of the site's
 * metrics (and Prometheus's `up`).
 */
export function sourceMetrics(expr: string, recorded: Map<string, string[]>, seen = new Set<string>()): Set<string> {
  const sources = new Set<string>();
  for (const metric of expressionNames(expr).metrics) {
    const definitions = recorded.get(metric);
    if (!definitions) sources.add(metric);
    else if (!seen.has(metric)) {
      seen.add(metric);
      for (const definition of definitions) for (const source of sourceMetrics(definition, recorded, seen)) sources.add(source);
    }
  }
  return sources;
}

/** A scrape in the Prometheus text format, as the label names seen on each metric name. */
export function scrapedLabels(text: string): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0];
    if (!name) continue;
    const labels = seen.get(name) ?? new Set<string>();
    seen.set(name, labels);
    const brace = line.indexOf("{");
    if (brace !== name.length) continue;
    for (const match of line.slice(brace).matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="(?:[^"\\]|\\.)*"/g)) labels.add(match[1]);
  }
  return seen;
}
