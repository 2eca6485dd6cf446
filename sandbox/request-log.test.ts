import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { createRequestLog } from "./request-log";

/** A request as the middleware reads it. */
function request(path: string, uid: string, lang = "3"): Request {
  const headers: Record<string, string> = { "x-uid": uid, "x-lang": lang };
  return { method: "GET", path, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

describe("the sandbox's request log", () => {
  it("answers a user's calls, oldest first, among the newest `limit`, and skips control paths", () => {
    const log = createRequestLog(3);
    const next: NextFunction = () => {};
    for (let i = 0; i < 7; i++) log.middleware(request(`/api/${i}`, i % 2 ? "a" : "b", String(i)), {} as Response, next);
    log.middleware(request("/__sandbox/requests", "a"), {} as Response, next);
    // The newest three are 4 (b), 5 (a), 6 (b).
    expect(log.byUid("a").map((r) => r.path)).toEqual(["/api/5"]);
    expect(log.byUid("b")).toEqual([
      { method: "GET", path: "/api/4", lang: "4", uid: "b" },
      { method: "GET", path: "/api/6", lang: "6", uid: "b" },
    ]);
    log.clear();
    expect(log.byUid("b")).toEqual([]);
  });
});
