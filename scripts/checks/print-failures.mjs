/**
 * After a failed browser-test run: prints each failed test's title, error and location again from
 * Playwright's JSON reports (the arguments; by default test-results/e2e-report.json), so that they
 * are the last lines of the output (CI keeps only its tail; the line reporter prints an error where
 * it happens, mid-run). Prints nothing for a report that is missing or has no failure.
 */
import { readReports, specsOf } from "../lib/playwright-report.mjs";

const ANSI = /\u001b\[[0-9;]*m/g;

const reports = readReports(process.argv.slice(2));
let count = 0;
for (const { report } of reports) {
  for (const { spec, titles } of specsOf(report)) {
    for (const test of spec.tests) {
      const failed = test.results.filter((result) => result.status === "failed" || result.status === "timedOut");
      for (const result of failed) {
        count++;
        console.log(`\n✘ [${test.projectName}] ${[...titles, spec.title].join(" › ")} (${spec.file}:${spec.line})`);
        for (const error of result.errors ?? []) {
          const text = (error.message ?? "").replace(ANSI, "").split("\n").slice(0, 25).join("\n");
          console.log(text.replace(/^/gm, "    "));
          if (error.location) console.log(`    at ${error.location.file}:${error.location.line}:${error.location.column}`);
        }
      }
    }
  }
}
if (count) console.log(`\n${count} failed test(s), repeated above from ${reports.map(({ file }) => file).join(" and ")}`);
