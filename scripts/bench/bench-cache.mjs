// `npm run bench:cache`: the shared cache in front of the site, measured on loopback as browsers
// ask (prints figures, asserts nothing). Needs a build (npm run build) and Debian's nginx
// (installed through scripts/machine/ensure-packages.sh when missing). Starts the sandbox, the site
// (build/server.js) and nginx with the repository's configuration (deploy/nginx.conf, filled by
// scripts/lib/nginx-cache.mjs), plus a second nginx server in the same process that serves files.
//
// 1. The pages: `/`, `/cn/pricing`, the longest help article and the largest page the site renders
//    (the longest fee table, news list or article), the last two found by a crawl of the sitemap
//    and of the help and news pages it links (every locale), by their HTML's size; or
//    BENCH_CACHE_PAGES (comma-separated paths).
// 2. Anonymous pages through the cache against nginx answering the same bytes from a file, for
//    each page × Accept-Encoding × connection reuse: the encodings as browsers send them
//    (`gzip, deflate, br, zstd` over HTTPS, `gzip, deflate` over HTTP) and none; kept-alive
//    connections, and a new connection for every request. Each page is fetched through the cache
//    until it is a HIT and its stored bytes (as sent, compressed or not) are written to a file;
//    then autocannon (BENCH_CONNECTIONS, 10) runs BENCH_ROUNDS (3) slices of BENCH_CACHE_SECONDS
//    (3 s) on each of the two, alternating, so that the machine's load weighs on both alike.
//    Printed: req/s, p50 and p99 latency (medians of the slices), req/s ratio cache ÷ file, p99
//    cache − file, the answer's bytes and framing (Content-Length or chunked).
// 3. Signed-in `/` (a sandbox user's session cookies; never kept by the cache): through nginx, through
//    nginx and the balancer (the production layout: deploy/haproxy.cfg, both its entries naming the
//    one instance) and at the instance directly, the same encodings and slices, kept-alive: the
//    ratios to direct.
// 4. Hit ratio over the sitemap (its URLs, every locale), crawled twice in a row as one anonymous
//    visitor: the first crawl fills the cache, the second is what visitors meet.
// Clients send a desktop browser's User-Agent and the country a CDN would name (X-Country-Code SG).
// Ports: BENCH_CACHE_PORT (3250) the site, BENCH_CACHE_SANDBOX_PORT (its + 1000) the sandbox,
// BENCH_CACHE_NGINX_PORT (8250) the cache, the next port the file server, the next the balancer and
// the next nginx in front of the balancer. Needs Debian's haproxy too.
import { constants, publicEncrypt } from "node:crypto";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { startBalancer } from "../lib/balancer.mjs";
import { startCacheNginx } from "../lib/nginx-cache.mjs";
import { HOST, DESKTOP_CHROME_UA, machineLoad, startStack } from "../lib/processes.mjs";

const PORT = Number(process.env.BENCH_CACHE_PORT ?? 3250);
const SANDBOX_PORT = Number(process.env.BENCH_CACHE_SANDBOX_PORT ?? PORT + 1000);
const NGINX_PORT = Number(process.env.BENCH_CACHE_NGINX_PORT ?? 8250);
const FILE_PORT = NGINX_PORT + 1;
const BALANCER_PORT = NGINX_PORT + 2;
const LAYOUT_PORT = NGINX_PORT + 3;
const SECONDS = Number(process.env.BENCH_CACHE_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = process.env.BENCH_CACHE_PAGES?.split(",");
const HEADERS = { "User-Agent": DESKTOP_CHROME_UA, "X-Country-Code": "SG" };
/** Accept-Encoding as browsers send it by default: Chrome over HTTPS, over HTTP, and none. */
const ENCODINGS = { br: "gzip, deflate, br, zstd", gzip: "gzip, deflate", none: null };
/** Connection reuse: kept alive (autocannon), or a new connection for every request (newConnections). */
const REUSE = ["kept alive", "new each"];
/** At most this many URLs in the crawl for the largest pages. */
const CRAWL_LIMIT = 1500;

const SITE = `http://${HOST}:${PORT}`;
const CACHE = `http://${HOST}:${NGINX_PORT}`;
const FILES = `http://${HOST}:${FILE_PORT}`;

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const withEncoding = (headers, encoding) => (ENCODINGS[encoding] ? { ...headers, "Accept-Encoding": ENCODINGS[encoding] } : headers);

/** autocannon for `seconds`: requests/s, p50 and p99 latency (ms) and the non-2xx/error count. */
function load(url, seconds, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) =>
      error
        ? reject(error)
        : resolve({ rps: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors }),
    );
  });
}

