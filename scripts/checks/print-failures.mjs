/**
 * After a failed browser-test run: prints each failed test's title, error and location again from
 * Playwright's JSON reports (the arguments; by default test-results/e2e-report.json), so that they
 * are the last lines of the output (CI keeps only its tail; the line reporter prints an error where
 * it happens, mid-run). Prints nothing for a report that is missing or has no failure.
 */
import { existsSync, readFileSync } from "node:fs";

const REPORTS = process.argv.length > 2 ? process.argv.slice(2) : ["test-results/e2e-report.json"];
const ANSI = /\u001b\[[0-9;]*m/g;

/** Every spec of a suite tree, with the titles of its suites. */
function* specs(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, titles: here };
  for (const child of suite.suites ?? []) yield* specs(child, here);
}

let count = 0;
for (const file of REPORTS.filter((report) => existsSync(report))) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const top of report.suites ?? []) {
    for (const { spec, titles } of specs(top)) {
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
}
if (count) console.log(`\n${count} failed test(s), repeated above from ${REPORTS.join(" and ")}`);
