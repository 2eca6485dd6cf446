// `npm run bench:cache`: the shared cache in front of the site, measured on loopback (prints
// figures, asserts nothing). Needs a build (npm run build) and Debian's nginx (installed through
// scripts/machine/ensure-packages.sh when missing). Starts the sandbox, the site (build/server.js) and
// nginx with the repository's configuration (deploy/nginx.conf, filled by
// scripts/lib/nginx-cache.mjs), plus a second nginx server in the same process that serves files.
//
// - Anonymous requests/s through the cache against nginx serving the same bytes from a file:
//   for each page (BENCH_CACHE_PAGES, default /, /cn/pricing and a news article), the page is
//   fetched once through the cache (a desktop browser's User-Agent, the country a CDN would name:
//   X-Country-Code SG) and its bytes written to a file; then autocannon (BENCH_CONNECTIONS, 10
//   connections) alternates BENCH_ROUNDS (3) slices of BENCH_CACHE_SECONDS / ROUNDS (6 s in all per
//   server) between the cache, the file and the site alone (no cache, the figure of today), so
//   that the machine's load weighs on all three alike. Ratio = cache ÷ file (goal ≥ 0.8).
// - Hit ratio over a crawl of the sitemap (its URLs, every locale), crawled twice in a row as one
//   anonymous visitor: the first crawl fills the cache, the second is what visitors meet.
// - Signed-in requests/s of `/` (a sandbox user's session cookies): through nginx (bypassed) and
//   at the site directly, in alternating slices: the cache must leave them as they were.
// Ports: BENCH_CACHE_PORT (3250) the site, BENCH_CACHE_SANDBOX_PORT (its + 1000) the sandbox,
// BENCH_CACHE_NGINX_PORT (8250) the cache and the next port the file server.
import { constants, publicEncrypt } from "node:crypto";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startCacheNginx } from "../lib/nginx-cache.mjs";
import { HOST, DESKTOP_CHROME_UA, machineLoad, startStack } from "../lib/processes.mjs";

const PORT = Number(process.env.BENCH_CACHE_PORT ?? 3250);
const SANDBOX_PORT = Number(process.env.BENCH_CACHE_SANDBOX_PORT ?? PORT + 1000);
const NGINX_PORT = Number(process.env.BENCH_CACHE_NGINX_PORT ?? 8250);
const FILE_PORT = NGINX_PORT + 1;
const SECONDS = Number(process.env.BENCH_CACHE_SECONDS ?? 6);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = (process.env.BENCH_CACHE_PAGES ?? "/,/cn/pricing,/news/market-structure-basics").split(",");
const HEADERS = { "User-Agent": DESKTOP_CHROME_UA, "X-Country-Code": "SG" };

const SITE = `http://${HOST}:${PORT}`;
const CACHE = `http://${HOST}:${NGINX_PORT}`;
const FILES = `http://${HOST}:${FILE_PORT}`;

/** autocannon for `seconds` at CONNECTIONS connections: mean requests/s and the non-2xx count. */
function load(url, seconds, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.total / seconds, non2xx: result.non2xx + result.errors }),
    );
  });
}

/** Alternating slices over `targets` ({ name: [url, headers] }): mean requests/s of each. */
async function alternate(targets) {
  const totals = Object.fromEntries(Object.keys(targets).map((name) => [name, { rps: 0, non2xx: 0 }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, [url, headers]] of Object.entries(targets)) {
      const { rps, non2xx } = await load(url, SECONDS / ROUNDS, headers);
      totals[name].rps += rps / ROUNDS;
      totals[name].non2xx += non2xx;
    }
  }
  return totals;
}

