// `npm run loadtest`: a bounded load test of the production build on loopback.
// autocannon, LOAD_CONNECTIONS (200) connections for LOAD_SECONDS (60 s), each connection cycling
// through a mix of pages and a form post: the sign-in form posted with a wrong password for an
// account that does not exist (the full action: honeypot, validation, rate limits, password
// encryption, the upstream call, the error answer). Every request carries an X-Forwarded-For
// from a pool of LOAD_CLIENTS (5000) addresses, trusted from loopback as behind a proxy, so the
// per-address limits behave as for many visitors instead of one (traffic still goes to 127.0.0.1
// only). The sandbox upstream runs in its own process, so the memory figures are the site's, with
// a low scrypt cost (LOAD_SCRYPT_N) so that its password hashing does not take the site's cores.
// Runs LOAD_ROUNDS (2) rounds of that load, 10 s apart. Prints per round 2xx/3xx/4xx/5xx counts,
// socket errors and timeouts, requests per second, latency p50/p99, and the site's RSS and open
// handles at peak, right after and 10 s after (and before the first round), so that the second
// round shows whether memory grows under the same load again.
// Asserts nothing.
import autocannon from "autocannon";
import {
  autocannonFigures,
  DESKTOP_CHROME_UA as UA,
  failingSignInBody,
  machineLoad,
  openHandles,
  randomClientIp,
  rssMiB,
  sleep,
  startStack,
} from "../lib/processes.mjs";

const PORT = Number(process.env.LOAD_PORT ?? 3300);
const SANDBOX_PORT = Number(process.env.LOAD_SANDBOX_PORT ?? 4300);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Math.min(Number(process.env.LOAD_SECONDS ?? 60), 600);
const ROUNDS = Math.max(1, Math.min(Number(process.env.LOAD_ROUNDS ?? 2), 5));
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 5000);

// The upstream hashes passwords on its own machines; here the sandbox shares the site's cores, and
// at its default scrypt cost the sign-in posts' hashing alone would take about one of the two.
// LOAD_SCRYPT_N (default 1024) keeps the measurement on the site.
const stack = startStack(PORT, SANDBOX_PORT, {
  sandboxEnv: { SANDBOX_SCRYPT_N: process.env.LOAD_SCRYPT_N ?? "1024" },
  siteEnv: process.env.RATE_LIMIT_SCALE ? { RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE } : {},
});
const { site } = stack;
const BASE = site.url;

const signInBody = () => failingSignInBody("load");

const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE };
const MIX = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/pricing" },
  { method: "GET", path: "/cn/stocks" },
  { method: "GET", path: "/help-center" },
  { method: "GET", path: "/sign-in" },
  { method: "POST", path: "/sign-in", headers: form, setupRequest: (req) => ({ ...req, body: signInBody() }) },
  { method: "GET", path: "/hk/news-center" },
  { method: "GET", path: "/news/market-structure-basics" },
  { method: "GET", path: "/robots.txt" },
  { method: "POST", path: "/sign-in", headers: form, setupRequest: (req) => ({ ...req, body: signInBody() }) },
];

function withClientAddress(request) {
  return (req) => {
    const base = request.setupRequest ? request.setupRequest(req) : req;
    return { ...base, headers: { ...base.headers, "X-Forwarded-For": randomClientIp(CLIENTS), "User-Agent": UA } };
  };
}

try {
  await stack.ready();
  const pid = site.child.pid;
  // Warm up: every page once per locale cache, a few form posts.
  for (const r of MIX)
    await (
      await fetch(BASE + r.path, {
        method: r.method,
        headers: { ...(r.headers ?? {}), "X-Forwarded-For": randomClientIp(CLIENTS) },
        body: r.method === "POST" ? signInBody() : undefined,
        redirect: "manual",
      })
    ).arrayBuffer();
  await sleep(2000);
  const before = { rss: rssMiB(pid), handles: openHandles(pid) };
  console.log(
    `loadtest: ${CONNECTIONS} connections × ${SECONDS} s against ${BASE} (site pid ${pid}); ${MIX.length}-request mix, ${MIX.filter((r) => r.method === "POST").length} of them sign-in posts; ${machineLoad()}`,
  );
  console.log(`  before: RSS ${before.rss} MiB, ${before.handles} open handles`);

  /** One round of the load: autocannon for SECONDS, then 10 s idle; the round's figures. */
  async function round() {
    let peakRss = rssMiB(pid);
    let peakHandles = openHandles(pid);
    const sampler = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, rssMiB(pid));
        peakHandles = Math.max(peakHandles, openHandles(pid));
      } catch {
        // The process has just exited: keep the peaks measured so far.
      }
    }, 1000);
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: BASE,
          connections: CONNECTIONS,
          duration: SECONDS,
          timeout: 30,
          requests: MIX.map((r) => ({ method: r.method, path: r.path, headers: r.headers, setupRequest: withClientAddress(r) })),
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    });
    clearInterval(sampler);
    const after = rssMiB(pid);
    await sleep(10_000);
    return {
      ...autocannonFigures(result),
      "RSS peak MiB": peakRss,
      "RSS right after MiB": after,
      "RSS 10 s after MiB": rssMiB(pid),
      "handles peak": peakHandles,
      "handles 10 s after": openHandles(pid),
      "server still up": site.child.exitCode === null,
    };
  }

  // Two rounds by default: the first shows what the load costs, the second whether memory keeps
  // growing under the same load (a leak) or stays at the level the first one reached (V8 keeps
  // the heap it grew for 200 concurrent renders; the soak shows the long run).
  const rounds = {};
  for (let i = 1; i <= ROUNDS; i++) rounds[`round ${i}`] = await round();
  console.log(
    `\nLoad test on loopback (${machineLoad()} at the end): ${CONNECTIONS} connections, ${SECONDS} s per round, X-Forwarded-For from ${CLIENTS} addresses`,
  );
  console.log(`before: RSS ${before.rss} MiB, ${before.handles} open handles`);
  console.table(rounds);
  if (ROUNDS > 1) {
    const first = rounds["round 1"]["RSS 10 s after MiB"];
    const last = rounds[`round ${ROUNDS}`]["RSS 10 s after MiB"];
    console.log(`RSS 10 s after the last round − after the first: ${(last - first).toFixed(1)} MiB (${(((last - first) / first) * 100).toFixed(1)} %)`);
  }
  console.log("4xx are the wrong-password sign-in posts (400) and any rate-limit answers (429); 3xx none expected.");
} finally {
  await stack.stopAll();
}
