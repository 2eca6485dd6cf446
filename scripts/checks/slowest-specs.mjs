/**
 * The slowest spec files of a browser-test run, from Playwright's JSON reports (playwright.config.ts;
 * by default test-results/e2e-report.json): `node scripts/checks/slowest-specs.mjs [n] [report.json ...]`
 * prints the n (default 10) files whose tests took longest, summed over their tests and projects
 * (the time they cost the workers, not the run's wall clock), with their test count. Prints
 * nothing when no report is there. scripts/test.sh prints it after every browser run, from the main
 * project's report and the faults project's.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readReports, specsOf } from "../lib/playwright-report.mjs";

/**
 * The `count` spec files with the most test time in a Playwright JSON report: `{ file, ms, tests }`
 * (ms: the sum of every result's duration, retries included; tests: the tests run), longest first.
 */
export function slowestSpecFiles(report, count = 10) {
  const files = new Map();
  for (const { spec } of specsOf(report)) {
    const entry = files.get(spec.file) ?? { file: spec.file, ms: 0, tests: 0 };
    for (const test of spec.tests ?? []) {
      if (test.results?.length) entry.tests += 1;
      for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
    }
    files.set(spec.file, entry);
  }
  return [...files.values()]
    .filter((entry) => entry.tests > 0)
    .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file))
    .slice(0, count);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10);
  const found = readReports(args.filter((arg) => arg.endsWith(".json")));
  if (!found.length) process.exit(0);
  // One report of their suites together: no spec file is in two runs' reports.
  const merged = { suites: found.flatMap(({ report }) => report.suites ?? []) };
  const slowest = slowestSpecFiles(merged, count);
  console.log(`› the ${slowest.length} slowest spec files (test time summed over their tests)`);
  for (const { file, ms, tests } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${String(tests).padStart(3)} tests  ${file}`);
}
