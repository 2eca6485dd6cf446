/**
 * The HTTP server: Express in front of the Remix app.
 * - Security headers with an enforced, per-request-nonce CSP (helmet); same-origin check on
 *   state-changing requests; rate limits (app/lib/http/rate-limit.server.ts).
 * - Compression; fingerprinted assets (public/build) cached for a year, immutable, served from the
 *   brotli and zopfli files the build wrote beside them (scripts/build/precompress.mjs) when the client
 *   accepts those encodings; every other static file revalidated.
 * - GET /healthz and GET /readyz; structured request logs (pino-http); graceful shutdown on
 *   SIGTERM and SIGINT: /readyz answers 503 at once, and after SHUTDOWN_DRAIN_MS (for a load
 *   balancer to stop sending) the listener closes and in-flight requests finish.
 * - Telemetry (spans, metrics, trace ids in logs) is started before this module by the otel.mjs
 *   preload; the page's route is named on its span and request metric here.
 * - With no upstream configured (API_HZ_ORIGIN, API_JY_ORIGIN or SANDBOX_ORIGIN), starts the
 *   sandbox upstream on a loopback port (SANDBOX_PORT fixes it) and sets SANDBOX_ORIGIN to it.
 * - WEB_CONCURRENCY > 1: this process is a cluster's primary and that many workers serve
 *   (server/cluster.ts); the primary starts the sandbox, which its workers share.
 * - The app's modules (logger, configuration, rate limits, session clock, telemetry) and the
 *   Express-level modules of server/ are taken from the server build, which exports them
 *   (server/modules.ts through app/entry.server.tsx): one copy of each in the process, shared by
 *   the Express pipeline and the pages. This file's own bundle holds none of them.
 * - Under `remix dev --manual` (`npm run dev`: NODE_ENV=development and REMIX_DEV_ORIGIN set), it
 *   loads each new build as the compiler writes it, serves the next requests with a pipeline made
 *   of that build's modules, and tells the dev server it is ready (broadcastDevReady), which then
 *   sends the browser its hot update; the process, its listener and its sandbox stay up.
 */
import cluster from "node:cluster";
import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, statSync, watch } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import { pinoHttp } from "pino-http";
// Types only: the modules themselves come from the server build (modulesOf).
import type * as ServerModules from "./server/modules";

/** The app's modules the process uses (server/modules.ts), as the server build exports them. */
type Modules = typeof ServerModules;

const ROOT = process.cwd();
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? "127.0.0.1";
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How long a stopping instance keeps serving, /readyz answering 503, before it closes its listener. */
const SHUTDOWN_DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
const MAX_BODY_BYTES = 64 * 1024;
/**
 * How long a request may take to arrive, headers and body (Node's default is 300 s: a client
 * trickling a body a byte at a time held a connection and its request that long). The largest
 * body the site takes is MAX_BODY_BYTES, a form post; a phone on an EDGE-class link (about
 * 64 kbit/s up, the slowest a phone still uses) sends 64 KB in about 8 s, plus a second or two of
 * radio latency: 15 s leaves it five seconds to spare. Every real form is far smaller.
 */
const REQUEST_TIMEOUT_MS = 15_000;
/** How long a request's headers may take (cookies included, a few KB: well under a second on that link). */
const HEADERS_TIMEOUT_MS = 10_000;
/** The methods the site answers; any other is a 405. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/** The dev server's origin under `remix dev`, else null (production, tests, `npm start`). */
const DEV_ORIGIN = process.env.NODE_ENV === "development" && process.env.REMIX_DEV_ORIGIN ? process.env.REMIX_DEV_ORIGIN : null;
/**
 * The folder of the server build (index.js) and the browser build's: `npm run build`'s build/ and
 * public/build, or under `npm run dev` the development build's DEV_BUILD_DIR (remix.config.js), so
 * that neither overwrites the other.
 */
