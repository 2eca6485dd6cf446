// Lighthouse for the measuring and checking scripts, installed on first use into
// .cache/lighthouse-<version> (git-ignored), apart from the project's node_modules: it is a tool,
// not a dependency of the site, and one of its own dependencies is pinned to "latest", which would
// break `npm ci` whenever that publishes.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Lighthouse `version` (exact, e.g. "12.8.2"), installed by npm when missing. Answers
 * `{ lighthouse, chromeLauncher }`: Lighthouse's default export (a function of a URL, flags and a
 * config answering `{ lhr }`) and the chrome-launcher module of that install. Throws when npm fails.
 */
export async function loadLighthouse(version) {
  const prefix = path.join(root, ".cache", `lighthouse-${version}`);
  const entry = path.join(prefix, "node_modules", "lighthouse", "core", "index.js");
  if (!existsSync(entry)) {
    console.log(`installing lighthouse@${version} into ${path.relative(root, prefix)}`);
    mkdirSync(prefix, { recursive: true });
    writeFileSync(path.join(prefix, "package.json"), JSON.stringify({ name: `lighthouse-${version}`, private: true }));
    execFileSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--loglevel=error", `lighthouse@${version}`], { stdio: "inherit" });
  }
  const lighthouse = (await import(pathToFileURL(entry).href)).default;
  const chromeLauncher = await import(pathToFileURL(path.join(prefix, "node_modules", "chrome-launcher", "dist", "index.js")).href);
  return { lighthouse, chromeLauncher };
}
