/**
 * The answer envelope `{ code, data, msg }`, the error codes and their messages in the three
 * languages, and the helpers every route uses to read its input.
 */
import type { Request, Response } from "express";
import { z } from "zod";
import { ACCOUNT_LIMITS, type LengthLimit, textLength } from "../app/services/contract";
import type { Lang } from "./content-types";

/** Business codes of the sandbox (README "Error codes"). HTTP status stays 200 for these. */
export const Code = {
  SUCCESS: 0,
  INVALID_PARAMS: 100001,
  ACCOUNT_EXISTS: 200001,
  WRONG_CREDENTIALS: 200002,
  WRONG_CAPTCHA: 200003,
  CAPTCHA_EXPIRED: 200004,
  CAPTCHA_TOO_OFTEN: 200005,
  CAPTCHA_TOO_MANY_TRIES: 200006,
  TWO_STEP_REQUIRED: 200007,
  LOGIN_EXPIRED: 300101,
  NOT_FOUND: 400001,
  INTERNAL: 500001,
} as const;

const MESSAGES: Record<number, Localized3> = {
  [Code.SUCCESS]: { en: "Success", cn: "成功", "zh-hk": "成功" },
  [Code.INVALID_PARAMS]: { en: "Invalid parameters", cn: "参数错误", "zh-hk": "參數錯誤" },
  [Code.ACCOUNT_EXISTS]: { en: "This account already exists", cn: "该账号已存在", "zh-hk": "該賬號已存在" },
  [Code.WRONG_CREDENTIALS]: { en: "Incorrect account or password", cn: "账号或密码错误", "zh-hk": "賬號或密碼錯誤" },
  [Code.WRONG_CAPTCHA]: { en: "Incorrect verification code", cn: "验证码错误", "zh-hk": "驗證碼錯誤" },
  [Code.CAPTCHA_EXPIRED]: {
    en: "The verification code has expired, please get a new one",
    cn: "验证码已过期，请重新获取",
    "zh-hk": "驗證碼已過期，請重新獲取",
  },
  [Code.CAPTCHA_TOO_OFTEN]: {
    en: "Verification codes are requested too often, please try again later",
    cn: "验证码发送过于频繁，请稍后再试",
    "zh-hk": "驗證碼發送過於頻繁，請稍後再試",
  },
  [Code.CAPTCHA_TOO_MANY_TRIES]: {
    en: "Too many incorrect attempts, please get a new verification code",
    cn: "错误次数过多，请重新获取验证码",
    "zh-hk": "錯誤次數過多，請重新獲取驗證碼",
  },
  [Code.TWO_STEP_REQUIRED]: { en: "Two-step verification required", cn: "需要两步验证", "zh-hk": "需要兩步驗證" },
  [Code.LOGIN_EXPIRED]: { en: "Login expired, please sign in again", cn: "登录已过期，请重新登录", "zh-hk": "登入已過期，請重新登入" },
  [Code.NOT_FOUND]: { en: "Not found", cn: "内容不存在", "zh-hk": "內容不存在" },
  [Code.INTERNAL]: { en: "The system is busy, please try again later", cn: "系统繁忙，请稍后再试", "zh-hk": "系統繁忙，請稍後再試" },
};
type Localized3 = Record<Lang, string>;

const TOO_LARGE: Localized3 = { en: "Request body too large", cn: "请求内容过大", "zh-hk": "請求內容過大" };

/** The request's language from `X-Lang` (1 cn, 2 zh-hk, 3 en; names accepted too); default en. */
export function langOf(req: Request): Lang {
  const raw = String(req.get("x-lang") ?? "")
    .trim()
    .toLowerCase();
  if (raw === "1" || raw === "cn" || raw === "zh-cn") return "cn";
  if (raw === "2" || raw === "zh-hk" || raw === "hk" || raw === "zh-tw") return "zh-hk";
  return "en";
}

/** The message of `code` in `lang`; undefined for a code the sandbox does not know. */
export function messageOf(code: number, lang: Lang): string | undefined {
  return MESSAGES[code]?.[lang];
}

/** A business error: answered as `{ code, data: null, msg }` with HTTP `status` (default 200). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    /** Extra detail appended to the message (a field name), never a stack. */
    readonly detail?: string,
    readonly status = 200,
  ) {
    super(`sandbox error ${code}${detail ? `: ${detail}` : ""}`);
  }
}

/** Sends a success envelope. */
export function ok(req: Request, res: Response, data: unknown = null): void {
  res.status(200).json({ code: Code.SUCCESS, data, msg: messageOf(Code.SUCCESS, langOf(req)) });
}

