// `node scripts/bench/telemetry-additions.mjs`: the CPU cost of two parts of otel.mjs, measured
// apart, in CPU time (process.cpuUsage), which the machine's load does not change the way it
// changes requests per second. Prints figures, never asserts (docs/performance.md
// "OpenTelemetry's cost").
//
// - The `page_kind` view: nanoseconds of CPU per record of the request-duration histogram, each
//   inside a request's context with its RPC metadata, with the view and without, median of
//   BENCH_ROUNDS (5) rounds of BENCH_RECORDS (1 000 000) records each, alternating. The view's
//   processor here is a copy of otel.mjs's (a preload cannot be imported without starting the
//   SDK): keep the two the same.
// - The event-loop delay monitor that OpenTelemetry's Node runtime instrumentation keeps (Node's
//   monitorEventLoopDelay at otel.mjs's 10 ms precision): CPU microseconds a second
//   of an idle process with the monitor off and on, BENCH_IDLE_SECONDS (10) each, twice, alternating.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createContextKey, ROOT_CONTEXT } from "@opentelemetry/api";
import { MeterProvider, MetricReader } from "@opentelemetry/sdk-metrics";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

/** The HTTP instrumentation's request metadata in a context, as otel.mjs reads it. */
const RPC_METADATA_KEY = createContextKey("OpenTelemetry SDK Context Key RPC_METADATA");

/** A reader that only holds the metrics (nothing is exported). */
class HoldingReader extends MetricReader {
  async onForceFlush() {}
  async onShutdown() {}
}

/** otel.mjs's view: the request's page kind, from its RPC metadata, as a label. */
const PAGE_KIND_VIEW = {
  instrumentName: "http.server.request.duration",
  attributesProcessors: [
    {
      process(attributes, ctx) {
        const pageKind = ctx?.getValue(RPC_METADATA_KEY)?.pageKind;
        return pageKind ? { ...attributes, page_kind: pageKind } : attributes;
      },
    },
  ],
};

/** The HTTP instrumentation's request histogram (its buckets), under `views`. */
function requestHistogram(views) {
  const provider = new MeterProvider({ readers: [new HoldingReader()], views });
  return provider.getMeter("bench").createHistogram("http.server.request.duration", {
    unit: "s",
    advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10] },
  });
}

const ROUTES = ["/:lang?", "/:lang?/pricing", "/:lang?/stocks", "/:lang?/news"];

/**
 * CPU nanoseconds per record of `histogram`, each given a request's context with its metadata (the
 * instrumentation records in the request's active context: the same context, found another way).
 */
function nanosecondsPerRecord(histogram) {
  const start = process.cpuUsage();
  for (let i = 0; i < RECORDS; i++) {
    const metadata = { type: 0, route: ROUTES[i & 3], pageKind: i & 4 ? "signed_in" : "anonymous" };
    const attributes = {
      "http.request.method": "GET",
      "url.scheme": "http",
      "network.protocol.version": "1.1",
      "http.response.status_code": 200,
      "http.route": metadata.route,
    };
    histogram.record(0.1, attributes, ROOT_CONTEXT.setValue(RPC_METADATA_KEY, metadata));
  }
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / RECORDS;
}

/** CPU microseconds a second of this process, idle for IDLE_SECONDS, with the monitor on or off. */
async function idleMicrosecondsPerSecond(monitor) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  if (monitor) delay.enable();
  const start = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const used = process.cpuUsage(start);
  delay.disable();
  return (used.user + used.system) / IDLE_SECONDS;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const without = requestHistogram([]);
const withView = requestHistogram([PAGE_KIND_VIEW]);
// One unmeasured round each: the JIT's warm-up.
nanosecondsPerRecord(without);
nanosecondsPerRecord(withView);
const rounds = { without: [], withView: [] };
for (let round = 0; round < ROUNDS; round++) {
  rounds.without.push(nanosecondsPerRecord(without));
  rounds.withView.push(nanosecondsPerRecord(withView));
}
const round = (values) => values.map((value) => Math.round(value)).join(", ");
console.log(
  `request metric, CPU ns per record: without the page_kind view ${Math.round(median(rounds.without))} (${round(rounds.without)}), with it ${Math.round(median(rounds.withView))} (${round(rounds.withView)})`,
);
const idle = [];
for (let pair = 0; pair < 2; pair++) idle.push([await idleMicrosecondsPerSecond(false), await idleMicrosecondsPerSecond(true)]);
console.log(`idle process, CPU µs per second: monitor off ${round(idle.map(([off]) => off))}, on ${round(idle.map(([, on]) => on))}`);