/** A session of a new sandbox user, as a Cookie header (the password RSA-encrypted as the site does). */
async function signedInCookie(sandboxUrl) {
  const email = `bench-cache-${Date.now().toString(36)}@example.com`;
  const password = "Bench12345";
  const created = await fetch(`${sandboxUrl}/__sandbox/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!created.ok) throw new Error(`sandbox user: HTTP ${created.status}`);
  const key = readFileSync("sandbox/keys/sandbox-public.pem", "utf8");
  const encrypted = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(password)).toString("base64");
  const login = await fetch(`${sandboxUrl}/user-server-sg/web/web-password-login/v2`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ loginType: "email", email, password: encrypted }),
  });
  const { data } = await login.json();
  return `uuid=${data.uuid}; token=${data.token}`;
}

async function main() {
  console.log(
    `bench:cache — ${CONNECTIONS} connections, ${SECONDS} s per server and page in ${ROUNDS} alternating slices; load average at start ${machineLoad()}`,
  );
  const stack = startStack(PORT, SANDBOX_PORT, { siteEnv: { RATE_LIMIT_SCALE: "100000" } });
  let nginx;
  try {
    await stack.ready();
    const extra = `
  # The bench's file server: nginx answering the same bytes from a file.
  server {
    listen ${HOST}:${FILE_PORT};
    access_log {{WORK_DIR}}/nginx-access.log;
    location / {
      root {{WORK_DIR}}/files;
      default_type text/html;
    }
  }`;
    nginx = await startCacheNginx({ listen: `${HOST}:${NGINX_PORT}`, site: `${HOST}:${PORT}`, extra });
    mkdirSync(path.join(nginx.workDir, "files"), { recursive: true });

    // 1. Anonymous pages: the cache against the same bytes from a file, and the site alone.
    const rows = [];
    for (const [index, page] of PAGES.entries()) {
      const first = await fetch(`${CACHE}${page}`, { headers: HEADERS });
      const bytes = Buffer.from(await first.arrayBuffer());
      const again = await fetch(`${CACHE}${page}`, { headers: HEADERS });
      await again.arrayBuffer();
      const file = `page-${index}.html`;
      writeFileSync(path.join(nginx.workDir, "files", file), bytes);
      const figures = await alternate({ cache: [`${CACHE}${page}`, HEADERS], file: [`${FILES}/${file}`, HEADERS], site: [`${SITE}${page}`, HEADERS] });
      rows.push({
        page,
        status: first.status,
        "cache before": `${first.headers.get("x-cache-status")} → ${again.headers.get("x-cache-status")}`,
        bytes: bytes.length,
        "cache req/s": Math.round(figures.cache.rps),
        "file req/s": Math.round(figures.file.rps),
        "cache ÷ file": Number((figures.cache.rps / figures.file.rps).toFixed(2)),
        "site alone req/s": Math.round(figures.site.rps),
        "non-2xx": figures.cache.non2xx + figures.file.non2xx + figures.site.non2xx,
      });
    }
    console.log("\nAnonymous requests/s: through the cache, from a file, and the site alone");
    console.table(rows);

    // 2. Hit ratio over two crawls of the sitemap.
    const sitemap = await (await fetch(`${CACHE}/sitemap.xml`, { headers: HEADERS })).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname + new URL(loc).search);
    const crawls = [];
    for (const crawl of [1, 2]) {
      const statuses = {};
      for (const page of paths) {
        const response = await fetch(`${CACHE}${page}`, { headers: HEADERS, redirect: "manual" });
        await response.arrayBuffer();
        const status = response.headers.get("x-cache-status") ?? "none";
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      crawls.push({ crawl, urls: paths.length, ...statuses, "hit ratio": Number(((statuses.HIT ?? 0) / paths.length).toFixed(3)) });
    }
    console.log("\nHit ratio over the sitemap, crawled twice in a row");
    console.table(crawls);

    // 3. Signed-in visitors: bypassed by the cache, as fast as at the site itself.
    const cookie = await signedInCookie(stack.sandbox.url);
    const signedHeaders = { ...HEADERS, Cookie: cookie };
    const check = await fetch(`${CACHE}/`, { headers: signedHeaders });
    const signedHtml = await check.text();
    const signed = await alternate({ "through nginx": [`${CACHE}/`, signedHeaders], "site directly": [`${SITE}/`, signedHeaders] });
    console.log(
      `\nSigned-in requests/s of / (X-Cache-Status ${check.headers.get("x-cache-status")}, Cache-Control ${check.headers.get("cache-control")}, signed in: ${signedHtml.includes("user-menu__name") || signedHtml.includes('"isLogin":true')})`,
    );
    console.table(Object.entries(signed).map(([way, { rps, non2xx }]) => ({ way, "req/s": Math.round(rps), "non-2xx": non2xx })));
  } finally {
    await nginx?.stop();
    await stack.stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