/** Sends the envelope of an error (ApiError, a body-parser error, or anything else as 500). */
export function sendError(req: Request, res: Response, err: unknown): void {
  const lang = langOf(req);
  if (err instanceof ApiError) {
    const base = messageOf(err.code, lang) ?? messageOf(Code.INTERNAL, lang)!;
    const msg = err.detail ? `${base}${lang === "en" ? ": " : "："}${err.detail}` : base;
    res.status(err.status).json({ code: err.code, data: null, msg });
    return;
  }
  const type = (err as { type?: unknown } | null)?.type;
  if (type === "entity.too.large") {
    res.status(413).json({ code: Code.INVALID_PARAMS, data: null, msg: TOO_LARGE[lang] });
    return;
  }
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    res.status(400).json({ code: Code.INVALID_PARAMS, data: null, msg: messageOf(Code.INVALID_PARAMS, lang) });
    return;
  }
  console.error("sandbox: unexpected error", err);
  res.status(500).json({ code: Code.INTERNAL, data: null, msg: messageOf(Code.INTERNAL, lang) });
}

/** The POST body as an object: JSON, URL-encoded, or a text body holding JSON. */
export function bodyOf(req: Request): Record<string, unknown> {
  let body: unknown = req.body;
  if (typeof body === "string") {
    try {
      body = JSON.parse(body);
    } catch {
      throw new ApiError(Code.INVALID_PARAMS, undefined, 400);
    }
  }
  if (body == null || (typeof body === "object" && Object.keys(body).length === 0)) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new ApiError(Code.INVALID_PARAMS, undefined, 400);
  return body as Record<string, unknown>;
}

/** Parses `input` with `schema`; a failure is code 100001 naming the first bad field. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(Code.INVALID_PARAMS, issue?.path.length ? issue.path.join(".") : undefined);
}

// Field helpers shared by the routes. Query and form values arrive as strings. Lengths are counted
// as the site counts them, in characters (code points, the contract's `textLength`), never in
// UTF-16 code units (zod's `.max()`): the contract's limits mean the same on both sides.

/** Trims a string (and turns a number into one, as URL-encoded bodies and loose JSON send them). */
const trimmed = (v: unknown) => (typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v);

/** A string within `limit` characters (`textLength`). */
const within = (limit: LengthLimit) => z.string().refine((s) => textLength(s) >= (limit.min ?? 0) && textLength(s) <= limit.max, { message: "length" });

/** A trimmed string of `min`–`max` characters. */
export const str = (min = 1, max = 200) => text({ min, max });

/** A trimmed string within a limit of the contract (`app/services/contract.ts`). */
export const text = (limit: LengthLimit) => z.preprocess(trimmed, within({ min: 1, ...limit }));

/** An optional trimmed string of at most `max` characters; "" counts as absent. */
export const optStr = (max = 200) => optText({ max });

/** An optional trimmed string within a limit of the contract; "" counts as absent. */
export const optText = (limit: LengthLimit) => z.preprocess((v) => (trimmed(v) === "" ? undefined : trimmed(v)), within(limit).optional());

/** A positive integer given as a number or a digit string; `fallback` when absent. */
export const int = (fallback: number, min: number, max: number, clamp = false) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? fallback : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v),
    clamp
      ? z
          .number()
          .int()
          .min(min)
          .transform((n) => Math.min(n, max))
      : z.number().int().min(min).max(max),
  );

/** A boolean given as a boolean or "true"/"false"/"1"/"0". */
export const bool = () => z.preprocess((v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" || v === "" ? false : v), z.boolean());

/** Page and page size (at most 50, larger sizes are cut to 50). */
export const paging = { page: int(1, 1, 100000), pageSize: int(10, 1, 50, true) };

/** Lowercased e-mail address of at most `max` characters (an account's by default). */
export const email = (max: number = ACCOUNT_LIMITS.email.max) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.email().pipe(within({ max })));

/** `+65`-style area code ("65" is accepted and given its plus). */
export const areaCode = () =>
  z.preprocess(
    (v) => (typeof v === "number" ? `+${v}` : typeof v === "string" ? (v.trim().startsWith("+") ? v.trim() : `+${v.trim()}`) : v),
    z.string().regex(/^\+\d{1,4}$/),
  );

/** Phone number digits (the contract's 6–15); spaces and dashes are dropped. */
export const phone = () =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : typeof v === "string" ? v.replace(/[\s-]/g, "") : v),
    z.string().regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.phoneNumber.min},${ACCOUNT_LIMITS.phoneNumber.max}}$`)),
  );

/**
 * Wraps a route: whatever `fn` returns (or resolves to) is sent as the success envelope's data;
 * what it throws is sent as an error envelope. A route that answered itself is left alone.
 */
export function handler(fn: (req: Request, res: Response) => unknown): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    try {
      const data = await fn(req, res);
      if (!res.headersSent) ok(req, res, data ?? null);
    } catch (err) {
      if (!res.headersSent) sendError(req, res, err);
    }
  };
}
