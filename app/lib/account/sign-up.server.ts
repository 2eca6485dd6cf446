/**
 * The sign-up flow (docs/product.md §Sign-up): by phone (area code and number) or by email, the
 * code sent to it, the password, an optional invitation code and the terms →
 * web-password-register/v1. The user service is asked only for the target this browser had a code
 * sent to, a mobile number's code checked first (check-phone-captcha): it says "account already
 * exists" before it checks the code, so no silent test of which accounts exist. Success starts the
 * session and goes to the safe redirectTo.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { clearSignUpTargets, codeWasSentTo } from "~/lib/account/code-targets.server";
import { encryptPassword } from "~/lib/account/password.server";
import { upstreamConfig } from "~/lib/config/env.server";
import { checkLimits, codeCheckErrors, formReply, upstreamErrorText, type FormReplyOptions, type ParsedSubmission } from "~/lib/forms/form-action.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import type { signUpSchema } from "~/lib/schemas/account";
import { startSession } from "~/lib/session/start-session.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { checkPhoneCaptcha, register, type RegisterBody } from "~/services/user/user.server";

type SignUpSubmission = ParsedSubmission<z.output<typeof signUpSchema>>;

/** The sign-up form's answer to a refused submission: its reply, no code sent by this post. */
function refusal(submission: SignUpSubmission, status: 400 | 429, errors: FormReplyOptions) {
  return json({ result: formReply(submission, errors), sentAt: null, sentTo: null }, { status });
}

/**
 * Makes the account of a valid sign-up form (`submission`) and signs it in, going to `redirectTo`
 * (made safe, home by default) afterwards. Answers the redirect that starts the session, or
 * `{ result, sentAt, sentTo }` for the form with the refusal (429 over the address's limit, 400
 * for no code sent to the target from this browser, a wrong code on the code field, or the user
 * service's answer or failure); the password is never written back.
 */
export async function signUp({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, submission: SignUpSubmission, redirectTo: unknown) {
  const locale = requestLocale(request);
  const value = submission.value;
  const limited = await checkLimits(context, locale, []);
  if (limited) return refusal(submission, 429, { formErrors: [limited] });
  // No register call for an account this browser did not have a code sent to, and a mobile
  // number's code checked before it (account/code-targets.server.ts codeWasSentTo).
  if (!codeWasSentTo(request, value)) return refusal(submission, 400, { formErrors: [fixedT(locale, "account")("messages.codeNotSent")] });
  const config = upstreamConfig(new URL(request.url).host);
  const ctx = upstreamContext(request, context);
  if (value.method === "phone") {
    try {
      await checkPhoneCaptcha(ctx, { captcha: value.captcha, type: "register", areaCode: value.areaCode, phoneNumber: value.phoneNumber });
    } catch (error) {
      return refusal(submission, 400, codeCheckErrors(error, locale));
    }
  }
  try {
    // The form's value is the body (RegisterBody), but for the terms (accepted here, not sent).
    const { method, terms: _terms, ...fields } = value;
    const session = await register(ctx, { ...fields, registerType: method, password: encryptPassword(value.password, config.rsaPublicKey) } as RegisterBody);
    return startSession(request, session, safeRedirectPath(redirectTo, "/"), { type: "success", key: "account:messages.signedUp" }, [clearSignUpTargets()]);
  } catch (error) {
    return refusal(submission, 400, { formErrors: [upstreamErrorText(error, locale)] });
  }
}
