// Crawls the built site (build/server.js, started here with its sandbox): every page of
// app/pages.json in the three locales, every URL of sitemap.xml, and unknown paths. A page answers
// 200 (or, for a page that needs a session, a redirect to this site), an unknown path 404; never
// a 5xx. Prints one line per failure and a count; exits 1 on any failure. Used by
// `npm run test:unpatched` (docs/patches.md). CRAWL_PORT or UNPATCHED_PORT (default 3190).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const PORT = Number(process.env.CRAWL_PORT ?? process.env.UNPATCHED_PORT ?? 3190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PREFIXES = ["", "/cn", "/hk"];

const server = spawn(process.execPath, ["build/server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", SANDBOX_DB: ":memory:", LOG_LEVEL: "warn", SANDBOX_PORT: "0" },
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function ready() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start within 30 s");
}

const failures = [];
let checked = 0;

/** GETs `path` and checks its status against `expect` ("page" or 404). */
async function check(path, expect) {
  checked++;
  const response = await fetch(ORIGIN + path, { redirect: "manual", headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) crawl" } });
  const body = await response.text();
  const status = response.status;
  if (expect === 404) {
    if (status !== 404) failures.push(`${path}: ${status}, expected 404`);
    return;
  }
  if (status === 200) {
    if (!body.includes("<html")) failures.push(`${path}: 200 without a document`);
    return;
  }
  const location = response.headers.get("Location") ?? "";
  if (status >= 300 && status < 400 && location.startsWith("/")) return;
  failures.push(`${path}: ${status}${location ? ` → ${location}` : ""}`);
}

await ready();
const { pages } = JSON.parse(readFileSync("app/pages.json", "utf8"));
for (const page of pages) {
  const path = page.path.replace(/\/:[^/]+\?$/, "");
  for (const prefix of PREFIXES) await check(path ? `${prefix}/${path}` : prefix || "/", "page");
}
const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) await check(new URL(url).pathname, "page");
for (const prefix of PREFIXES) {
  await check(`${prefix}/no-such-page`, 404);
  await check(`${prefix}/news/no-such-article`, 404);
}
await check("/xx/stocks", 404);
stop();
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`crawl: ${checked} requests, ${failures.length} failures`);
process.exit(failures.length ? 1 : 0);
