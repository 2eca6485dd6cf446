/**
 * The last upstream requests the sandbox received, with the headers a test checks on the wire
 * (product.md §Upstream: X-Lang, X-Uid), read back through GET /__sandbox/requests?uid=. Keyed by X-Uid so that
 * tests running side by side each see only their own user's calls. Bounded: the newest `limit`
 * requests are kept; control paths are not logged.
 */
import type { NextFunction, Request, Response } from "express";

export interface LoggedRequest {
  method: string;
  /** The path without the query ("/user-server-sg/web/logout/v1"). */
  path: string;
  /** X-Lang as sent ("" when absent). */
  lang: string;
  /** X-Uid as sent ("" when absent). */
  uid: string;
}

export interface RequestLog {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** The logged requests whose X-Uid is `uid`, oldest first. */
  byUid(uid: string): LoggedRequest[];
  clear(): void;
}

/** A request log keeping the newest `limit` requests (default 1000). */
export function createRequestLog(limit = 1000): RequestLog {
  let entries: LoggedRequest[] = [];
  return {
    middleware(req, _res, next) {
      if (!req.path.startsWith("/__sandbox/")) {
        entries.push({ method: req.method, path: req.path, lang: req.get("x-lang") ?? "", uid: req.get("x-uid") ?? "" });
        // Cut in batches: a copy of the whole log on every request would load the sandbox the load
        // tests run against; byUid reads only the newest `limit`.
        if (entries.length >= 2 * limit) entries = entries.slice(-limit);
      }
      next();
    },
    byUid: (uid) => entries.slice(-limit).filter((entry) => entry.uid === uid),
    clear() {
      entries = [];
    },
  };
}
