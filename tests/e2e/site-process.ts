/**
 * A site of a spec's own: the production build (build/server.js) in a process the spec starts,
 * stops and may kill, beside the run's shared test server (cluster, raw requests, telemetry).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { SANDBOX } from "./fixtures";

export interface SpawnSiteOptions {
  /** The port it listens on, at 127.0.0.1: pick one in the run's range (SITE_PORT + n). */
  port: number;
  /** Node's arguments before the script, e.g. `["--import", "./otel.mjs"]` for OpenTelemetry. */
  nodeArgs?: string[];
  /**
   * "capture": stdout and stderr, line by line, into `lines`; "quiet" (the default): stdout
   * dropped, stderr passed on to the test run's output.
   */
  output?: "capture" | "quiet";
  /** How long it may take to answer /healthz with 200, in ms (default 30 000). */
  healthTimeoutMs?: number;
}

export interface SpawnedSite {
  /** The process: with WEB_CONCURRENCY above 1, the cluster primary. */
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Settles with the exit code when the process ends (null when a signal ended it). */
  exit: Promise<number | null>;
  /** With output "capture": every complete line of stdout and stderr so far, oldest first. */
  lines: string[];
  /**
   * Sends `signal` (default SIGKILL) unless the process has ended, and waits for the end; answers
   * the exit code (null when a signal ended it).
   */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts build/server.js (run `npm run build` first) with NODE_ENV=production on 127.0.0.1 and
 * `options.port`, upstream the run's sandbox (SANDBOX_ORIGIN), LOG_LEVEL warn; `env` adds to or
 * overrides that environment (and the test process's own); a variable given as undefined is unset.
 * Resolves once /healthz answers 200 while the process runs. Rejects at once when the port already
 * answers before the start; rejects, with the process killed, when it exits first or does not
 * answer within `healthTimeoutMs` (with output "capture", the last lines it wrote are in the
 * message).
 */
export async function spawnSite(env: Record<string, string | undefined>, options: SpawnSiteOptions): Promise<SpawnedSite> {
  const { port, nodeArgs = [], output = "quiet", healthTimeoutMs = 30_000 } = options;
  const url = `http://127.0.0.1:${port}`;
  // A port already answering would pass the health check below for a server that never started.
  if ((await healthStatus(url)) !== 0)
    throw new Error(`port ${port} already answers /healthz: another server holds it (each spawned site needs a port of its own)`);
  const child = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SANDBOX_ORIGIN: SANDBOX,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: output === "capture" ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    // Each stream keeps its own unfinished line, so lines of the two never interleave mid-line.
    let rest = "";
    stream?.setEncoding("utf8").on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
    });
  }
  let ended = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      ended = true;
      resolve(code);
    }),
  );
  const stop = (signal: NodeJS.Signals = "SIGKILL") => {
    if (!ended) child.kill(signal);
    return exit;
  };

  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    const status = await healthStatus(url);
    if (status === 200 && !ended) return { child, url, exit, lines, stop };
    const tail = lines.slice(-20).join("\n");
    if (ended) throw new Error(`build/server.js on port ${port} exited (code ${child.exitCode}) before /healthz answered\n${tail}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`build/server.js on port ${port}: /healthz did not answer 200 within ${healthTimeoutMs} ms\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The HTTP status of `url`/healthz, its body read; 0 when nothing answers within 2 s (a listener
 * that never answers, a port taken by something else, must not hold a wait).
 */
function healthStatus(url: string): Promise<number> {
  return fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    async (response) => (await response.arrayBuffer(), response.status),
    () => 0,
  );
}

/** The JSON log lines among `lines` (a spawned site's captured output) whose message is `msg`; other lines are passed over. */
export function logLines(lines: readonly string[], msg: string): Array<Record<string, unknown>> {
  return lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      return parsed.msg === msg ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The value of the first series of `metric` in a Prometheus text exposition `text` whose labels
 * include every one of `labels` (each `key="value"`); 0 when no series matches.
 */
export function sample(text: string, metric: string, labels: Record<string, string>): number {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${metric}{`)) continue;
    const labelText = line.slice(metric.length + 1, line.lastIndexOf("}"));
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}
