/**
 * An instance told it has company (REDIS_URL: a rate-limit store shared with other instances)
 * refuses to start without COOKIE_SECRET and names it (app/lib/config/env.server.ts): instances
 * with random secrets of their own would refuse each other's signed cookies and end each other's
 * sessions (deploy/README.md). The production build is started the way a deployment starts it;
 * scripts/checks/two-instances.sh runs two of them with one secret.
 */
import { SITE_PORT } from "../../../playwright.config";
import { expect, test } from "../fixtures";
import { spawnSite } from "../site-process";

/**
 * Each test's own server (beside SITE_PORT, in the run's range). The tests may run at once in two
 * workers, so they never share a port: the refused start would otherwise see the other's /healthz.
 */
const REFUSED_PORT = SITE_PORT + 8;
const STARTED_PORT = SITE_PORT + 10;
/** A loopback port nothing listens on: the store is never reached (the site then counts alone). */
const REDIS_URL = `redis://127.0.0.1:${SITE_PORT + 9}`;

test("with REDIS_URL and no COOKIE_SECRET the server exits at once, naming the variable", async () => {
  const started = spawnSite({ REDIS_URL, COOKIE_SECRET: undefined }, { port: REFUSED_PORT, output: "capture", healthTimeoutMs: 20_000 });
  // spawnSite rejects with the exit code and the last lines the process wrote.
  await expect(started).rejects.toThrow(/exited \(code 1\) before \/healthz answered[^]*COOKIE_SECRET[^]*REDIS_URL/);
});

test("with REDIS_URL and a COOKIE_SECRET it starts and serves", async () => {
  const site = await spawnSite(
    { REDIS_URL, COOKIE_SECRET: "e2e-instances-cookie-secret-".padEnd(40, "x") },
    {
      port: STARTED_PORT,
      // Its complaints about the unreachable store stay out of the run's output.
      output: "capture",
    },
  );
  try {
    const response = await fetch(`${site.url}/pricing`);
    expect(response.status).toBe(200);
  } finally {
    expect(await site.stop("SIGTERM")).toBe(0);
  }
});
