/**
 * OpenTelemetry preload (docs/operations.md §Telemetry): `node --import ./otel.mjs build/server.js`.
 * Registers the ESM loader hook (import-in-the-middle, through @opentelemetry/instrumentation) and
 * starts the SDK before the server's first import, so that the HTTP, Express, undici (fetch) and
 * pino instrumentations patch those modules as they load (a module imported before the SDK starts
 * is never patched, silently).
 *
 * - `OTEL_SDK_DISABLED=true`: nothing at all (no hook, no SDK, no metrics listener).
 * - Traces: spans of every request, with child spans of its upstream calls (W3C `traceparent`
 *   sent with them); exported by OTLP/HTTP (JSON) to `OTEL_EXPORTER_OTLP_ENDPOINT` when it is
 *   set (the OTEL_* variables of the specification apply: `OTEL_SERVICE_NAME`,
 *   `OTEL_TRACES_SAMPLER`, `OTEL_BSP_*`…); without it spans are still made, so that the log
 *   lines and the upstream's logs carry their ids, and are dropped.
 * - Metrics: the Prometheus text format on their own listener, `METRICS_HOST`:`METRICS_PORT`
 *   (127.0.0.1:9464), never on the site's port. A cluster's primary serves none; its worker in
 *   slot n (WORKER_SLOT, server/cluster.ts) listens on METRICS_PORT + n.
 * - Logs: pino lines get `trace_id`, `span_id` and `trace_flags`; no log is sent by OTLP.
 * - The request metric gets a `page_kind` label on page answers ("anonymous", "signed_in": set by
 *   server.ts through setHttpRoute), and a process serving metrics reports its runtime (OpenTelemetry's
 *   Node runtime instrumentation: event-loop delay, utilisation, GC, heap; and its resident memory,
 *   memory limit and start time), both for
 *   docs/operations.md §Service-level objectives and the dashboard.
 *
 * Answers nothing; sets `globalThis[Symbol.for("dolphin.telemetry.shutdown")]` to a function that
 * flushes and stops the SDK (server.ts calls it before exiting).
 */
import cluster from "node:cluster";
import { register } from "node:module";

const disabled = (process.env.OTEL_SDK_DISABLED ?? "").trim().toLowerCase() === "true";

