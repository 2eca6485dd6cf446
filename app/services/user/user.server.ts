/**
 * The user service (product.md §Upstream, prefix /user-server-sg, on the jy host). Every answer is parsed
 * with a zod schema at the boundary.
 */
import * as z from "zod";
import { DEFAULT_AVATAR } from "~/lib/config/constants";
import type { institutionSignInSchema, resetSchema, sendCodeSchema, signInSchema, signUpSchema } from "~/lib/schemas/account";
import { callUpstream, type UpstreamContext } from "~/lib/upstream/client.server";
import type { CaptchaType } from "~/services/contract";

const PREFIX = "/user-server-sg";

/** product.md §Current user: the current user. */
export const currentUserSchema = z.object({
  dolphinNo: z.coerce.string(),
  email: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  areaCode: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  phoneNumber: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  nickname: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  invitationCode: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  openedAccount: z.boolean().default(false),
  extendStatusBit: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0),
  avatar: z
    .string()
    .nullish()
    .transform((v) => v || DEFAULT_AVATAR),
  uuid: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export function getCurrentUser(ctx: UpstreamContext): Promise<CurrentUser> {
  return callUpstream({ method: "getForm", host: "jy", path: `${PREFIX}/api/get-current-user/v1` }, currentUserSchema, ctx);
}

export function logout(ctx: UpstreamContext): Promise<unknown> {
  return callUpstream({ method: "getForm", host: "jy", path: `${PREFIX}/web/logout/v1` }, z.unknown(), ctx);
}

const tokenKeySchema = z.object({ tokenKey: z.string().min(1) });

/** product.md §Redirect helper: POST /api/get-token-key/v1 — a one-time key handing the session to another site. */
export async function getTokenKey(ctx: UpstreamContext): Promise<string> {
  const data = await callUpstream({ method: "post", host: "jy", path: `${PREFIX}/api/get-token-key/v1` }, tokenKeySchema, ctx);
  return data.tokenKey;
}

/** What a sign-in, sign-up or token-key exchange gives: the session cookies' values. */
export const sessionSchema = z.object({ uuid: z.string().min(1).max(200), token: z.string().min(1).max(2000) });
export type Session = z.infer<typeof sessionSchema>;

/** The login answer (product.md §Session): a session, or a two-step challenge with a token key. */
const loginAnswerSchema = z.union([
  sessionSchema.extend({ needTwoStep: z.literal(false).optional() }),
  z.object({ needTwoStep: z.literal(true), tokenKey: z.string().min(1).max(200), areaCode: z.string().nullish(), phoneNumber: z.string().nullish() }),
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

// The request bodies are typed from the account forms' schemas (lib/schemas/account.ts): a form's
// valid value, its `method` renamed to what the call names it, without what only the form holds
// (the terms, the repeated password). A field added to a form's schema so reaches the body's type.

/** A form's valid value for the target `method`, without `method` and the form-only fields `Omit`. */
type ByMethod<Value, Method, Omit extends string = never> = Value extends { method: Method }
  ? { [K in Exclude<keyof Value, "method" | Omit>]: Value[K] }
  : never;

/** A form's valid value (either method) with `method` renamed `key`, without the form-only fields `Omit`. */
type WithMethodAs<Value, Key extends string, Omit extends string = never> = Value extends { method: infer Method }
  ? { [K in Exclude<keyof Value, "method" | Omit>]: Value[K] } & { [K in Key]: Method }
  : never;

type SendCodeValue = z.output<typeof sendCodeSchema>;

/** The body of send-phone-captcha/v3: a phone target, or (two-step) the token key whose user's phone it is. */
export type SendPhoneCaptchaBody = (ByMethod<SendCodeValue, "phone"> | { tokenKey: string }) & { type: CaptchaType };
/** The body of send-email-captcha/v1. */
export type SendEmailCaptchaBody = ByMethod<SendCodeValue, "email"> & { type: CaptchaType };
/** The body of web-password-register/v1: the sign-up form's value, `method` as `registerType`, the password encrypted. */
export type RegisterBody = WithMethodAs<z.output<typeof signUpSchema>, "registerType", "terms">;
/** The body of web-password-login/v2: a sign-in form's value, `method` as `loginType`, the password encrypted. */
export type LoginBody = WithMethodAs<z.output<typeof signInSchema>, "loginType"> | (z.output<typeof institutionSignInSchema> & { loginType: "institution" });
type ResetValue = z.output<typeof resetSchema>;

/** POST /web/send-phone-captcha/v3. With a tokenKey (two-step), the phone is the key's user's. */
export function sendPhoneCaptcha(ctx: UpstreamContext, body: SendPhoneCaptchaBody): Promise<unknown> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/send-phone-captcha/v3`, params: body }, z.unknown(), ctx);
}

/** POST /web/send-email-captcha/v1. */
export function sendEmailCaptcha(ctx: UpstreamContext, body: SendEmailCaptchaBody): Promise<unknown> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/send-email-captcha/v1`, params: body }, z.unknown(), ctx);
}

/** POST /web/web-password-register/v1 (password already encrypted). */
export function register(ctx: UpstreamContext, body: RegisterBody): Promise<Session> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/web-password-register/v1`, params: body }, sessionSchema, ctx);
}

/** POST /web/web-password-login/v2 (password already encrypted). */
export function login(ctx: UpstreamContext, body: LoginBody): Promise<LoginAnswer> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/web-password-login/v2`, params: body }, loginAnswerSchema, ctx);
}

/** POST /web/web-reset-login-password-by-email/v1. */
export function resetPasswordByEmail(ctx: UpstreamContext, body: ByMethod<ResetValue, "email", "confirmPassword">): Promise<unknown> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/web-reset-login-password-by-email/v1`, params: body }, z.unknown(), ctx);
}

/** POST /web/web-reset-login-password/v1 (by phone). */
export function resetPasswordByPhone(ctx: UpstreamContext, body: ByMethod<ResetValue, "phone", "confirmPassword">): Promise<unknown> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/web-reset-login-password/v1`, params: body }, z.unknown(), ctx);
}

/** GET (form) /web/get-token-by-token-key/v1: exchanges a one-time token key for a session. */
export function getTokenByTokenKey(ctx: UpstreamContext, tokenKey: string): Promise<Session> {
  return callUpstream({ method: "getForm", host: "jy", path: `${PREFIX}/web/get-token-by-token-key/v1`, params: { tokenKey } }, sessionSchema, ctx);
}

/** GET (form) /api/check-phone-captcha/v1; with a tokenKey it completes a two-step challenge. */
export function checkPhoneCaptcha(
  ctx: UpstreamContext,
  query: { captcha: string; type: CaptchaType; tokenKey?: string; areaCode?: string; phoneNumber?: string },
): Promise<unknown> {
  return callUpstream({ method: "getForm", host: "jy", path: `${PREFIX}/api/check-phone-captcha/v1`, params: query }, z.unknown(), ctx);
}
