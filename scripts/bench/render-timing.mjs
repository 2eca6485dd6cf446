// `npm run bench:render`: the document render alone, in this process, for each page: the build's
// entry render (the providers, <RemixServer> and the route components, react-dom's renderToString
// and the bytes) given the entry context Remix handed it once for the page (scripts/lib/entry-context.mjs).
// No server, network, loaders or middleware: a change to a component shows in these figures
// without the load generator's share of the cores. Prints, per page, wall and CPU milliseconds per
// render and garbage collection per render, after RENDER_WARMUP (300) renders, over RENDER_COUNT
// (3 000). Needs a build; starts the sandbox (own process) for the loaders' data.
// BENCH_PAGES picks the pages (scripts/lib/processes.mjs).
import { PerformanceObserver } from "node:perf_hooks";
import { captureEntryContexts } from "../lib/entry-context.mjs";
import { BENCH_PAGES, DESKTOP_CHROME_UA, startSandbox, stop, stopOnExit, waitForHealth } from "../lib/processes.mjs";

const WARMUP = Number(process.env.RENDER_WARMUP ?? 300);
const COUNT = Number(process.env.RENDER_COUNT ?? 3000);
const SANDBOX_PORT = Number(process.env.RENDER_SANDBOX_PORT ?? 4260);
const ORIGIN = "http://127.0.0.1:3260";

const sandbox = startSandbox(SANDBOX_PORT);
stopOnExit(sandbox.child);
try {
  await waitForHealth(sandbox.url, "/__sandbox/analytics");
  process.env.SANDBOX_ORIGIN = sandbox.url;
  process.env.LOG_LEVEL ??= "warn";
  process.env.NODE_ENV = "production";
  const { render, contexts } = await captureEntryContexts(BENCH_PAGES, { origin: ORIGIN, userAgent: DESKTOP_CHROME_UA });
  let gcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  gc.observe({ entryTypes: ["gc"] });
  const rows = [];
  for (const [page, context] of contexts) {
    const request = new Request(ORIGIN + page, { headers: { "User-Agent": DESKTOP_CHROME_UA } });
    const once = () => render(request, context.status, new Headers(), context.entryContext, context.loadContext).arrayBuffer();
    for (let i = 0; i < WARMUP; i++) await once();
    await new Promise((resolve) => setTimeout(resolve, 20));
    gcMs = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < COUNT; i++) await once();
    const wallMs = (performance.now() - started) / COUNT;
    const used = process.cpuUsage(cpu);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the last collections' entries
    rows.push({
      path: page,
      wallMs: +wallMs.toFixed(3),
      cpuMs: +((used.user + used.system) / 1000 / COUNT).toFixed(3),
      gcMs: +(gcMs / COUNT).toFixed(3),
      renders: COUNT,
    });
  }
  gc.disconnect();
  console.log(`bench:render: the build's document render alone, ${WARMUP} warm-up then ${COUNT} renders per page (milliseconds per render)`);
  console.table(rows);
} finally {
  await stop(sandbox.child);
}
