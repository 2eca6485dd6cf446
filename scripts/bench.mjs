// `npm run bench`: measures the production build on loopback and prints figures (never asserts).
// - SSR throughput and latency (autocannon, 10 connections, bounded duration) of a few pages;
// - the JavaScript and CSS bytes (gzipped) each measured page loads, and the locale texts.
// Needs a build (npm run build). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10)
// change the run; results are also written to bench-results/latest.json.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = (process.env.BENCH_PAGES ?? "/,/cn/pricing,/sign-in,/news/market-1").split(",");

function startServer() {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", SANDBOX_DB: ":memory:", LOG_LEVEL: "warn", RATE_LIMIT_SCALE: "100000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { "User-Agent": "Mozilla/5.0 (Macintosh) Chrome/126 bench" } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function assetBytes(path) {
  const html = await (await fetch(BASE + path)).text();
  const scripts = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]));
  const size = async (list) => {
    let total = 0;
    for (const url of list) total += gzipSync(Buffer.from(await (await fetch(BASE + url)).arrayBuffer())).length;
    return total;
  };
  return { js: await size(scripts), css: await size(styles), html: gzipSync(Buffer.from(html)).length, scripts: scripts.size, styles: styles.size };
}

const server = startServer();
try {
  await waitForHealth();
  const results = [];
  for (const path of PAGES) {
    for (let i = 0; i < 20; i++) await (await fetch(BASE + path)).text(); // warm up
    const r = await run(BASE + path);
    const bytes = await assetBytes(path);
    results.push({
      path,
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      jsGzipBytes: bytes.js,
      cssGzipBytes: bytes.css,
      htmlGzipBytes: bytes.html,
    });
  }
  const locales = {};
  for (const locale of ["en", "cn", "zh-hk"]) locales[locale] = gzipSync(Buffer.from(await (await fetch(`${BASE}/locales/${locale}`)).arrayBuffer())).length;
  console.log(`\nSSR on loopback, ${CONNECTIONS} connections × ${SECONDS} s per page (load generator on the same machine)\n`);
  console.table(results);
  console.log("locale texts (gzip bytes, loaded once per build and cached):", locales);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/latest.json", JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results, locales }, null, 2));
} finally {
  server.kill("SIGTERM");
}
