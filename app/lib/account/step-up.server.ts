/**
 * The step-up of a sign-in (docs/security.md §Abuse limits): past the account's limit from every
 * address, which strangers' wrong passwords can spend, a browser not known for the account is
 * never refused; it is asked for a verification code sent by text message to the account's own
 * mobile number (an institution's: its authorised person's, docs/product.md §Institutional),
 * through the two-step flow's calls:
 * - an account with two-step verification on: its own challenge (send-phone-captcha and
 *   check-phone-captcha with the login answer's token key, type "twostep"), then
 *   get-token-by-token-key;
 * - any other: the session the password opened is handed to a one-time key (get-token-key, then
 *   logout), a code of type "login" goes to the phone get-current-user names, and once
 *   check-phone-captcha accepts it, the key is exchanged for a new session.
 * Every attempt past the limit answers alike, the right password or a wrong one, an existing
 * account or none: the same redirect to /two-step-verification with a sealed cookie of the same
 * length and the same page; only the owner's phone gets a code. So the step-up never tells a
 * stranger that a password was right. A wrong password, an unknown account or an account with
 * no mobile number holds a stand-in (`kind: "none"`) that no code opens; the page tells the
 * owner of an account without a phone to reset the password, which makes the browser known.
 * Codes are limited per step-up (five tries, rate-limit.server.ts `stepUpCode`), per account and
 * address as passwords are; the codes sent are counted as every code is (code-sends.server.ts:
 * five an hour per account, per address, the area code's text-message budget). A code opens only
 * the step-up it was sent for, once (account/code-ledger.server.ts). "Send code" asks for another
 * a minute after the last ask (the user service's wait between codes, which a stranger's sign-up
 * or reset send to the same phone may have started), alike for every step-up, stand-ins too.
 */
import { randomBytes } from "node:crypto";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type TypedResponse } from "@remix-run/node";
import * as z from "zod";
import { CodeLedgerUnavailableError, loginCodeTarget, openWithCode, recordCodeSent, twoStepCodeTarget } from "~/lib/account/code-ledger.server";
import { sendVerificationCode } from "~/lib/account/code-sends.server";
import { isInstitutionAccount } from "~/lib/account/code-targets.server";
import { knownDeviceCookie } from "~/lib/account/known-device.server";
import { parseMobileNumber, smsBudgetOf } from "~/lib/account/phone-number.server";
import { checkLimits, formReply, upstreamErrorText, type FormSubmission, type ParsedSubmission } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { consume, RateLimitedError, rewardSignIn, signInLimits, stepUpLimits } from "~/lib/http/rate-limit.server";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/observability/logger.server";
import type { AreaCode, twoStepSchema } from "~/lib/schemas/account";
import { sealedCookieKind } from "~/lib/session/sealed-cookie.server";
import { startSession } from "~/lib/session/start-session.server";
import { toastCookie } from "~/lib/session/toast.server";
import { UpstreamError } from "~/lib/upstream/client.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { CAPTCHA_COOLDOWN_MS } from "~/services/contract";
import { checkPhoneCaptcha, getCurrentUser, getTokenByTokenKey, getTokenKey, logout, sendPhoneCaptcha, type LoginAnswer } from "~/services/user/user.server";

const COOKIE_NAME = "stepup";
/** A step-up lives as long as its code and the one-time key (5 minutes). */
const MAX_AGE_S = 300;

const stepUpSchema = z.object({
  /** The step-up's own id: its code tries are counted under it. */
  id: z.string().regex(/^[\w-]{22}$/),
  /** The email or phone the password was given for (the sign-in's account key). */
  account: z.string().min(1).max(200),
  redirectTo: z.string().max(2048),
  /** How the code is checked: the two-step challenge, a login code to the phone, or none (a stand-in). */
  kind: z.enum(["twostep", "login", "none"]),
  /** The token key a right code is exchanged for (a two-step key or a hand-over key); random in a stand-in. */
  tokenKey: z.string().min(1).max(200),
  /** The phone a login code went to; unused otherwise. */
  areaCode: z.string().max(8),
  phoneNumber: z.string().max(20),
  /** When a code was last asked for (epoch ms), whether one went or not: "Send code" waits a minute from it. */
  sentAt: z.number().int().nonnegative(),
});
export type StepUp = z.infer<typeof stepUpSchema>;

/** The step-up in progress (300 s), sealed: the browser can neither read its key nor tell a stand-in. */
export const stepUpCookie = sealedCookieKind(COOKIE_NAME, stepUpSchema, MAX_AGE_S);

type ActionArgs = Pick<ActionFunctionArgs, "request" | "context">;

/**
 * The sign-in limits of one attempt on `account` (personal or "institution:<id>") from this
 * address, or from the known browser `deviceId` (rate-limit.server.ts signInLimits). Answers
 * `refused`, the translated message when a limit from here is spent (the caller answers 429), and
 * `stepUp`, true when the account's limit from every address is spent: the attempt then goes to
 * startStepUp whatever its password, never refused.
 */
