// `node scripts/bench/compare-builds.mjs`: this checkout's build against another checkout's, side
// by side: the instances asked directly (no nginx), as browsers ask (Accept-Encoding br, gzip or
// none), for the cost of a per-request change (prints figures, asserts nothing).
// COMPARE_BASE: the other checkout's folder, built (`npm run build` or `npm run build:test` there;
// `git worktree add` or `git archive <commit> | tar -x` and a link to node_modules make one).
// One sandbox (this checkout's) serves both instances. For each page (BENCH_PAGES, default / and
// /cn/pricing) and encoding, autocannon (BENCH_CONNECTIONS, 10) alternates BENCH_ROUNDS (5) slices
// of COMPARE_SECONDS (3 s) between the two instances, after a warm-up of each; printed: req/s
// (median of the slices) and CPU ms per request (the process's user + system time over the
// slices' requests, compression's threads included), which a busy machine moves far less than
// req/s, and the ratio this ÷ base of each.
// Ports: COMPARE_PORT (3280) this build, + 1 the base, + 2 the sandbox.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_PAGES, DESKTOP_CHROME_UA, HOST, machineLoad, startSandbox, stop, stopOnExit, waitForHealth } from "../lib/processes.mjs";

const BASE = process.env.COMPARE_BASE;
const PORT = Number(process.env.COMPARE_PORT ?? 3280);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = process.env.BENCH_PAGES ? BENCH_PAGES : ["/", "/cn/pricing"];
/** Accept-Encoding as browsers send it (Chrome over HTTPS, over HTTP) and none. */
const ENCODINGS = { br: "gzip, deflate, br, zstd", gzip: "gzip, deflate", none: null };
/** The headers nginx would send an instance for an anonymous desktop visitor in Singapore. */
const HEADERS = { "User-Agent": DESKTOP_CHROME_UA, "X-Device-Class": "desktop", "X-Region": "SG" };

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** The built site of the checkout in `dir` on `port`, with the sandbox at `upstream`. */
function startBuild(dir, port, upstream) {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST, SANDBOX_ORIGIN: upstream, LOG_LEVEL: "warn", RATE_LIMIT_SCALE: "100000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { child, url: `http://${HOST}:${port}` };
}

/** CPU seconds (user + system) the process `pid` has used, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** autocannon for SECONDS on `url`: requests, non-2xx and the CPU seconds `pid` spent meanwhile. */
function slice(url, headers, pid) {
  const before = cpuSeconds(pid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve({ requests: result.requests.total, non2xx: result.non2xx + result.errors, cpu: cpuSeconds(pid) - before }),
    );
  });
}

async function main() {
  if (!BASE) throw new Error("COMPARE_BASE: the folder of the other checkout, built");
  console.log(
    `compare-builds — this checkout against ${path.resolve(BASE)}; ${CONNECTIONS} connections, ${ROUNDS} alternating slices of ${SECONDS} s; ${machineLoad()}`,
  );
  const sandbox = startSandbox(PORT + 2);
  const builds = { this: startBuild(".", PORT, sandbox.url), base: startBuild(BASE, PORT + 1, sandbox.url) };
  stopOnExit(sandbox.child, builds.this.child, builds.base.child);
  try {
    await waitForHealth(sandbox.url, "/__sandbox/analytics");
    await Promise.all(Object.values(builds).map((build) => waitForHealth(build.url)));
    const rows = [];
    for (const page of PAGES) {
      for (const [encoding, acceptEncoding] of Object.entries(ENCODINGS)) {
        const headers = acceptEncoding ? { ...HEADERS, "Accept-Encoding": acceptEncoding } : HEADERS;
        for (const build of Object.values(builds)) await slice(`${build.url}${page}`, headers, build.child.pid);
        const slices = { this: [], base: [] };
        for (let round = 0; round < ROUNDS; round++) {
          for (const [name, build] of Object.entries(builds)) slices[name].push(await slice(`${build.url}${page}`, headers, build.child.pid));
        }
        const figures = Object.fromEntries(
          Object.entries(slices).map(([name, runs]) => [
            name,
            {
              rps: median(runs.map((run) => run.requests / SECONDS)),
              cpuMs: (runs.reduce((sum, run) => sum + run.cpu, 0) / runs.reduce((sum, run) => sum + run.requests, 0)) * 1000,
              non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
            },
          ]),
        );
        rows.push({
          page,
          encoding,
          "base req/s": Math.round(figures.base.rps),
          "this req/s": Math.round(figures.this.rps),
          "req/s this ÷ base": Number((figures.this.rps / figures.base.rps).toFixed(3)),
          "base CPU ms/req": Number(figures.base.cpuMs.toFixed(3)),
          "this CPU ms/req": Number(figures.this.cpuMs.toFixed(3)),
          "CPU this ÷ base": Number((figures.this.cpuMs / figures.base.cpuMs).toFixed(3)),
          "non-2xx": figures.base.non2xx + figures.this.non2xx,
        });
      }
    }
    console.table(rows);
  } finally {
    await Promise.all([stop(builds.this.child), stop(builds.base.child), stop(sandbox.child)]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
