/**
 * The two-step sign-in flow (docs/product.md §Two-step): after a password the login
 * answer asked a code for, a code goes to the account's phone (send-phone-captcha with the token
 * key, type "twostep"), the visitor enters it (check-phone-captcha), and the token key is exchanged
 * for the session (get-token-by-token-key). What is in progress lives in the signed pending cookie
 * (account/two-step-cookie.server.ts) between the sign-in page and /two-step-verification.
 */
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type TypedResponse } from "@remix-run/node";
import type * as z from "zod";
import { CodeLedgerUnavailableError, openWithCode, recordCodeSent, twoStepCodeTarget } from "~/lib/account/code-ledger.server";
import { sendVerificationCode } from "~/lib/account/code-sends.server";
import { knownDeviceCookie, knownDeviceId } from "~/lib/account/known-device.server";
import { smsBudgetOf } from "~/lib/account/phone-number.server";
import { countedSignIn, countFailedSignIn, countLimitedSignIn } from "~/lib/account/sign-in-outcome.server";
import { pendingTwoStepCookie, type PendingTwoStep } from "~/lib/account/two-step-cookie.server";
import { checkLimits, codeCheckErrors, formReply, upstreamErrorText, type FormSubmission, type ParsedSubmission } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { rewardSignIn, signInLimits } from "~/lib/http/rate-limit.server";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import { countSignIn } from "~/lib/observability/telemetry.server";
import type { twoStepSchema } from "~/lib/schemas/account";
import { startSession } from "~/lib/session/start-session.server";
import { toastCookie } from "~/lib/session/toast.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { checkPhoneCaptcha, getTokenByTokenKey, sendPhoneCaptcha, type LoginAnswer } from "~/services/user/user.server";

type ActionArgs = Pick<ActionFunctionArgs, "request" | "context">;

/** A two-step code send: its time (epoch ms), or why none went (translated) and the status to answer. */
export type TwoStepSend = { sentAt: number } | { error: string; status: 400 | 429 };

/**
 * Sends the code of a two-step sign-in to the account's phone (send-phone-captcha with the token
 * key, type "twostep"), within the limits every code is counted against (code-sends.server.ts:
 * 5 an hour per account, not per sign-in, since each has a new token key; 20 an hour per client
 * address; the area code's text-message budget); a send the user service refuses (its minute
 * between codes) gives its points back. A sent code is recorded in the code ledger for the
 * sign-in's token key (code-ledger.server.ts). Answers the send's time, or the translated reason
 * it did not go (a limit, the user service's refusal or fault); never throws for those.
 */
export async function sendTwoStepCode(request: Request, context: AppLoadContext, locale: Locale, pending: PendingTwoStep): Promise<TwoStepSend> {
  const outcome = await sendVerificationCode(
    context,
    locale,
    // The user service masks the number: the account stands for it.
    { flow: "two_step", destination: null, smsBudget: smsBudgetOf(pending.areaCode ?? ""), account: pending.account, clientIp: context.clientIp },
    () => sendPhoneCaptcha(upstreamContext(request, context, locale), { tokenKey: pending.tokenKey, type: "twostep" }),
  );
  if (!outcome.sent) return "limited" in outcome ? { error: outcome.limited, status: 429 } : { error: upstreamErrorText(outcome.error, locale), status: 400 };
  await recordCodeSent(twoStepCodeTarget(pending.account), pending.tokenKey);
  return { sentAt: Date.now() };
}

/**
 * The start of a two-step sign-in, for a login answer that asked for it (`answer`) on `account`
 * (the sign-in's account key), going to `redirectTo` (already safe) at the end: the first code is
 * sent now, so that the next page only asks for it, and the redirect to /two-step-verification
 * carries the pending cookie. A send refused (a limit, the user service's minute between codes)
 * leaves the page to offer "Send code" itself, saying why this one did not go.
 */
export async function startTwoStepSignIn(
  { request, context }: ActionArgs,
  answer: Extract<LoginAnswer, { needTwoStep: true }>,
  account: string,
  redirectTo: string,
): Promise<TypedResponse<never>> {
  const locale = requestLocale(request);
  const phone = `${answer.areaCode ?? ""} ${answer.phoneNumber ?? ""}`.trim();
  const pending = { tokenKey: answer.tokenKey, phone, areaCode: answer.areaCode ?? undefined, account, redirectTo };
  const sent = await sendTwoStepCode(request, context, locale, pending);
  return redirect(localizeHref("/two-step-verification", locale, new URL(request.url).search), {
    headers: { "Set-Cookie": pendingTwoStepCookie.write("sentAt" in sent ? { ...pending, sentAt: sent.sentAt } : { ...pending, sendError: sent.error }) },
  });
}

