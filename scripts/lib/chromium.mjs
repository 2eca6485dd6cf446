// Debian's Chromium as every browser of the project launches it (the browser tests, the
// screenshots, Lighthouse): Playwright cannot download a browser of its own here.
import { fileURLToPath } from "node:url";

/** The browser binary: Debian's launcher, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What the launchers start: scripts/machine/chromium.sh, which starts CHROMIUM_PATH with the
 * --disable-features switches of the launcher's and ours merged (Chromium keeps only the last).
 */
export const CHROMIUM_EXECUTABLE = fileURLToPath(new URL("../machine/chromium.sh", import.meta.url));

/**
 * No renderer process kept in reserve, at most one per browser context: every browser test opens
 * a new context, so the spare renderer Chromium starts ahead of the next navigation
 * (SpareRendererForSitePerProcess) belonged to a context already closed, and the first navigation
 * from the new page's about:blank started a second renderer where the limit lets it reuse the
 * first. Together they took a third of the CPU of a context that loads one page
 * (`npm run bench:browser`, docs/performance.md §"The whole test run"); all the tests' pages are
 * one site, localhost, so the site isolation the limit relaxes is not under test. Part of
 * CHROMIUM_FLAGS (scripts/machine/chromium.sh merges the --disable-features lists).
 */
export const RENDERER_FLAGS = ["--disable-features=SpareRendererForSitePerProcess", "--renderer-process-limit=1"];

/**
 * The GPU process (software compositing under --disable-gpu) and the network service in the
 * browser process rather than in processes of their own: two processes fewer per browser, and
 * their messages to the browser process stay in it. A side-by-side run of 62 browser tests took
 * 180–205 CPU-seconds with them against 189–211 without (docs/performance.md §"The whole test
 * run"); pages render, route and go offline the same. Part of CHROMIUM_FLAGS.
 */
export const PROCESS_FLAGS = ["--in-process-gpu", "--enable-features=NetworkServiceInProcess2"];

/**
 * The command-line flags: headless, no sandbox (root in a container), no GPU, no network of its
 * own (no QUIC, background requests, component updates or sync), and no omnibox popup: Chromium
 * 14x draws the omnibox's popup as a WebUI page in a renderer process of its own for every
 * browser window, which is every browser test's context; on two cores that renderer took a
 * quarter of a browser-test run's CPU, for a popup a headless browser never shows. And
 * RENDERER_FLAGS and PROCESS_FLAGS.
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
  ...RENDERER_FLAGS,
  ...PROCESS_FLAGS,
];
