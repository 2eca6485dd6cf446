/**
 * The password reset flow (docs/product.md §Password reset): by email
 * (web-reset-login-password-by-email/v1) or by phone (web-reset-login-password/v1) with the code
 * sent to it and the new password twice. Success says so and leads to sign-in with the account
 * filled in, this browser known for the account (known-device.server.ts). The answers never tell
 * whether an account exists.
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { targetKey } from "~/lib/account/code-targets.server";
import { knownDeviceCookie, knownDeviceId } from "~/lib/account/known-device.server";
import { encryptPassword } from "~/lib/account/password.server";
import { signInPrefillCookie } from "~/lib/account/sign-in-prefill.server";
import { upstreamConfig } from "~/lib/config/env.server";
import { checkLimits, formReply, upstreamErrorText, type ParsedSubmission } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { resetLimits, rewardSignIn } from "~/lib/http/rate-limit.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { requestLocale } from "~/lib/i18n/i18n.server";
import type { resetSchema } from "~/lib/schemas/account";
import { toastCookie } from "~/lib/session/toast.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { resetPasswordByEmail, resetPasswordByPhone } from "~/services/user/user.server";

/**
 * Resets the password of a valid reset form (`submission`). Answers the redirect to sign-in (the
 * success toast, the account prefilled), or `{ result, sentAt, sentTo }` for the form with the
 * refusal (429 over a limit, 400 for the user service's answer or failure); neither password is
 * ever written back.
 */
export async function resetPassword(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  submission: ParsedSubmission<z.output<typeof resetSchema>>,
) {
  const locale = requestLocale(request);
  const value = submission.value;
  // Reset attempts count per account and address (or known browser), never per account from
  // everywhere, so that strangers' wrong codes from many addresses cannot stop the owner's reset.
  const target = targetKey(value);
  const account = `reset:${target}`;
  const deviceId = knownDeviceId(request, target);
  const limited = await checkLimits(context, locale, resetLimits(account, context.clientIp, deviceId));
  if (limited) return json({ result: formReply(submission, { formErrors: [limited] }), sentAt: null, sentTo: null }, { status: 429 });
  const ctx = upstreamContext(request, context);
  const password = encryptPassword(value.password, upstreamConfig(new URL(request.url).host).rsaPublicKey);
  try {
    if (value.method === "email") await resetPasswordByEmail(ctx, { email: value.email, captcha: value.captcha, password });
    else await resetPasswordByPhone(ctx, { areaCode: value.areaCode, phoneNumber: value.phoneNumber, captcha: value.captcha, password });
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null }, { status: 400 });
  }
  await rewardSignIn(account, context.clientIp, deviceId);
  const headers = new Headers();
  headers.append("Set-Cookie", toastCookie.write({ type: "success", key: "account:messages.resetDone" }));
  // The code proved the account's email or phone: this browser is known for the account, and its
  // sign-in is counted on its own (step-up.server.ts: the way in for an account with no phone).
  headers.append("Set-Cookie", knownDeviceCookie(request, target));
  // Sign-in opens with the account just reset filled in.
  headers.append(
    "Set-Cookie",
    signInPrefillCookie.write(
      value.method === "email" ? { method: "email", email: value.email } : { method: "phone", areaCode: value.areaCode, phoneNumber: value.phoneNumber },
    ),
  );
  // Sign-in then goes on to the page it was for, when the reset came from one (its redirectTo).
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  const signIn = `/sign-in?by=${value.method}${redirectTo ? `&${new URLSearchParams({ redirectTo }).toString()}` : ""}`;
  return redirect(localizeHref(signIn, locale, url.search), { headers });
}
