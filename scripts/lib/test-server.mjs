// The browser tests' server (playwright.config.ts starts it; `npm run serve:test` keeps one
// running between spec runs): its command and its environment.

/** The command: the production build with OpenTelemetry, as deployed. */
export const TEST_SERVER_COMMAND = "node --import ./otel.mjs build/server.js";

/**
 * The test servers' upstream timeout (UPSTREAM_TIMEOUT_MS), in ms: half of product.md §Upstream's
 * 10 s, which stays the default (app/lib/config/env.server.test.ts pins it). A test of a
 * hanging service waits it out, so the faults project waits 5 s less each time; the sandbox
 * answers the site in milliseconds, so no other call comes near it.
 */
export const TEST_UPSTREAM_TIMEOUT_MS = 5_000;
/** How long the test server's breakers stay open before their half-open trial, in ms. */
export const TEST_BREAKER_RESET_MS = 15_000;

/**
 * The test server's metrics listener (otel.mjs) for a site on `sitePort`: derived from it, so that
 * several test servers run at once.
 * @param {number} sitePort
 */
export function metricsPortOf(sitePort) {
  return sitePort + 6400;
}

/**
 * The test server's environment for the site on `sitePort`, its embedded sandbox on
 * `sandboxPort` (an in-memory store) and its metrics listener on `metricsPort`: production mode,
 * the test routes on, and the configuration the specs assert. Answers name → value.
 * @param {number} sitePort
 * @param {number} sandboxPort
 * @param {number} metricsPort
 * @returns {Record<string, string>}
 */
export function testServerEnv(sitePort, sandboxPort, metricsPort) {
  return {
    NODE_ENV: "production",
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    SANDBOX_PORT: String(sandboxPort),
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
    BREAKER_RESET_MS: String(TEST_BREAKER_RESET_MS),
    UPSTREAM_TIMEOUT_MS: String(TEST_UPSTREAM_TIMEOUT_MS),
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
    METRICS_PORT: String(metricsPort),
  };
}
