/**
 * The "send code" intent shared by sign-up and password reset (DESIGN.md Forms): validates only
 * the target, applies the per-target and per-address limits, and asks the user service to send.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/node";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, upstreamErrorText } from "~/lib/forms.server";
import type { Locale } from "~/lib/locale";
import { sendCodeSchema } from "~/lib/schemas/account";
import { sendEmailCaptcha, sendPhoneCaptcha, type CaptchaType } from "~/services/user/user.server";

/** A target shown back to the user with most of it hidden ("+65 8123****", "de***@example.com"). */
export function maskTarget(target: { method: "phone"; areaCode: string; phoneNumber: string } | { method: "email"; email: string }): string {
  if (target.method === "phone") return `${target.areaCode} ${target.phoneNumber.slice(0, 4)}${"*".repeat(Math.max(0, target.phoneNumber.length - 4))}`;
  const [name, domain] = target.email.split("@");
  return `${name.slice(0, 2)}***@${domain}`;
}

/** Handles intent=send-code of a form: the JSON answer for useActionData (400/429 on refusal). */
export async function sendCodeAction(request: Request, context: AppLoadContext, formData: FormData, locale: Locale, type: CaptchaType) {
  const submission = parseWithZod(formData, { schema: sendCodeSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }), sentAt: null, sentTo: null }, { status: 400 });
  }
  const target = submission.value;
  const key = target.method === "email" ? target.email : `${target.areaCode}${target.phoneNumber}`;
  const limited = await checkLimits(context, locale, [
    ["captchaTarget", key],
    ["captchaIp", context.clientIp || "unknown"],
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
  return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }), sentAt: Date.now(), sentTo: maskTarget(target) });
}
