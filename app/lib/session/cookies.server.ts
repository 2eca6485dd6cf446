/**
 * Cookie names, attributes and helpers (product.md §Session, §Locales). Parsing and serialising
 * go through the `cookie` library; a malformed Cookie header yields no values, never an error.
 */
import { parse, serialize, type SerializeOptions } from "cookie";
import { LOCALE_COOKIE_DAYS } from "~/lib/config/constants";
import { isProduction } from "~/lib/config/env.server";

export const COOKIE = {
  uuid: "uuid",
  token: "token",
  locale: "locale",
  toast: "toast",
  /** The session's start and last request (session/clock.server.ts). */
  clock: "clock",
} as const;

/** All cookies of a request as a name → value map. */
export function readCookies(request: Request): Record<string, string | undefined> {
  const header = request.headers.get("Cookie");
  if (!header) return {};
  try {
    return parse(header);
  } catch {
    return {};
  }
}

export function readCookie(request: Request, name: string): string | undefined {
  const value = readCookies(request)[name];
  return value === "" ? undefined : value;
}

/**
 * Attributes of the session cookies: HttpOnly, SameSite=Lax, Path=/, Secure in production, and no
 * Max-Age: they last the browser session, and the site ends a session sooner by its clock
 * (session/clock.server.ts; product.md §Session: a session must not outlive the browser by days).
 */
export function sessionCookieOptions(): SerializeOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: isProduction() };
}

/** Set-Cookie values that store a session. */
export function sessionCookies(session: { uuid: string; token: string }): string[] {
  const options = sessionCookieOptions();
  return [serialize(COOKIE.uuid, session.uuid, options), serialize(COOKIE.token, session.token, options)];
}

/** Set-Cookie values that remove the session (product.md §Session: logout and code 300101), its clock too. */
export function clearSessionCookies(): string[] {
  const options = { ...sessionCookieOptions(), maxAge: 0, expires: new Date(0) };
  return [serialize(COOKIE.uuid, "", options), serialize(COOKIE.token, "", options), serialize(COOKIE.clock, "", options)];
}

/** product.md §Locales: the locale cookie, 365 days, path /, SameSite Lax (readable by scripts is harmless). */
export function localeCookie(locale: string): string {
  return serialize(COOKIE.locale, locale, {
    path: "/",
    sameSite: "lax",
    maxAge: LOCALE_COOKIE_DAYS * 24 * 60 * 60,
    secure: isProduction(),
  });
}

/**
 * What a session cookie may hold: visible ASCII, as the upstream's uuids and tokens are. Anything
 * else could not even be sent upstream in a header (fetch throws), which would read as a network
 * failure and leave a forged session looking signed in.
 */
const SESSION_VALUE = /^[\x21-\x7e]{1,4096}$/;

/**
 * The session of a request: logged in means both the token and the uuid cookie exist
 * (product.md §Session); malformed values count as none. `half` is true for a request that carries
 * one of them without the other (or a malformed one): a signed-out visitor whose stray cookie is
 * to be cleared (sessionTimeouts, session/clock.server.ts), else the page said "Sign in" while
 * sign-in, which takes the token alone for a session, sent the visitor home.
 */
export function readSession(request: Request): { uuid?: string; token?: string; isLogin: boolean; half: boolean } {
  const cookies = readCookies(request);
  const valid = (value: string | undefined) => (value && SESSION_VALUE.test(value) ? value : undefined);
  const uuid = valid(cookies[COOKIE.uuid]);
  const token = valid(cookies[COOKIE.token]);
  const isLogin = Boolean(uuid && token);
  return { uuid, token, isLogin, half: !isLogin && Boolean(cookies[COOKIE.uuid] || cookies[COOKIE.token]) };
}

export { serialize as serializeCookie };
