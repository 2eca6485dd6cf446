/**
 * The sandbox: a local stand-in for the brokerage's upstream services (user, crm,
 * news-helpcenter, news-msgdisplay, quotes-location, analytics collector). See README.md.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { parse as parseQuery } from "qs";
import type { SeedContent } from "./content-types";
import { type Db, openDatabase } from "./db";
import { Faults } from "./faults";
import { ApiError, Code, sendError } from "./http";
import { createRequestLog } from "./request-log";
import { analyticsRoutes } from "./routes/analytics";
import { controlRoutes } from "./routes/control";
import { crmRoutes } from "./routes/crm";
import { locationRoutes } from "./routes/location";
import { newsRoutes, officialRoutes } from "./routes/news";
import { userRoutes } from "./routes/user";
import { seedStore } from "./seed";
import * as seedContent from "./seed/content";

export { SANDBOX_PUBLIC_KEY_PATH, encryptPassword, sandboxPublicKey } from "./crypto";

/** Largest accepted request body (413 above it). */
export const BODY_LIMIT = "64kb";

export interface SandboxOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** SQLite file; default ":memory:" (a fresh store each start). */
  dbPath?: string;
  /** No request log on stdout. */
  quiet?: boolean;
  /** Seed content to use instead of seed/content.ts (tests). */
  content?: SeedContent;
}

export interface RunningSandbox {
  /** Base URL, e.g. http://127.0.0.1:4000 (no trailing slash). */
  url: string;
  port: number;
  /** Stops listening, drops open connections and delayed requests, and closes the store. */
  close: () => Promise<void>;
}

/** Builds the Express app of the sandbox over a seeded store. */
export function createSandboxApp(db: Db, faults: Faults, opts: { quiet?: boolean } = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  // product.md §Query strings query-string limits.
  app.set("query parser", (q: string) => parseQuery(q, { parameterLimit: 1000, arrayLimit: 20, depth: 5 }));

  if (!opts.quiet) {
    app.use((req, res, next) => {
      const start = performance.now();
      res.on("close", () => {
        console.log(`sandbox ${req.method} ${req.originalUrl} ${res.statusCode} ${Math.round(performance.now() - start)}ms`);
      });
      next();
    });
  }
  const requests = createRequestLog();
  app.use(requests.middleware);
  app.use(faults.middleware);
  app.use(express.json({ limit: BODY_LIMIT, type: ["application/json", "application/*+json"] }));
  app.use(express.urlencoded({ limit: BODY_LIMIT, extended: true, parameterLimit: 1000 }));
  app.use(express.text({ limit: BODY_LIMIT, type: "text/plain" }));

  app.use("/user-server-sg", userRoutes(db));
  app.use("/crm-server-sg", crmRoutes(db));
  app.use("/news-helpcenter/api/v1/query", newsRoutes(db));
  app.use("/news-msgdisplay/api/v1", officialRoutes(db));
  app.use("/quotes-location/api/v1", locationRoutes());
  app.use("/analytics", analyticsRoutes(db));
  app.use("/__sandbox", controlRoutes(db, faults, requests));

  app.use((req: Request, res: Response) => sendError(req, res, new ApiError(Code.NOT_FOUND, undefined, 404)));
  // Four arguments make this Express's error handler (bad JSON, too large, anything thrown).
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (!res.headersSent) sendError(req, res, err);
  });
  return app;
}

/**
 * Starts the sandbox: opens (and seeds) the store, listens, and resolves with its URL and a
 * close() that also drops keep-alive connections. Defaults: 127.0.0.1, a free port, in memory.
 */
export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? "127.0.0.1";
  const db = openDatabase(opts.dbPath ?? ":memory:");
  const faults = new Faults();
  try {
    await seedStore(db, opts.content ?? seedContent);
    const server = createServer(createSandboxApp(db, faults, { quiet: opts.quiet }));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(opts.port ?? 0, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
      port,
      close: () =>
        (closing ??= new Promise<void>((resolve) => {
          faults.close();
          server.close(() => {
            db.close();
            resolve();
          });
          server.closeAllConnections();
        })),
    };
  } catch (err) {
    faults.close();
    db.close();
    throw err;
  }
}