const DEV_BUILD_DIR = DEV_ORIGIN && process.env.DEV_BUILD_DIR ? path.resolve(ROOT, process.env.DEV_BUILD_DIR) : null;
const SERVER_BUILD_DIR = DEV_BUILD_DIR ?? path.join(ROOT, "build");
const ASSETS_BUILD_DIR = DEV_BUILD_DIR ? path.join(DEV_BUILD_DIR, "public", "build") : path.join(ROOT, "public", "build");

/**
 * The server build, imported under a URL of its file's time: a new build written by the
 * development compiler is a new module, not the cached one.
 */
async function importBuild(): Promise<ServerBuild> {
  const buildPath = path.join(SERVER_BUILD_DIR, "index.js");
  const url = pathToFileURL(buildPath).href;
  return (await import(DEV_ORIGIN ? `${url}?t=${statSync(buildPath).mtimeMs}` : url)) as ServerBuild;
}

/** The app's modules a server build exports (its entry's `serverModules`); throws for a build without them. */
function modulesOf(build: ServerBuild): Modules {
  const modules = (build.entry.module as { serverModules?: Modules }).serverModules;
  if (!modules) throw new Error(`${path.join(SERVER_BUILD_DIR, "index.js")} exports no serverModules: an older build? Run the build again.`);
  return modules;
}

/** The logger of the first build loaded, for a start that fails after it (else the console). */
let startLogger: Modules["logger"] | undefined;

/**
 * Development only: follows the compiler's builds. It writes version.txt beside the server build after each one;
 * the new build is imported, handed to the request handler through `onBuild`, and announced to the
 * dev server, which waits for that before sending the browser the hot update (Remix's Express
 * template does the same with chokidar; fs.watch on the folder survives the file being replaced).
 */
function followDevBuilds(logger: Modules["logger"], onBuild: (build: ServerBuild) => void): void {
  let reloading: Promise<void> = Promise.resolve();
  watch(SERVER_BUILD_DIR, (_event, file) => {
    if (file !== "version.txt") return;
    reloading = reloading
      .then(async () => {
        const build = await importBuild();
        onBuild(build);
        await broadcastDevReady(build);
      })
      .catch((error: unknown) => logger.error({ err: error }, "development build failed to load"));
  });
}

/**
 * Starts the sandbox upstream in this process when no upstream is configured, and sets
 * SANDBOX_ORIGIN to it (read by upstreamConfig, and inherited by a cluster's workers). Answers
 * the function that stops it, or null when an upstream was configured.
 */
async function startUpstream(logger: Modules["logger"]): Promise<(() => Promise<void>) | null> {
  if (process.env.API_HZ_ORIGIN || process.env.API_JY_ORIGIN || process.env.SANDBOX_ORIGIN) return null;
  const { startSandbox } = await import("./sandbox/server");
  const sandbox = await startSandbox({
    port: process.env.SANDBOX_PORT ? Number(process.env.SANDBOX_PORT) : 0,
    dbPath: process.env.SANDBOX_DB ?? path.join(ROOT, ".data", "sandbox.sqlite"),
    quiet: true,
  });
  process.env.SANDBOX_ORIGIN = sandbox.url;
  logger.info({ sandbox: sandbox.url }, `sandbox upstream listening at ${sandbox.url}`);
  return sandbox.close;
}

/**
 * The Express pipeline in front of `build`'s pages, made of `build`'s own modules (modulesOf);
 * `isStopping` says whether the process is draining (/readyz 503, connections closed after each
 * response). Answers the request listener.
 */
