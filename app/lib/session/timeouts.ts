/**
 * The session's time limits (OWASP ASVS 5.0 V7.3.1 inactivity, V7.3.2 absolute lifetime), shared
 * by the server, which ends sessions by them (session/clock.server.ts), and the browser, which
 * warns before they do (the single-page app's session-timeout behaviour; WCAG 2.2 SC 2.2.1 Timing Adjustable:
 * warned, and at least 20 seconds to extend with a simple action).
 */

/** A session with no request for this long (seconds) is over: 30 minutes. */
export const IDLE_TIMEOUT_S = 30 * 60;
/** A session is over this long (seconds) after its sign-in, however active: 12 hours. */
export const ABSOLUTE_TIMEOUT_S = 12 * 60 * 60;
/** The server moves a session's clock on when it is at least this old (seconds), not on every request. */
export const CLOCK_REFRESH_S = 60;
/** The browser warns this long (seconds) before the session ends: 2 minutes. */
export const SESSION_WARNING_S = 2 * 60;
