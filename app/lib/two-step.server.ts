/**
 * A two-step sign-in in progress (DESIGN.md Session): the login answer's token key, the masked
 * phone, the account signing in and where to go afterwards, kept in a short-lived HttpOnly cookie
 * between the sign-in page and /two-step-verification.
 * The cookie is signed (signed-cookie.server.ts): the account in it keys the per-account limits
 * on code sends and code checks, which a visitor could otherwise dodge by editing the cookie.
 */
import * as z from "zod";
import { signedCookieKind } from "~/lib/signed-cookie.server";

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

/** The challenge in progress (300 s); a tampered, unsigned, malformed or expired cookie reads as none. */
export const pendingTwoStepCookie = signedCookieKind(COOKIE_NAME, pendingSchema, MAX_AGE_S);
