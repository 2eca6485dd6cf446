/**
 * Where verification codes go (a mobile number or an email): the target's key and masked form,
 * and which targets this browser had sign-up codes sent to (a signed cookie). The "send code"
 * intent that sends them is account/send-code.server.ts.
 */
import * as z from "zod";
import { accountDigest, signedCookieKind } from "~/lib/session/signed-cookie.server";

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

const INSTITUTION_PREFIX = "institution:";

/** The name an institution's account has in the limits and the known-device cookie: "institution:<id>". */
export function institutionAccount(institutionId: string): string {
  return `${INSTITUTION_PREFIX}${institutionId}`;
}

/** Whether an account name (targetKey or institutionAccount) is an institution's. */
export function isInstitutionAccount(account: string): boolean {
  return account.startsWith(INSTITUTION_PREFIX);
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
