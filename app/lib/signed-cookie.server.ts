/**
 * The site's own signed cookies (the toast, the two-step sign-in in progress, the sign-up code
 * sent, the account a password was just reset for, the known device, the session clock), each a `signedCookieKind`:
 * a JSON payload the server wrote and checks on return, as `base64url(JSON).base64url(HMAC)` with
 * HMAC-SHA256 under COOKIE_SECRET (RFC 2104). Signed, not encrypted: nothing secret goes in them;
 * the signature only stops a visitor from writing a value the server then trusts. HttpOnly,
 * SameSite=Lax and Secure in production (sessionCookieOptions).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type * as z from "zod";
import { serverEnv } from "~/lib/config.server";
import { readCookie, serializeCookie, sessionCookieOptions } from "~/lib/cookies.server";

function signature(name: string, payload: string): Buffer {
  // The cookie's name is signed too, so that one cookie's value is never accepted as another's.
  return createHmac("sha256", serverEnv().COOKIE_SECRET).update(`${name}.${payload}`).digest();
}

/**
 * The digest by which a cookie names an account or a code target (an email, "+6581234567"),
 * instead of writing it: HMAC-SHA256 under COOKIE_SECRET with the cookie's `purpose`, so that it
 * can neither be read back (a phone number's plain hash could, by trying every number) nor matched
 * across purposes. Case-insensitive; 22 base64url characters (132 bits).
 */
export function accountDigest(purpose: string, account: string): string {
  return createHmac("sha256", serverEnv().COOKIE_SECRET).update(`${purpose}.${account.toLowerCase()}`).digest("base64url").slice(0, 22);
}

/** The Set-Cookie header of `value` under `name`, kept `maxAgeSeconds` by the browser (null: the browser session). */
export function signedCookie(name: string, value: unknown, maxAgeSeconds: number | null): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  const options = maxAgeSeconds === null ? sessionCookieOptions() : { ...sessionCookieOptions(), maxAge: maxAgeSeconds };
  return serializeCookie(name, `${payload}.${signature(name, payload).toString("base64url")}`, options);
}

/** The Set-Cookie header that removes the cookie `name`. */
export function clearSignedCookie(name: string): string {
  return serializeCookie(name, "", { ...sessionCookieOptions(), maxAge: 0 });
}

/** One kind of the site's signed cookies: its name, the shape of its value and its lifetime, in one place. */
export interface SignedCookieKind<T> {
  /** The Set-Cookie header carrying `value`. */
  write(value: T): string;
  /** The Set-Cookie header that removes it. */
  clear(): string;
  /** The value `request` carries, or null (missing, unsigned, tampered, malformed or expired). */
  read(request: Request): T | null;
}

/** The signed cookie `name` holding a `schema` value, kept `maxAgeSeconds` by the browser (null: the browser session). */
export function signedCookieKind<T>(name: string, schema: z.ZodType<T>, maxAgeSeconds: number | null): SignedCookieKind<T> {
  return {
    write: (value) => signedCookie(name, value, maxAgeSeconds),
    clear: () => clearSignedCookie(name),
    read: (request) => readSignedCookie(request, name, schema),
  };
}

/**
 * The request's cookie `name` checked and parsed with `schema`, or null: a missing, unsigned,
 * tampered or malformed cookie, or one whose JSON does not fit the schema, counts as none.
 */
export function readSignedCookie<T>(request: Request, name: string, schema: z.ZodType<T>): T | null {
  const raw = readCookie(request, name);
  const [payload, mac, extra] = raw?.split(".") ?? [];
  if (!payload || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(name, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
