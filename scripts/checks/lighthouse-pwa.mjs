// `npm run lighthouse:pwa` (run by scripts/test.sh after the build): Lighthouse's installability
// and icon audits, on the production build served on loopback with its embedded sandbox, in
// Debian's Chromium. Lighthouse 12 dropped its PWA category, so this runs 11.7.1, the last release
// with it: installable-manifest (Chromium's own installability check: a manifest with a start
// URL, a name, standalone display and 192 and 512 px icons), maskable-icon, splash-screen,
// themed-omnibox, content-width and viewport. The 180 px apple-touch-icon and favicon.ico, which
// Lighthouse no longer audits, are checked by tests/e2e/site/identity.spec.ts.
// Lighthouse is installed on first use (scripts/lib/lighthouse.mjs).
// Prints every audit per page; exits 1 when one fails or Lighthouse cannot run.
// LH_PWA_PAGES (default "/,/cn,/hk,/download"), LH_PWA_PORT (default 3650).
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "../lib/chromium.mjs";
import { loadLighthouse } from "../lib/lighthouse.mjs";
import { startSite, stop, stopOnExit, waitForHealth } from "../lib/processes.mjs";

const VERSION = "11.7.1";
const { lighthouse, chromeLauncher } = await loadLighthouse(VERSION);

const PORT = Number(process.env.LH_PWA_PORT ?? 3650);
const PAGES = (process.env.LH_PWA_PAGES ?? "/,/cn,/hk,/download").split(",");

const site = startSite(PORT);
stopOnExit(site.child);
let failures = 0;
try {
  await waitForHealth(site.url);
  for (const page of PAGES) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_EXECUTABLE, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
    try {
      const { lhr } = await lighthouse(site.url + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["pwa"] });
      if (lhr.runtimeError) {
        console.log(`FAIL ${page}: Lighthouse could not run (${lhr.runtimeError.code})`);
        failures++;
        continue;
      }
      for (const { id } of lhr.categories.pwa.auditRefs) {
        const audit = lhr.audits[id];
        if (audit.scoreDisplayMode === "manual") continue; // the checklist items a person reviews
        const passed = audit.score === 1;
        if (!passed) failures++;
        const why = passed ? "" : `: ${audit.explanation ?? JSON.stringify(audit.details?.items ?? []).slice(0, 400)}`;
        console.log(`${passed ? "PASS" : "FAIL"} ${page} ${id}${why}`);
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await stop(site.child);
}
if (failures) {
  console.log(`${failures} Lighthouse PWA audit(s) failed`);
  process.exit(1);
}
console.log(`Lighthouse ${VERSION}: every installability and icon audit passed on ${PAGES.join(" ")}`);
