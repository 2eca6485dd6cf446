#!/usr/bin/env node
/**
 * `npm run audit:advisories`: the production dependency tree (what `npm install --omit=dev`
 * installs), read from package-lock.json, in forms an advisory database can be checked with.
 * `npm audit` needs the registry's audit endpoint; this works offline and feeds any database.
 *
 *   npm run audit:advisories              name@version, one a line, sorted (the default)
 *   npm run audit:advisories -- --osv     the OSV batch query (https://google.github.io/osv.dev/post-v1-querybatch/)
 *                                         as JSON: { queries: [{ package: { name, ecosystem: "npm" }, version }] }
 *   npm run audit:advisories -- --check   sends that query to AUDIT_OSV_URL (default
 *                                         https://api.osv.dev/v1/querybatch) and prints each package with the
 *                                         advisory ids found; exits 1 when there are any, 2 when the database
 *                                         cannot be reached (the list is printed either way)
 *
 * Production means every lockfile entry not marked `dev` or `devOptional`; an optional
 * dependency installed for another platform is listed too (an advisory on it still matters).
 * The runtime (Node itself) is not in the tree: see docs/security.md.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The production packages of a package-lock.json (lockfile version 2 or 3): [{ name, version }],
 * unique and sorted by name then version. Throws when the lockfile has no `packages` map.
 */
export function productionPackages(lockfile) {
  if (!lockfile.packages) throw new Error("package-lock.json has no `packages` map: lockfile version 2 or later is needed");
  const seen = new Map();
  for (const [key, entry] of Object.entries(lockfile.packages)) {
    if (key === "" || entry.dev || entry.devOptional || entry.link || !entry.version) continue;
    const name = entry.name ?? key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
    seen.set(`${name}@${entry.version}`, { name, version: entry.version });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The OSV batch query for `packages`. */
export function osvQuery(packages) {
  return { queries: packages.map(({ name, version }) => ({ package: { name, ecosystem: "npm" }, version })) };
}

async function check(packages) {
  const url = process.env.AUDIT_OSV_URL ?? "https://api.osv.dev/v1/querybatch";
  let answer;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(osvQuery(packages)),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = await response.json();
  } catch (error) {
    for (const { name, version } of packages) console.log(`${name}@${version}`);
    console.error(
      `audit:advisories: the advisory database at ${url} could not be reached (${error.message}); check the list above by hand (docs/security.md).`,
    );
    return 2;
  }
  let found = 0;
  packages.forEach(({ name, version }, index) => {
    const ids = (answer.results?.[index]?.vulns ?? []).map((vuln) => vuln.id);
    if (ids.length) found += 1;
    console.log(`${name}@${version}${ids.length ? `  ${ids.join(" ")}` : ""}`);
  });
  console.error(`audit:advisories: ${packages.length} production packages, ${found} with advisories (${url}).`);
  return found ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packages = productionPackages(JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")));
  const mode = process.argv[2] ?? "--list";
  if (mode === "--osv") console.log(JSON.stringify(osvQuery(packages), null, 2));
  else if (mode === "--check") process.exitCode = await check(packages);
  else if (mode === "--list") for (const { name, version } of packages) console.log(`${name}@${version}`);
  else {
    console.error(`audit:advisories: unknown option ${mode} (--list, --osv or --check)`);
    process.exitCode = 64;
  }
}
