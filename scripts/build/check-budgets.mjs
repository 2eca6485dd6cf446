// Performance budgets, run by `npm run build` after `remix build`: the JavaScript and
// CSS a page loads, gzipped, from the build's own records (no server needed):
// - JavaScript: the client entry and its imports, the root route module and its imports, and the
//   page's route module and its imports, as public/build/manifest-*.js lists them (deduplicated);
// - CSS: every stylesheet those modules link, from build/metafile.js.json (the route modules'
//   `?url` / file-loader imports of .css, followed through their shared chunks).
// Each file counts as the server sends it gzipped: its precompressed `.gz` sibling (zopfli,
// scripts/build/precompress.mjs) when there is one, else gzip level 9 of the file (what compression()
// would send is a few per cent larger: level 6); the sizes are summed. Brotli (the `.br` siblings,
// what browsers that accept it get) is printed beside them for information. The build FAILS when a
// marketing page exceeds 90 KB of JavaScript or 20 KB of CSS; other pages are printed
// for information.
// - HTML: the documents themselves. The built server (build/server.js, its own sandbox upstream, on
//   BUDGET_HTML_PORT, 3270) renders every page of the sitemap and the help and news articles the
//   help center and news center link, in every locale, as an anonymous desktop visitor; the
//   heaviest are printed with their sizes as sent: raw, br and gzip (the site's own compression,
//   app/lib/http/compress-document.server.ts). The build FAILS when a page's HTML exceeds 64 KB raw
//   (what a client asking for no compression gets, and what the browser parses) or 14 KB gzipped
//   (the first round trip's data: an initial congestion window of 10 segments, RFC 6928).
//   BUDGET_HTML=0 leaves the HTML out (no server started).
// BUDGET_JS_KB / BUDGET_CSS_KB / BUDGET_HTML_KB / BUDGET_HTML_GZIP_KB override the limits (for
// trying a change, not for CI).
// `--warn-only` prints the same verdict but exits 0 (for trying a change locally).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startSite, stop, waitForHealth } from "../lib/processes.mjs";

const KB = 1024;
// At most 90 KB of JavaScript on a marketing page. The framework (react-dom 18, React,
// the Remix runtime and React Router, the client entry) is ~75 KB of that as served; our own code
// on a marketing page (root layout, header, footer, menus, the SPA behaviours, the page) ~13 KB.
// What keeps it there: the build is minified twice (esbuild, then terser: scripts/build/minify.mjs);
// patches leave code this site does not use out of the browser build of @remix-run/react (single
// fetch, deferred data, server-side script writing, prefetching links) and let esbuild drop the
// empty *.server modules (tests/unit/browser-bundle-patches.test.ts); the browser carries no
// i18next, dayjs, big.js or fee schedule (components read the locale files with
// lib/i18n/translate.ts; fee tables, estimates and dates are formatted in the loaders).
const JS_BUDGET = Number(process.env.BUDGET_JS_KB ?? 90) * KB;
const CSS_BUDGET = Number(process.env.BUDGET_CSS_KB ?? 20) * KB;
// At most 64 KB of HTML as rendered and 14 KB gzipped, on any page: `/` and the pricing pages,
// the heaviest (their fee tables), are at 59–62 KB and 11 KB.
const HTML_BUDGET = Number(process.env.BUDGET_HTML_KB ?? 64) * KB;
const HTML_GZIP_BUDGET = Number(process.env.BUDGET_HTML_GZIP_KB ?? 14) * KB;
const HTML_PORT = Number(process.env.BUDGET_HTML_PORT ?? 3270);
/** How many of the heaviest documents the build prints. */
const HTML_SHOWN = 8;
/** The marketing pages (the shop window: home, product, pricing, download, discover) carry the
 * budget: every route module of app/routes/marketing/, as app/pages.json names it. */
const MARKETING_FOLDER = "routes/marketing/";

const PUBLIC = "public";
const BUILD_DIR = path.join(PUBLIC, "build");

function loadManifest() {
  const file = readdirSync(BUILD_DIR).find((f) => /^manifest-[A-Z0-9]+\.js$/i.test(f));
  if (!file) throw new Error(`no manifest-*.js in ${BUILD_DIR}: run remix build first`);
  const source = readFileSync(path.join(BUILD_DIR, file), "utf8");
  const json = source.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return JSON.parse(json);
}

