/**
 * A two-step sign-in in progress (product.md §Session): the login answer's token key, the masked
 * phone, the account signing in, where to go afterwards and when its last code was sent, kept in
 * a short-lived HttpOnly cookie between the sign-in page and /two-step-verification.
 * The cookie is signed (signed-cookie.server.ts): the account in it keys the per-account limits
 * on code sends and code checks, which a visitor could otherwise dodge by editing the cookie.
 * The flow that writes and reads it is account/two-step-sign-in.server.ts.
 */
import * as z from "zod";
import { signedCookieKind } from "~/lib/session/signed-cookie.server";

const COOKIE_NAME = "twostep";
const MAX_AGE_S = 300;

const pendingSchema = z.object({
  tokenKey: z.string().min(1).max(200),
  phone: z.string().max(40),
  /** The area code of the account's phone, as the login answer names it: its codes' text-message budget. */
  areaCode: z.string().max(8).optional(),
  /** The email or phone the password was given for (routes/account/sign-in.tsx). */
  account: z.string().min(1).max(200),
  redirectTo: z.string().max(2048),
  /** When the last code was sent (epoch ms); none when no send has succeeded yet. */
  sentAt: z.number().int().positive().optional(),
  /**
   * Why the code the sign-in sent by itself did not go (a limit, the user service's refusal),
   * translated: the verification page says so at once rather than only after "Send code".
   */
  sendError: z.string().max(300).optional(),
});
export type PendingTwoStep = z.infer<typeof pendingSchema>;

/** The challenge in progress (300 s); a tampered, unsigned, malformed or expired cookie reads as none. */
export const pendingTwoStepCookie = signedCookieKind(COOKIE_NAME, pendingSchema, MAX_AGE_S);
