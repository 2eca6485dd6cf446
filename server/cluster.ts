/**
 * Several worker processes in one instance (performance): WEB_CONCURRENCY workers made
 * with node:cluster share the listening port, so that a machine's cores all render pages (one
 * Node process renders on one core). Unset or 1: the process serves alone, as before.
 *
 * The primary serves nothing itself. It starts the workers, gives the rate limits their one
 * shared store (rate-limit.server.ts, unless REDIS_URL is set), restarts a worker that dies, and
 * on SIGTERM or SIGINT passes the signal on to every worker (each drains as a single process does)
 * and exits once they all have, within the shutdown time, 0 when every worker exited cleanly.
 * Workers hold no per-user state (sessions are cookies; caches are only caches), as for several
 * instances behind a load balancer.
 */
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { logger } from "~/lib/observability/logger.server";

/**
 * Worker processes asked for by WEB_CONCURRENCY: a whole number from 1 to 64, or "auto" (one
 * per core the process may use). Unset: 1. Throws with the variable named on any other value.
 */
export function workerCount(value = process.env.WEB_CONCURRENCY): number {
  if (value === undefined || value === "") return 1;
  if (value === "auto") return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`Invalid environment: WEB_CONCURRENCY must be "auto" or a whole number from 1 to 64, not ${JSON.stringify(value)}`);
  }
  return count;
}

/**
 * Runs the cluster's primary: forks `count` workers (each runs this same script and serves), keeps
 * them running, and shuts them down on a signal. `onStopped` runs once every worker has exited
 * (the primary's own resources: the embedded sandbox); then the process exits.
 */
export function runPrimary(count: number, { shutdownTimeoutMs, onStopped }: { shutdownTimeoutMs: number; onStopped?: () => Promise<void> }): void {
  let stopping = false;
  let failedAtStart = false;
  const workers = new Set<Worker>();
  // Workers whose server is listening: one that exits before that could not start.
  const listening = new WeakSet<Worker>();
  // Each worker holds a slot, 1 to count, that its replacement takes over: the worker's own
  // listeners (its metrics, otel.mjs) sit at ports derived from it.
  const slots = new Map<Worker, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ WORKER_SLOT: String(slot) });
    slots.set(worker, slot);
    workers.add(worker);
  };
  cluster.on("listening", (worker) => listening.add(worker));

  const finish = async (code: number) => {
    try {
      await onStopped?.();
    } finally {
      logger.info({ code }, "stopped");
      process.exit(code);
    }
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: workers.size }, "shutting down: workers finish their in-flight requests");
    for (const worker of workers) worker.process.kill(signal);
    // Each worker forces its own connections closed at 1 s before the shutdown time; a worker
    // still alive at 0.5 s before it is stuck: it is killed so that the instance exits in time.
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; killing the workers left");
      for (const worker of workers) worker.process.kill("SIGKILL");
    }, shutdownTimeoutMs - 500);
    force.unref();
  };

  let cleanExits = true;
  cluster.on("exit", (worker, code, signal) => {
    workers.delete(worker);
    const slot = slots.get(worker) ?? 1;
    slots.delete(worker);
    if (stopping) {
      // One the signal stopped before it listened had nothing in flight to lose.
      if (code !== 0 && listening.has(worker)) cleanExits = false;
      if (workers.size === 0) void finish(cleanExits && !failedAtStart ? 0 : 1);
      return;
    }
    if (!listening.has(worker)) {
      // A worker that cannot start (port taken, broken build) would fail again: stop them all.
      logger.fatal({ pid: worker.process.pid, code, signal }, "a worker failed at start; stopping");
      failedAtStart = true;
      stop("SIGTERM");
      if (workers.size === 0) void finish(1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a worker died; starting another");
    fork(slot);
  });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  logger.info({ workers: count }, `starting ${count} worker processes`);
  for (let slot = 1; slot <= count; slot++) fork(slot);
}
