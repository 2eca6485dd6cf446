/**
 * Fault injection (README "Faults"): requests whose URL path equals a fault's path misbehave
 * until the faults are cleared (or, with `times`, for that many requests).
 */
import type { NextFunction, Request, Response } from "express";
import { z } from "zod";
import { Code, langOf, messageOf } from "./http";

export const faultSchema = z.object({
  path: z.string().startsWith("/").max(300).refine((p) => !p.startsWith("/__sandbox"), "control paths cannot fault"),
  mode: z.enum(["delay", "status", "garbage", "reset", "code"]),
  ms: z.coerce.number().int().min(0).max(120_000).default(15_000),
  status: z.coerce.number().int().min(400).max(599).default(500),
  code: z.coerce.number().int().default(Code.LOGIN_EXPIRED),
  msg: z.string().max(200).optional(),
  /** How many requests it hits before it removes itself; unlimited when absent. */
  times: z.coerce.number().int().min(1).optional(),
});
export type Fault = z.output<typeof faultSchema>;

/** The set of active faults and the timers of delayed requests. */
export class Faults {
  private readonly byPath = new Map<string, Fault>();
  private readonly timers = new Set<NodeJS.Timeout>();

  /** Adds (or replaces) the fault of a path. */
  set(fault: Fault): void {
    this.byPath.set(fault.path, fault);
  }

  /** The active faults. */
  list(): Fault[] {
    return [...this.byPath.values()];
  }

  /** Removes every fault. */
  clear(): void {
    this.byPath.clear();
  }

  /** Stops pending delays (on close, so nothing keeps the process alive). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.byPath.clear();
  }

  /** Express middleware applying the fault of the request's path, if any. */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const fault = this.byPath.get(req.path);
    if (!fault) return next();
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
