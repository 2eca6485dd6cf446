/**
 * Browser tests: Debian's Chromium (Playwright cannot download its own browser here), one
 * production server started once per run with the embedded sandbox upstream on a fixed port.
 * Tests that change the sandbox's global state (faults) run in their own project, after the rest.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "./scripts/lib/chromium.mjs";

export const SITE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
/** The test server's metrics listener (otel.mjs): derived from its port. */
export const METRICS_PORT = SITE_PORT + 6400;

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
  // The JSON report feeds scripts/checks/print-failures.mjs (test.sh) after a failed run.
  reporter: [process.env.CI ? ["line"] : ["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
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
    command: "node --import ./otel.mjs build/server.js",
    url: `http://localhost:${SITE_PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(SITE_PORT),
      HOST: "127.0.0.1",
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: ":memory:",
      ENABLE_TEST_ROUTES: "1",
      LOG_LEVEL: "warn",
      TAG_MANAGER_ID: "GTM-TEST123",
      CHAT_SECRET: "e2e-chat-secret-3f9a1c",
      DEFAULT_HCODE: "",
      // The user service's password hashing is not under test: at the sandbox's default cost
      // (scrypt N = 16384, ~16 MB and tens of ms a check) the lockout tests' hundred-odd checks
      // took the two cores from every other test and ran out of time in CI.
      SANDBOX_SCRYPT_N: "1024",
      // Long enough that ten pages load while a breaker is open (operations/breaker-faults.spec.ts),
      // short enough that a recovered service is seen within 30 s; between tests the breakers are
      // closed by /__test/clear-caches.
      BREAKER_RESET_MS: "15000",
      // Configuration the pages must show as configured (tests/e2e/site/identity.spec.ts): the firm
      // behind the site, and download links (the futures app keeps the defaults and the site's own
      // page in its QR code).
      FIRM_LEGAL_NAME: "Dolphin Securities E2E Pte. Ltd.",
      FIRM_UEN: "201912345K",
      FIRM_CMS_LICENCE: "CMS101234",
      FIRM_ADDRESS: "9 Raffles Place, #20-01, Singapore 048619",
      FIRM_HOTLINE: "6222 3333",
      FIRM_HOTLINE_ABROAD: "+65 6222 3334",
      FIRM_EMAIL: "help@e2e.example",
      FIRM_SERVICE_HOURS: "Mo-Fr 08:30-20:00, Sa 09:00-12:00",
      APP_STORE_URL: "https://apps.apple.com/sg/app/e2e-configured/id1000000001",
      GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=sg.e2e.configured",
      DESKTOP_WINDOWS_URL: "https://downloads.e2e.example/desktop/E2E-Setup.exe",
      DESKTOP_MACOS_URL: "https://downloads.e2e.example/desktop/E2E.dmg",
      APP_QR_URL: "https://get.e2e.example/app?src=qr",
      // Its own metrics listener, so that several test servers (one per E2E_PORT) run at once.
      METRICS_PORT: String(METRICS_PORT),
    },
  },
});
