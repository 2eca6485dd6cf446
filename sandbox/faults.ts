/**
 * Fault injection (README "Faults"): requests whose URL path equals a fault's path misbehave
 * until the faults are cleared (or, with `times`, for that many requests). Each fault counts the
 * requests it caught (`hits`), so that a test can tell whether a call reached the service.
 */
import type { NextFunction, Request, Response } from "express";
import { z } from "zod";
import { Code, langOf, messageOf } from "./http";

export const faultSchema = z.object({
  path: z
    .string()
    .startsWith("/")
    .max(300)
    .refine((p) => !p.startsWith("/__sandbox"), "control paths cannot fault"),
  mode: z.enum(["delay", "hang", "status", "garbage", "reset", "code"]),
  ms: z.coerce.number().int().min(0).max(120_000).default(15_000),
  status: z.coerce.number().int().min(400).max(599).default(500),
  code: z.coerce.number().int().default(Code.LOGIN_EXPIRED),
  msg: z.string().max(200).optional(),
  /** How many requests it hits before it removes itself; unlimited when absent. */
  times: z.coerce.number().int().min(1).optional(),
});
export type Fault = z.output<typeof faultSchema>;
/** A fault as stored: with the number of requests it has caught. */
export type ActiveFault = Fault & { hits: number };

/** The set of active faults and the timers of delayed requests. */
export class Faults {
  private readonly byPath = new Map<string, ActiveFault>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Requests held by "hang" faults: how to let each go on, and how to drop it. */
  private readonly hung = new Map<Request, { release: () => void; drop: () => void }>();

  /** Adds (or replaces) the fault of a path; answers it as stored (hits 0). */
  set(fault: Fault): ActiveFault {
    const active = { ...fault, hits: 0 };
    this.byPath.set(fault.path, active);
    return active;
  }

  /** The active faults. */
  list(): ActiveFault[] {
    return [...this.byPath.values()];
  }

  /** Removes every fault; requests held by a "hang" fault are answered normally now. */
  clear(): void {
    this.byPath.clear();
    for (const { release } of [...this.hung.values()]) release();
    this.hung.clear();
  }

  /** Stops pending delays and drops hung requests (on close, so nothing keeps the process alive). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.byPath.clear();
    for (const { drop } of [...this.hung.values()]) drop();
    this.hung.clear();
  }

  /** Express middleware applying the fault of the request's path, if any. */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const fault = this.byPath.get(req.path);
    if (!fault) return next();
    fault.hits++;
    if (fault.times !== undefined && --fault.times <= 0) this.byPath.delete(fault.path);
    switch (fault.mode) {
      case "delay": {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          if (!res.destroyed) next();
        }, fault.ms);
        timer.unref();
        this.timers.add(timer);
        res.on("close", () => {
          clearTimeout(timer);
          this.timers.delete(timer);
        });
        return;
      }
      case "hang":
        // Accepts the request and never answers, until the faults are cleared.
        this.hung.set(req, {
          release: () => {
            if (!res.destroyed) next();
          },
          drop: () => req.socket.destroy(),
        });
        res.on("close", () => this.hung.delete(req));
        return;
      case "status":
        res.status(fault.status).type("html").send(`<html><body><h1>${fault.status}</h1><p>Sandbox fault</p></body></html>`);
        return;
      case "garbage":
        res.status(200).type("application/json").send('{"code":0,"data":<html>garbage');
        return;
      case "reset":
        req.socket.destroy();
        return;
      case "code":
        res.status(200).json({ code: fault.code, data: null, msg: fault.msg ?? messageOf(fault.code, langOf(req)) ?? "Sandbox fault" });
        return;
    }
  };
}