if (!disabled) {
  // Only the modules an instrumentation patches go through the hook: wrapping every module of the
  // server would cost start-up time and risk modules the hook cannot wrap.
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url, {
    data: { include: ["express", "pino", "http", "https"] },
  });
  const [
    { createContextKey },
    { NodeSDK },
    { OTLPTraceExporter },
    { PrometheusExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation, ExpressLayerType },
    { UndiciInstrumentation },
    { PinoInstrumentation },
    { RuntimeNodeInstrumentation },
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/exporter-prometheus"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-express"),
    import("@opentelemetry/instrumentation-undici"),
    import("@opentelemetry/instrumentation-pino"),
    import("@opentelemetry/instrumentation-runtime-node"),
  ]);

  const workers = process.env.WEB_CONCURRENCY === "auto" || Number(process.env.WEB_CONCURRENCY ?? 1) > 1;
  const slot = cluster.isWorker ? Number(process.env.WORKER_SLOT ?? cluster.worker?.id ?? 1) : 0;
  const metricsPort = Number(process.env.METRICS_PORT ?? 9464) + slot;
  const serveMetrics = !(cluster.isPrimary && workers) && metricsPort > 0;

  /**
   * The HTTP instrumentation's request metadata in a context (@opentelemetry/core's RPC_METADATA:
   * the API makes keys with Symbol.for, so one description is one key), where server.ts names a
   * page's route and kind (setHttpRoute, app/lib/observability/telemetry.server.ts).
   */
  const RPC_METADATA_KEY = createContextKey("OpenTelemetry SDK Context Key RPC_METADATA");

  /** Keeps spans for their ids (logs, traceparent) when there is nowhere to send them. */
  const dropSpans = { onStart() {}, onEnd() {}, forceFlush: async () => {}, shutdown: async () => {} };

  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "dolphin-web",
    ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
      ? { traceExporter: new OTLPTraceExporter() }
      : { spanProcessors: [dropSpans] }),
    metricReaders: serveMetrics
      ? [
          new PrometheusExporter({ host: process.env.METRICS_HOST ?? "127.0.0.1", port: metricsPort }, (error) => {
            if (error) console.error(`metrics listener failed on port ${metricsPort}: ${error.message}`);
          }),
        ]
      : [],
    // A page answer's kind (server.ts names it with the route, on the request's RPC metadata) as
    // a label of the request metric: the metric is recorded in the request's context, which the
    // processor is given. Other requests keep their labels as they are. A 429 is a rate limit's
    // refusal, not a page answer (docs/operations.md §Metrics), even where the page's action
    // answered it with the form (the auth and account limits): it gets no kind.
    views: [
      {
        instrumentName: "http.server.request.duration",
        attributesProcessors: [
          {
            process(attributes, ctx) {
              const pageKind = /** @type {{ pageKind?: string } | undefined} */ (ctx?.getValue(RPC_METADATA_KEY))?.pageKind;
              return pageKind && attributes["http.response.status_code"] !== 429 ? { ...attributes, page_kind: pageKind } : attributes;
            },
          },
        ],
      },
    ],
    // pino lines carry the ids; nothing is sent by OTLP logs.
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Static files are many and say nothing; their time is in the request metrics anyway.
        ignoreIncomingRequestHook: (request) => request.url?.startsWith("/build/") ?? false,
        // Every upstream call is a fetch, whose spans the undici instrumentation makes; the site
        // makes no node:http client request.
        disableOutgoingRequestInstrumentation: true,
      }),
      // Express names the route of what it serves itself (`/healthz`, `/readyz`) on the request's
      // span and metric (server.ts names the pages'). Its layer spans are left out: every page goes
      // through one catch-all handler, whose span would repeat the request's, and the ~20 middleware
      // spans would say little more, at a cost on every request (docs/performance.md).
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER, ExpressLayerType.REQUEST_HANDLER] }),
      new UndiciInstrumentation(),
      new PinoInstrumentation({ disableLogSending: true }),
      // The process's event-loop delay (`nodejs_eventloop_delay_{min,max,mean,stddev,p50,p90,p99}`,
      // seconds, since the previous scrape), event-loop utilisation, garbage collection and heap:
      // a process whose loop is held (a long render, a synchronous hash) answers every request
      // late. Only a process that serves metrics reads them.
      ...(serveMetrics ? [new RuntimeNodeInstrumentation({ monitoringPrecision: 10 })] : []),
    ],
  });
  sdk.start();

  // The process's memory against the most it may use, and its start time (docs/operations.md
  // §Metrics: the ProcessMemoryNearLimit and ProcessRestarting alerts). The runtime
  // instrumentation reports the V8 heap only, and neither a resident size nor a limit: a process
  // is killed for its resident size over its container's limit (cgroup: process.constrainedMemory),
  // or the host's memory where it has none.
  if (serveMetrics) {
    const [{ metrics }, os] = await Promise.all([import("@opentelemetry/api"), import("node:os")]);
    const meter = metrics.getMeter("dolphin-web-process");
    const startTime = Date.now() / 1000 - process.uptime();
    meter.createObservableGauge("process.memory.usage", { unit: "By", description: "Resident set size of the process" }).addCallback((result) => {
      result.observe(process.memoryUsage.rss());
    });
    meter
      .createObservableGauge("process.memory.limit", { unit: "By", description: "Memory the process may use: its cgroup limit, else the host's memory" })
      .addCallback((result) => {
        const constrained = process.constrainedMemory();
        result.observe(constrained > 0 && constrained < os.totalmem() ? constrained : os.totalmem());
      });
    meter.createObservableGauge("process.start_time", { unit: "s", description: "When the process started (Unix time)" }).addCallback((result) => {
      result.observe(startTime);
    });
  }

  let stopping;
  globalThis[Symbol.for("dolphin.telemetry.shutdown")] = () =>
    (stopping ??= Promise.race([sdk.shutdown().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]));
}
