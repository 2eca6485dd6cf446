// The browser bundle's patches (bytes; docs/patches.md):
// - patches/@remix-run+react+2.17.5.patch leaves out of the ES module build the browser bundles:
//   single fetch's client (single-fetch.js, turbo-stream), the deferred-stream parser, the code
//   that writes the document's scripts on the server (the browser only hydrates them), the
//   development hints of the default error boundary, and — with their displayName set in
//   development only — Remix's Link and NavLink with their prefetching when the app does not use
//   them (app/components/content/app-link.tsx uses React Router's);
// - patches/@remix-run+dev+2.17.5.patch marks the empty modules that replace *.server imports in
//   the browser build as free of side effects, so esbuild drops them instead of keeping a chunk each.
// They are right only while the site keeps single fetch off and no loader defers: these tests hold
// the site to that, and check that the patches are applied.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";

const require = createRequire(import.meta.url);
const remixReactEsm = path.join(path.dirname(require.resolve("@remix-run/react/package.json")), "dist", "esm");

/**
 * The app's modules (not its tests) as `[file, code]`, comments removed: comments may name what
 * the checks below look for (entry.server.tsx says what to change if a route ever defers).
 */
function appSources(): Array<[string, string]> {
  const dir = path.resolve("app");
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => [
      file,
      readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, ""),
    ]);
}

describe("browser bundle patches", () => {
  it("are applied to the ES module build of @remix-run/react", () => {
    const browser = readFileSync(path.join(remixReactEsm, "browser.js"), "utf8");
    const components = readFileSync(path.join(remixReactEsm, "components.js"), "utf8");
    const data = readFileSync(path.join(remixReactEsm, "data.js"), "utf8");
    expect(browser).not.toContain("from './single-fetch.js'");
    expect(components).not.toContain("from './single-fetch.js'");
    expect(data).not.toContain("readStreamSections");
    expect(data).toContain("left its parser out");
    expect(components).toContain("renders in the browser only");
    expect(components).not.toContain("__remixContext.p = function");
    expect(components).toMatch(/if \(process\.env\.NODE_ENV !== "production"\) \{\s*Link\.displayName = "Link";/);
    expect(readFileSync(path.join(remixReactEsm, "errorBoundaries.js"), "utf8")).not.toContain("Hey developer");
  });

  it("leave the server's CommonJS build as it was (the server still writes the scripts)", () => {
    const components = readFileSync(require.resolve("@remix-run/react/dist/components.js"), "utf8");
    expect(components).toContain("__remixContext.p = function");
    expect(components).toContain("single-fetch");
  });

  it("are applied to the compiler's empty modules", () => {
    const plugin = readFileSync(require.resolve("@remix-run/dev/dist/compiler/plugins/emptyModules.js"), "utf8");
    expect(plugin).toMatch(/namespace: "empty-module",[\s\S]*sideEffects: false/);
  });

  it("hold: single fetch is off (the patched browser build has no single fetch client)", () => {
    const future = (remixConfig as { future?: Record<string, unknown> }).future ?? {};
    expect(future.v3_singleFetch).not.toBe(true);
  });

  it("hold: the app's links are React Router's, and none asks for prefetching", () => {
    const offending = appSources().filter(
      ([, source]) => /import\s*\{[^}]*\b(Link|NavLink)\b[^}]*\}\s*from\s*["']@remix-run\/react["']/.test(source) || /\bprefetch=/.test(source),
    );
    expect(offending.map(([file]) => file)).toEqual([]);
  });

  it("hold: no route or module of the app defers (the patched browser build has no deferred parser)", () => {
    const deferring = appSources().filter(
      ([, source]) => /\bimport\s*\{[^}]*\bdefer\b[^}]*\}\s*from\s*["']@remix-run\//.test(source) || /<Await\b/.test(source),
    );
    expect(deferring.map(([file]) => file)).toEqual([]);
  });
});
