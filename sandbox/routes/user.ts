/** The user service, mounted at /user-server-sg (README "User service"). */
import { Router } from "express";
import { z } from "zod";
import { ACCOUNT_LIMITS, CAPTCHA_TYPES, CAPTCHA_TYPES_USED_BY_CHECK, LOGIN_TYPES, REGISTER_TYPES } from "../../app/services/contract";
import {
  type AccountRef,
  consumeTokenKey,
  createTokenKey,
  createUser,
  currentUserView,
  findUser,
  issueToken,
  liveTokenKey,
  maskPhone,
  phoneTarget,
  requireUser,
  revokeToken,
  revokeUserTokens,
  targetOf,
  tokenOf,
  TWO_STEP_MASK,
  userById,
  verifyTokenKey,
} from "../accounts";
import { checkCaptcha, issueCaptcha } from "../captcha";
import { decryptPassword, dummyHash, hashPassword, isValidPassword, verifyPassword } from "../crypto";
import type { Db } from "../db";
import { ApiError, areaCode, bodyOf, Code, email, handler, optStr, optText, parse, phone, str, text } from "../http";
import { type ApplicationRow, applicationView } from "./crm";

const captchaType = z.enum(CAPTCHA_TYPES);
const phoneFields = z.object({ areaCode: areaCode(), phoneNumber: phone() });
const emailFields = z.object({ email: email() });
const captchaCode = str(1, 10);

/** The plain password of an encrypted field; `rule` also applies the 8–20 letters-and-digits rule. */
function password(body: Record<string, unknown>, rule: boolean): string {
  const cipher = parse(str(1, 2048), body.password);
  const plain = decryptPassword(cipher);
  if (plain === undefined || (rule && !isValidPassword(plain))) throw new ApiError(Code.INVALID_PARAMS, "password");
  return plain;
}

function ref(kind: string, body: Record<string, unknown>): AccountRef {
  if (kind === "phone") return { kind, ...parse(phoneFields, body) };
  if (kind === "email") return { kind, ...parse(emailFields, body) };
  return { kind: "institution", institutionId: parse(z.object({ institutionId: text(ACCOUNT_LIMITS.institutionId) }), body).institutionId };
}

/**
 * The phone of a two-step token key's user: the two-step page only knows a masked number, so its
 * captcha calls name the token key instead of the phone.
 */
function twoStepTarget(db: Db, tokenKey: string, type: string): string {
  const key = liveTokenKey(db, tokenKey);
  const user = userById(db, key.user_id);
  if (key.purpose !== "twostep" || type !== "twostep" || !user?.area_code || !user.phone_number) {
    throw new ApiError(Code.INVALID_PARAMS, "tokenKey");
  }
  return phoneTarget(user.area_code, user.phone_number);
}

/** The newest account's password hash, whose scrypt parameters an unknown account's dummy hash takes. */
function newestPasswordHash(db: Db): string | undefined {
  const row = db.prepare("SELECT password_hash FROM users ORDER BY id DESC LIMIT 1").get() as { password_hash: string } | undefined;
  return row?.password_hash;
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed/.test(err.message);
}