export async function checkSignInLimits(
  context: AppLoadContext,
  locale: Locale,
  account: string,
  deviceId: string | null,
): Promise<{ refused: string | null; stepUp: boolean }> {
  const limits = signInLimits(account, context.clientIp, deviceId);
  const refused = await checkLimits(
    context,
    locale,
    limits.filter(([name]) => name !== "accountAll"),
  );
  if (refused) return { refused, stepUp: false };
  const fromEverywhere = limits.filter(([name]) => name === "accountAll");
  return { refused: null, stepUp: (await checkLimits(context, locale, fromEverywhere)) !== null };
}

/** The sign-in page of an account: institutional accounts (institutionAccount) have their own. */
function signInPath(account: string): string {
  return isInstitutionAccount(account) ? "/sign-in-institutional" : "/sign-in";
}

/**
 * Starts the step-up of a sign-in to `account` past its limit from every address, going to
 * `redirectTo` (already safe) at the end. `answer` is the login's answer to the password, or null
 * when the user service refused it (a wrong password, an unknown account). Answers the redirect to
 * /two-step-verification with the step-up's cookie, whatever the answer was; never throws for an
 * upstream failure on the way (logged; the step-up is then a stand-in, or waits for a code not sent).
 */
export async function startStepUp(
  { request, context }: ActionArgs,
  account: string,
  redirectTo: string,
  answer: LoginAnswer | null,
): Promise<TypedResponse<never>> {
  const locale = requestLocale(request);
  // For the operators: an account whose limit from everywhere is spent is under attack, or its
  // owner failed often (the refusals are counted by limiter too). Never whether the password was right.
  logger.info({ limiter: "accountAll" }, "sign-in stepped up past the account's limit");
  const challenge = answer ? await challengeFor(request, context, locale, answer) : null;
  if (challenge) await sendStepUpCode(request, context, locale, account, challenge);
  const stepUp: StepUp = {
    id: randomBytes(16).toString("base64url"),
    account,
    redirectTo,
    ...(challenge ?? { kind: "none", tokenKey: randomBytes(24).toString("hex"), areaCode: "+65", phoneNumber: "00000000" }),
    sentAt: Date.now(),
  };
  return redirect(localizeHref("/two-step-verification", locale, new URL(request.url).search), {
    headers: { "Set-Cookie": stepUpCookie.write(stepUp) },
  });
}

type Challenge = Pick<StepUp, "kind" | "tokenKey" | "areaCode" | "phoneNumber">;

/** The code ledger's target of a step-up's codes (code-ledger.server.ts): the phone of a login code, the account of a two-step one. */
function codeTargetOf(account: string, challenge: Challenge): string {
  return challenge.kind === "login" ? loginCodeTarget(challenge.areaCode, challenge.phoneNumber) : twoStepCodeTarget(account);
}

/**
 * Sends the code of a real step-up (`challenge`) on `account`, counted as every code is
 * (code-sends.server.ts: per account, per address, per number, the area code's budget), and
 * records it in the code ledger for the step-up's one-time key. A send the user service refuses
 * (its minute between codes, which a stranger's sign-up or reset send to the phone starts) sent
 * nothing: its points are given back, so it is not counted against the owner, who asks again a
 * minute later. Never throws (a failure is logged);
 * the visitor's answer is the same whatever happened.
 */
async function sendStepUpCode(request: Request, context: AppLoadContext, locale: Locale, account: string, challenge: Challenge): Promise<void> {
  const ctx = upstreamContext(request, context, locale);
  const login = challenge.kind === "login";
  // The number as the user service holds it, not a visitor's choice among the forms' area codes.
  const destination = login ? (parseMobileNumber(challenge.areaCode, challenge.phoneNumber)?.e164 ?? `${challenge.areaCode}${challenge.phoneNumber}`) : null;
  const outcome = await sendVerificationCode(
    context,
    locale,
    { flow: "step_up", destination, smsBudget: smsBudgetOf(destination ?? challenge.areaCode), account, clientIp: context.clientIp },
    () =>
      login
        ? sendPhoneCaptcha(ctx, { areaCode: challenge.areaCode as AreaCode, phoneNumber: challenge.phoneNumber, type: "login" })
        : sendPhoneCaptcha(ctx, { tokenKey: challenge.tokenKey, type: "twostep" }),
  );
  if (!outcome.sent) {
    logger.warn("error" in outcome ? { err: outcome.error } : { limited: true }, "step-up code not sent");
    return;
  }
  await recordCodeSent(codeTargetOf(account, challenge), challenge.tokenKey);
}

/** The challenge of a right password (`answer`); null when none can be made (no phone, a failure). Sends nothing. */
async function challengeFor(request: Request, context: AppLoadContext, locale: Locale, answer: LoginAnswer): Promise<Challenge | null> {
  // A two-step code's number is the user service's own; its area code alone names the budget.
  if (answer.needTwoStep) return { kind: "twostep", tokenKey: answer.tokenKey, areaCode: answer.areaCode ?? "", phoneNumber: "" };
  const ctx = upstreamContext(request, context, locale);
  const session = { ...ctx, uuid: answer.uuid, token: answer.token, onLoginExpired: undefined };
  try {
    const user = await getCurrentUser(session);
    if (!user.areaCode || !user.phoneNumber) {
      await logout(session);
      return null;
    }
    // The session waits behind a one-time key (5 minutes upstream), never in the browser.
    const tokenKey = await getTokenKey(session);
    await logout(session);
    return { kind: "login", tokenKey, areaCode: user.areaCode, phoneNumber: user.phoneNumber };
  } catch (error) {
    logger.warn({ err: error }, "step-up could not be prepared");
    return null;
  }
}

