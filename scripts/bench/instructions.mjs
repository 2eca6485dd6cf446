// `npm run bench:instructions`: CPU instructions per server-rendered page, counted by valgrind's
// callgrind, after `npm run build`. Prints figures, never asserts.
//
// Why: this machine is a virtual one whose speed changes from minute to minute (the same bench run
// twice gives figures 20-40 % apart, README "Benchmarks"), so a change of a few per cent cannot be
// told from noise with requests per second. An instruction count does not depend on the machine's
// load or clock: the same build, page and warm-up give nearly the same count (`/`: 11.47 and 11.46 M
// in two runs), so two builds can be compared; pages with rarer costs (below) spread more, so
// compare their medians over two runs.
//
// How: the sandbox upstream in a process of its own; the site under callgrind with instrumentation
// off while it starts and warms up (INSTRUCTIONS_WARMUP requests of each page, default 400, so the
// JIT has compiled the hot code as in production), then for each page (BENCH_PAGES, default the
// bench's four) INSTRUCTIONS_REQUESTS sequential requests (default 300, one keep-alive connection,
// the bench's desktop Chrome user agent) counted in INSTRUCTIONS_WINDOWS windows (default 5), each
// window's count divided by its requests; the median window is the figure for comparing builds
// (the min, max and mean, which spreads the rare costs below over every request, are printed too).
// A window can hold a rare cost the others do not (a major garbage collection; an upstream list
// whose cache lifetime ran out, which happens more often when everything runs ~50x slower).
// Everything the process does in that window counts: Express and the middleware, Remix, the
// loaders, React's render, garbage collection, the socket writes (not the kernel's side).
// Under callgrind the site runs ~50x slower: ~1.5 minutes a page with the defaults.
// Needs valgrind (Debian's package; installed when missing by scripts/machine/ensure-packages.sh, as root or
// through `sudo -n`).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_PAGES as PAGES, DESKTOP_CHROME_UA as UA, HOST, startSandbox, startSite, stop, stopOnExit, waitForHealth } from "../lib/processes.mjs";

const WARMUP = Number(process.env.INSTRUCTIONS_WARMUP ?? 400);
const REQUESTS = Number(process.env.INSTRUCTIONS_REQUESTS ?? 300);
const WINDOWS = Number(process.env.INSTRUCTIONS_WINDOWS ?? 5);
const PORT = 3250;
const SANDBOX_PORT = 4250;

/** valgrind on the PATH, installed from Debian's packages when missing (scripts/machine/ensure-packages.sh). */
function ensureValgrind() {
  const { status } = spawnSync("bash", [fileURLToPath(new URL("../machine/ensure-packages.sh", import.meta.url)), "valgrind"], { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

// callgrind_control finds the process through a pipe named after the USER and HOST variables
// (valgrind's vgdb reads them, "???" when unset); the site and the controller get the same ones.
const USER = process.env.USER ?? process.env.LOGNAME ?? "root";
const controlEnv = { ...process.env, HOST, USER, LOGNAME: USER };

/** Runs callgrind_control with `args` against the site's process. */
function control(pid, ...args) {
  execFileSync("callgrind_control", [...args, String(pid)], { env: controlEnv, stdio: "pipe" });
}

/** `count` sequential GET requests of `page` on one keep-alive connection; throws on a non-200. */
async function requests(page, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < count; i++) {
      await new Promise((resolve, reject) => {
        http
          .get(`http://${HOST}:${PORT}${page}`, { agent, headers: { "User-Agent": UA } }, (res) => {
            if (res.statusCode !== 200) reject(new Error(`${page} answered ${res.statusCode}`));
            res.resume();
            res.on("end", resolve);
          })
          .on("error", reject);
      });
    }
  } finally {
    agent.destroy();
  }
}

/** The instruction total of the newest callgrind dump in `dir` beside `base`. */
function lastDumpTotal(dir, base) {
  const dumps = readdirSync(dir)
    .filter((f) => f.startsWith(`${base}.`) && /\.\d+$/.test(f))
    .sort((a, b) => Number(a.split(".").pop()) - Number(b.split(".").pop()));
  const text = readFileSync(path.join(dir, dumps.at(-1)), "utf8");
  const total = text.match(/^totals: (\d+)/m);
  if (!total) throw new Error(`no total in ${dumps.at(-1)}`);
  return Number(total[1]);
}

ensureValgrind();
if (!existsSync("build/server.js")) {
  console.error("no build: run npm run build first");
  process.exit(1);
}
const dir = mkdtempSync(path.join(tmpdir(), "instructions-"));
const base = "callgrind.out";
const sandbox = startSandbox(SANDBOX_PORT);
const site = startSite(PORT, {
  upstream: sandbox.url,
  env: { RATE_LIMIT_SCALE: "100000", USER, LOGNAME: USER },
  launcher: [
    "valgrind",
    "--tool=callgrind",
    "--instr-atstart=no",
    // V8 writes the code it compiles into memory it then runs.
    "--smc-check=all-non-file",
    `--callgrind-out-file=${path.join(dir, base)}`,
    `--log-file=${path.join(dir, "valgrind.log")}`,
  ],
});
stopOnExit(site.child, sandbox.child);
try {
  await Promise.all([waitForHealth(site.url, "/healthz", 180_000), waitForHealth(sandbox.url, "/__sandbox/analytics")]);
  console.log(`instructions: site under callgrind (pid ${site.child.pid}), ${WARMUP} warm-up and ${REQUESTS} counted requests per page`);
  const rows = [];
  for (const page of PAGES) await requests(page, WARMUP);
  const perWindow = Math.max(1, Math.floor(REQUESTS / WINDOWS));
  for (const page of PAGES) {
    const counts = [];
    for (let w = 0; w < WINDOWS; w++) {
      control(site.child.pid, "--zero");
      control(site.child.pid, "--instr=on");
      await requests(page, perWindow);
      control(site.child.pid, "--instr=off");
      control(site.child.pid, "--dump");
      counts.push(lastDumpTotal(dir, base) / perWindow / 1e6);
    }
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    counts.sort((a, b) => a - b);
    const median = counts[Math.floor(counts.length / 2)];
    rows.push({
      path: page,
      medianM: +median.toFixed(2),
      meanM: +mean.toFixed(2),
      minM: +counts[0].toFixed(2),
      maxM: +counts.at(-1).toFixed(2),
      windows: WINDOWS,
      requestsPerWindow: perWindow,
    });
    console.log(
      `  ${page}: ${median.toFixed(2)} M instructions per request (median of ${WINDOWS} windows, ${counts[0].toFixed(2)}-${counts.at(-1).toFixed(2)}; mean ${mean.toFixed(2)})`,
    );
  }
  console.table(rows);
} finally {
  await Promise.all([stop(site.child), stop(sandbox.child)]);
  rmSync(dir, { recursive: true, force: true });
}
