// `npm run shutdown-test`: graceful shutdown under load, on loopback. SHUTDOWN_CLIENTS
// (50) keep-alive clients loop over pages and sign-in posts; after SHUTDOWN_AFTER seconds (5) the
// site gets SIGTERM; the clients go on until the site has exited (and at most 15 s). Every request
// is classified by when it started and how it ended:
// - completed: a full response arrived (any status);
// - refused: ECONNREFUSED, a new connection after the listener closed (never accepted, so nothing
//   was lost: a load balancer retries it elsewhere);
// - lost: reset or closed after being sent (ECONNRESET, "socket hang up", EPIPE): split into those
//   sent on a reused keep-alive connection (the known race between a client reusing an idle socket
//   and the server closing it) and those on a fresh connection.
// Refused clients back off 100 ms before their next try. Prints the counts, the site's exit code
// and how long it took to exit after SIGTERM. Asserts nothing.
import http from "node:http";
import { machineLoad, randomClientIp, sleep, startStack } from "../lib/processes.mjs";

const PORT = Number(process.env.SHUTDOWN_PORT ?? 3500);
const SANDBOX_PORT = Number(process.env.SHUTDOWN_SANDBOX_PORT ?? 4500);
const CLIENTS = Number(process.env.SHUTDOWN_CLIENTS ?? 50);
const AFTER = Number(process.env.SHUTDOWN_AFTER ?? 5);
const MAX_SECONDS = 15;

const stack = startStack(PORT, SANDBOX_PORT);
const { site } = stack;
const BASE = site.url;

const PATHS = ["/", "/pricing", "/cn/stocks", "/help-center", "/news/market-structure-basics", "POST /sign-in"];

const empty = () => ({ completed: 0, refused: 0, lostReused: 0, lostFresh: 0, other: 0 });
/** before: started and ended before SIGTERM; inFlight: started before, ended after; after: started after. */
const counts = { before: empty(), inFlight: empty(), after: empty() };
const statuses = {};
const otherErrors = {};
let sigtermAt = 0;
let inFlightAtSigterm = 0;
let inFlight = 0;

function request(agent, spec) {
  const post = spec.startsWith("POST ");
  const path = post ? spec.slice(5) : spec;
  const body = post
    ? new URLSearchParams({ method: "email", email: `sd-${Math.random().toString(36).slice(2)}@example.com`, password: "Wrong12345" }).toString()
    : undefined;
  const startedAfter = Boolean(sigtermAt);
  const phase = () => (startedAfter ? "after" : sigtermAt ? "inFlight" : "before");
  return new Promise((resolve) => {
    inFlight++;
    const req = http.request(
      BASE + path,
      {
        method: post ? "POST" : "GET",
        agent,
        headers: {
          "X-Forwarded-For": randomClientIp(5000),
          ...(post ? { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, "Content-Length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          inFlight--;
          counts[phase()].completed++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          resolve();
        });
        res.on("error", (error) => fail(error));
      },
    );
    let failed = false;
    const fail = (error) => {
      if (failed) return;
      failed = true;
      inFlight--;
      const code = error.code ?? error.message;
      if (code === "ECONNREFUSED") counts[phase()].refused++;
      else if (code === "ECONNRESET" || code === "EPIPE" || /socket hang up/.test(error.message))
        counts[phase()][req.reusedSocket ? "lostReused" : "lostFresh"]++;
      else {
        counts[phase()].other++;
        otherErrors[code] = (otherErrors[code] ?? 0) + 1;
      }
      resolve();
    };
    req.on("error", fail);
    req.end(body);
  });
}

try {
  await stack.ready();
  for (const p of PATHS.filter((p) => !p.startsWith("POST"))) await (await fetch(BASE + p)).arrayBuffer();
  console.log(`shutdown-under-load: ${CLIENTS} keep-alive clients against ${BASE} (site pid ${site.child.pid}); SIGTERM after ${AFTER} s; ${machineLoad()}`);

  let exitedAt = 0;
  let exitCode = null;
  const exited = new Promise((resolve) =>
    site.child.once("exit", (code, signal) => {
      exitedAt = performance.now();
      exitCode = code ?? signal;
      resolve();
    }),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const deadline = Date.now() + (AFTER + MAX_SECONDS) * 1000;
  let stopClients = false;
  const clients = Array.from({ length: CLIENTS }, async (_, i) => {
    let n = i;
    while (!stopClients && Date.now() < deadline) {
      const refusedBefore = counts.after.refused;
      await request(agent, PATHS[n++ % PATHS.length]);
      if (sigtermAt && exitedAt) break;
      // Like a balancer marking the instance down: back off after a refused connection instead
      // of spinning (a tight retry loop would take the CPU the draining server needs).
      if (counts.after.refused > refusedBefore) await sleep(100);
    }
  });

  await sleep(AFTER * 1000);
  inFlightAtSigterm = inFlight;
  sigtermAt = performance.now();
  site.child.kill("SIGTERM");
  await Promise.race([exited, sleep(MAX_SECONDS * 1000)]);
  stopClients = true;
  await Promise.all(clients);
  agent.destroy();

  const exitSeconds = exitedAt ? ((exitedAt - sigtermAt) / 1000).toFixed(2) : `> ${MAX_SECONDS}`;
  console.log(`\nGraceful shutdown under load (${machineLoad()} at the end)`);
  const lost = (c) => c.lostFresh + c.lostReused;
  console.table({
    "completed before SIGTERM": counts.before.completed,
    "in flight at SIGTERM": inFlightAtSigterm,
    "  of which completed": counts.inFlight.completed,
    "  of which lost (reset / hang up)": lost(counts.inFlight),
    "  of which other errors": counts.inFlight.other,
    "started after SIGTERM, completed (open keep-alive connections)": counts.after.completed,
    "started after SIGTERM, refused (listener closed; a balancer retries)": counts.after.refused,
    "started after SIGTERM, lost on a reused keep-alive socket": counts.after.lostReused,
    "started after SIGTERM, lost on a fresh connection": counts.after.lostFresh,
    "started after SIGTERM, other errors": counts.after.other,
    "errors before SIGTERM": counts.before.refused + lost(counts.before) + counts.before.other,
    "site exit code": exitCode,
    "seconds from SIGTERM to exit": exitSeconds,
  });
  console.log("statuses of completed requests:", statuses, Object.keys(otherErrors).length ? `other errors: ${JSON.stringify(otherErrors)}` : "");
  console.log("phase detail (by when the request started):", JSON.stringify(counts));
} finally {
  await stack.stopAll();
}
