/**
 * The "send code" intent shared by sign-up and password reset (docs/product.md §Forms): validates
 * only the target, applies the send limits (per target and address, per target, per address, and a
 * text message's area-code budget: rate-limit.server.ts codeSendLimits), asks the user service to
 * send, and for sign-up remembers which targets this browser had codes sent to.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/node";
import { maskTarget, rememberSignUpTarget, targetKey } from "~/lib/account/code-targets.server";
import { checkLimits, formReply, upstreamErrorText } from "~/lib/forms/form-action.server";
import { codeSendLimits, refund } from "~/lib/http/rate-limit.server";
import type { Locale } from "~/lib/i18n/locale";
import { sendCodeSchema } from "~/lib/schemas/account";
import { UpstreamError } from "~/lib/upstream/client.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import type { CaptchaType } from "~/services/contract";
import { sendEmailCaptcha, sendPhoneCaptcha } from "~/services/user/user.server";

/** Handles intent=send-code of a form: the JSON answer for useActionData (400/429 on refusal). */
export async function sendCodeAction(request: Request, context: AppLoadContext, formData: FormData, locale: Locale, type: CaptchaType) {
  const submission = parseWithZod(formData, { schema: sendCodeSchema });
  if (submission.status !== "success") {
    return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  }
  const target = submission.value;
  const key = targetKey(target);
  const limits = codeSendLimits(key, context.clientIp, target.method === "phone" ? target.areaCode : undefined);
  const limited = await checkLimits(context, locale, limits);
  if (limited) {
    return json({ result: formReply(submission, { formErrors: [limited] }), sentAt: null, sentTo: null }, { status: 429 });
  }
  try {
    const ctx = upstreamContext(request, context);
    if (target.method === "email") await sendEmailCaptcha(ctx, { email: target.email, type });
    else await sendPhoneCaptcha(ctx, { areaCode: target.areaCode, phoneNumber: target.phoneNumber, type });
  } catch (error) {
    // Refused by the user service (too soon after the last code, an invalid number): nothing was
    // sent, so the send does not count. A time-out or a network error may have sent one: it counts.
    if (error instanceof UpstreamError && error.kind === "business") await refund(limits);
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null }, { status: 400 });
  }
  const headers = type === "register" ? { "Set-Cookie": rememberSignUpTarget(request, target, Date.now()) } : undefined;
  return json({ result: formReply(submission), sentAt: Date.now(), sentTo: maskTarget(target) }, { headers });
}
