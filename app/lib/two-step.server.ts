/**
 * A two-step sign-in in progress (DESIGN.md Session): the login answer's token key, the masked
 * phone, the account signing in and where to go afterwards, kept in a short-lived HttpOnly cookie
 * between the sign-in page and /two-step-verification.
 * The cookie is signed (signed-cookie.server.ts): the account in it keys the per-account limits
 * on code sends and code checks, which a visitor could otherwise dodge by editing the cookie.
 */
import * as z from "zod";
import { clearSignedCookie, readSignedCookie, signedCookie } from "~/lib/signed-cookie.server";

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

/** The Set-Cookie of a challenge in progress (300 s). */
export function pendingTwoStepCookie(pending: PendingTwoStep): string {
  return signedCookie(COOKIE_NAME, pending, MAX_AGE_S);
}

export function clearPendingTwoStepCookie(): string {
  return clearSignedCookie(COOKIE_NAME);
}

/** The challenge in progress, or null (a tampered, unsigned, malformed or expired cookie counts as none). */
export function readPendingTwoStep(request: Request): PendingTwoStep | null {
  return readSignedCookie(request, COOKIE_NAME, pendingSchema);
}
