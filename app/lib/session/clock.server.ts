/**
 * Session timeouts (OWASP ASVS 5.0 V7.3.1 inactivity, V7.3.2 absolute lifetime, V7.1.1 documented;
 * product.md §Session). The upstream's tokens live for days; the site ends a session of its own
 * accord after IDLE_TIMEOUT_S without a request, or ABSOLUTE_TIMEOUT_S after the sign-in, whichever
 * comes first (session/timeouts.ts; the browser warns before either, with a way to stay signed in
 * from the idle one). The times are kept in the signed `clock` cookie (signed-cookie.server.ts) written
 * with the session cookies and refreshed, at most once a minute, by the requests of a live session.
 * An edited or forged clock counts as ended. A session with no clock at all (set before the clock
 * existed) starts one: the clock guards the browser the customer walked away from, where it sits
 * beside the token and goes with it; it is no bound on a stolen token, which the upstream alone
 * can refuse. Like the session cookies, the clock lasts the browser session only.
 */
import type { RequestHandler } from "express";
import * as z from "zod";
import { upstreamConfig } from "~/lib/config/env.server";
import { logger } from "~/lib/observability/logger.server";
import { clearSessionCookies, COOKIE, readCookie, readSession } from "~/lib/session/cookies.server";
import { signedCookieKind } from "~/lib/session/signed-cookie.server";
import { ABSOLUTE_TIMEOUT_S, CLOCK_REFRESH_S, IDLE_TIMEOUT_S } from "~/lib/session/timeouts";
import { logout } from "~/services/user/user.server";

const clockSchema = z.object({
  /** When the session started (epoch seconds). */
  since: z.number().int().nonnegative(),
  /** The session's last request (epoch seconds), to within CLOCK_REFRESH_S. */
  seen: z.number().int().nonnegative(),
});
export type SessionClock = z.infer<typeof clockSchema>;

/** The clock cookie: a browser-session cookie (no Max-Age), signed, good for a session's longest life. */
export const sessionClockCookie = signedCookieKind(COOKIE.clock, clockSchema, ABSOLUTE_TIMEOUT_S, { browserSession: true });

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The Set-Cookie header of a new session's clock (sign-in, sign-up, two-step, hand-over). */
export function startSessionClock(now: number = nowSeconds()): string {
  return sessionClockCookie.write({ since: now, seen: now });
}

/**
 * What a signed-in request's clock says at `now` (epoch seconds): `clock` is the cookie's value,
 * null when there is none, "invalid" when it is there but unsigned, edited or malformed. The
 * session is over (an invalid clock, idle too long, too old, or seen in the future), or live with
 * the clock to set (a new one when there was none, a refreshed one when the last is a minute old
 * or more, else null) and `endsInS`, the seconds left before its absolute end.
 */
export function readSessionClock(
  clock: SessionClock | null | "invalid",
  now: number = nowSeconds(),
): { ended: true } | { ended: false; refresh: string | null; endsInS: number } {
  if (clock === null) return { ended: false, refresh: startSessionClock(now), endsInS: ABSOLUTE_TIMEOUT_S };
  if (clock === "invalid" || clock.seen > now + CLOCK_REFRESH_S || now - clock.seen > IDLE_TIMEOUT_S || now - clock.since > ABSOLUTE_TIMEOUT_S)
    return { ended: true };
  const refresh = now - clock.seen >= CLOCK_REFRESH_S ? sessionClockCookie.write({ since: clock.since, seen: now }) : null;
  return { ended: false, refresh, endsInS: ABSOLUTE_TIMEOUT_S - (now - clock.since) };
}

/**
 * Requests a page makes of its own accord, which need no session: the router's route discovery
 * (`/__manifest`), the locale texts and analytics beacons. They neither move the clock on (they
 * are no activity of the visitor's) nor end the session: ended there, its cookies would go
 * without a word, and the page's next data request, anonymous then, would not know to reload the
 * page that still shows the visitor signed in.
 */
export function isBackgroundRequest(path: string): boolean {
  return path === "/__manifest" || path.startsWith("/locales/") || path === "/action/analytics";
}

/**
 * Express middleware, before the Remix handler: a request with half a session (`readSession`'s
 * `half`) gets its stray cookie cleared; for a request carrying a session, checks its clock.
 * Live: the clock is refreshed when due, and `res.locals.sessionEndsInS` is the seconds
 * left before its absolute end (server.ts: `context.state.sessionEndsInS`). Over:
 * `res.locals.sessionEnded` (server.ts passes it on as `context.state.loggedOut` and `timedOut`,
 * so every loader and action sees an anonymous visitor, a guarded page sends to sign-in and the
 * root loader says "session expired"), the session cookies are cleared, and the token is ended
 * upstream too, in the background (a failure there is logged, the visitor is not kept).
 */
export function sessionTimeouts(): RequestHandler {
  return (req, res, next) => {
    const cookieHeader = req.headers.cookie;
    if (!(cookieHeader?.includes(`${COOKIE.token}=`) || cookieHeader?.includes(`${COOKIE.uuid}=`)) || isBackgroundRequest(req.path)) return next();
    // Only the cookies are read: a fixed URL, so that no Host header can make the Request throw.
    const request = new Request("http://localhost/", { headers: { Cookie: cookieHeader } });
    const session = readSession(request);
    if (!session.isLogin) {
      // A half session (one session cookie without the other) is a signed-out visitor: its stray
      // cookie goes, so that nothing reads it as signed in (product.md §Session).
      if (session.half) res.append("Set-Cookie", clearSessionCookies());
      return next();
    }
    const verdict = readSessionClock(readCookie(request, COOKIE.clock) === undefined ? null : (sessionClockCookie.read(request) ?? "invalid"));
    if (!verdict.ended) {
      if (verdict.refresh) res.append("Set-Cookie", verdict.refresh);
      res.locals.sessionEndsInS = verdict.endsInS;
      return next();
    }
    res.locals.sessionEnded = true;
    res.append("Set-Cookie", clearSessionCookies());
    const origins = upstreamConfig(req.headers.host ?? "localhost");
    logout({ locale: "en", uuid: session.uuid, token: session.token, origins: { hz: origins.hzOrigin, jy: origins.jyOrigin } }).catch((error: unknown) => {
      logger.warn({ err: error }, "an ended session's upstream logout failed");
    });
    next();
  };
}
