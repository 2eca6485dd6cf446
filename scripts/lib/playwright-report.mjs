/**
 * Reading Playwright's JSON reports (playwright.config.ts writes one per run to
 * `<E2E_RESULTS>/e2e-report.json`), for scripts/checks/slowest-specs.mjs and print-failures.mjs.
 */
import { existsSync, readFileSync } from "node:fs";

/** The main project's report when a script is given none. */
export const DEFAULT_REPORT = "test-results/e2e-report.json";

/**
 * The reports at `files` (DEFAULT_REPORT when empty) that exist, parsed: `[{ file, report }]`.
 * A missing report (a run that stopped before the browser tests) is left out, not an error.
 */
export function readReports(files) {
  return (files.length ? files : [DEFAULT_REPORT]).filter((file) => existsSync(file)).map((file) => ({ file, report: JSON.parse(readFileSync(file, "utf8")) }));
}

/** Every spec of a report's suite tree, with the titles of the suites around it: `{ spec, titles }`. */
export function* specsOf(report) {
  function* walk(suite, titles) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) yield { spec, titles: here };
    for (const child of suite.suites ?? []) yield* walk(child, here);
  }
  for (const top of report.suites ?? []) yield* walk(top, []);
}
