// `npm run bench:crafted`: what crafted requests cost the production build, one at a time.
// Needs a build (npm run build). Everything runs on 127.0.0.1; prints figures, never asserts.
//
// Starts the sandbox and the site (build/server.js, NODE_ENV=production, the rate limits scaled
// out of the way as in `npm run bench`), then sends a corpus of crafted requests, each at most
// 8 KB of target and within Node's 16 KB of request head: the lazy route discovery's manifest
// with thousands of slashes or segments in a `p` value (GHSA-chx6-hx7r-mcp5) or many `p` values,
// document and data (`?_data=`) paths of thousands of segments, slashes and dot segments, long
// segments, long and many query parameters, deep brackets, oversized campaign codes, long and
// many cookies, long search terms and ids, long headers the server reads (user agent, forwarded
// addresses), malformed percent-encodings. One request at a time on one keep-alive connection:
// CRAFTED_RUNS (5) rounds over the whole corpus after one unmeasured round (the JIT's warm-up),
// so that a change in the machine's load weighs on every request alike. The time is the round
// trip on loopback, from writing the request to the last byte of the answer: the server's time
// plus well under a millisecond of loopback and client.
// Prints a table sorted by the slowest median (with each request's status and maximum), then the
// slowest median and the slowest single request.
//
// BENCH_PORT (3200) and BENCH_SANDBOX_PORT (BENCH_PORT + 1000): the site's and the sandbox's
// ports. CRAFTED_RUNS: measured rounds. CRAFTED_FILTER: only the requests whose name contains it.
import http from "node:http";
import { performance } from "node:perf_hooks";

const { DESKTOP_CHROME_UA: UA, machineLoad, startStack } = await import("../lib/processes.mjs");

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? PORT + 1000);
const RUNS = Math.max(1, Number(process.env.CRAFTED_RUNS ?? 5));
const FILTER = process.env.CRAFTED_FILTER ?? "";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request on the keep-alive connection: status and round-trip milliseconds. */
function send({ method = "GET", path, headers = {} }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: "127.0.0.1", port: PORT, method, path, agent, headers: { "User-Agent": UA, Accept: "text/html", ...headers } }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end();
  });
}

const repeat = (text, times) => text.repeat(times);
/** Distinct path segments, so that no cache answers a second one. */
const distinct = (count, prefix) => Array.from({ length: count }, (_, i) => `/${prefix}${i.toString(36)}`).join("");

