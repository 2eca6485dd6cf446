#!/usr/bin/env node
/**
 * `node scripts/checks/tests-loading.mjs <package>...`: prints, one a line, the unit test files
 * (Vitest's own list, `vitest list --filesOnly`) whose imports reach a file of one of the named
 * npm packages, directly or through other modules and packages. `npm run test:unpatched` runs only
 * these: a test that never loads a package cannot answer differently without that package's patch.
 *
 * The import graph is esbuild's (one bundle of every test file, its metafile), which follows static
 * imports and dynamic imports of literal names. A test file esbuild cannot bundle is printed too,
 * so that an error here never leaves a test out. Exits 1 with a message when no package is named.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";

const packages = process.argv.slice(2);
if (packages.length === 0) {
  console.error("usage: node scripts/checks/tests-loading.mjs <package>...");
  process.exit(1);
}

const root = process.cwd();
/** Vitest's test files, relative to the project, as Vitest itself lists them. */
const listed = execFileSync(process.execPath, ["node_modules/vitest/vitest.mjs", "list", "--filesOnly", "--json"], { encoding: "utf8" });
const files = JSON.parse(listed).map((entry) => path.relative(root, entry.file));

/** A metafile input path inside one of `packages` (nested installs included). */
const inPackage = new RegExp(`(^|/)node_modules/(${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})/`);

/**
 * esbuild's options for a bundle of `entryPoints`, its metafile kept, nothing written.
 * @returns {import("esbuild").BuildOptions & { metafile: true }}
 */
const options = (entryPoints) => ({
  entryPoints,
  outdir: "out",
  bundle: true,
  // Shared code in chunks of its own: one copy of each module, not one a test file (a bundle each
  // made hundreds of megabytes pass through esbuild's pipe, some runs taking minutes).
  splitting: true,
  // Every module a test imports is loaded when it runs (Vitest drops nothing): none is left out
  // as unused, whatever its package.json's "sideEffects" says.
  treeShaking: false,
  ignoreAnnotations: true,
  write: false,
  metafile: true,
  platform: "node",
  format: "esm",
  logLevel: "silent",
  alias: { "~": path.join(root, "app") },
  loader: { ".css": "empty", ".svg": "empty", ".png": "empty", ".woff2": "empty" },
  // Test runners and build tools the tests import but which are no part of what they test.
  external: ["vitest", "vitest/*", "vite", "esbuild", "lightningcss", "fsevents", "@playwright/test"],
});

/** The test files whose bundle takes an input from one of the packages, or that esbuild cannot bundle. */
async function loading(entryPoints) {
  try {
    const { outputs } = (await build(options(entryPoints))).metafile;
    /** Whether the output at `file` or a chunk it imports holds an input of the packages. */
    const reaches = (file, seen = new Set()) => {
      if (seen.has(file) || !outputs[file]) return false;
      seen.add(file);
      const output = outputs[file];
      return Object.keys(output.inputs).some((input) => inPackage.test(input)) || output.imports.some((chunk) => reaches(chunk.path, seen));
    };
    return Object.entries(outputs)
      .filter(([file, output]) => output.entryPoint && reaches(file))
      .map(([, output]) => output.entryPoint);
  } catch {
    // One file esbuild cannot bundle fails the whole build: each on its own, then.
    if (entryPoints.length === 1) return entryPoints;
    return (await Promise.all(entryPoints.map((file) => loading([file])))).flat();
  }
}

const found = new Set(await loading(files));
for (const file of files) if (found.has(file)) console.log(file);
