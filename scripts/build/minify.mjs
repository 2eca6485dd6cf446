// Minifies the browser build once more with terser after `remix build` (bytes: at most
// 90 KB of JavaScript gzipped on a marketing page). Remix's classic compiler minifies with esbuild,
// which favours speed: terser's compressor (two passes: inlining, dead branches, joined
// declarations, shorter property access) takes another ~3 % off what a page loads gzipped, most
// of it from React Router and the Remix runtime (react-dom ships already minified by Closure).
// Only terser's safe transforms are on: no `unsafe*`, no `pure_getters`, names of top-level ES
// module exports kept (other chunks import them by name), so the code behaves as esbuild left it;
// every browser test runs against this output. File names are esbuild's content hashes of its
// own output, which stays deterministic: the same sources give the same names and bytes.
// Runs before scripts/build/precompress.mjs (which compresses what this writes).
// Usage: node scripts/build/minify.mjs [dir]   (default public/build). Prints the totals.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { minify } from "terser";
import { filesUnder } from "../lib/files.mjs";

const DIR = process.argv[2] ?? path.join("public", "build");

const started = Date.now();
let before = 0;
let after = 0;
let files = 0;
// The manifest (window.__remixManifest = {...}) is left as Remix wrote it: it is JSON data that
// scripts/build/check-budgets.mjs and the bench read, and terser would only rewrite its literals.
const isManifest = (file) => path.basename(file).startsWith("manifest-");
for (const file of filesUnder(DIR).filter((f) => f.endsWith(".js") && !isManifest(f))) {
  const source = readFileSync(file, "utf8");
  const result = await minify(source, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (typeof result.code !== "string") throw new Error(`terser returned no code for ${file}`);
  // Never write a file larger than esbuild's.
  const code = result.code.length < source.length ? result.code : source;
  if (code !== source) writeFileSync(file, code);
  before += Buffer.byteLength(source);
  after += Buffer.byteLength(code);
  files += 1;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(`minify: ${files} scripts, ${kb(before)} → ${kb(after)} KB (terser) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