/** The corpus: name and request. `version` is the build's manifest version. */
function corpus(version) {
  const manifest = (query) => `/__manifest?version=${version}&${query}`;
  return [
    // Lazy route discovery's manifest (GHSA-chx6-hx7r-mcp5 / CVE-2026-55685).
    { name: "manifest: p= 3 800 slashes", path: manifest(`p=${repeat("/", 3800)}`) },
    { name: "manifest: p= 3 700 segments /a", path: manifest(`p=${repeat("/a", 3700)}`) },
    { name: "manifest: p= 2 500 distinct segments", path: manifest(`p=${distinct(2500, "")}`.slice(0, 7600)) },
    { name: "manifest: 1 000 distinct p values", path: manifest(Array.from({ length: 1000 }, (_, i) => `p=/${i.toString(36)}`).join("&")) },
    {
      name: "manifest: 400 p values of 8 segments",
      path: manifest(Array.from({ length: 400 }, (_, i) => `p=/${i.toString(36)}/b/c/d/e/f/g/h`).join("&")).slice(0, 7600),
    },
    {
      name: "manifest: 200 p values of 16 segments",
      path: manifest(Array.from({ length: 200 }, (_, i) => `p=/${i.toString(36)}${repeat("/a", 15)}`).join("&")).slice(0, 7600),
    },
    { name: "manifest: p= %2F-encoded slashes", path: manifest(`p=${repeat("%2F", 2500)}`) },
    { name: "manifest: version mismatch, 3 800 slashes", path: `/__manifest?version=x&p=${repeat("/", 3800)}` },
    { name: "manifest: dot-segment spelling", path: `/x/..${manifest(`p=${repeat("/a", 3600)}`)}` },
    // Document and data paths.
    { name: "document: /a × 3 700", path: repeat("/a", 3700) },
    { name: "document: /cn + /a × 3 700", path: `/cn${repeat("/a", 3700)}` },
    { name: "document: 3 700 distinct segments", path: distinct(3700, "").slice(0, 8000) },
    { name: "document: /a × 3 700, trailing slash", path: `${repeat("/a", 3700)}/` },
    { name: "document: 7 000 slashes then a", path: `/x${repeat("/", 7000)}a` },
    { name: "document: 7 000 slashes, trailing", path: `/x${repeat("/", 7000)}a/` },
    { name: "document: /./ × 2 600 then stocks", path: `${repeat("/.", 2600)}/stocks` },
    { name: "document: /x/.. × 1 300 then stocks", path: `${repeat("/x/..", 1300)}/stocks` },
    { name: "document: one 8 000-character segment", path: `/${repeat("a", 8000)}` },
    { name: "document: %ZZ × 2 600", path: `/stocks${repeat("%ZZ", 2600)}` },
    { name: "document: %41 × 2 600", path: `/${repeat("%41", 2600)}` },
    { name: "data: /a × 3 700 ?_data=root", path: `${repeat("/a", 3700)}?_data=root` },
    { name: "data: /a × 3 700 ?_data=not-found", path: `${repeat("/a", 3700)}?_data=not-found` },
    { name: "data: ?_data= 8 000 characters", path: `/?_data=${repeat("x", 8000)}` },
    { name: "data: 700 _data parameters", path: `/?${repeat("_data=root&", 700)}` },
    { name: "data: /news ?_data=routes/../news", path: "/news?_data=routes%2F..%2Fnews" },
    // Queries.
    { name: "query: one 8 000-character value", path: `/?q=${repeat("a", 8000)}` },
    { name: "query: 2 000 parameters", path: `/?${repeat("a=1&", 2000)}` },
    { name: "query: 1 300 distinct parameters", path: `/?${Array.from({ length: 1300 }, (_, i) => `${i.toString(36)}=1`).join("&")}` },
    { name: "query: brackets 2 600 deep", path: `/?a${repeat("[b]", 2600)}=1` },
    { name: "query: 1 300 array entries", path: `/?${repeat("a[]=1&", 1300)}` },
    { name: "query: array index 99999999", path: `/?a[99999999]=1&${repeat("a[1]=1&", 1000)}` },
    { name: "query: HCode of 8 000 characters", path: `/?HCode=${repeat("x", 8000)}` },
    { name: "query: 1 000 HCode parameters", path: `/?${repeat("HCode=abc&", 790)}` },
    // Search terms and ids.
    { name: "search: /help-key/<8 000 characters>", path: `/help-key/${repeat("a", 8000)}` },
    { name: "search: /help-key?q=<8 000 characters>", path: `/help-key?q=${repeat("a", 8000)}` },
    { name: "search: /help-key/<2 600 CJK characters>", path: `/help-key/${repeat("%E8%82%A1", 880)}` },
    { name: "search: help-suggest ?q=<8 000>", path: `/resources/help-suggest?q=${repeat("a", 8000)}` },
    { name: "id: /news/<8 000 digits>", path: `/news/${repeat("1", 8000)}` },
    { name: "id: /news-list/<8 000 digits>", path: `/news-list/${repeat("1", 8000)}` },
    { name: "id: /help-key/q-<8 000 digits>", path: `/help-key/q-${repeat("1", 8000)}` },
    { name: "id: /locales/<8 000>", path: `/locales/${repeat("a", 8000)}` },
    // Headers.
    { name: "cookie: one of 14 000 characters", path: "/", headers: { Cookie: `a=${repeat("x", 14000)}` } },
    { name: "cookie: 1 800 cookies", path: "/", headers: { Cookie: Array.from({ length: 1800 }, (_, i) => `c${i}=1`).join("; ") } },
    { name: "cookie: uuid and token of 6 000 each", path: "/", headers: { Cookie: `uuid=${repeat("u", 6000)}; token=${repeat("t", 6000)}` } },
    { name: "cookie: locale of 14 000", path: "/", headers: { Cookie: `locale=${repeat("c", 14000)}` } },
    { name: "cookie: signed clock of 14 000", path: "/", headers: { Cookie: `clock=${repeat("a", 14000)}` } },
    { name: "header: user agent of 14 000", path: "/", headers: { "User-Agent": `Mozilla/5.0 (${repeat("iPhone; ", 1740)})` } },
    {
      name: "header: 1 000 X-Forwarded-For entries",
      path: "/",
      headers: { "X-Forwarded-For": Array.from({ length: 1000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(", ") },
    },
    { name: "header: Accept-Language of 14 000", path: "/", headers: { "Accept-Language": repeat("en-US,", 2300) } },
    // Ordinary pages, for scale.
    { name: "page: /", path: "/" },
    { name: "page: /cn/pricing", path: "/cn/pricing" },
    { name: "page: not found", path: "/no-such-page" },
    { name: "manifest: the home page's own", path: null },
  ].filter((entry) => entry.name.includes(FILTER));
}

async function main() {
  const stack = startStack(PORT, SANDBOX_PORT, { siteEnv: { RATE_LIMIT_SCALE: "100000", LOG_LEVEL: "error" } });
  try {
    await stack.ready();
    const home = await (await fetch(`${stack.site.url}/`, { headers: { "User-Agent": UA } })).text();
    const version = /"version":\s*"([^"]+)"/.exec(home)?.[1];
    if (!version) throw new Error("no manifest version in the home page");
    // The manifest request the browser makes on the home page: every link's path, as the client sends them.
    const ownPaths = [
      ...new Set(
        [...home.matchAll(/<a [^>]*data-discover="true"[^>]*href="([^"]+)"/g)].map((m) => new URL(m[1].replaceAll("&amp;", "&"), "http://x").pathname),
      ),
    ].sort();
    const ownManifest = `/__manifest?${ownPaths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=${version}`;
    const requests = corpus(version).map((entry) => (entry.path === null ? { ...entry, path: ownManifest } : entry));
    for (const entry of requests) {
      const head = Buffer.byteLength(entry.path) + Object.entries(entry.headers ?? {}).reduce((n, [k, v]) => n + k.length + Buffer.byteLength(v), 0);
      if (Buffer.byteLength(entry.path) > 8192 || head > 16000) throw new Error(`${entry.name}: over the corpus's bounds (${head} bytes)`);
    }
    console.log(`crafted requests against ${stack.site.url} (${machineLoad()}), ${requests.length} requests × ${RUNS} rounds, one at a time`);
    const times = new Map(requests.map((entry) => [entry, []]));
    const statuses = new Map();
    for (let round = 0; round <= RUNS; round++) {
      for (const entry of requests) {
        const { status, ms } = await send(entry);
        statuses.set(entry, status);
        if (round > 0) times.get(entry).push(ms);
      }
    }
    const rows = requests
      .map((entry) => {
        const sorted = times.get(entry).sort((a, b) => a - b);
        return {
          request: entry.name,
          status: statuses.get(entry),
          "median ms": +sorted[Math.floor(sorted.length / 2)].toFixed(1),
          "max ms": +sorted.at(-1).toFixed(1),
        };
      })
      .sort((a, b) => b["median ms"] - a["median ms"]);
    console.table(rows);
    const slowestMax = rows.reduce((worst, row) => (row["max ms"] > worst["max ms"] ? row : worst));
    console.log(
      `slowest median: ${rows[0]["median ms"]} ms (${rows[0].request}); slowest single request: ${slowestMax["max ms"]} ms (${slowestMax.request}); ${machineLoad()} at the end`,
    );
  } finally {
    agent.destroy();
    await stack.stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
