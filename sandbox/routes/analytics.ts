/**
 * The analytics collector: POST /analytics/collect stores events (JSON, or JSON sent as
 * text/plain by navigator.sendBeacon) and answers 204.
 */
import { Router } from "express";
import { z } from "zod";
import { insertRow, type Db } from "../db";
import { bodyOf, handler, parse } from "../http";

const eventSchema = z.object({
  event: z.string().trim().min(1).max(100),
  properties: z.record(z.string(), z.unknown()).default({}),
  time: z.union([z.number(), z.string().max(40)]).optional(),
});
const batchSchema = z.union([
  z.object({ project: z.string().trim().min(1).max(100), events: z.array(eventSchema).min(1).max(100) }),
  // One event on its own: { project, event, properties, time }.
  eventSchema.extend({ project: z.string().trim().min(1).max(100) }).transform(({ project, ...event }) => ({ project, events: [event] })),
]);

interface EventRow {
  project: string;
  event: string;
  properties: string;
  time: string;
  received_at: number;
}

/** Collector routes (/analytics). */
export function analyticsRoutes(db: Db): Router {
  const r = Router();
  r.use((req, res, next) => {
    // Browsers post here directly (sendBeacon or fetch); allow it from any page origin.
    res.set({ "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "POST, OPTIONS", "Access-Control-Allow-Headers": "Content-Type" });
    if (req.method === "OPTIONS") res.status(204).end();
    else next();
  });
  r.post(
    "/collect",
    handler((req, res) => {
      const batch = parse(batchSchema, bodyOf(req));
      const now = Date.now();
      for (const e of batch.events) {
        insertRow(db, "analytics_events", {
          project: batch.project,
          event: e.event,
          properties: JSON.stringify(e.properties),
          time: JSON.stringify(e.time ?? now),
          received_at: now,
        });
      }
      res.status(204).end();
    }),
  );
  return r;
}

/** Stored events, newest first, optionally of one event name or project (at most `limit`). */
export function storedEvents(db: Db, filter: { event?: string; project?: string; limit: number }) {
  const rows = db
    .prepare(`SELECT * FROM analytics_events WHERE (?1 IS NULL OR event = ?1) AND (?2 IS NULL OR project = ?2) ORDER BY id DESC LIMIT ?3`)
    .all(filter.event ?? null, filter.project ?? null, filter.limit) as unknown as EventRow[];
  return rows.map((r) => ({
    project: r.project,
    event: r.event,
    properties: JSON.parse(r.properties) as Record<string, unknown>,
    time: JSON.parse(r.time) as number | string,
    receivedAt: new Date(r.received_at).toISOString(),
  }));
}
