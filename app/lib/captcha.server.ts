/**
 * The "send code" intent shared by sign-up and password reset (DESIGN.md Forms): validates only
 * the target, applies the per-target and per-address limits, and asks the user service to send.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, upstreamErrorText } from "~/lib/forms.server";
import type { Locale } from "~/lib/locale";
import { sendCodeSchema } from "~/lib/schemas/account";
import { addressKey } from "~/lib/rate-limit.server";
import { readSignedCookie, signedCookie } from "~/lib/signed-cookie.server";
import { sendEmailCaptcha, sendPhoneCaptcha, type CaptchaType } from "~/services/user/user.server";

/** Where a code goes: a mobile number or an email. */
export type CodeTarget = { method: "phone"; areaCode: string; phoneNumber: string } | { method: "email"; email: string };

/** A target shown back to the user with most of it hidden ("+65 8123****", "de***@example.com"). */
export function maskTarget(target: CodeTarget): string {
  if (target.method === "phone") return `${target.areaCode} ${target.phoneNumber.slice(0, 4)}${"*".repeat(Math.max(0, target.phoneNumber.length - 4))}`;
  const [name, domain] = target.email.split("@");
  return `${name.slice(0, 2)}***@${domain}`;
}

/** The account a code goes to, as the limits and the sign-up cookie key it ("+6581234567", an email lowercased). */
export function targetKey(target: CodeTarget): string {
  return target.method === "email" ? target.email.toLowerCase() : `${target.areaCode}${target.phoneNumber}`;
}

const SIGN_UP_CODE_COOKIE = "signupcode";
/** How long this browser may register with the target it last had a sign-up code sent to, in seconds (a code lives 5 minutes). */
const SIGN_UP_CODE_MAX_AGE_S = 15 * 60;

/**
 * Whether this browser had a sign-up code sent to `target` (the last one it asked for, within
 * 15 minutes). The sign-up action asks the user service to register only then: the service
 * answers "account already exists" before it checks the code, so without this anyone could learn
 * silently which emails and numbers hold accounts; now each such probe first sends the owner a
 * code, within the per-target limit (issue 8 security review, finding 10).
 */
export function codeWasSentTo(request: Request, target: CodeTarget): boolean {
  return readSignedCookie(request, SIGN_UP_CODE_COOKIE, z.string()) === targetKey(target);
}

/** Handles intent=send-code of a form: the JSON answer for useActionData (400/429 on refusal). */
export async function sendCodeAction(request: Request, context: AppLoadContext, formData: FormData, locale: Locale, type: CaptchaType) {
  const submission = parseWithZod(formData, { schema: sendCodeSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }), sentAt: null, sentTo: null }, { status: 400 });
  }
  const target = submission.value;
  const key = targetKey(target);
  const limited = await checkLimits(context, locale, [
    ["captchaTarget", key],
    ["captchaIp", addressKey(context.clientIp)],
  ]);
  if (limited) {
    return json({ result: submission.reply({ formErrors: [limited], hideFields: ["password", "confirmPassword"] }), sentAt: null, sentTo: null }, { status: 429 });
  }
  try {
    const ctx = upstreamContext(request, context);
    if (target.method === "email") await sendEmailCaptcha(ctx, { email: target.email, type });
    else await sendPhoneCaptcha(ctx, { areaCode: target.areaCode, phoneNumber: target.phoneNumber, type });
  } catch (error) {
    return json(
      { result: submission.reply({ formErrors: [upstreamErrorText(error, locale)], hideFields: ["password", "confirmPassword"] }), sentAt: null, sentTo: null },
      { status: 400 },
    );
  }
  const headers = type === "register" ? { "Set-Cookie": signedCookie(SIGN_UP_CODE_COOKIE, key, SIGN_UP_CODE_MAX_AGE_S) } : undefined;
  return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }), sentAt: Date.now(), sentTo: maskTarget(target) }, { headers });
}
