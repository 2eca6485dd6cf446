// `npm run bench`: measures the production build on loopback and prints figures (never asserts).
// Needs a build (npm run build). Everything runs on 127.0.0.1, bounded in time.
//
// For each page (BENCH_PAGES, default /, /cn/pricing, /sign-in and a news article):
// - SSR throughput: autocannon, BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10 s), no
//   compression asked (like autocannon's default), a desktop Chrome user agent;
// - the same for a bare React server rendering the SAME markup, in the same run, and the ratio
//   site ÷ bare. First every page is loaded on every server for BENCH_WARMUP_SECONDS (3 s; the
//   JIT's warm-up), unmeasured. The servers alternate in BENCH_ROUNDS (5) slices of
//   SECONDS/ROUNDS each, so that a change in the machine's load while the bench runs weighs on
//   both alike. The bare server is a separate Node process (as the site is) with nothing but
//   node:http and react-dom/server: at start it fetches nothing; it is given the page's HTML as the
//   site served it once, parses it once into a React element tree (every element, attribute and
//   text node of the document, inline scripts as raw HTML), and on each request answers
//   `"<!DOCTYPE html>" + renderToString(tree)`. Its output is the same document to within a few
//   bytes (printed), so the ratio is "what share of React's own rendering speed for this very
//   document the whole site keeps" — the site also runs Express, helmet with a fresh nonce,
//   rate limiting, request logging, Remix's router, the loaders (cached upstream data, i18n, user
//   agent parsing) and the document render. It does not measure a component tree's own cost
//   (hooks, context, props), which the bare tree lacks: the bare figure is a ceiling, not a peer.
// - the same for a second bare server, the peer the public anchor ("Remix at about 60 % of bare
//   React") compares with: node:http and React rendering the site's OWN components with the same
//   data — the build's entry render (build/index.js: the providers, <RemixServer> and every route
//   component) given, on each request, the entry context Remix handed it once at start for that
//   page (loaders, route matching and the loader-data serialization done once, not per request).
//   Its output is the site's document byte for byte but for the nonce and the chat link's
//   per-request signature (printed). site ÷ this = the share of React's speed at rendering this
//   page's components that the whole server keeps, i.e. what Remix, Express and the middleware
//   cost, as in the public benchmarks.
// - time to first byte at BENCH_TTFB_CONNECTIONS (10) connections for BENCH_TTFB_SECONDS (5 s):
//   p50 / p99 of the time from writing a request to receiving its response headers (a keep-alive
//   client of our own, since autocannon reports time to the full response), for the site and, in
//   alternating slices, for the bare server rendering the same components (what React alone gets
//   on this machine, the load generator sharing its cores);
// - JavaScript and CSS each page loads (the scripts and module preloads and the stylesheets the
//   HTML names), as the server sends them to a client accepting gzip (the build's zopfli files;
//   compression()'s level 6 for a file without one) and to one accepting brotli, and the HTML itself
//   gzipped.
// - OpenTelemetry's cost: site processes started with the otel.mjs preload (spans of every request
//   and upstream call sent by OTLP/HTTP to a sink in this process, the metrics kept for the
//   Prometheus listeners on BENCH_METRICS_PORT and the next port, default BENCH_PORT + 6300),
//   measured in the same alternating slices as the site without it (the bench's own site never
//   loads the preload). Two processes of one build differ by up to a tenth in throughput for their
//   whole life, so there are two processes with telemetry and two without (the bench's site and
//   one more): otelRatio = both with ÷ both without; otelRatioPairs gives each pair alone and
//   sameBuildRatios the second process of each kind ÷ the first (the noise to read the figure
//   against); otelRps and otelLatencyP50Ms are the first process's. BENCH_TELEMETRY=0 leaves it out.
// WEB_CONCURRENCY=2 (or auto) runs the site as that many worker processes; the bare servers stay one
// process each, so only the site's own figures (req/s, TTFB) compare across such runs.
// Results are printed and written to bench-results/latest.json. The load generator shares the
// machine's cores with the servers: compare figures from one run with each other.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// ---------------------------------------------------------------------------------------------
// The bare React servers (child processes of the bench).

