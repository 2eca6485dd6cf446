/**
 * A two-step sign-in in progress (DESIGN.md Session): the login answer's token key, the masked
 * phone and where to go afterwards, kept in a short-lived HttpOnly cookie between the sign-in
 * page and /two-step-verification.
 */
import * as z from "zod";
import { readCookie, serializeCookie, sessionCookieOptions } from "~/lib/cookies.server";

const COOKIE_NAME = "twostep";
const MAX_AGE_S = 300;

const pendingSchema = z.object({
  tokenKey: z.string().min(1).max(200),
  phone: z.string().max(40),
  redirectTo: z.string().max(2048),
});
export type PendingTwoStep = z.infer<typeof pendingSchema>;

export function pendingTwoStepCookie(pending: PendingTwoStep): string {
  return serializeCookie(COOKIE_NAME, JSON.stringify(pending), { ...sessionCookieOptions(), maxAge: MAX_AGE_S });
}

export function clearPendingTwoStepCookie(): string {
  return serializeCookie(COOKIE_NAME, "", { ...sessionCookieOptions(), maxAge: 0 });
}

/** The challenge in progress, or null (a tampered or expired cookie counts as none). */
export function readPendingTwoStep(request: Request): PendingTwoStep | null {
  const raw = readCookie(request, COOKIE_NAME);
  if (!raw) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
