/**
 * The steps every form action shares (honeypot → parse → reply, as Epic Stack's do): the honeypot check,
 * the translated text of an upstream error (product.md §Errors), and the rate-limit answer.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import type * as z from "zod";
import { HONEYPOT_FIELD_NAME } from "~/lib/forms/honeypot";
import { addressKey, consume, RateLimitedError } from "~/lib/http/rate-limit.server";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/observability/logger.server";
import { isLoginExpiredCode } from "~/lib/session/login-expired.server";
import { UpstreamError } from "~/lib/upstream/client.server";

/**
 * The form data of a public form's POST: a body that is not a form is a 400 (never a 500), and a
 * filled honeypot is refused with 400 and no detail.
 */
export async function readPublicForm(request: Request): Promise<FormData> {
  const formData = await readForm(request);
  assertHoneypot(formData);
  return formData;
}

/** More fields than any form of the site has (the open-API application has the most, about 20). */
export const MAX_FORM_FIELDS = 64;
/**
 * A field name as the site's forms write them: plain words starting with a letter. conform reads
 * "a[5]" as an array of six and "a.b" as an object, and writes what it read back into the answer,
 * so one 20-byte post naming "a[100000000]" held the only thread for ~25 s and answered 50 MB
 * (OWASP ASVS 5.0 V2.2.1, input checked against an allowlist before it is
 * used). conform's own `__intent__` field (a JSON payload naming such paths) is refused too: the
 * site's intents (validate, reset) run in the browser and never reach the server.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * The form data of a POST. A body that is not a form, has more than MAX_FORM_FIELDS fields or a
 * field name other than a plain word (FIELD_NAME) is a 400: never a 500, and never handed to
 * conform. Every action reads its form through this.
 */
export async function readForm(request: Request): Promise<FormData> {
  const formData = await request.formData().catch(() => {
    throw new Response("Bad Request", { status: 400 });
  });
  let fields = 0;
  for (const name of formData.keys()) {
    if (++fields > MAX_FORM_FIELDS || !FIELD_NAME.test(name)) throw new Response("Bad Request", { status: 400 });
  }
  return formData;
}

/** Refuses a submission whose honeypot is filled, with 400 and no detail. */
export function assertHoneypot(formData: FormData): void {
  const value = formData.get(HONEYPOT_FIELD_NAME);
  if (typeof value === "string" && value !== "") throw new Response("Bad Request", { status: 400 });
}

/** The password fields of the site's forms: never written back into a reply. */
export const PASSWORD_FIELDS: readonly string[] = ["password", "confirmPassword"];

/** A parsed form as conform hands it to an action: what makes its reply. */
export type FormSubmission = {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
};
/** A form parsed successfully: its value, as the schema outputs it, and its reply. */
export type ParsedSubmission<Value> = FormSubmission & { value: Value };

/** What a reply adds to a submission: errors for the whole form or for fields, and the fields to hide. */
export type FormReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: readonly string[] };

/**
 * The conform result an action answers with (`json({ result: formReply(submission, …) })`): the
 * submission's reply with the given form or field errors, and `hideFields` (by default the
 * password fields, PASSWORD_FIELDS) left out of the values written back, so that a password never
 * travels back to the page. Every action makes its reply through this.
 *
 * Both passwords come back empty, so a mismatch of the new password and its confirmation is told
 * on the first of them, where the visitor starts again and where the focus goes, as "enter it in
 * both fields again" (while typing, the browser's own check shows it on the confirmation instead).
 */
export function formReply(submission: FormSubmission, { hideFields = PASSWORD_FIELDS, ...errors }: FormReplyOptions = {}): SubmissionResult<string[]> {
  // Only the error keys given: conform reads a key that is present, even undefined, as an error.
  const result = submission.reply({ ...errors, hideFields: [...hideFields] });
  const error = result.error;
  if (error?.confirmPassword?.[0] === "account:validation.passwordMismatch" && !error.password?.length) {
    const { confirmPassword: _mismatch, ...others } = error;
    return { ...result, error: { ...others, password: ["account:validation.passwordMismatchAgain"] } };
  }
  return result;
}

/**
 * The message to show for a failed upstream call: its msg, or the product.md §Errors busy / network
 * text; for a session the user service says has ended (300101), the site's one wording of that
 * (§Session), never the answer's own.
 */
export function upstreamErrorText(error: unknown, locale: Locale): string {
  const t = fixedT(locale);
  if (error instanceof UpstreamError && isLoginExpiredCode(error.code)) return t("toast.sessionExpired");
  if (error instanceof UpstreamError) return error.msg ?? t(error.messageKey);
  logger.error({ err: error }, "unexpected error in a form action");
  return t("errors.busy");
}

/**
 * Where a failed verification-code check (check-phone-captcha) is reported, as conform reply
 * options: the user service's refusal (a business error: wrong, expired or used code) is about the
 * code, so it goes on the captcha field, which takes the focus and is read out with its message;
 * a failure of the call itself (busy, network) stays a message for the whole form.
 */
export function codeCheckErrors(error: unknown, locale: Locale): { fieldErrors: Record<string, string[]> } | { formErrors: string[] } {
  const text = upstreamErrorText(error, locale);
  return error instanceof UpstreamError && error.kind === "business" ? { fieldErrors: { captcha: [text] } } : { formErrors: [text] };
}

/** The translated "too many attempts" message for a refusal. */
export function rateLimitText(error: RateLimitedError, locale: Locale): string {
  return fixedT(locale, "account")("messages.rateLimited", { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
}

/**
 * Consumes rate-limit points (abuse limits, rate-limit.server.ts): the request's own address tier for auth posts
 * (counted by server.ts) plus the given keyed limits. Returns the message when refused, else null.
 */
export async function checkLimits(context: AppLoadContext, locale: Locale, limits: Array<[Parameters<typeof consume>[0], string]>): Promise<string | null> {
  if (context.rateLimitedSeconds) return rateLimitText(new RateLimitedError(context.rateLimitedSeconds), locale);
  try {
    for (const [name, key] of limits) await consume(name, key);
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitText(error, locale);
    throw error;
  }
}

/**
 * The opening a public service form's action shares (feedback, open-API application): the public
 * form read (400 on a body that is not a form or a filled honeypot), the zod parse (400 with the
 * field errors), then the per-address submission limit (429 with the translated message).
 * Answers `{ ok: true, locale, submission }` with a successful submission, or `{ ok: false,
 * response }` — the action returns that response as it is (`{ result }` for conform).
 */
export async function readSubmission<Schema extends z.ZodType>({ request, context }: ActionFunctionArgs, schema: Schema) {
  const locale = requestLocale(request);
  const submission = parseWithZod(await readPublicForm(request), { schema });
  if (submission.status !== "success") return { ok: false, response: json({ result: formReply(submission) }, { status: 400 }) } as const;
  const limited = await checkLimits(context, locale, [["submission", addressKey(context.clientIp)]]);
  if (limited) return { ok: false, response: json({ result: formReply(submission, { formErrors: [limited] }) }, { status: 429 }) } as const;
  return { ok: true, locale, submission } as const;
}
