// `npm run soak`: a soak of SOAK_SECONDS (600 = 10 minutes) at a moderate, fixed rate
// (SOAK_RATE, 40 requests/s overall, over SOAK_CONNECTIONS = 8 connections) on loopback, cycling
// through pages, a resource route and the sign-in form post (wrong password), with client
// addresses from a pool as behind a proxy. Every SOAK_INTERVAL seconds (30) it samples the site
// process's RSS and open handles (/proc/<pid>/status and /proc/<pid>/fd) and prints the series,
// then the change from the first sample after warm-up to the last. With SOAK_LIVE_HEAP=1 each
// sample also forces a full GC in the site and reads the heap still in use (scripts/lib/
// live-heap.mjs): what a leak would grow, unlike RSS, which also holds heap V8 has not given back
// (the forced GCs lower RSS too, so compare RSS only between runs without it). Asserts nothing.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { autocannonFigures, failingSignInBody, machineLoad, openHandles, randomClientIp, rssMiB, sleep, startStack } from "../lib/processes.mjs";

const PORT = Number(process.env.SOAK_PORT ?? 3400);
const SANDBOX_PORT = Number(process.env.SOAK_SANDBOX_PORT ?? 4400);
const SECONDS = Math.min(Number(process.env.SOAK_SECONDS ?? 600), 3600);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const INTERVAL = Number(process.env.SOAK_INTERVAL ?? 30);
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const LIVE_HEAP = process.env.SOAK_LIVE_HEAP === "1";
const LIVE_HEAP_FILE = path.join(tmpdir(), `soak-live-heap-${process.pid}.txt`);

const stack = startStack(PORT, SANDBOX_PORT, {
  siteEnv: LIVE_HEAP ? { NODE_OPTIONS: "--expose-gc --import ./scripts/lib/live-heap.mjs", LIVE_HEAP_FILE } : {},
});
const { site } = stack;
const BASE = site.url;

const signInBody = () => failingSignInBody("soak");
const MIX = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/cn/pricing" },
  { method: "GET", path: "/stocks" },
  { method: "GET", path: "/help-center" },
  { method: "GET", path: "/news/market-structure-basics" },
  { method: "GET", path: "/sitemap.xml" },
  { method: "GET", path: "/no-such-page" },
  { method: "POST", path: "/sign-in", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE }, post: true },
];

try {
  await stack.ready();
  const pid = site.child.pid;
  console.log(
    `soak: ${SECONDS} s at ${RATE} req/s over ${CONNECTIONS} connections against ${BASE} (site pid ${pid}), sampling every ${INTERVAL} s; ${machineLoad()}`,
  );
  const series = [];
  const started = Date.now();
  /** Heap in use after a full GC in the site (MiB), or undefined without SOAK_LIVE_HEAP. */
  const liveHeap = async () => {
    if (!LIVE_HEAP) return undefined;
    process.kill(pid, "SIGUSR2");
    await sleep(500);
    return Number(readFileSync(LIVE_HEAP_FILE, "utf8"));
  };
  const sample = async (label) => {
    const row = {
      t: `${Math.round((Date.now() - started) / 1000)} s`,
      rssMiB: rssMiB(pid),
      openHandles: openHandles(pid),
      ...(LIVE_HEAP ? { liveHeapMiB: await liveHeap() } : {}),
      note: label ?? "",
    };
    series.push(row);
    const heap = LIVE_HEAP ? `  live heap ${String(row.liveHeapMiB).padStart(6)} MiB` : "";
    console.log(`  ${row.t.padStart(6)}  RSS ${String(row.rssMiB).padStart(6)} MiB  handles ${String(row.openHandles).padStart(4)}${heap}  ${row.note}`);
  };
  await sample("before load");
  const sampler = setInterval(() => void sample(), INTERVAL * 1000);

  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: BASE,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: SECONDS,
        timeout: 30,
        requests: MIX.map((r) => ({
          method: r.method,
          path: r.path,
          headers: r.headers,
          setupRequest: (req) => ({
            ...req,
            ...(r.post ? { body: signInBody() } : {}),
            headers: { ...req.headers, "X-Forwarded-For": randomClientIp(2000), "User-Agent": UA },
          }),
        })),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
  });
  clearInterval(sampler);
  await sample("end of load");
  await sleep(10_000);
  await sample("10 s idle");

  const firstLoaded = series.find((r) => r.note === "") ?? series[1];
  const last = series.at(-1);
  console.log(`\nSoak on loopback (${machineLoad()} at the end)`);
  console.table(series);
  console.table({
    ...autocannonFigures(result),
    [`RSS change ${firstLoaded.t} → end, MiB`]: +(last.rssMiB - firstLoaded.rssMiB).toFixed(1),
    [`handles change ${firstLoaded.t} → end`]: last.openHandles - firstLoaded.openHandles,
    ...(LIVE_HEAP ? { [`live heap change ${firstLoaded.t} → end, MiB`]: +(last.liveHeapMiB - firstLoaded.liveHeapMiB).toFixed(1) } : {}),
  });
  console.log("4xx are the wrong-password sign-in posts (400) and the 404 page.");
} finally {
  await stack.stopAll();
}
