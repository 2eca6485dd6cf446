/**
 * The site's own signed cookies (the toast, the two-step sign-in in progress, the sign-up code
 * sent, the account a password was just reset for, the known device, the session clock), each a `signedCookieKind`:
 * a JSON payload the server wrote and checks on return, as `base64url(JSON).base64url(HMAC)` with
 * HMAC-SHA256 (RFC 2104) under the newest COOKIE_SECRET, accepted under any of the configured
 * ones (rotation: config/env.server.ts). The JSON is `{ v: value, e: expiry }`: every payload carries
 * its end (epoch seconds), checked on read, so a copied cookie is no good after its lifetime
 * whatever the browser was told (OWASP ASVS 5.0 V3.3). Signed, not encrypted: nothing secret goes
 * in them; the signature only stops a visitor from writing a value the server then trusts.
 * HttpOnly, SameSite=Lax and Secure in production (sessionCookieOptions).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod";
import { secretList, serverEnv } from "~/lib/config/env.server";
import { readCookie, serializeCookie, sessionCookieOptions } from "~/lib/session/cookies.server";

/** COOKIE_SECRET's entries, newest first (read once per environment). */
let secrets: { source: string; list: string[] } | undefined;
function cookieSecrets(): string[] {
  const source = serverEnv().COOKIE_SECRET;
  if (secrets?.source !== source) secrets = { source, list: secretList(source) };
  return secrets.list;
}

function signature(secret: string, name: string, payload: string): Buffer {
  // The cookie's name is signed too, so that one cookie's value is never accepted as another's.
  return createHmac("sha256", secret).update(`${name}.${payload}`).digest();
}

function digest(secret: string, purpose: string, account: string): string {
  return createHmac("sha256", secret).update(`${purpose}.${account.toLowerCase()}`).digest("base64url").slice(0, 22);
}

/**
 * The digest by which a cookie names an account or a code target (an email, "+6581234567"),
 * instead of writing it: HMAC-SHA256 under the newest COOKIE_SECRET with the cookie's `purpose`,
 * so that it can neither be read back (a phone number's plain hash could, by trying every number)
 * nor matched across purposes. Case-insensitive; 22 base64url characters (132 bits).
 */
export function accountDigest(purpose: string, account: string): string {
  return digest(cookieSecrets()[0], purpose, account);
}

/** accountDigest under each configured secret, newest first: what a cookie written before a rotation may hold. */
export function accountDigests(purpose: string, account: string): string[] {
  return cookieSecrets().map((secret) => digest(secret, purpose, account));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The Set-Cookie header of `value` under `name`, good for `lifetimeS` seconds (the signed expiry)
 * and kept that long by the browser, or for the browser session when `browserSession`.
 */
export function signedCookie(name: string, value: unknown, lifetimeS: number, { browserSession = false, now = nowSeconds() } = {}): string {
  const payload = Buffer.from(JSON.stringify({ v: value, e: now + lifetimeS })).toString("base64url");
  const options = browserSession ? sessionCookieOptions() : { ...sessionCookieOptions(), maxAge: lifetimeS };
  return serializeCookie(name, `${payload}.${signature(cookieSecrets()[0], name, payload).toString("base64url")}`, options);
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

/**
 * The signed cookie `name` holding a `schema` value, good for `lifetimeS` seconds; the browser
 * keeps it as long, or, with `browserSession`, until it closes (the signed expiry still holds).
 */
export function signedCookieKind<T>(name: string, schema: z.ZodType<T>, lifetimeS: number, { browserSession = false } = {}): SignedCookieKind<T> {
  return {
    write: (value) => signedCookie(name, value, lifetimeS, { browserSession }),
    clear: () => clearSignedCookie(name),
    read: (request) => readSignedCookie(request, name, schema),
  };
}

const envelope = z.object({ v: z.unknown(), e: z.number().int() });

/**
 * The request's cookie `name` checked and parsed with `schema`, or null: a missing, unsigned,
 * tampered, malformed or expired cookie (`now`, epoch seconds, past its signed expiry), or one
 * whose value does not fit the schema, counts as none.
 */
export function readSignedCookie<T>(request: Request, name: string, schema: z.ZodType<T>, now = nowSeconds()): T | null {
  const raw = readCookie(request, name);
  const [payload, mac, extra] = raw?.split(".") ?? [];
  if (!payload || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, "base64url");
  const signed = cookieSecrets().some((secret) => {
    const expected = signature(secret, name, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return null;
  try {
    const sealed = envelope.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    if (!sealed.success || sealed.data.e <= now) return null;
    const parsed = schema.safeParse(sealed.data.v);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
