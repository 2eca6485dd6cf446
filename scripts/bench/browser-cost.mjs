// `npm run bench:browser`: what one browser test's context costs Chromium, with the project's flags
// (scripts/lib/chromium.mjs) and without the ones that keep renderers from starting twice
// (RENDERER_FLAGS), side by side in one run. Each
// variant, in turn and BROWSER_ROUNDS (3) times over, opens BROWSER_CONTEXTS (12) contexts one after
// another, each a new page that loads BROWSER_PAGE (/sign-in) from the built site and closes, as a
// browser test does. Prints, per variant, the median of its rounds: wall milliseconds per context
// and CPU milliseconds per context by Chromium process kind (the browser process; the zygote,
// which the renderers' time reaches as they exit; GPU; the network and storage services), read
// from /proc. Needs a build; starts the site with its embedded sandbox on BROWSER_PORT (3270).
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS, RENDERER_FLAGS } from "../lib/chromium.mjs";
import { startSite, stop, stopOnExit, waitForHealth } from "../lib/processes.mjs";

const ROUNDS = Number(process.env.BROWSER_ROUNDS ?? 3);
const CONTEXTS = Number(process.env.BROWSER_CONTEXTS ?? 12);
const PAGE = process.env.BROWSER_PAGE ?? "/sign-in";
const PORT = Number(process.env.BROWSER_PORT ?? 3270);

/** The project's flags without the renderer savings: the run before they were added. */
const WITHOUT = CHROMIUM_FLAGS.filter((flag) => !RENDERER_FLAGS.includes(flag));
const VARIANTS = [
  { name: "project flags", args: CHROMIUM_FLAGS },
  { name: "with a spare renderer, no limit", args: WITHOUT },
];

/** CPU seconds so far of every live Chromium process, by pid: `{ kind, seconds }`. */
function chromiumCpu() {
  const cpu = new Map();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!command.includes("chromium")) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // utime, stime, cutime, cstime: fields 14-17, after the parenthesised command name.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const type = command.match(/--type=([a-z-]+)/)?.[1] ?? "browser";
      const kind = type === "utility" ? (command.includes("network") ? "network" : "storage") : type;
      cpu.set(pid, { kind, seconds: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100 });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return cpu;
}

/** One round of a variant: `{ wallMs, cpuMs: { kind: ms } }` per context. */
async function round(args, origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args });
  try {
    const before = chromiumCpu();
    const started = Date.now();
    for (let i = 0; i < CONTEXTS; i++) {
      const context = await browser.newContext({ baseURL: origin });
      const page = await context.newPage();
      await page.goto(PAGE);
      await context.close();
    }
    const wallMs = (Date.now() - started) / CONTEXTS;
    // The renderers' exits reach their parent's counters a moment after the contexts close.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cpuMs = {};
    for (const [pid, { kind, seconds }] of chromiumCpu()) {
      cpuMs[kind] = (cpuMs[kind] ?? 0) + ((seconds - (before.get(pid)?.seconds ?? 0)) * 1000) / CONTEXTS;
    }
    return { wallMs, cpuMs };
  } finally {
    await browser.close();
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

const site = startSite(PORT);
stopOnExit(site.child);
try {
  await waitForHealth(site.url);
  await round(CHROMIUM_FLAGS, site.url); // warm the site's caches
  const results = new Map(VARIANTS.map(({ name }) => [name, []]));
  for (let r = 0; r < ROUNDS; r++) for (const { name, args } of VARIANTS) results.get(name).push(await round(args, site.url));
  console.log(`per context (new page, ${PAGE}, closed), median of ${ROUNDS} rounds of ${CONTEXTS}:`);
  for (const [name, rounds] of results) {
    const kinds = [...new Set(rounds.flatMap(({ cpuMs }) => Object.keys(cpuMs)))];
    const byKind = kinds.map((kind) => [kind, median(rounds.map(({ cpuMs }) => cpuMs[kind] ?? 0))]);
    const total = median(rounds.map(({ cpuMs }) => Object.values(cpuMs).reduce((a, b) => a + b, 0)));
    console.log(
      `${name.padEnd(34)} wall ${Math.round(median(rounds.map(({ wallMs }) => wallMs)))} ms  CPU ${Math.round(total)} ms (${byKind.map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(", ")})`,
    );
  }
} finally {
  await stop(site.child);
}
