// `npm run lighthouse`: Lighthouse 12.8.2 (installed on first use, scripts/lib/lighthouse.mjs) in Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium), headless, with Lighthouse's default mobile
// settings (emulated Moto G Power, simulated slow 4G and 4× CPU slowdown), on the production build
// served on loopback: LH_RUNS (3) runs of each of LH_PAGES (/, /pricing, /cn/pricing, /hk/stocks,
// /sign-up, /help-center: the three locales), a fresh browser per run. Prints the median of each
// category's scores (performance, accessibility, best practices, SEO) per page, with every run's
// scores and the median run's FCP, LCP, TBT and CLS and its render-blocking requests (count and
// Lighthouse's estimated saving). Reports are written to bench-results/lighthouse/. Asserts nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "../lib/chromium.mjs";
import { loadLighthouse } from "../lib/lighthouse.mjs";
import { machineLoad, startSite, stop, stopOnExit, waitForHealth } from "../lib/processes.mjs";

const { lighthouse, chromeLauncher } = await loadLighthouse("12.8.2");

const PORT = Number(process.env.LH_PORT ?? 3600);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const PAGES = (process.env.LH_PAGES ?? "/,/pricing,/cn/pricing,/hk/stocks,/sign-up,/help-center").split(",");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const site = startSite(PORT);
stopOnExit(site.child);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await waitForHealth(site.url);
  console.log(`lighthouse ${RUNS}× each of ${PAGES.join(" ")} on ${site.url}, Chromium at ${CHROME_PATH}, mobile defaults; ${machineLoad()}`);
  mkdirSync("bench-results/lighthouse", { recursive: true });
  const rows = [];
  const detail = {};
  for (const path of PAGES) {
    await (await fetch(site.url + path)).arrayBuffer(); // warm the caches
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // A run that Lighthouse itself reports as broken (NO_NAVSTART, NO_FCP on a starved machine)
      // is repeated, at most twice; then the page goes on with the runs it has.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_EXECUTABLE,
          envVars: { ...process.env, CHROMIUM_PATH: CHROME_PATH },
          chromeFlags: CHROMIUM_FLAGS,
          logLevel: "silent",
        });
        try {
          const result = await lighthouse(site.url + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
          const lhr = result.lhr;
          if (lhr.runtimeError) {
            console.log(`  ${path} run ${i + 1}, attempt ${attempt}: ${lhr.runtimeError.code}${attempt < 3 ? ", again" : ", giving up on this run"}`);
            continue;
          }
          const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
          runs.push({
            scores,
            fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? NaN),
            lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
            blocking: lhr.audits["render-blocking-resources"]?.details?.items?.length ?? 0,
            blockingMs: Math.round(lhr.audits["render-blocking-resources"]?.numericValue ?? 0),
            tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
            cls: +(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3),
            failed: Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
              .map((a) => a.id),
          });
          writeFileSync(`bench-results/lighthouse/${path.replace(/\W+/g, "_") || "_"}-${i + 1}.json`, result.report);
          break;
        } finally {
          await chrome.kill();
        }
      }
    }
    if (runs.length === 0) {
      rows.push({ page: path, performance: "failed" });
      continue;
    }
    const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
    const medianRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
    rows.push({
      page: path,
      performance: med.performance,
      accessibility: med.accessibility,
      "best-practices": med["best-practices"],
      seo: med.seo,
      "FCP ms": medianRun.fcpMs,
      "LCP ms": medianRun.lcpMs,
      "TBT ms": medianRun.tbtMs,
      CLS: medianRun.cls,
      "render-blocking (ms)": `${medianRun.blocking} (${medianRun.blockingMs})`,
      "runs (perf/a11y/bp/seo)": runs.map((r) => CATEGORIES.map((c) => r.scores[c]).join("/")).join("  "),
    });
    detail[path] = { runs };
    console.log(`  ${path}: ${CATEGORIES.map((c) => `${c} ${med[c]}`).join(", ")}`);
  }
  console.log(`\nLighthouse ${RUNS} runs per page, median score per category (mobile defaults; ${machineLoad()} at the end)`);
  console.table(rows);
  const failing = [...new Set(Object.values(detail).flatMap((d) => d.runs.flatMap((r) => r.failed)))];
  if (failing.length) console.log("binary audits failing in some run:", failing.join(", "));
  writeFileSync(
    "bench-results/lighthouse/summary.json",
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, machine: machineLoad(), rows, detail }, null, 2),
  );
} finally {
  await stop(site.child);
}
