/**
 * A two-step sign-in in progress (DESIGN.md Session): the login answer's token key, the masked
 * phone, the account signing in and where to go afterwards, kept in a short-lived HttpOnly cookie
 * between the sign-in page and /two-step-verification.
 * The cookie is signed (HMAC-SHA256 with COOKIE_SECRET): the account in it keys the per-account
 * limit on code sends, which a visitor could otherwise dodge by editing the cookie.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod";
import { serverEnv } from "~/lib/config.server";
import { readCookie, serializeCookie, sessionCookieOptions } from "~/lib/cookies.server";

const COOKIE_NAME = "twostep";
const MAX_AGE_S = 300;

const pendingSchema = z.object({
  tokenKey: z.string().min(1).max(200),
  phone: z.string().max(40),
  /** The email or phone the password was given for (sign-in.tsx). */
  account: z.string().min(1).max(200),
  redirectTo: z.string().max(2048),
});
export type PendingTwoStep = z.infer<typeof pendingSchema>;

function signature(payload: string): Buffer {
  return createHmac("sha256", serverEnv().COOKIE_SECRET).update(`${COOKIE_NAME}.${payload}`).digest();
}

/** The Set-Cookie of a challenge in progress: base64url(JSON).base64url(HMAC), 300 s. */
export function pendingTwoStepCookie(pending: PendingTwoStep): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString("base64url");
  return serializeCookie(COOKIE_NAME, `${payload}.${signature(payload).toString("base64url")}`, { ...sessionCookieOptions(), maxAge: MAX_AGE_S });
}

export function clearPendingTwoStepCookie(): string {
  return serializeCookie(COOKIE_NAME, "", { ...sessionCookieOptions(), maxAge: 0 });
}

/** The challenge in progress, or null (a tampered, unsigned, malformed or expired cookie counts as none). */
export function readPendingTwoStep(request: Request): PendingTwoStep | null {
  const raw = readCookie(request, COOKIE_NAME);
  const [payload, mac, extra] = raw?.split(".") ?? [];
  if (!payload || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