/**
 * CONNECTIONS clients for `seconds`, each sending one GET per new connection, which it ends once
 * the answer is complete (by Content-Length, or a chunked answer's last chunk), as a browser
 * opening a connection for a page. autocannon has no such mode (its reconnectRate of 1 sends
 * nothing). The client ends each connection with a reset, not a FIN: a closed connection would
 * stay in TIME_WAIT for a minute on one side, and thousands a second would hold loopback's
 * ephemeral ports, where other servers on the machine listen (their bind then fails), or meet
 * the next connection's SYN (1 s retries).
 * Answers the same figures as load().
 */
async function newConnections(url, seconds, headers) {
  const { hostname, port, pathname, search } = new URL(url);
  const head = [
    `GET ${pathname}${search} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
  const complete = (buffer) => {
    const end = buffer.indexOf("\r\n\r\n");
    if (end === -1) return false;
    const length = /\r\ncontent-length: *(\d+)/i.exec(buffer.subarray(0, end).toString("latin1"));
    if (length) return buffer.length >= end + 4 + Number(length[1]);
    return buffer.subarray(-5).toString("latin1") === "0\r\n\r\n";
  };
  const one = () =>
    new Promise((resolve) => {
      const socket = connect(Number(port), hostname);
      const chunks = [];
      let size = 0;
      socket.setNoDelay(true);
      socket.on("connect", () => socket.write(head));
      socket.on("data", (chunk) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > 12 && complete(Buffer.concat(chunks))) {
          const ok = Buffer.concat(chunks).subarray(9, 12).toString("latin1").startsWith("2");
          socket.resetAndDestroy();
          resolve(ok);
        }
      });
      socket.on("error", () => {
        socket.destroy();
        resolve(false);
      });
    });
  const latencies = [];
  let non2xx = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        if (await one()) latencies.push(performance.now() - start);
        else non2xx++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), non2xx };
}

/** Alternating slices over `targets` ({ name: [url, headers, reuse] }): medians of each one's slices. */
async function alternate(targets) {
  const slices = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, [url, headers, reuse]] of Object.entries(targets)) {
      slices[name].push(reuse === "new each" ? await newConnections(url, SECONDS, headers) : await load(url, SECONDS, headers));
    }
  }
  return Object.fromEntries(
    Object.entries(slices).map(([name, runs]) => [
      name,
      {
        rps: median(runs.map((run) => run.rps)),
        p50: median(runs.map((run) => run.p50)),
        p99: median(runs.map((run) => run.p99)),
        non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      },
    ]),
  );
}

/** One GET as raw bytes (no decoding): status, headers and body. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * The pages to measure: `/`, `/cn/pricing`, the longest help article and the largest page, by the
 * size of their HTML, over the sitemap and the help and news pages reached from it (same site,
 * every locale). Answers [{ page, why }].
 */
async function pagesToMeasure() {
  if (PAGES) return PAGES.map((page) => ({ page, why: "BENCH_CACHE_PAGES" }));
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`, { headers: HEADERS })).text();
  const queue = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname + new URL(loc).search);
  const seen = new Set(queue);
  const sizes = new Map();
  while (queue.length && sizes.size < CRAWL_LIMIT) {
    const page = queue.shift();
    const response = await rawGet(`${SITE}${page}`, HEADERS);
    if (response.status !== 200 || !String(response.headers["content-type"]).startsWith("text/html")) continue;
    sizes.set(page, response.body.length);
    for (const [, href] of response.body.toString("utf8").matchAll(/href="(\/(?:cn\/|hk\/)?(?:help-key|help-center|news|news-list|news-center)[^"#]*)/g)) {
      const link = href.replaceAll("&amp;", "&");
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  const bySize = [...sizes].sort((a, b) => b[1] - a[1]);
  const help = bySize.find(([page]) => /^\/(?:cn\/|hk\/)?help-key\//.test(page));
  const chosen = [
    { page: "/", why: "home" },
    { page: "/cn/pricing", why: "the fee tables" },
    ...(help ? [{ page: help[0], why: "the longest help article" }] : []),
    { page: bySize[0][0], why: `the largest of ${sizes.size} pages crawled` },
  ];
  const merged = new Map();
  for (const { page, why } of chosen) merged.set(page, merged.has(page) ? `${merged.get(page)}; ${why}` : why);
  return [...merged].map(([page, why]) => ({ page, why }));
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
    `bench:cache — ${CONNECTIONS} connections, ${ROUNDS} alternating slices of ${SECONDS} s per server and case (medians); load average at start ${machineLoad()}`,
  );
  const stack = startStack(PORT, SANDBOX_PORT, { siteEnv: { RATE_LIMIT_SCALE: "100000" } });
  let nginx;
  let balancer;
  let layout;
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

    // 1. The pages.
    const pages = await pagesToMeasure();
    console.log("\nPages measured");
    console.table(pages);

    // 2. Anonymous pages: the cache against the same bytes from a file.
    const rows = [];
    for (const [index, { page }] of pages.entries()) {
      for (const encoding of Object.keys(ENCODINGS)) {
        const headers = withEncoding(HEADERS, encoding);
        let stored;
        for (let attempt = 0; attempt < 5 && stored?.headers["x-cache-status"] !== "HIT"; attempt++) stored = await rawGet(`${CACHE}${page}`, headers);
        const file = `page-${index}-${encoding}`;
        writeFileSync(path.join(nginx.workDir, "files", file), stored.body);
        for (const reuse of REUSE) {
          const figures = await alternate({ cache: [`${CACHE}${page}`, headers, reuse], file: [`${FILES}/${file}`, headers, reuse] });
          rows.push({
            page: page.length > 32 ? `${page.slice(0, 31)}…` : page,
            encoding,
            connections: reuse,
            bytes: stored.body.length,
            framing: stored.headers["content-length"] ? "length" : (stored.headers["transfer-encoding"] ?? "none"),
            "cache req/s": Math.round(figures.cache.rps),
            "file req/s": Math.round(figures.file.rps),
            "cache ÷ file": Number((figures.cache.rps / figures.file.rps).toFixed(2)),
            "p50 cache / file ms": `${figures.cache.p50} / ${figures.file.p50}`,
            "p99 cache / file ms": `${figures.cache.p99} / ${figures.file.p99}`,
            "p99 Δ ms": figures.cache.p99 - figures.file.p99,
            "non-2xx": figures.cache.non2xx + figures.file.non2xx,
          });
        }
      }
    }
    console.log("\nAnonymous pages through the cache (X-Cache-Status HIT) and the same bytes from a file");
    console.table(rows);

    // 3. Signed-in visitors: bypassed by the cache, as fast as at the instance itself.
    const cookie = await signedInCookie(stack.sandbox.url);
    const signedHeaders = { ...HEADERS, Cookie: cookie };
    const check = await rawGet(`${CACHE}/`, signedHeaders);
    const signedIn = check.body.toString("utf8").includes("user-menu__name") || check.body.toString("utf8").includes('"isLogin":true');
    balancer = await startBalancer({ listen: `${HOST}:${BALANCER_PORT}`, sites: [`${HOST}:${PORT}`, `${HOST}:${PORT}`] });
    layout = await startCacheNginx({ listen: `${HOST}:${LAYOUT_PORT}`, site: `${HOST}:${BALANCER_PORT}` });
    const LAYOUT = `http://${HOST}:${LAYOUT_PORT}`;
    const signedRows = [];
    for (const encoding of Object.keys(ENCODINGS)) {
      const headers = withEncoding(signedHeaders, encoding);
      const figures = await alternate({ nginx: [`${CACHE}/`, headers], layout: [`${LAYOUT}/`, headers], direct: [`${SITE}/`, headers] });
      signedRows.push({
        encoding,
        "nginx + balancer req/s": Math.round(figures.layout.rps),
        "nginx req/s": Math.round(figures.nginx.rps),
        "direct req/s": Math.round(figures.direct.rps),
        "nginx + balancer ÷ direct": Number((figures.layout.rps / figures.direct.rps).toFixed(2)),
        "nginx ÷ direct": Number((figures.nginx.rps / figures.direct.rps).toFixed(2)),
        "p50 layout / nginx / direct ms": `${figures.layout.p50} / ${figures.nginx.p50} / ${figures.direct.p50}`,
        "p99 layout / nginx / direct ms": `${figures.layout.p99} / ${figures.nginx.p99} / ${figures.direct.p99}`,
        "non-2xx": figures.layout.non2xx + figures.nginx.non2xx + figures.direct.non2xx,
      });
    }
    console.log(
      `\nSigned-in / through nginx and the balancer, through nginx alone and at the instance directly, kept alive (X-Cache-Status ${check.headers["x-cache-status"]}, Cache-Control ${check.headers["cache-control"]}, signed in: ${signedIn})`,
    );
    console.table(signedRows);

    // 4. Hit ratio over two crawls of the sitemap.
    const sitemap = await (await fetch(`${CACHE}/sitemap.xml`, { headers: HEADERS })).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname + new URL(loc).search);
    const crawls = [];
    for (const crawl of [1, 2]) {
      const statuses = {};
      for (const page of paths) {
        const response = await rawGet(`${CACHE}${page}`, withEncoding(HEADERS, "br"));
        const status = response.headers["x-cache-status"] ?? "none";
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      crawls.push({ crawl, urls: paths.length, ...statuses, "hit ratio": Number(((statuses.HIT ?? 0) / paths.length).toFixed(3)) });
    }
    console.log("\nHit ratio over the sitemap, crawled twice in a row");
    console.table(crawls);
  } finally {
    await layout?.stop();
    await balancer?.stop();
    await nginx?.stop();
    await stack.stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