/** The user service routes. */
export function userRoutes(db: Db): Router {
  const r = Router();

  r.post(
    "/web/send-phone-captcha/v3",
    handler((req) => {
      const body = bodyOf(req);
      const { type, tokenKey } = parse(z.object({ type: captchaType, tokenKey: optStr(100) }), body);
      if (tokenKey) {
        issueCaptcha(db, { target: twoStepTarget(db, tokenKey, type), channel: "sms", type, deliver: true });
        return null;
      }
      const p = parse(phoneFields, body);
      const exists = !!findUser(db, { kind: "phone", ...p });
      const deliver = type === "register" || type === "login" || exists;
      issueCaptcha(db, { target: phoneTarget(p.areaCode, p.phoneNumber), channel: "sms", type, deliver });
      return null;
    }),
  );

  r.post(
    "/web/send-email-captcha/v1",
    handler((req) => {
      const { email: address, type } = parse(z.object({ email: email(), type: captchaType }), bodyOf(req));
      const exists = !!findUser(db, { kind: "email", email: address });
      const deliver = type === "register" || type === "login" || exists;
      issueCaptcha(db, { target: address, channel: "email", type, deliver });
      return null;
    }),
  );

  r.post(
    "/web/web-password-register/v1",
    handler(async (req) => {
      const body = bodyOf(req);
      const { registerType, captcha, invitationCode } = parse(
        z.object({ registerType: z.enum(REGISTER_TYPES), captcha: captchaCode, invitationCode: optText(ACCOUNT_LIMITS.invitationCode) }),
        body,
      );
      const account = ref(registerType, body);
      const plain = password(body, true);
      if (findUser(db, account)) throw new ApiError(Code.ACCOUNT_EXISTS);
      const target = targetOf(account);
      checkCaptcha(db, { target, type: "register", code: captcha, consume: true });
      const passwordHash = await hashPassword(plain);
      try {
        const user = createUser(db, { ...account, passwordHash, invitedBy: invitationCode?.toUpperCase() });
        return { uuid: user.uuid, token: issueToken(db, user.id) };
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(Code.ACCOUNT_EXISTS);
        throw err;
      }
    }),
  );

  r.post(
    "/web/web-password-login/v2",
    handler(async (req) => {
      const body = bodyOf(req);
      const { loginType } = parse(z.object({ loginType: z.enum(LOGIN_TYPES) }), body);
      const account = ref(loginType, body);
      const plain = password(body, false);
      const user = findUser(db, account);
      // Unknown account and wrong password answer alike, after the same scrypt work: an unknown
      // account is checked against a dummy hash of the stored hashes' cost (the newest user's).
      const stored = user?.password_hash ?? (await dummyHash(newestPasswordHash(db)));
      const matches = await verifyPassword(plain, stored);
      if (!user || !matches) throw new ApiError(Code.WRONG_CREDENTIALS);
      if (user.extend_status_bit & TWO_STEP_MASK) {
        return {
          needTwoStep: true,
          tokenKey: createTokenKey(db, user.id, "twostep"),
          areaCode: user.area_code ?? "",
          phoneNumber: maskPhone(user.phone_number ?? ""),
        };
      }
      return { uuid: user.uuid, token: issueToken(db, user.id) };
    }),
  );

  r.get(
    "/web/logout/v1",
    handler((req) => {
      requireUser(db, req);
      revokeToken(db, tokenOf(req));
      return null;
    }),
  );

  const resetPassword = (kind: "email" | "phone") =>
    handler(async (req) => {
      const body = bodyOf(req);
      const account = ref(kind, body);
      const { captcha } = parse(z.object({ captcha: captchaCode }), body);
      const plain = password(body, true);
      const target = targetOf(account);
      checkCaptcha(db, { target, type: "reset", code: captcha, consume: true });
      const user = findUser(db, account);
      if (!user) throw new ApiError(Code.WRONG_CAPTCHA);
      const passwordHash = await hashPassword(plain);
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(passwordHash, user.id);
      revokeUserTokens(db, user.id);
      return null;
    });
  r.post("/web/web-reset-login-password-by-email/v1", resetPassword("email"));
  r.post("/web/web-reset-login-password/v1", resetPassword("phone"));

  r.get(
    "/api/get-current-user/v1",
    handler((req) => currentUserView(requireUser(db, req))),
  );

  r.get(
    "/web/get-token-by-token-key/v1",
    handler((req) => {
      const { tokenKey } = parse(z.object({ tokenKey: str(1, 100) }), req.query);
      const key = liveTokenKey(db, tokenKey);
      if (key.purpose === "twostep" && !key.verified) throw new ApiError(Code.TWO_STEP_REQUIRED);
      if (!consumeTokenKey(db, tokenKey)) throw new ApiError(Code.LOGIN_EXPIRED);
      const user = userById(db, key.user_id);
      if (!user) throw new ApiError(Code.LOGIN_EXPIRED);
      return { uuid: user.uuid, token: issueToken(db, user.id) };
    }),
  );

  r.get(
    "/api/check-phone-captcha/v1",
    handler((req) => {
      const q = parse(z.object({ captcha: captchaCode, type: captchaType, tokenKey: optStr(100) }), req.query);
      if (q.tokenKey) {
        checkCaptcha(db, { target: twoStepTarget(db, q.tokenKey, q.type), type: "twostep", code: q.captcha, consume: true });
        verifyTokenKey(db, q.tokenKey);
        return { valid: true };
      }
      const p = parse(phoneFields, req.query);
      // As the contract says: a login code is used up here, a register or reset code by the call that completes its flow.
      const consume = CAPTCHA_TYPES_USED_BY_CHECK.includes(q.type);
      checkCaptcha(db, { target: phoneTarget(p.areaCode, p.phoneNumber), type: q.type, code: q.captcha, consume });
      return { valid: true };
    }),
  );

  r.get(
    "/web/user-info-for-open-api-apply/v1",
    handler((req) => {
      const user = requireUser(db, req);
      const app = db.prepare("SELECT * FROM open_api_applications WHERE user_id = ?").get(user.id) as ApplicationRow | undefined;
      return {
        dolphinNo: user.dolphin_no,
        nickname: user.nickname,
        email: user.email ?? "",
        areaCode: user.area_code ?? "",
        phoneNumber: user.phone_number ?? "",
        openedAccount: user.opened_account === 1,
        application: app ? applicationView(app) : null,
      };
    }),
  );

  r.get(
    "/web/user-info-and-name-get/v1",
    handler((req) => {
      const user = requireUser(db, req);
      return { dolphinNo: user.dolphin_no, nickname: user.nickname, name: user.name };
    }),
  );

  r.post(
    "/api/get-token-key/v1",
    handler((req) => ({ tokenKey: createTokenKey(db, requireUser(db, req).id, "handover") })),
  );

  return r;
}