const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8"));
const manifest = loadManifest();
const { pages, modules } = JSON.parse(readFileSync("app/pages.json", "utf8"));

const sizeCache = new Map();
/**
 * Bytes the server sends for a public URL path ("/build/...") with `encoding` ("gz" or "br"): the
 * precompressed sibling when the build wrote one (only when smaller), else the file gzipped at
 * level 9 (gz) or the file itself (br: no on-the-fly brotli).
 */
function encodedBytes(urlPath, encoding) {
  const key = `${encoding} ${urlPath}`;
  if (!sizeCache.has(key)) {
    const file = path.join(PUBLIC, urlPath);
    const sibling = `${file}.${encoding}`;
    const size = existsSync(sibling) ? statSync(sibling).size : encoding === "gz" ? gzipSync(readFileSync(file), { level: 9 }).length : statSync(file).size;
    sizeCache.set(key, size);
  }
  return sizeCache.get(key);
}
const gzipBytes = (urlPath) => encodedBytes(urlPath, "gz");
const brotliBytes = (urlPath) => encodedBytes(urlPath, "br");

/** Stylesheets a module links: its file-loader .css imports, through its static imports. */
function cssOf(urlPath, seen = new Set()) {
  const key = path.join(PUBLIC, urlPath).split(path.sep).join("/");
  if (seen.has(key)) return [];
  seen.add(key);
  const output = metafile.outputs[key];
  if (!output) return [];
  const found = [];
  for (const imp of output.imports) {
    if (imp.path.endsWith(".css")) found.push(`/${path.relative(PUBLIC, imp.path).split(path.sep).join("/")}`);
    else if (imp.kind === "import-statement") found.push(...cssOf(`/${path.relative(PUBLIC, imp.path).split(path.sep).join("/")}`, seen));
  }
  return found;
}

/** The JavaScript and CSS (gzipped) a document of `routeId` loads. */
function pageWeight(routeId) {
  const route = manifest.routes[routeId];
  const root = manifest.routes.root;
  const js = new Set([manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])]);
  const css = new Set([...cssOf(root.module), ...cssOf(route.module)]);
  const sum = (set, bytes = gzipBytes) => [...set].reduce((total, file) => total + bytes(file), 0);
  return { js: sum(js), css: sum(css), jsBrotli: sum(js, brotliBytes), jsFiles: js.size, cssFiles: css.size };
}

const rows = [];
const failures = [];
// One row per route module (every page of a module loads the same scripts), by its first page.
for (const [file, keys] of Object.entries(modules)) {
  const page = pages.find((p) => p.key === keys[0]);
  const routeId = page.key;
  if (!manifest.routes[routeId]) continue;
  const weight = pageWeight(routeId);
  const marketing = file.startsWith(MARKETING_FOLDER);
  rows.push({
    page: `/${page.path.replace(/\/:[^/]+\?$/, "")}`,
    route: file,
    "JS KB (gz)": +(weight.js / KB).toFixed(1),
    "CSS KB (gz)": +(weight.css / KB).toFixed(1),
    "JS KB (br)": +(weight.jsBrotli / KB).toFixed(1),
    "JS files": weight.jsFiles,
    "CSS files": weight.cssFiles,
    budget: marketing ? `${JS_BUDGET / KB} / ${CSS_BUDGET / KB} KB` : "(info)",
  });
  if (marketing && weight.js > JS_BUDGET) failures.push(`${file}: JavaScript ${(weight.js / KB).toFixed(1)} KB gzipped > ${JS_BUDGET / KB} KB`);
  if (marketing && weight.css > CSS_BUDGET) failures.push(`${file}: CSS ${(weight.css / KB).toFixed(1)} KB gzipped > ${CSS_BUDGET / KB} KB`);
}

console.log("\nPerformance budgets: JavaScript and CSS each page loads, gzipped as served (zopfli siblings), brotli beside");
console.table(rows);

