// The production install on a clean directory (run by scripts/test.sh after the build): copies the
// repository's tracked files and the build (build/, public/build) into a new temporary directory,
// runs scripts/install-production.sh --offline there (npm ci --omit=dev from the npm cache, the
// runtime patches applied; the Dockerfile runs the same script), starts it with
// scripts/serve-production.sh and its embedded sandbox, and checks /healthz, /readyz, a page and
// the metrics listener; then SIGTERM and a clean exit. Prints PASS lines; exits 1 on a failure.
// PRODUCTION_CHECK_PORT (3190) is the site's port, +1 its sandbox; PRODUCTION_CHECK_METRICS_PORT
// (the site's port + 6400) its metrics listener.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PORT = Number(process.env.PRODUCTION_CHECK_PORT ?? 3190);
const METRICS_PORT = Number(process.env.PRODUCTION_CHECK_METRICS_PORT ?? PORT + 6400);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, "../..");
const started = Date.now();
const dir = mkdtempSync(path.join(tmpdir(), "production-install-"));
// Node 24 (this script's own, from node_modules/.bin) first, for npm's scripts and the server.
const env = { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` };
delete env.NODE_ENV;
let site;

function pass(what) {
  console.log(`PASS ${what}`);
}
function fail(what) {
  throw new Error(`FAIL ${what}`);
}

try {
  for (const needed of ["build/server.js", "build/index.js", "public/build"])
    if (!existsSync(path.join(root, needed))) fail(`${needed} is missing: run npm run build first`);
  // The tracked files as they are in the working tree, then the build.
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(dir, file), { recursive: true });
  cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  cpSync(path.join(root, "public", "build"), path.join(dir, "public", "build"), { recursive: true });
  pass(`copied ${files.length} tracked files and the build to ${dir}`);

  const install = execFileSync("bash", ["scripts/install-production.sh", "--offline"], {
    cwd: dir,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const patches = readdirSync(path.join(root, "patches")).filter((name) => name.endsWith(".patch"));
  for (const patch of patches) {
    // "<name>+<version>[+<sequence>+<description>].patch", a scoped name's "/" written as "+".
    const name = patch.replace(/\+\d+\.\d+\.\d+.*\.patch$/, "").replace("+", "/");
    const dev = patch.startsWith("@remix-run+dev+");
    const line = install.split("\n").find((l) => l.includes(`${name}@`));
    if (!line) fail(`patch-package said nothing of ${name}`);
    if (dev ? !line.includes("Skipping dev-only") : !line.includes("✔") || line.includes("Skipping")) fail(`${name}: ${line.trim()}`);
  }
  pass(`npm ci --omit=dev --offline: ${patches.length - 1} runtime patches applied, the dev-only one skipped`);
  for (const devOnly of ["vitest", "@remix-run/dev", "@playwright/test", "eslint"])
    if (existsSync(path.join(dir, "node_modules", devOnly))) fail(`${devOnly} (a dev dependency) was installed`);
  pass("no dev dependency installed");

  site = spawn("bash", ["scripts/serve-production.sh"], {
    cwd: dir,
    env: {
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SANDBOX_PORT: String(PORT + 1),
      SANDBOX_DB: ":memory:",
      METRICS_PORT: String(METRICS_PORT),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => site.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  let health = 0;
  while (Date.now() < deadline && health !== 200) {
    health = (await fetch(`${BASE}/healthz`).catch(() => null))?.status ?? 0;
    if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (health !== 200) fail(`/healthz answered ${health}`);
  pass("/healthz 200");
  if ((await fetch(`${BASE}/readyz`)).status !== 200) fail("/readyz");
  pass("/readyz 200");
  const page = await fetch(`${BASE}/cn/stocks`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes("<h1")) fail(`/cn/stocks answered ${page.status}`);
  pass("/cn/stocks 200 with its page");
  const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  if (!metrics.includes('http_route="/:lang?/stocks"')) fail("the metrics listener does not count the page");
  pass("metrics listener counts the page");
  site.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) fail(`exit code ${code} after SIGTERM`);
  pass("SIGTERM: clean exit");
  console.log(`production install check passed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (site && site.exitCode === null) site.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
}
