/**
 * The "send code" intent shared by sign-up and password reset (docs/product.md §Forms): validates
 * only the target (a mobile number normalised to E.164, phone-number.server.ts), sends within the
 * limits every code is counted against (code-sends.server.ts), and for sign-up remembers which
 * targets this browser had codes sent to.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/node";
import { sendVerificationCode } from "~/lib/account/code-sends.server";
import { maskTarget, rememberSignUpTarget, targetKey } from "~/lib/account/code-targets.server";
import { smsBudgetOf, withMobileNumber } from "~/lib/account/phone-number.server";
import { formReply, upstreamErrorText } from "~/lib/forms/form-action.server";
import type { Locale } from "~/lib/i18n/locale";
import { sendCodeSchema } from "~/lib/schemas/account";
import { upstreamContext } from "~/lib/upstream/context.server";
import type { CaptchaType } from "~/services/contract";
import { sendEmailCaptcha, sendPhoneCaptcha } from "~/services/user/user.server";

/** Handles intent=send-code of a form: the JSON answer for useActionData (400/429 on refusal). */
export async function sendCodeAction(request: Request, context: AppLoadContext, formData: FormData, locale: Locale, type: CaptchaType) {
  const submission = parseWithZod(formData, { schema: withMobileNumber(sendCodeSchema) });
  if (submission.status !== "success") {
    return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  }
  const target = submission.value;
  const destination = targetKey(target);
  const ctx = upstreamContext(request, context);
  const outcome = await sendVerificationCode(
    context,
    locale,
    {
      flow: type === "register" ? "sign_up" : "reset",
      destination,
      smsBudget: target.method === "phone" ? smsBudgetOf(destination) : null,
      account: null,
      clientIp: context.clientIp,
    },
    () =>
      target.method === "email"
        ? sendEmailCaptcha(ctx, { email: target.email, type })
        : sendPhoneCaptcha(ctx, { areaCode: target.areaCode, phoneNumber: target.phoneNumber, type }),
  );
  if (!outcome.sent) {
    const [message, status] = "limited" in outcome ? [outcome.limited, 429] : [upstreamErrorText(outcome.error, locale), 400];
    return json({ result: formReply(submission, { formErrors: [message] }), sentAt: null, sentTo: null }, { status });
  }
  const headers = type === "register" ? { "Set-Cookie": rememberSignUpTarget(request, target, Date.now()) } : undefined;
  return json({ result: formReply(submission), sentAt: Date.now(), sentTo: maskTarget(target) }, { headers });
}
