/**
 * A two-step sign-in in progress (product.md §Session): the login answer's token key, the masked
 * phone, the account signing in, where to go afterwards and when its last code was sent, kept in
 * a short-lived HttpOnly cookie between the sign-in page and /two-step-verification.
 * The cookie is signed (signed-cookie.server.ts): the account in it keys the per-account limits
 * on code sends and code checks, which a visitor could otherwise dodge by editing the cookie.
 */
import type { AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, upstreamErrorText } from "~/lib/forms.server";
import type { Locale } from "~/lib/locale";
import { addressKey } from "~/lib/rate-limit.server";
import { signedCookieKind } from "~/lib/signed-cookie.server";
import { sendPhoneCaptcha } from "~/services/user/user.server";

const COOKIE_NAME = "twostep";
const MAX_AGE_S = 300;

const pendingSchema = z.object({
  tokenKey: z.string().min(1).max(200),
  phone: z.string().max(40),
  /** The email or phone the password was given for (sign-in.tsx). */
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

/** A two-step code send: its time (epoch ms), or why none went (translated) and the status to answer. */
export type TwoStepSend = { sentAt: number } | { error: string; status: 400 | 429 };

/**
 * Sends the code of a two-step sign-in to the account's phone (send-phone-captcha with the token
 * key, type "twostep"), within the code-send limits: 5 an hour per account (not per sign-in: each
 * has a new token key) and 20 an hour per client address. Answers the send's time, or the
 * translated reason it did not go (a limit, the user service's refusal or fault); never throws
 * for those.
 */
export async function sendTwoStepCode(request: Request, context: AppLoadContext, locale: Locale, pending: PendingTwoStep): Promise<TwoStepSend> {
  const limited = await checkLimits(context, locale, [
    ["captchaTarget", `twostep:${pending.account}`],
    ["captchaIp", addressKey(context.clientIp)],
  ]);
  if (limited) return { error: limited, status: 429 };
  try {
    await sendPhoneCaptcha(upstreamContext(request, context, locale), { tokenKey: pending.tokenKey, type: "twostep" });
    return { sentAt: Date.now() };
  } catch (error) {
    return { error: upstreamErrorText(error, locale), status: 400 };
  }
}