/** Listens on loopback `port` with the site's keep-alive, tells the bench it is ready (IPC), stops on SIGTERM. */
function listenAsBareServer(server, port) {
  server.keepAliveTimeout = 65_000;
  server.listen(port, "127.0.0.1", () => process.send?.("ready"));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

async function bareServer(pagesFile, port) {
  const { createElement } = await import("react");
  const { renderToString } = await import("react-dom/server");
  const { decode } = await import("html-entities");
  const pages = JSON.parse(readFileSync(pagesFile, "utf8"));
  const trees = new Map(Object.entries(pages).map(([p, html]) => [p, toReact(parseHtml(html, decode), createElement)]));
  const server = http.createServer((req, res) => {
    const tree = trees.get(req.url);
    if (!tree) {
      res.writeHead(404).end();
      return;
    }
    const body = `<!DOCTYPE html>${renderToString(tree)}`;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
    res.end(body);
  });
  listenAsBareServer(server, port);
}

/**
 * The peer bare server: node:http and the build's own entry render (react-dom renderToString of the
 * providers, <RemixServer> and the route components). For each page in `paths` it asks Remix once,
 * at start, for the entry context (the request handler runs loaders against the upstream in the
 * environment and calls the entry, which this process replaces to keep the context); each request
 * then only renders. Answers 404 for other paths.
 */
async function bareComponentsServer(paths, port, userAgent) {
  const { captureEntryContexts } = await import("../lib/entry-context.mjs");
  const origin = `http://127.0.0.1:${port}`;
  const { render, contexts } = await captureEntryContexts(paths, { origin, userAgent });
  const server = http.createServer(async (req, res) => {
    const context = contexts.get(req.url);
    if (!context) {
      res.writeHead(404).end();
      return;
    }
    const request = new Request(origin + req.url, { headers: { "User-Agent": req.headers["user-agent"] ?? "" } });
    const response = render(request, context.status, new Headers(), context.entryContext, context.loadContext);
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(body);
  });
  listenAsBareServer(server, port);
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style"]);

/** A minimal HTML parser for server-rendered React markup: elements, attributes, text. */
function parseHtml(html, decode) {
  const root = { tag: "#root", attrs: [], children: [] };
  const stack = [root];
  let i = 0;
  const top = () => stack[stack.length - 1];
  while (i < html.length) {
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      i = end === -1 ? html.length : end + 3;
    } else if (html.startsWith("<!", i)) {
      i = html.indexOf(">", i) + 1;
    } else if (html.startsWith("</", i)) {
      const end = html.indexOf(">", i);
      const name = html
        .slice(i + 2, end)
        .trim()
        .toLowerCase();
      const at = stack.findLastIndex((n) => n.tag.toLowerCase() === name);
      if (at > 0) stack.length = at;
      i = end + 1;
    } else if (html[i] === "<" && /[A-Za-z]/.test(html[i + 1] ?? "")) {
      const tagMatch = /^<([A-Za-z][A-Za-z0-9-]*)/.exec(html.slice(i, i + 64));
      const tag = tagMatch[1];
      i += tagMatch[0].length;
      const attrs = [];
      const attrRe = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*(\/?>)/y;
      let selfClosing = false;
      for (;;) {
        attrRe.lastIndex = i;
        const m = attrRe.exec(html);
        if (!m) throw new Error(`bad markup near ${html.slice(i, i + 40)}`);
        i = attrRe.lastIndex;
        if (m[5]) {
          selfClosing = m[5] === "/>";
          break;
        }
        attrs.push([m[1], decode(m[2] ?? m[3] ?? m[4] ?? "")]);
      }
      const node = { tag, attrs, children: [] };
      top().children.push(node);
      if (RAW_TEXT.has(tag.toLowerCase())) {
        const close = html.toLowerCase().indexOf(`</${tag.toLowerCase()}`, i);
        node.raw = html.slice(i, close);
        i = html.indexOf(">", close) + 1;
      } else if (!selfClosing && !VOID.has(tag.toLowerCase())) {
        stack.push(node);
      }
    } else {
      const next = html.indexOf("<", i + 1);
      const end = next === -1 ? html.length : next;
      top().children.push(decode(html.slice(i, end)));
      i = end;
    }
  }
  return root.children.find((n) => typeof n === "object" && n.tag.toLowerCase() === "html");
}

const PROP_NAMES = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  "http-equiv": "httpEquiv",
  crossorigin: "crossOrigin",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  inputmode: "inputMode",
  enterkeyhint: "enterKeyHint",
  novalidate: "noValidate",
  srcset: "srcSet",
  colspan: "colSpan",
  rowspan: "rowSpan",
  datetime: "dateTime",
  fetchpriority: "fetchPriority",
  referrerpolicy: "referrerPolicy",
  accesskey: "accessKey",
  formaction: "formAction",
  formmethod: "formMethod",
  enctype: "encType",
  spellcheck: "spellCheck",
  autofocus: "autoFocus",
};
const BOOLEAN = new Set([
  "async",
  "hidden",
  "disabled",
  "checked",
  "selected",
  "required",
  "open",
  "multiple",
  "defer",
  "novalidate",
  "readonly",
  "autofocus",
  "nomodule",
  "reversed",
  "playsinline",
  "muted",
  "loop",
  "controls",
  "autoplay",
  "default",
  "inert",
]);