function createSite(build: ServerBuild, isStopping: () => boolean): RequestListener {
  const {
    boundRequestCost,
    CAMPAIGN_PARAMS,
    canonicalPagePath,
    clientAddress,
    DEVICE_CLASS_HEADER,
    fairTurns,
    hasHandOverKey,
    initialSessionState,
    logger,
    MAX_CAMPAIGN_CODE,
    ownPathRedirect,
    pageFromPath,
    parseQuery,
    rateLimits,
    refuseMalformedRequests,
    REGION_HEADER,
    requestLogSerializers,
    sameOriginGuard,
    securityHeaders,
    sessionTimeouts,
    setHttpRoute,
    settleForwardedHost,
    tagManagerId,
    trimQuery,
    watchPageAnswer,
  } = modulesOf(build);
  const app = express();
  app.disable("x-powered-by");
  // req.query (the request log reads it): qs under the product.md §Query strings limits. Before the first app.use:
  // Express 4 installs its query parser then, with the setting of that moment.
  app.set("query parser", parseQuery);
  // Once shutting down, every response closes its connection, so keep-alive clients (a load
  // balancer's pool) stop reusing it and the drain ends as soon as in-flight requests are done.
  app.use((_req, res, next) => {
    if (isStopping()) res.setHeader("Connection", "close");
    next();
  });
  // Behind a proxy or load balancer, TRUST_PROXY names how many hops (or which addresses) to trust.
  app.set(
    "trust proxy",
    process.env.TRUST_PROXY ? (/^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY) : "loopback",
  );

  // Security headers on every response, /healthz included; the nonce is fresh per request.
  // The client address, worked out once for the rate limits and the loaders (server/client-address.ts).
  // The edge's headers (the device class and the country, docs/operations.md "Shared cache") are
  // believed from the configured proxy only (TRUST_PROXY): from anyone else they are dropped, so a
  // client cannot choose another class's page or country's notice, nor fill a cache in its name.
  // X-Forwarded-Host too: Express ignores an untrusted one, but the Remix adapter takes the URL's
  // port from it and Remix's forgery check its host, whoever sent it.
  const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const edgeHeaders = [DEVICE_CLASS_HEADER.toLowerCase(), REGION_HEADER.toLowerCase(), "x-forwarded-host"];
  app.use((req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.locals.clientIp = clientAddress(req.ip);
    if (!trustProxy(req.socket.remoteAddress ?? "", 0)) for (const name of edgeHeaders) delete req.headers[name];
    next();
  });
  app.use(securityHeaders({ tagManager: tagManagerId() !== null, devOrigin: DEV_ORIGIN }));
  // A target, Host or X-Forwarded-Host the request's URL cannot be formed from is a 400, logged at
  // warn, before anything reads it (server/request-target.ts).
  app.use(refuseMalformedRequests());
  // One host for the request's URL, its links and the forgery check: the forwarded one, port and all.
  app.use(settleForwardedHost());
  // The site takes GET, HEAD and POST only: any other method is a 405 naming them (RFC 9110
  // §15.5.6), before Remix, which answered TRACE (a method fetch forbids in a Request) with a 500
  // and a logged stack trace, and OPTIONS, PUT or PROPFIND with its own "Invalid request method"
  // text in the page. (The other forbidden ones never reach Express: Node's
  // parser answers TRACK with 400 and hands CONNECT to its "connect" event, which is not served.)
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.has(req.method)) return next();
    res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method Not Allowed");
  });
  // A response that sets a cookie (a session after sign-in, a flash, a cleared session) is never
  // stored by a cache, whatever its route said: a "cache redirects" rule at a CDN would otherwise
  // hand one visitor's session to the next (OWASP ASVS 5.0 V14.3.2).
  // A session hand-over (`?tokenKey=`, its name decoded as the app reads it) is the visitor's own
  // whatever it answers (a redirect, a confirmation): never stored either.
  app.use((req, res, next) => {
    const query = req.originalUrl.indexOf("?");
    const handOver = query !== -1 && hasHandOverKey(req.originalUrl.slice(query));
    onHeaders(res, () => {
      if (handOver || res.getHeader("Set-Cookie") !== undefined) res.setHeader("Cache-Control", "no-store");
    });
    next();
  });
  app.get("/healthz", (_req, res) => {
    // 503 while draining, so a balancer's health check takes this instance out of rotation.
    if (isStopping()) return void res.status(503).set("Cache-Control", "no-store").json({ status: "stopping" });
    res.set("Cache-Control", "no-store").json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  // Readiness, for a load balancer: 503 from the moment the instance starts draining (SIGTERM),
  // while it still serves for SHUTDOWN_DRAIN_MS, so that traffic moves away before the listener
  // closes. /healthz says whether the process lives.
  app.get("/readyz", (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (isStopping()) return void res.status(503).json({ status: "draining" });
    res.json({ status: "ready" });
  });

  // At most REQUESTS_PER_TURN requests start per event-loop turn, so that new connections are
  // accepted while the server is saturated (server/fair-turns.ts).
  app.use(fairTurns(Number(process.env.REQUESTS_PER_TURN ?? 4)));
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/build/") ?? false },
      serializers: requestLogSerializers,
    }),
  );
  // Content codings and the weight's "q" are case-insensitive (RFC 9110 §8.4.1, §12.4.2), but
  // compression (negotiator) and express-static-gzip read them in lower case only: "GZIP;Q=0", a
  // refusal of gzip, was answered gzip. Read in lower case, as nginx's key reads the header.
  app.use((req, _res, next) => {
    const acceptEncoding = req.headers["accept-encoding"];
    if (acceptEncoding) req.headers["accept-encoding"] = acceptEncoding.toLowerCase();
    next();
  });
  app.use(compression());
  // Precompressed siblings (.br, then .gz) by the request's Accept-Encoding; compression() leaves
  // a response that already has a Content-Encoding alone, and compresses files without siblings.
  app.use(
    "/build",
    expressStaticGzip(ASSETS_BUILD_DIR, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false, redirect: false },
    }),
  );
  // The other public files (favicons, images, the web manifest) are served by their own paths only:
  // a page request must not cost a file-system lookup and a 404 error object (SSR throughput).
  const publicFiles = express.static(path.join(ROOT, "public"), { maxAge: 0, index: false });
  const publicEntries = new Set(readdirSync(path.join(ROOT, "public")).filter((entry) => entry !== "build"));
  app.use((req, res, next) => {
    if (publicEntries.has(req.path.split("/")[1] ?? "")) publicFiles(req, res, next);
    else next();
  });
  // A path or a manifest request that would cost the router seconds is cut to what changes its
  // answer, or refused (server/request-cost.ts): before anything below reads the path.
  app.use(boundRequestCost());
  // One URL per page (docs/security.md §One URL per page): a GET or HEAD of a page by another
  // spelling ("/STOCKS", "/CN/stocks", "/Help-Key/…", "/pricing/.", "/%73tocks", "/stocks/")
  // answers a permanent redirect to the page's one URL (canonicalPagePath), query kept, in one
  // hop. The path is read as the Remix adapter reads it (the WHATWG URL parser); the Location is
  // built from the registry's segments, so it never names another host. A path with no one URL
  // (an id with a backslash or a control character, over 2,048 characters) is the 404 page
  // (requirePage), never a redirect home. Other methods are served where they were sent (a
  // redirect would drop a post's body or send it again).
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const query = req.originalUrl.indexOf("?");
    const sent = query === -1 ? req.originalUrl : req.originalUrl.slice(0, query);
    let canonical: string | undefined;
    try {
      const { pathname } = new URL(`http://site.invalid${sent}`);
      decodeURIComponent(pathname);
      canonical = canonicalPagePath(pathname);
    } catch {
      // A malformed path: Remix answers it with the site's 400 page (requirePage).
      return next();
    }
    if (canonical === undefined || canonical === sent) return next();
    // canonicalPagePath answers only paths ownPathRedirect accepts.
    const target = ownPathRedirect(canonical);
    if (target === null) return next();
    res.redirect(301, `${target}${query === -1 ? "" : req.originalUrl.slice(query)}`);
  });
  // One address per page: "/stocks/" answers a permanent redirect to "/stocks", query kept, so that
  // search engines and caches see one URL (both answered 200 before, each naming itself canonical).
  // Leading slashes collapse to one, and a path with a backslash is left alone: neither can turn
  // the Location into another host ("//evil.example", "/\evil.example"). A path that cannot be a
  // redirect target (ownPathRedirect: a control character, over 2,048 characters) is left to the
  // 404 page rather than sent home, which would be a soft 404 (docs/security.md §One URL per page).
  app.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.length < 2 || !req.path.endsWith("/") || req.path.includes("\\")) return next();
    const target = ownPathRedirect(req.path.replace(/\/+$/, ""));
    if (target === null) return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.redirect(301, `${target}${query}`);
  });
  // Queries the pages must not read as they are, sent (GET) by one redirect to what they may read;
  // a post carrying one is refused:
  // - product.md §Query strings: a query is read up to its 1000th parameter (qs's parameterLimit); the pages read
  //   queries with URLSearchParams, which has no limit;
  // - campaign codes are copied into every internal link of a page (product.md §Navigation): an oversized one
  //   would multiply itself ~90 times in the answer (a 14 KB query made a 1.3 MB page). A real code
  //   is short; one longer than MAX_CAMPAIGN_CODE is dropped. Names are read decoded, as the app
  //   reads them (HC%6Fde).
  app.use((req, res, next) => {
    const query = req.originalUrl.indexOf("?");
    if (query === -1 || req.originalUrl.length - query <= MAX_CAMPAIGN_CODE) return next();
    const raw = req.originalUrl.slice(query + 1);
    const trimmed = trimQuery(raw);
    const params = new URLSearchParams(trimmed ?? raw);
    const oversized = CAMPAIGN_PARAMS.filter((name) => params.getAll(name).some((value) => value.length > MAX_CAMPAIGN_CODE));
    if (trimmed === null && oversized.length === 0) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return void res.status(400).type("text/plain").send("Bad Request");
    for (const name of oversized) params.delete(name);
    // The trimmed query is kept as it was written; only a query that lost a code is re-serialised.
    const search = oversized.length ? params.toString() : (trimmed ?? "");
    const target = ownPathRedirect(req.path);
    // A path that cannot be a redirect target is no page (canonicalPagePath): its 404 page is
    // rendered here with the query it may read, rather than a redirect home (a soft 404).
    if (target === null) {
      req.originalUrl = `${req.originalUrl.slice(0, query)}${search ? `?${search}` : ""}`;
      return next();
    }
    res.redirect(302, `${target}${search ? `?${search}` : ""}`);
  });
  app.use(rateLimits());
  // Forms are small: refuse oversized bodies before anything reads them (no upload exists). The
  // check is on Content-Length, which Node's parser holds the body to; a body without one
  // (Transfer-Encoding: chunked) would be read whole whatever its size, and no browser form or
  // beacon sends one, so it is refused too (411).
  app.use((req, res, next) => {
    if (Number(req.get("Content-Length") ?? 0) > MAX_BODY_BYTES) {
      res.status(413).type("text/plain").send("Payload Too Large");
      return;
    }
    if (req.get("Transfer-Encoding") !== undefined && req.get("Content-Length") === undefined) {
      res.status(411).set("Connection", "close").type("text/plain").send("Length Required");
      return;
    }
    next();
  });
  app.use(sameOriginGuard());
  // Sessions end after 30 minutes idle or 12 hours (app/lib/session/clock.server.ts).
  app.use(sessionTimeouts());

  const remix = createRequestHandler({
    build,
    mode: build.mode,
    getLoadContext(req: Request, res: Response) {
      return {
        cspNonce: res.locals.cspNonce as string,
        cache: { personal: false },
        setScriptHashes(hashes: string[]) {
          res.locals.scriptHashes = hashes;
        },
        clientIp: res.locals.clientIp as string,
        // genReqId above answers a UUID.
        requestId: typeof req.id === "string" ? req.id : "",
        appendSetCookie(value: string) {
          res.append("Set-Cookie", value);
        },
        rateLimitedSeconds: (res.locals.rateLimitedSeconds as number | undefined) ?? null,
        state: initialSessionState(res.locals),
      };
    },
  });
  // app.use, not app.all("*"): Express's "*" decodes the path and answered a malformed one
  // ("/stocks%ZZ") with its own text; Remix answers it with the site's 400 page (requirePage).
  app.use((req: Request, res: Response, next: NextFunction) => {
    // The page's route template ("/:lang?/stocks") on the request's span and metric, rather than
    // Express's "*": bounded, and readable in a dashboard; and its kind, for the objectives apart
    // (docs/operations.md): signed in when the session clock found a live session.
    const page = pageFromPath(req.path);
    // A page answer sent without a part it tried to load is counted as degraded (watchPageAnswer).
    if (page) {
      setHttpRoute(`/:lang?/${page.path}`.replace(/\/$/, ""), res.locals.sessionEndsInS === undefined ? "anonymous" : "signed_in");
      watchPageAnswer(res);
    }
    void remix(req, res, next);
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) logger.error({ err: error }, "unhandled server error");
    if (!res.headersSent)
      res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not Found" : status >= 500 ? "Internal Server Error" : "Bad Request");
  });
  return app;
}