/** The bytes of a GET of `url` as sent, and the answer's status and Content-Type. */
async function sentBytes(url, acceptEncoding) {
  const headers = { "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/126.0.0.0 Safari/537.36", "X-Region": "SG" };
  // fetch() would decode a compressed body; node:http hands it over as sent.
  return new Promise((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { ...headers, "Accept-Encoding": acceptEncoding } : headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, type: String(response.headers["content-type"]), body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * The documents' sizes: every page of the sitemap and the articles the help and news centers link
 * (every locale), rendered by the built server. Answers [{ page, raw, br, gzip }], heaviest first.
 */
async function documentSizes() {
  const site = startSite(HTML_PORT, { env: { LOG_LEVEL: "error", RATE_LIMIT_SCALE: "100000" } });
  try {
    await waitForHealth(site.url);
    const sitemap = (await sentBytes(`${site.url}/sitemap.xml`)).body.toString("utf8");
    const pages = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname));
    /** @type {Array<{ page: string; raw: number; br?: number; gzip?: number }>} */
    const sizes = [];
    for (const page of [...pages]) {
      const { status, type, body } = await sentBytes(`${site.url}${page}`);
      if (status !== 200 || !type.startsWith("text/html")) continue;
      sizes.push({ page, raw: body.length });
      if (!/^\/(?:cn\/|hk\/)?(?:help-center|news-center)$/.test(page)) continue;
      for (const [, href] of body.toString("utf8").matchAll(/href="(\/(?:cn\/|hk\/)?(?:help-key|news)\/[^"#?]+)"/g)) pages.add(href);
    }
    for (const page of pages) {
      if (sizes.some((entry) => entry.page === page)) continue;
      const { status, type, body } = await sentBytes(`${site.url}${page}`);
      if (status === 200 && type.startsWith("text/html")) sizes.push({ page, raw: body.length });
    }
    sizes.sort((a, b) => b.raw - a.raw);
    // Compressed sizes as sent, for the heaviest (the compressed order follows the raw one closely).
    for (const entry of sizes.slice(0, HTML_SHOWN * 2)) {
      entry.br = (await sentBytes(`${site.url}${entry.page}`, "br")).body.length;
      entry.gzip = (await sentBytes(`${site.url}${entry.page}`, "gzip")).body.length;
    }
    return sizes;
  } finally {
    await stop(site.child);
  }
}

if (process.env.BUDGET_HTML !== "0") {
  const sizes = await documentSizes();
  const measured = sizes.filter((entry) => entry.gzip !== undefined);
  const heaviestGzip = measured.toSorted((a, b) => b.gzip - a.gzip)[0];
  console.log(`\nHTML of the ${HTML_SHOWN} heaviest of ${sizes.length} documents, as sent (budget ${HTML_BUDGET / KB} KB raw, ${HTML_GZIP_BUDGET / KB} KB gzipped)`);
  console.table(
    sizes.slice(0, HTML_SHOWN).map(({ page, raw, br, gzip }) => ({
      page,
      "HTML KB": +(raw / KB).toFixed(1),
      "HTML KB (br)": +(br / KB).toFixed(1),
      "HTML KB (gz)": +(gzip / KB).toFixed(1),
    })),
  );
  for (const { page, raw } of sizes) if (raw > HTML_BUDGET) failures.push(`${page}: HTML ${(raw / KB).toFixed(1)} KB > ${HTML_BUDGET / KB} KB`);
  for (const { page, gzip } of measured) if (gzip > HTML_GZIP_BUDGET) failures.push(`${page}: HTML ${(gzip / KB).toFixed(1)} KB gzipped > ${HTML_GZIP_BUDGET / KB} KB`);
  if (heaviestGzip) console.log(`Heaviest gzipped: ${heaviestGzip.page}, ${(heaviestGzip.gzip / KB).toFixed(1)} KB.`);
}
if (failures.length) {
  const warnOnly = process.argv.includes("--warn-only");
  console.error(
    `\nBudget exceeded (JavaScript ≤ ${JS_BUDGET / KB} KB, CSS ≤ ${CSS_BUDGET / KB} KB gzipped on a marketing page; HTML ≤ ${HTML_BUDGET / KB} KB, ${HTML_GZIP_BUDGET / KB} KB gzipped):\n  ${failures.join("\n  ")}`,
  );
  if (warnOnly) console.error("(--warn-only: not failing the build; remove the flag to enforce)");
  process.exit(warnOnly ? 0 : 1);
}
console.log(
  `All pages within budget (JavaScript ≤ ${JS_BUDGET / KB} KB, CSS ≤ ${CSS_BUDGET / KB} KB gzipped on a marketing page; HTML ≤ ${HTML_BUDGET / KB} KB, ${HTML_GZIP_BUDGET / KB} KB gzipped).`,
);
