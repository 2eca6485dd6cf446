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
// BUDGET_JS_KB / BUDGET_CSS_KB override the limits (for trying a change, not for CI).
// `--warn-only` prints the same verdict but exits 0 (for trying a change locally).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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
if (failures.length) {
  const warnOnly = process.argv.includes("--warn-only");
  console.error(`\nBudget exceeded (JavaScript ≤ ${JS_BUDGET / KB} KB, CSS ≤ ${CSS_BUDGET / KB} KB gzipped on a marketing page):\n  ${failures.join("\n  ")}`);
  if (warnOnly) console.error("(--warn-only: not failing the build; remove the flag to enforce)");
  process.exit(warnOnly ? 0 : 1);
}
console.log(`All marketing pages within budget (JavaScript ≤ ${JS_BUDGET / KB} KB, CSS ≤ ${CSS_BUDGET / KB} KB gzipped).`);
