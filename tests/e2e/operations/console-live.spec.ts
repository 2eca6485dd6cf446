/**
 * The dashboard shows 0, not "No data", under ordinary traffic (docs/operations.md §Dashboard): a
 * real Prometheus (Debian's, with the repository's recording rules and alerts, a 1 s scrape and
 * evaluation) scrapes the run's test server's metrics listener and probes the site through the
 * blackbox exporter (deploy/blackbox/blackbox.yml), while this spec sends ordinary traffic
 * (anonymous pages from many addresses, a signed-in visitor, a wrong password). Then every panel
 * query of the dashboard must answer at least one series. Everything listens on loopback on free
 * ports.
 */
import { randomInt } from "node:crypto";
import { METRICS_PORT, SITE_PORT } from "../../../playwright.config";
import { startBlackbox, startSitePrometheus } from "../../../scripts/lib/alerting-stack.mjs";
import { expect, sandboxSession, test, uniqueEmail } from "../fixtures";
import { dashboardPanels } from "./console-expressions";

const SITE = `http://127.0.0.1:${SITE_PORT}`;

test.describe.configure({ mode: "serial" });

let blackbox: Awaited<ReturnType<typeof startBlackbox>> | undefined;
let prometheus: Awaited<ReturnType<typeof startSitePrometheus>> | undefined;

test.afterAll(async () => {
  await prometheus?.stop();
  await blackbox?.stop();
});

/** A GET of the test site from an address of its own (the rate limits count per address). */
async function visit(path: string, cookie?: string): Promise<number> {
  const response = await fetch(`${SITE}${path}`, {
    headers: { "X-Forwarded-For": `10.81.${randomInt(0, 255)}.${randomInt(1, 254)}`, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** The series an instant query answers (Prometheus's HTTP API). */
async function query(expr: string): Promise<unknown[]> {
  const response = await fetch(`${prometheus!.url}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await response.json()) as { status: string; error?: string; data?: { result: unknown[] } };
  if (body.status !== "success") throw new Error(`${expr}: ${body.error}`);
  return body.data!.result;
}

test("every panel of the dashboard has data under ordinary traffic", async ({ sandbox }) => {
  test.setTimeout(120_000);
  blackbox = await startBlackbox();
  prometheus = await startSitePrometheus({
    interval: "1s",
    externalLabels: { runbook_base: "https://docs.test", dashboard_base: "https://grafana.test" },
    metricsTarget: `127.0.0.1:${METRICS_PORT}`,
    siteUrl: SITE,
    blackboxAddress: blackbox.address,
  });

  const email = uniqueEmail("console-live");
  await sandbox.createUser({ email, password: "Abc12345" });
  const session = await sandboxSession(email, "Abc12345");
  const cookie = `uuid=${session.uuid}; token=${session.token}`;

  const panels = dashboardPanels(process.cwd()).filter((panel) => panel.type !== "row");
  const queries = panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ name: `"${panel.title}" ${target.refId}`, expr: target.expr.replace(/\$__rate_interval/g, "1m") })),
  );
  expect(queries.length).toBeGreaterThan(20);

  // Ordinary traffic until every query answers (or the deadline): anonymous pages, a signed-in
  // visitor, a wrong password.
  let empty: string[] = queries.map((q) => q.name);
  const deadline = Date.now() + 60_000;
  while (empty.length > 0 && Date.now() < deadline) {
    for (const path of ["/", "/pricing", "/cn/stocks", "/hk/news"]) expect(await visit(path)).toBeLessThan(500);
    expect(await visit("/payment-records", cookie)).toBe(200);
    const wrong = await fetch(`${SITE}/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.82.${randomInt(0, 255)}.${randomInt(1, 254)}`, Origin: SITE },
      body: new URLSearchParams({ method: "email", email: `${uniqueEmail("wrong")}`, password: "Wrong12345", redirectTo: "/" }),
      redirect: "manual",
    });
    await wrong.arrayBuffer();
    const answers = await Promise.all(queries.map(async (q) => ({ name: q.name, series: await query(q.expr) })));
    empty = answers.filter((a) => a.series.length === 0).map((a) => a.name);
    if (empty.length > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  expect(empty, "panel queries with no data").toEqual([]);
  // And every rule of the repository evaluated on the real series without an error.
  expect(await query("sum(prometheus_rule_evaluation_failures_total) > 0")).toEqual([]);
});
