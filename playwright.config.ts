/**
 * Browser tests: Debian's Chromium (Playwright cannot download its own browser here), one
 * production server started once per run with the embedded sandbox upstream on a fixed port.
 * Tests that change the sandbox's global state (faults) run in their own project, after the rest.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "./scripts/lib/chromium.mjs";
import { metricsPortOf, TEST_SERVER_COMMAND, testServerEnv } from "./scripts/lib/test-server.mjs";

export const SITE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
/** The test server's metrics listener (otel.mjs): derived from its port. */
export const METRICS_PORT = metricsPortOf(SITE_PORT);

const RESULTS = process.env.E2E_RESULTS ?? "test-results";

const chromium = { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_FLAGS };

/** `playwright test` options that take a value in the next argument. */
const VALUE_OPTIONS = new Set(
  "-c --config -g --grep -G --grep-invert -j --workers --project --reporter --add-reporter --retries --timeout --repeat-each --max-failures --output --shard --global-timeout --trace --tsconfig --ui-host --ui-port --browser --last-failed-file --test-list --test-list-invert --update-source-method --run-agents".split(
    " ",
  ),
);
/** Options that run part of the suite. */
const NARROWING_OPTIONS = /^(-g|--grep|-G|--grep-invert|--project|--last-failed|--only-changed|--test-list)(=|$)/;

/**
 * Whether the command runs part of the suite: it names test files or folders (`playwright test
 * tests/e2e/operations/faults.spec.ts`), a title (`-g`), a project or the last failures. Playwright
 * runs a project's dependencies in full whatever the filter, so the faults project's place after "main"
 * (which only a whole run needs) would turn naming one faults spec into the whole suite; a narrowed
 * run orders it after the warm-up only. (Worker processes load this file without the command's
 * arguments; they do not schedule projects, so what they read here does not matter.)
 */
export function narrowedRun(argv: readonly string[]): boolean {
  if (!argv.includes("test")) return false;
  const args = argv.slice(argv.indexOf("test") + 1);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (NARROWING_OPTIONS.test(arg)) return true;
    if (VALUE_OPTIONS.has(arg)) i++;
    else if (!arg.startsWith("-")) return true;
  }
  return false;
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers on this project's 2-core machines: measured against three, a third worker made the
  // same tests slower (103 mixed tests 300 s with two, 332 s with three; the desktop accessibility
  // checks 79 s against 88.5 s), the browsers and the server already keeping both cores busy.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // E2E_RESULTS: the folder of the run's artefacts and JSON report (test-results); a run empties
  // it first, so runs side by side each need their own (scripts/test.sh). The report feeds
  // scripts/checks/slowest-specs.mjs and, after a failed run, print-failures.mjs.
  outputDir: RESULTS,
  reporter: [process.env.CI ? ["line"] : ["list"], ["json", { outputFile: `${RESULTS}/e2e-report.json` }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: chromium,
    // Recording a trace costs every test CPU (DOM snapshots, a screencast); CI keeps nothing but
    // the printed output, so it records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "warm-up", testMatch: /warm-up\.setup\.ts/ },
    { name: "main", testIgnore: /faults\.spec\.ts/, dependencies: ["warm-up"], use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    // Every spec whose name ends in faults.spec.ts (operations/faults, operations/breaker-faults,
    // service/faults). One worker: a fault or a "clear faults" of one file must never land in
    // another's test. In a whole run it starts once "main" is done; run alone (narrowedRun), after
    // the warm-up.
    {
      name: "faults",
      testMatch: /faults\.spec\.ts/,
      dependencies: narrowedRun(process.argv) ? ["warm-up"] : ["main"],
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: TEST_SERVER_COMMAND,
    url: `http://localhost:${SITE_PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: testServerEnv(SITE_PORT, SANDBOX_PORT, METRICS_PORT),
  },
});
