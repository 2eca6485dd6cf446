import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { describe, expect, it, vi } from "vitest";
import { isBackgroundRequest, readSessionClock, sessionClockCookie, sessionTimeouts, startSessionClock } from "~/lib/session/clock.server";
import { clearSessionCookies } from "~/lib/session/cookies.server";
import { ABSOLUTE_TIMEOUT_S, IDLE_TIMEOUT_S } from "~/lib/session/timeouts";

const NOW = 1_795_000_000;
const clockIn = (setCookie: string) => sessionClockCookie.read(new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] } }));

describe("the session clock", () => {
  it("keeps a session that was active within 30 minutes and is under 12 hours old", () => {
    expect(readSessionClock({ since: NOW - 3600, seen: NOW - IDLE_TIMEOUT_S }, NOW)).toMatchObject({ ended: false });
    expect(readSessionClock({ since: NOW - ABSOLUTE_TIMEOUT_S, seen: NOW }, NOW)).toMatchObject({ ended: false, endsInS: 0 });
  });

  it("ends one idle past 30 minutes, one older than 12 hours however active, and one seen in the future", () => {
    expect(readSessionClock({ since: NOW - 3600, seen: NOW - IDLE_TIMEOUT_S - 1 }, NOW)).toEqual({ ended: true });
    expect(readSessionClock({ since: NOW - ABSOLUTE_TIMEOUT_S - 1, seen: NOW }, NOW)).toEqual({ ended: true });
    expect(readSessionClock({ since: NOW, seen: NOW + 3600 }, NOW)).toEqual({ ended: true });
  });

  it("ends a session whose clock is there but invalid; starts one for a session without", () => {
    expect(readSessionClock("invalid", NOW)).toEqual({ ended: true });
    const started = readSessionClock(null, NOW);
    expect(started.ended).toBe(false);
    if (!started.ended) {
      expect(clockIn(started.refresh!)).toEqual({ since: NOW, seen: NOW });
      expect(started.endsInS).toBe(ABSOLUTE_TIMEOUT_S);
    }
  });

  it("is rewritten at most once a minute, keeping the session's start", () => {
    expect(readSessionClock({ since: NOW - 600, seen: NOW - 59 }, NOW)).toEqual({ ended: false, refresh: null, endsInS: ABSOLUTE_TIMEOUT_S - 600 });
    const later = readSessionClock({ since: NOW - 600, seen: NOW - 60 }, NOW);
    if (later.ended || !later.refresh) throw new Error("expected a refreshed clock");
    expect(clockIn(later.refresh)).toEqual({ since: NOW - 600, seen: NOW });
  });

  it("is a signed, HttpOnly cookie of the browser session (no Max-Age)", () => {
    const header = startSessionClock(NOW);
    expect(header).toMatch(/^clock=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(clockIn(header)).toEqual({ since: NOW, seen: NOW });
  });
});

describe("background requests", () => {
  it("are the route discovery, the locale texts and analytics beacons, not pages, data or actions", () => {
    for (const path of ["/__manifest", "/locales/en", "/locales/zh-hk", "/action/analytics"]) expect(isBackgroundRequest(path), path).toBe(true);
    for (const path of ["/", "/pricing", "/cn/payment-records", "/action/session", "/action/logout", "/__manifest/x", "/localesx"])
      expect(isBackgroundRequest(path), path).toBe(false);
  });
});

describe("sessionTimeouts: half a session", () => {
  /** What the middleware did to a request with `cookie` for `path`: the cookies it set, and whether it ended a session. */
  function run(cookie: string, path = "/sign-in") {
    const res = { append: vi.fn(), locals: {} as Record<string, unknown> };
    const next = vi.fn();
    sessionTimeouts()({ headers: { cookie }, path } as unknown as ExpressRequest, res as unknown as ExpressResponse, next);
    expect(next).toHaveBeenCalledTimes(1);
    return { setCookies: res.append.mock.calls.map((call) => call[1] as string | string[]), ended: res.locals.sessionEnded === true };
  }

  it("clears the stray cookie of a token without its uuid, or a uuid without its token: a signed-out visitor", () => {
    for (const cookie of ["token=t", "uuid=u", "token=t; uuid=", "locale=cn; uuid=u; token=a%20b"]) {
      expect(run(cookie), cookie).toEqual({ setCookies: [clearSessionCookies()], ended: false });
    }
  });

  it("leaves a whole session, no session and cleared cookies alone", () => {
    expect(run("token=t; uuid=u").setCookies.flat().join()).toMatch(/^clock=/);
    for (const cookie of ["locale=cn", "token=; uuid=", "mytoken=x"]) expect(run(cookie), cookie).toEqual({ setCookies: [], ended: false });
    // The page's background requests neither end nor touch a session.
    expect(run("token=t", "/locales/en")).toEqual({ setCookies: [], ended: false });
  });
});
