// `npm run dev:timing`: how long an edit takes to reach the browser under `npm run dev`. Starts
// the dev loop (scripts/dev.sh, sandbox in memory), opens /download in Chromium, then edits in
// turn a component (the footer), a loader (the download page's) and a locale file (en/common.json),
// each restored afterwards, and prints the time from the write to the change in the page and
// whether the page was reloaded (it should not be, except for the locale file). Last, an edit
// under sandbox/ (a comment), which restarts the Express server and its sandbox: the time from the
// write to the server answering again. Asserts nothing.
// DEV_TIMING_PORT (default 3000) and DEV_TIMING_SOCKET_PORT (default 3001). The development build
// goes to its own folder (scripts/dev.sh): `npm run build`'s is left as it was.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "../lib/chromium.mjs";

const PORT = Number(process.env.DEV_TIMING_PORT ?? 3000);
const SOCKET_PORT = Number(process.env.DEV_TIMING_SOCKET_PORT ?? 3001);
const BASE = `http://127.0.0.1:${PORT}`;

const dev = spawn("bash", ["scripts/dev.sh", "--port", String(SOCKET_PORT)], {
  env: { ...process.env, PORT: String(PORT), SANDBOX_DB: ":memory:", LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stopDev = () => {
  try {
    process.kill(-dev.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stopDev);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/healthz`)).ok) break;
  } catch {
    if (i > 600) throw new Error("npm run dev did not answer within 60 s");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_FLAGS });
process.on("exit", () => void browser.close());
const page = await browser.newPage();
// What the hot-update runtime says ([HMR] lines, reloads), and any error, to explain a slow edit.
page.on("console", (message) => {
  if (message.type() !== "info" && (message.type() !== "log" || /HMR|Reloading/.test(message.text())))
    console.log(`  browser ${message.type()}: ${message.text()}`);
});
await page.goto(`${BASE}/download`);
await page.waitForFunction(() => "__remixRouter" in window, undefined, { polling: 50 });
await page.waitForTimeout(3000);

/** Whether the page shows `mark` ({ selector } or { text }) as `present` says (runs in the page). */
const shows = ({ selector, text, present }) => (selector ? document.querySelector(selector) !== null : document.body.innerText.includes(text)) === present;

/**
 * Replaces `from` by `to` in `file`, waits for the page to show `mark`, restores the file and
 * waits for the page to be as it was.
 */
async function probe(name, file, from, to, mark) {
  const original = readFileSync(file, "utf8");
  if (!original.includes(from)) throw new Error(`${file}: "${from}" not found: update this script`);
  await page.evaluate(() => Reflect.set(window, "__devTimingMarker", true));
  const start = Date.now();
  writeFileSync(file, original.replace(from, to));
  try {
    await page.waitForFunction(shows, { ...mark, present: true }, { timeout: 20_000, polling: 50 });
    const reloaded = !(await page.evaluate(() => Reflect.get(window, "__devTimingMarker") === true));
    console.log(`${name.padEnd(10)} ${String(Date.now() - start).padStart(5)} ms  page reloaded: ${reloaded}`);
  } finally {
    // Restored, and the page back as it was, before the next edit.
    writeFileSync(file, original);
    await page.waitForFunction(shows, { ...mark, present: false }, { timeout: 20_000, polling: 100 });
  }
}

/** Whether the server answers /healthz now (a restarting one refuses the connection). */
const answers = () =>
  fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Waits until the server has stopped answering and then answers again (a restart); at most 60 s. */
async function restarted() {
  const deadline = Date.now() + 60_000;
  while ((await answers()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  while (!(await answers()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (Date.now() >= deadline) throw new Error("the server did not restart within 60 s");
}

/**
 * Appends a comment to `file` (under server/, sandbox/ or server.ts, which restart the server),
 * prints the time from the write to the restarted server's first answer, restores the file and
 * waits for the restart that causes.
 */
async function restartProbe(name, file) {
  const original = readFileSync(file, "utf8");
  const start = Date.now();
  writeFileSync(file, `${original}\n// dev timing\n`);
  try {
    await restarted();
    console.log(`${name.padEnd(10)} ${String(Date.now() - start).padStart(5)} ms  restarted`);
  } finally {
    writeFileSync(file, original);
    await restarted();
  }
}

try {
  await probe(
    "component",
    "app/components/layout/site-footer.tsx",
    `<footer className="site-footer"`,
    `<footer data-dev-timing="component" className="site-footer"`,
    { selector: "[data-dev-timing=component]" },
  );
  await probe(
    "loader",
    "app/routes/marketing/download.tsx",
    "qr = { svg: await qrSvg(link), link };",
    `qr = { svg: (await qrSvg(link)).replace("<svg", '<svg data-dev-timing="loader"'), link };`,
    { selector: "[data-dev-timing=loader]" },
  );
  const risk = JSON.parse(readFileSync("app/locales/en/common.json", "utf8")).footer.risk;
  await probe("locale", "app/locales/en/common.json", JSON.stringify(risk), JSON.stringify(`${risk} (dev timing)`), { text: "(dev timing)" });
  await restartProbe("server", "sandbox/faults.ts");
} finally {
  await browser.close();
  stopDev();
}