/** The answer to a post when no two-step sign-in is in progress (its cookie expired): back to sign-in, saying so. */
export function twoStepSignInExpired(request: Request): TypedResponse<never> {
  return redirect(localizeHref("/sign-in", requestLocale(request), new URL(request.url).search), {
    headers: { "Set-Cookie": toastCookie.write({ type: "fail", key: "account:messages.twoStepExpired" }) },
  });
}

/**
 * "Send code" on the verification page: another code for the sign-in in progress (`pending`).
 * Answers `{ result, sentAt, sentTo }` for the form; the cookie keeps the send's time, so that
 * the page, reloaded, still counts down. A refused send answers its reason (400 or 429).
 */
export async function resendTwoStepCode({ request, context }: ActionArgs, submission: FormSubmission, pending: PendingTwoStep) {
  const sent = await sendTwoStepCode(request, context, requestLocale(request), pending);
  if ("error" in sent) return json({ result: formReply(submission, { formErrors: [sent.error] }), sentAt: null, sentTo: null }, { status: sent.status });
  return json(
    { result: formReply(submission), sentAt: sent.sentAt, sentTo: pending.phone },
    { headers: { "Set-Cookie": pendingTwoStepCookie.write({ ...pending, sentAt: sent.sentAt, sendError: undefined }) } },
  );
}

/**
 * Checks the code of a valid verification form (`submission`) for the sign-in in progress
 * (`pending`) and starts the session: the redirect to the sign-in's target, the pending cookie
 * cleared and this browser remembered as known for the account. A code is the rest of a sign-in:
 * it counts against the account's sign-in attempts (the same counters as a password), so that
 * knowing the password does not open unlimited guesses at codes across sign-ins, and only a
 * completed sign-in clears them. A refusal answers `{ result, sentAt, sentTo }` (429 over a limit,
 * 400 for a wrong code on the code field, or the user service's failure).
 */
export async function verifyTwoStep({ request, context }: ActionArgs, submission: ParsedSubmission<z.output<typeof twoStepSchema>>, pending: PendingTwoStep) {
  const locale = requestLocale(request);
  const deviceId = knownDeviceId(request, pending.account);
  const limited = await checkLimits(context, locale, signInLimits(pending.account, context.clientIp, deviceId));
  if (limited) {
    countLimitedSignIn("two_step");
    return json({ result: formReply(submission, { formErrors: [limited] }), sentAt: null, sentTo: null }, { status: 429 });
  }
  const ctx = upstreamContext(request, context);
  const { captcha } = submission.value;
  try {
    const check = () => checkPhoneCaptcha(ctx, { captcha, type: "twostep", tokenKey: pending.tokenKey }).catch(countFailedSignIn("two_step"));
    // A code sent for another sign-in, or used already, is a wrong code.
    const opened = await openWithCode(twoStepCodeTarget(pending.account), pending.tokenKey, captcha, check);
    if (opened === "refused") {
      countSignIn("two_step", "rejected");
      return json(
        { result: formReply(submission, { fieldErrors: { captcha: [fixedT(locale, "account")("messages.codeNotRight")] } }), sentAt: null, sentTo: null },
        { status: 400 },
      );
    }
  } catch (error) {
    const errors = error instanceof CodeLedgerUnavailableError ? { formErrors: [fixedT(locale)("errors.busy")] } : codeCheckErrors(error, locale);
    return json({ result: formReply(submission, errors), sentAt: null, sentTo: null }, { status: 400 });
  }
  try {
    const session = await countedSignIn("two_step", getTokenByTokenKey(ctx, pending.tokenKey));
    await rewardSignIn(pending.account, context.clientIp, deviceId);
    return startSession(request, session, pending.redirectTo, { type: "success", key: "account:messages.signedIn" }, [
      pendingTwoStepCookie.clear(),
      knownDeviceCookie(request, pending.account),
    ]);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null }, { status: 400 });
  }
}