async function main() {
  const build = await importBuild();
  const { logger, runPrimary, serveClusterRateLimits, serverEnv, shareRunSecrets, workerCount } = modulesOf(build);
  startLogger = logger;
  // The environment is checked before anything starts, so that a deployment missing a secret
  // stops here with the variable named instead of serving (config/env.server.ts).
  serverEnv();
  // Secrets not configured are random per start (config/env.server.ts), put in this process's
  // environment: a cluster's workers (which inherit it) read the same ones.
  shareRunSecrets();
  const workers = workerCount();
  // In a cluster only the primary starts the sandbox: its workers inherit the upstream origins it
  // was given (process.env), so startUpstream finds them set there and starts nothing.
  const stopUpstream = await startUpstream(logger);
  if (workers > 1 && cluster.isPrimary) {
    serveClusterRateLimits();
    runPrimary(workers, { shutdownTimeoutMs: SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS, onStopped: stopUpstream ?? undefined });
    return;
  }
  let stopping = false;
  const isStopping = () => stopping;
  let site = createSite(build, isStopping);
  // Development: each new build serves the next requests, with its own modules (followDevBuilds).
  if (DEV_ORIGIN) followDevBuilds(logger, (next) => (site = createSite(next, isStopping)));

  // A request must arrive whole in REQUEST_TIMEOUT_MS, its headers in HEADERS_TIMEOUT_MS; Node
  // answers 408 and closes the connection otherwise, checked every second rather than Node's 30 s.
  const server: Server = createServer(
    { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    (req, res) => site(req, res),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(PORT, HOST, resolve));
  logger.info(`site listening at http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
  if (DEV_ORIGIN) await broadcastDevReady(build);

  const close = () => {
    logger.info("closing the listener: no new connections, finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS - 1_000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      if (stopUpstream) await stopUpstream();
      // Spans still buffered are sent before the process ends (otel.mjs).
      const flushTelemetry = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[Symbol.for("dolphin.telemetry.shutdown")];
      if (flushTelemetry) await flushTelemetry();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainMs: SHUTDOWN_DRAIN_MS }, "shutting down: not ready (/readyz 503), serving while the load balancer moves away");
    if (SHUTDOWN_DRAIN_MS > 0) setTimeout(close, SHUTDOWN_DRAIN_MS);
    else close();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    if (startLogger) startLogger.fatal({ err: error }, "failed to start");
    else console.error("failed to start", error);
    process.exit(1);
  });
}

export { main };