function styleObject(css) {
  const style = {};
  for (const declaration of css.split(";")) {
    const at = declaration.indexOf(":");
    if (at === -1) continue;
    const name = declaration.slice(0, at).trim();
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(at + 1).trim();
  }
  return style;
}

/** The parsed tree as React elements (built once; rendered on every request). */
function toReact(node, h) {
  if (typeof node === "string") return node;
  const props = {};
  for (const [name, value] of node.attrs) {
    const lower = name.toLowerCase();
    if (lower === "style") props.style = styleObject(value);
    else if (BOOLEAN.has(lower)) props[PROP_NAMES[lower] ?? lower] = true;
    else if (node.tag === "input" && lower === "value") props.defaultValue = value;
    else props[PROP_NAMES[lower] ?? name] = value;
  }
  if (node.tag === "input" && props.checked) {
    props.defaultChecked = true;
    delete props.checked;
  }
  if (node.raw !== undefined) return h(node.tag, { ...props, dangerouslySetInnerHTML: { __html: node.raw } });
  if (node.tag === "textarea") return h(node.tag, { ...props, defaultValue: node.children.join("") });
  return h(node.tag, props, ...node.children.map((c) => toReact(c, h)));
}

// ---------------------------------------------------------------------------------------------
// The bench itself.

async function main() {
  const { default: autocannon } = await import("autocannon");
  const {
    BENCH_PAGES: PAGES,
    DESKTOP_CHROME_UA: UA,
    startSite,
    startStack,
    stop,
    stopOnExit,
    machineLoad,
    percentile,
    sleep,
    waitForHealth,
  } = await import("../lib/processes.mjs");

  const PORT = Number(process.env.BENCH_PORT ?? 3200);
  const BARE_PORT = PORT + 1;
  const COMPONENTS_PORT = PORT + 2;
  const OTEL_PORT = PORT + 3;
  const OTLP_SINK_PORT = PORT + 4;
  // The second pair of the telemetry comparison: one more site without and one more with.
  const PLAIN_PORT_2 = PORT + 5;
  const OTEL_PORT_2 = PORT + 6;
  const METRICS_PORT = Number(process.env.BENCH_METRICS_PORT ?? PORT + 6300);
  const TELEMETRY = process.env.BENCH_TELEMETRY !== "0";
  const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? PORT + 1000);
  const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
  const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  const TTFB_SECONDS = Number(process.env.BENCH_TTFB_SECONDS ?? 5);
  const TTFB_CONNECTIONS = Number(process.env.BENCH_TTFB_CONNECTIONS ?? 10);
  // The site's worker processes (server/cluster.ts): the environment reaches the site.
  const WORKERS = process.env.WEB_CONCURRENCY || "1";

  // The rate limiter still runs on every request; the scale only keeps one address under its limits.
  const SITE_ENV = { RATE_LIMIT_SCALE: "100000" };
  const stack = startStack(PORT, SANDBOX_PORT, { siteEnv: SITE_ENV });
  const { site, sandbox } = stack;
  let bare;
  let bareComponents;
  let dir;
  const BASE = site.url;
  // The same site with OpenTelemetry on, exporting to a sink here that reads and drops each batch:
  // two such processes and, beside the bench's site, a second one without (why two: the header).
  let otelSite;
  let otelSite2;
  let plainSite2;
  let sink;
  if (TELEMETRY) {
    sink = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"));
    });
    await new Promise((resolve) => sink.listen(OTLP_SINK_PORT, "127.0.0.1", resolve));
    const withTelemetry = (port, metricsPort) =>
      startSite(port, {
        upstream: sandbox.url,
        nodeArgs: ["--import", "./otel.mjs"],
        env: { ...SITE_ENV, METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${OTLP_SINK_PORT}` },
      });
    otelSite = withTelemetry(OTEL_PORT, METRICS_PORT);
    otelSite2 = withTelemetry(OTEL_PORT_2, METRICS_PORT + 1);
    plainSite2 = startSite(PLAIN_PORT_2, { upstream: sandbox.url, env: SITE_ENV });
    stopOnExit(otelSite.child, otelSite2.child, plainSite2.child);
  }

  const run = (url, seconds) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { "User-Agent": UA } }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  /** Times to response headers (ms, unsorted) with a keep-alive client of our own, and the errors. */
  async function ttfbSamples(url, connections, seconds) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const samples = [];
    let errors = 0;
    const deadline = Date.now() + seconds * 1000;
    const one = () =>
      new Promise((resolve) => {
        const started = process.hrtime.bigint();
        const req = http.get(url, { agent, headers: { "User-Agent": UA } }, (res) => {
          samples.push(Number(process.hrtime.bigint() - started) / 1e6);
          res.resume();
          res.on("end", resolve);
          res.on("error", resolve);
        });
        req.on("error", () => {
          errors++;
          resolve();
        });
      });
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) await one();
      }),
    );
    agent.destroy();
    return { samples, errors };
  }

  /**
   * p50/p99 time to response headers of the site and of the bare server rendering the same
   * components, alternating in ROUNDS slices (as the throughput runs) so that the machine's load
   * weighs on both alike: the bare server's figures are what React alone gets here, with the load
   * generator on the same two cores.
   */
  async function ttfbPair(siteUrl, componentsUrl, connections, seconds) {
    const site = { samples: [], errors: 0 };
    const components = { samples: [], errors: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [url, into] of [
        [siteUrl, site],
        [componentsUrl, components],
      ]) {
        const slice = await ttfbSamples(url, connections, seconds / ROUNDS);
        into.samples.push(...slice.samples);
        into.errors += slice.errors;
      }
    }
    const summary = ({ samples, errors }) => {
      samples.sort((a, b) => a - b);
      return { p50: +percentile(samples, 50).toFixed(1), p99: +percentile(samples, 99).toFixed(1), samples: samples.length, errors };
    };
    return { site: summary(site), components: summary(components) };
  }

  async function assetBytes(html) {
    const scripts = new Set([
      ...[...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/import[^"']*["'](\/build\/[^"']+\.js)["']/g)].map((m) => m[1]),
    ]);
    const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]));
    /** Bytes on the wire for a URL asked with `Accept-Encoding: <encoding>` (body as received). */
    const wireBytes = (url, encoding) =>
      new Promise((resolve, reject) => {
        http
          .get(BASE + url, { headers: { "Accept-Encoding": encoding } }, (res) => {
            let bytes = 0;
            res.on("data", (chunk) => (bytes += chunk.length));
            res.on("end", () => resolve(bytes));
            res.on("error", reject);
          })
          .on("error", reject);
      });
    const size = async (list, encoding = "gzip") => {
      let total = 0;
      for (const url of list) total += await wireBytes(url, encoding);
      return total;
    };
    return {
      js: await size(scripts),
      jsBrotli: await size(scripts, "br"),
      css: await size(styles),
      html: gzipSync(Buffer.from(html)).length,
      scripts: scripts.size,
      styles: styles.size,
    };
  }

  try {
    await stack.ready();
    if (otelSite) await Promise.all([otelSite, otelSite2, plainSite2].map((s) => waitForHealth(s.url)));
    console.log(
      `bench: site ${BASE} (pid ${site.child.pid}, ${WORKERS} worker process${WORKERS === "1" ? "" : "es"}: WEB_CONCURRENCY), sandbox ${sandbox.url}; ${machineLoad()} at start`,
    );

    // One copy of each page's HTML, as the site serves it, for the bare server.
    const htmlOf = {};
    for (const p of PAGES) {
      const response = await fetch(BASE + p, { headers: { "User-Agent": UA } });
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
      htmlOf[p] = await response.text();
    }
    dir = mkdtempSync(path.join(tmpdir(), "bench-"));
    const pagesFile = path.join(dir, "pages.json");
    writeFileSync(pagesFile, JSON.stringify(htmlOf));
    /** This script again in a child process (`args` pick the bare server), resolved once it listens. */
    const spawnBare = async (args, env = {}) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], {
        env: { ...process.env, NODE_ENV: "production", ...env },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      stopOnExit(child);
      await new Promise((resolve, reject) => {
        child.once("message", resolve);
        child.once("exit", (code) => reject(new Error(`${args[0]} exited ${code}`)));
      });
      return child;
    };
    bare = await spawnBare(["--bare-server", pagesFile, String(BARE_PORT)]);
    // Same upstream and settings as the site (its loaders run once per page at start).
    bareComponents = await spawnBare(["--bare-components", PAGES.join(","), String(COMPONENTS_PORT), UA], {
      SANDBOX_ORIGIN: sandbox.url,
      LOG_LEVEL: "warn",
      ...SITE_ENV,
    });
    const BARE = `http://127.0.0.1:${BARE_PORT}`;
    const COMPONENTS = `http://127.0.0.1:${COMPONENTS_PORT}`;

    const results = [];
    // Every page on every server under load before anything is measured: with 50 requests of
    // warm-up per page, the first page measured still paid for the JIT compiling the server's code
    // (/cn/pricing measured 477 req/s first, 686 again after /).
    for (const p of PAGES)
      for (const url of [BASE, BARE, COMPONENTS, ...(otelSite ? [otelSite.url, otelSite2.url, plainSite2.url] : [])]) await run(url + p, WARMUP_SECONDS);
    for (const p of PAGES) {
      const bareHtml = await (await fetch(BARE + p)).text();
      const componentsHtml = await (await fetch(COMPONENTS + p, { headers: { "User-Agent": UA } })).text();
      // The site and the bare servers alternate in ROUNDS short slices, so that a change in the machine's
      // load (other processes) weighs on both alike; throughput = all requests ÷ all seconds.
      const slices = { site: [], bare: [], components: [], otel: [], otel2: [], plain2: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // Telemetry on and off side by side, in turn first and second (the slice after another
        // server's finds the machine in a different state).
        const turn = [
          [slices.site, BASE],
          ...(otelSite
            ? [
                [slices.otel, otelSite.url],
                [slices.plain2, plainSite2.url],
                [slices.otel2, otelSite2.url],
              ]
            : []),
        ];
        for (const [list, url] of round % 2 === 0 ? turn : turn.reverse()) /** @type {number[]} */ (list).push(await run(url + p, SECONDS / ROUNDS));
        slices.bare.push(await run(BARE + p, SECONDS / ROUNDS));
        slices.components.push(await run(COMPONENTS + p, SECONDS / ROUNDS));
      }
      const combine = (list) => ({
        requests: { average: list.reduce((n, r) => n + r.requests.total, 0) / list.reduce((n, r) => n + r.duration, 0) },
        latency: { p50: median(list.map((r) => r.latency.p50)), p99: Math.max(...list.map((r) => r.latency.p99)) },
        non2xx: list.reduce((n, r) => n + r.non2xx, 0),
        errors: list.reduce((n, r) => n + r.errors, 0),
      });
      const siteRun = combine(slices.site);
      const bareRun = combine(slices.bare);
      const componentsRun = combine(slices.components);
      const otelRun = otelSite ? combine(slices.otel) : null;
      // The second pair of the telemetry comparison.
      const otelRun2 = otelSite ? combine(slices.otel2) : null;
      const plainRun2 = otelSite ? combine(slices.plain2) : null;
      const ratio = (a, b) => +(a.requests.average / b.requests.average).toFixed(3);
      await sleep(500);
      const { site: latency, components: componentsLatency } = await ttfbPair(BASE + p, COMPONENTS + p, TTFB_CONNECTIONS, TTFB_SECONDS);
      const bytes = await assetBytes(htmlOf[p]);
      results.push({
        path: p,
        rps: Math.round(siteRun.requests.average),
        bareReactRps: Math.round(bareRun.requests.average),
        ratio: +(siteRun.requests.average / bareRun.requests.average).toFixed(2),
        componentsReactRps: Math.round(componentsRun.requests.average),
        componentsRatio: +(siteRun.requests.average / componentsRun.requests.average).toFixed(2),
        ...(otelRun
          ? {
              otelRps: Math.round(otelRun.requests.average),
              // Both processes with ÷ both without: the figure of telemetry's cost.
              otelRatio: +((otelRun.requests.average + otelRun2.requests.average) / (siteRun.requests.average + plainRun2.requests.average)).toFixed(3),
              // Each pair alone, and the two processes of one kind against each other (the noise).
              otelRatioPairs: [ratio(otelRun, siteRun), ratio(otelRun2, plainRun2)],
              sameBuildRatios: [ratio(plainRun2, siteRun), ratio(otelRun2, otelRun)],
              otelLatencyP50Ms: otelRun.latency.p50,
            }
          : {}),
        ttfbP50Ms: latency.p50,
        ttfbP99Ms: latency.p99,
        componentsTtfbP50Ms: componentsLatency.p50,
        componentsTtfbP99Ms: componentsLatency.p99,
        latencyP50Ms: siteRun.latency.p50,
        latencyP99Ms: siteRun.latency.p99,
        non2xx: [siteRun, bareRun, componentsRun, otelRun, otelRun2, plainRun2].reduce((n, run) => n + (run?.non2xx ?? 0), 0),
        errors: [siteRun, bareRun, componentsRun, otelRun, otelRun2, plainRun2, latency, componentsLatency].reduce((n, run) => n + (run?.errors ?? 0), 0),
        jsGzipKB: +(bytes.js / 1024).toFixed(1),
        jsBrotliKB: +(bytes.jsBrotli / 1024).toFixed(1),
        cssGzipKB: +(bytes.css / 1024).toFixed(1),
        htmlGzipKB: +(bytes.html / 1024).toFixed(1),
        htmlBytes: Buffer.byteLength(htmlOf[p]),
        bareHtmlBytes: Buffer.byteLength(bareHtml),
        componentsHtmlBytes: Buffer.byteLength(componentsHtml),
      });
      console.log(
        `  ${p}: ${results.at(-1).rps} req/s (bare React: host elements ${results.at(-1).bareReactRps}, same components ${results.at(-1).componentsReactRps}), TTFB p50 ${latency.p50} ms p99 ${latency.p99} ms (same components: ${componentsLatency.p50} / ${componentsLatency.p99} ms)${otelRun ? `; OpenTelemetry on: ${results.at(-1).otelRps} req/s (×${results.at(-1).otelRatio} over two processes each; pairs ×${results.at(-1).otelRatioPairs.join(", ×")}; same build, second ÷ first process: off ×${results.at(-1).sameBuildRatios[0]}, on ×${results.at(-1).sameBuildRatios[1]}), p50 ${otelRun.latency.p50} ms` : ""}`,
      );
    }
    const locales = {};
    for (const locale of ["en", "cn", "zh-hk"]) locales[locale] = gzipSync(Buffer.from(await (await fetch(`${BASE}/locales/${locale}`)).arrayBuffer())).length;
    console.log(
      `\nSSR on loopback: throughput at ${CONNECTIONS} connections × ${SECONDS} s per page and per server; TTFB at ${TTFB_CONNECTIONS} connections × ${TTFB_SECONDS} s.`,
    );
    console.log(
      "ratio = site req/s ÷ bare React renderToString of the same document as host elements (a ceiling); componentsRatio = site ÷ bare React rendering the site's own components with the same data (the peer of the public anchor). Separate processes, same run; sizes in KB gzipped.",
    );
    if (WORKERS !== "1")
      console.log(`The site ran ${WORKERS} worker processes (WEB_CONCURRENCY) and each bare React server one: the ratios compare those, not like with like.`);
    console.log(`Load generator on the same machine (${machineLoad()} at the end).\n`);
    console.table(
      results.map(({ htmlBytes, bareHtmlBytes, componentsHtmlBytes, ...r }) => ({
        ...r,
        "html bytes site/bare/components": `${htmlBytes}/${bareHtmlBytes}/${componentsHtmlBytes}`,
      })),
    );
    console.log("locale texts (gzip bytes, loaded once per build and cached):", locales);
    mkdirSync("bench-results", { recursive: true });
    writeFileSync(
      "bench-results/latest.json",
      JSON.stringify(
        {
          date: new Date().toISOString(),
          workers: WORKERS,
          connections: CONNECTIONS,
          seconds: SECONDS,
          ttfbConnections: TTFB_CONNECTIONS,
          ttfbSeconds: TTFB_SECONDS,
          machine: machineLoad(),
          results,
          locales,
        },
        null,
        2,
      ),
    );
  } finally {
    await Promise.all([stack.stopAll(), stop(bare), stop(bareComponents), stop(otelSite?.child), stop(otelSite2?.child), stop(plainSite2?.child)]);
    sink?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--bare-server") {
  await bareServer(process.argv[3], Number(process.argv[4]));
} else if (process.argv[2] === "--bare-components") {
  await bareComponentsServer(process.argv[3].split(","), Number(process.argv[4]), process.argv[5]);
} else {
  await main();
}
