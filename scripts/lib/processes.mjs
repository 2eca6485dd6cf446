// Shared by the measuring scripts (bench, loadtest, soak, shutdown-under-load, lighthouse):
// start the production build and the sandbox on loopback, wait for health, read a process's
// memory and open handles from /proc, and stop what was started. Loopback only.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";

export const HOST = "127.0.0.1";

/** The desktop Chrome user agent the measuring scripts send (the site's desktop layout). */
export const DESKTOP_CHROME_UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** The pages `npm run bench` and `npm run bench:instructions` measure: BENCH_PAGES (comma-separated) or these four. */
export const BENCH_PAGES = (process.env.BENCH_PAGES ?? "/,/cn/pricing,/sign-in,/news/market-structure-basics").split(",");

/** The sandbox upstream in a process of its own, so that the site's figures are the site's alone; `env` adds to its environment. */
export function startSandbox(port, env = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "sandbox/main.ts"], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_HOST: HOST, SANDBOX_DB: ":memory:", SANDBOX_QUIET: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, url: `http://${HOST}:${port}` };
}

/**
 * The site (build/server.js, NODE_ENV=production) on `port`. With `upstream` it talks to that
 * sandbox; without, it starts its own embedded one (in the same process). `launcher` (a command
 * and its arguments, such as valgrind's) runs Node under it; `nodeArgs` go to Node before the
 * script (`["--import", "./otel.mjs"]`: with OpenTelemetry).
 * @param {number} port
 * @param {{ upstream?: string, env?: Record<string, string>, launcher?: string[], nodeArgs?: string[] }} [options]
 */
export function startSite(port, { upstream, env = {}, launcher = [], nodeArgs = [] } = {}) {
  const [command, ...args] = [...launcher, process.execPath, ...nodeArgs, "build/server.js"];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST,
      SANDBOX_DB: ":memory:",
      LOG_LEVEL: "warn",
      // A sandbox started apart: the repository's secrets are allowed with it (config/env.server.ts).
      ...(upstream ? { SANDBOX_ORIGIN: upstream } : {}),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { child, url: `http://${HOST}:${port}` };
}

export async function waitForHealth(url, path = "/healthz", timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url + path);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet: try again until the deadline.
    }
    await sleep(200);
  }
  throw new Error(`${url}${path} did not answer within ${timeoutMs} ms`);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MiB, from /proc/<pid>/status (VmRSS). */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Open file descriptors of a process (sockets, files, pipes), from /proc/<pid>/fd. */
export function openHandles(pid) {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `timeoutMs`). */
export function stop(child, timeoutMs = 12_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Stops the children when this script is interrupted, so nothing is left running. */
export function stopOnExit(...children) {
  const stopAll = () => {
    for (const c of children) if (c && c.exitCode === null && c.signalCode === null) c.kill("SIGTERM");
  };
  process.once("SIGINT", () => {
    stopAll();
    process.exit(130);
  });
  process.once("SIGTERM", () => {
    stopAll();
    process.exit(143);
  });
  process.once("exit", stopAll);
}

/** The machine's 1-minute load average and core count: context for every timing printed. */
export function machineLoad() {
  return `load average ${loadavg()[0].toFixed(2)} on ${navigatorCores()} cores`;
}

function navigatorCores() {
  try {
    return readFileSync("/proc/cpuinfo", "utf8").match(/^processor\s*:/gm)?.length ?? "?";
  } catch {
    return "?";
  }
}

/** A random client address for X-Forwarded-For (a header only; traffic goes to loopback). */
export function randomClientIp(pool = 5000) {
  const n = Math.floor(Math.random() * pool);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** p-th percentile (0–100) of a sorted array of numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * The sandbox (own process) and the site pointed at it, both stopped when this process exits.
 * `ready()` resolves once both answer; `stopAll()` stops both. `sandboxEnv` / `siteEnv` add to
 * their environments.
 */
export function startStack(sitePort, sandboxPort, { sandboxEnv = {}, siteEnv = {} } = {}) {
  const sandbox = startSandbox(sandboxPort, sandboxEnv);
  const site = startSite(sitePort, { upstream: sandbox.url, env: siteEnv });
  stopOnExit(site.child, sandbox.child);
  return {
    sandbox,
    site,
    ready: () => Promise.all([waitForHealth(site.url), waitForHealth(sandbox.url, "/__sandbox/analytics")]),
    stopAll: () => Promise.all([stop(site.child), stop(sandbox.child)]),
  };
}

/** A form body for a sign-in post that fails (an email no account has, a wrong password). */
export function failingSignInBody(prefix) {
  const n = Math.floor(Math.random() * 1e9).toString(36);
  return new URLSearchParams({ method: "email", email: `${prefix}-${n}@example.com`, password: "Wrong12345", redirectTo: "/" }).toString();
}

/**
 * The figures every load script prints from an autocannon result: request and status counts,
 * socket errors and time-outs, mean req/s, latency p50/p99/max in ms.
 */
export function autocannonFigures(result) {
  return {
    requests: result.requests.total,
    "2xx": result["2xx"],
    "3xx": result["3xx"],
    "4xx": result["4xx"],
    "5xx": result["5xx"],
    "socket errors": result.errors,
    timeouts: result.timeouts,
    "req/s (mean)": Math.round(result.requests.average),
    "latency p50 ms": result.latency.p50,
    "latency p99 ms": result.latency.p99,
    "latency max ms": result.latency.max,
  };
}