/**
 * "Send code" on the step-up page: another code for the step-up in progress (`stepUp`), a minute
 * after the last ask. Answers alike for every step-up, real or a stand-in, and whether or not the
 * code went (sendStepUpCode): `{ result, sentAt, sentTo: null }` with the cookie's new `sentAt`, or,
 * sooner than a minute after the last ask, the translated wait (429), nothing sent.
 */
export async function resendStepUpCode({ request, context }: ActionArgs, submission: FormSubmission, stepUp: StepUp) {
  const locale = requestLocale(request);
  const waitMs = stepUp.sentAt + CAPTCHA_COOLDOWN_MS - Date.now();
  if (waitMs > 0) {
    const tooSoon = fixedT(locale, "account")("messages.stepUpSendTooSoon", { seconds: Math.ceil(waitMs / 1000) });
    return json({ result: formReply(submission, { formErrors: [tooSoon] }), sentAt: null, sentTo: null }, { status: 429 });
  }
  if (stepUp.kind !== "none") await sendStepUpCode(request, context, locale, stepUp.account, stepUp);
  const sentAt = Date.now();
  return json({ result: formReply(submission), sentAt, sentTo: null }, { headers: { "Set-Cookie": stepUpCookie.write({ ...stepUp, sentAt }) } });
}

/** The answer to a code for a step-up that is over (five tries): back to the account's sign-in page, saying so. */
function stepUpEnded(request: Request, locale: Locale, account: string): TypedResponse<never> {
  const headers = new Headers();
  headers.append("Set-Cookie", stepUpCookie.clear());
  headers.append("Set-Cookie", toastCookie.write({ type: "fail", key: "account:messages.stepUpEnded" }));
  return redirect(localizeHref(signInPath(account), locale, new URL(request.url).search), { headers });
}

/**
 * Checks the code of a valid verification form (`submission`) for the step-up in progress
 * (`stepUp`) and starts the session: the redirect to the sign-in's target, the step-up's cookie
 * cleared and this browser remembered as known for the account. A wrong code answers the same
 * field error whatever the step-up holds (400); the sixth try ends the step-up (back to sign-in);
 * over the account's limit from this address, 429; a failure of the user service, its message (400).
 */
export async function verifyStepUp({ request, context }: ActionArgs, submission: ParsedSubmission<z.output<typeof twoStepSchema>>, stepUp: StepUp) {
  const locale = requestLocale(request);
  const limited = await checkLimits(context, locale, stepUpLimits(stepUp.account, context.clientIp));
  if (limited) return json({ result: formReply(submission, { formErrors: [limited] }), sentAt: null, sentTo: null }, { status: 429 });
  try {
    await consume("stepUpCode", stepUp.id);
  } catch (error) {
    if (error instanceof RateLimitedError) return stepUpEnded(request, locale, stepUp.account);
    throw error;
  }
  const wrongCode = () =>
    json(
      { result: formReply(submission, { fieldErrors: { captcha: [fixedT(locale, "account")("messages.stepUpWrongCode")] } }), sentAt: null, sentTo: null },
      { status: 400 },
    );
  if (stepUp.kind === "none") return wrongCode();
  const ctx = upstreamContext(request, context);
  try {
    const { captcha } = submission.value;
    const check = () =>
      stepUp.kind === "twostep"
        ? checkPhoneCaptcha(ctx, { captcha, type: "twostep", tokenKey: stepUp.tokenKey })
        : checkPhoneCaptcha(ctx, { captcha, type: "login", areaCode: stepUp.areaCode, phoneNumber: stepUp.phoneNumber });
    // Sent for another step-up, or used already: a wrong code, and one of this step-up's five tries.
    if ((await openWithCode(codeTargetOf(stepUp.account, stepUp), stepUp.tokenKey, captcha, check)) === "refused") return wrongCode();
  } catch (error) {
    // Wrong, expired or dead: told as a stand-in tells it, so that no answer marks a real step-up.
    if (error instanceof UpstreamError && error.kind === "business") return wrongCode();
    const text = error instanceof CodeLedgerUnavailableError ? fixedT(locale)("errors.busy") : upstreamErrorText(error, locale);
    return json({ result: formReply(submission, { formErrors: [text] }), sentAt: null, sentTo: null }, { status: 400 });
  }
  try {
    const session = await getTokenByTokenKey(ctx, stepUp.tokenKey);
    await rewardSignIn(stepUp.account, context.clientIp);
    return startSession(request, session, stepUp.redirectTo, { type: "success", key: "account:messages.signedIn" }, [
      stepUpCookie.clear(),
      knownDeviceCookie(request, stepUp.account),
    ]);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null }, { status: 400 });
  }
}
