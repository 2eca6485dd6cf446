/**
 * The user service (product.md §Upstream, prefix /user-server-sg, on the jy host). Every answer is parsed
 * with a zod schema at the boundary.
 */
import * as z from "zod";
import { DEFAULT_AVATAR } from "~/lib/config/constants";
import { callUpstream, type UpstreamContext } from "~/lib/upstream/client.server";
import type { CaptchaType, LoginType, RegisterType } from "~/services/contract";

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

/** POST /web/send-phone-captcha/v3. With a tokenKey (two-step), the phone is the key's user's. */
export function sendPhoneCaptcha(
  ctx: UpstreamContext,
  body: { areaCode?: string; phoneNumber?: string; tokenKey?: string; type: CaptchaType },
): Promise<unknown> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/send-phone-captcha/v3`, params: body }, z.unknown(), ctx);
}

/** POST /web/send-email-captcha/v1. */
export function sendEmailCaptcha(ctx: UpstreamContext, body: { email: string; type: CaptchaType }): Promise<unknown> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/send-email-captcha/v1`, params: body }, z.unknown(), ctx);
}

/** POST /web/web-password-register/v1 (password already encrypted). */
export function register(
  ctx: UpstreamContext,
  body: { registerType: RegisterType; areaCode?: string; phoneNumber?: string; email?: string; captcha: string; password: string; invitationCode?: string },
): Promise<Session> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/web-password-register/v1`, params: body }, sessionSchema, ctx);
}

/** POST /web/web-password-login/v2 (password already encrypted). */
export function login(
  ctx: UpstreamContext,
  body: { loginType: LoginType; areaCode?: string; phoneNumber?: string; email?: string; institutionId?: string; password: string },
): Promise<LoginAnswer> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/web-password-login/v2`, params: body }, loginAnswerSchema, ctx);
}

/** POST /web/web-reset-login-password-by-email/v1. */
export function resetPasswordByEmail(ctx: UpstreamContext, body: { email: string; captcha: string; password: string }): Promise<unknown> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/web-reset-login-password-by-email/v1`, params: body }, z.unknown(), ctx);
}

/** POST /web/web-reset-login-password/v1 (by phone). */
export function resetPasswordByPhone(
  ctx: UpstreamContext,
  body: { areaCode: string; phoneNumber: string; captcha: string; password: string },
): Promise<unknown> {
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
