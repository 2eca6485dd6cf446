/**
 * The "send code" intent shared by sign-up and password reset (product.md §Forms): validates only
 * the target, applies the send limits (per target and address, per target, per address, and a
 * text message's area-code budget: rate-limit.server.ts codeSendLimits), asks the
 * user service to send, and for sign-up remembers which targets this browser had codes sent to.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, formReply, upstreamErrorText } from "~/lib/forms.server";
import type { Locale } from "~/lib/locale";
import { sendCodeSchema } from "~/lib/schemas/account";
import { codeSendLimits, refund } from "~/lib/rate-limit.server";
import { UpstreamError } from "~/lib/upstream.server";
import { accountDigest, signedCookieKind } from "~/lib/signed-cookie.server";
import type { CaptchaType } from "~/services/contract";
import { sendEmailCaptcha, sendPhoneCaptcha } from "~/services/user/user.server";

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
/** How long after a sign-up code is sent this browser may register its target, in ms (a code lives 5 minutes). */
const SIGN_UP_CODE_WINDOW_MS = 15 * 60_000;
/** Targets remembered at once: a visitor may ask for a code by phone, then by email, and go back. */
const SIGN_UP_CODE_TARGETS = 3;

/** Each target a sign-up code was sent to from this browser: its digest and until when it counts (ms since the epoch). */
const sentCodesSchema = z.array(z.object({ target: z.string().length(22), until: z.number() })).max(SIGN_UP_CODE_TARGETS);
type SentCodes = z.infer<typeof sentCodesSchema>;
const signUpTargetsCookie = signedCookieKind(SIGN_UP_CODE_COOKIE, sentCodesSchema, SIGN_UP_CODE_WINDOW_MS / 1000);

/** A target as the cookie holds it: a keyed digest, so that the cookie does not carry the email or number. */
function targetDigest(target: CodeTarget): string {
  return accountDigest(SIGN_UP_CODE_COOKIE, targetKey(target));
}

function sentCodes(request: Request, now: number): SentCodes {
  return (signUpTargetsCookie.read(request) ?? []).filter((entry) => entry.until > now);
}

/**
 * Whether this browser had a sign-up code sent to `target` in the last 15 minutes (the expiry is
 * inside the signed value, so an old cookie kept and replayed does not count). The sign-up action
 * asks the user service to register only then: the service answers "account already exists"
 * before it checks the code, so without this anyone could learn silently which emails and numbers
 * hold accounts; now each such probe first sends the owner a code, within the send limits
 * (product.md §Sign-up: never tells a stranger whether an account exists).
 */
export function codeWasSentTo(request: Request, target: CodeTarget, now = Date.now()): boolean {
  const digest = targetDigest(target);
  return sentCodes(request, now).some((entry) => entry.target === digest);
}

/** The Set-Cookie that adds `target` to the browser's sign-up targets (the oldest beyond three dropped). */
export function rememberSignUpTarget(request: Request, target: CodeTarget, now: number): string {
  const digest = targetDigest(target);
  const kept = sentCodes(request, now).filter((entry) => entry.target !== digest);
  const entries = [...kept, { target: digest, until: now + SIGN_UP_CODE_WINDOW_MS }].slice(-SIGN_UP_CODE_TARGETS);
  return signUpTargetsCookie.write(entries);
}

/** The Set-Cookie that forgets the sign-up targets (after the account is made). */
export function clearSignUpTargets(): string {
  return signUpTargetsCookie.clear();
}

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
    return json(
      { result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null },
      { status: 400 },
    );
  }
  const headers = type === "register" ? { "Set-Cookie": rememberSignUpTarget(request, target, Date.now()) } : undefined;
  return json({ result: formReply(submission), sentAt: Date.now(), sentTo: maskTarget(target) }, { headers });
}
