/**
 * The account forms' zod schemas (product.md §Forms): one source of truth for the action (server) and
 * conform (browser). Messages are i18n keys, translated where they render: the kinds every form
 * shares (required, invalid, too long, control characters: `kindError`, `common:validation.*`)
 * and the account namespace's rules; the first failing rule's message is shown (product.md §Forms).
 * A message that states a limit takes it by interpolation from `./messages.ts`, which reads the
 * same constants.
 */
import * as z from "zod";

// The CSP forbids eval: zod must not try to compile parsers with new Function.
z.config({ jitless: true });
import { CURRENT_PASSWORD_MAX, kindError, PHONE_INPUT_MAX, SG_MOBILE_DIGITS } from "~/lib/schemas/messages";
import { ACCOUNT_LIMITS, CAPTCHA_LENGTH, textLength } from "~/services/contract";

export const AREA_CODES = ["+65", "+60", "+62", "+66", "+63", "+84", "+86", "+852", "+853", "+886", "+81", "+82", "+91", "+61", "+64", "+44", "+1"] as const;
export type AreaCode = (typeof AREA_CODES)[number];
export const DEFAULT_AREA_CODE: AreaCode = "+65";

/** The two-letter region code a default area code is chosen from. */
export const AREA_CODE_BY_REGION: Record<string, AreaCode> = {
  SG: "+65",
  MY: "+60",
  ID: "+62",
  TH: "+66",
  PH: "+63",
  VN: "+84",
  CN: "+86",
  HK: "+852",
  MO: "+853",
  TW: "+886",
  JP: "+81",
  KR: "+82",
  IN: "+91",
  AU: "+61",
  NZ: "+64",
  GB: "+44",
  US: "+1",
  CA: "+1",
};

const m = (key: string) => ({ error: `account:validation.${key}` });
/** Text without control characters (CR, LF, tab, NUL...), which no account field needs. */
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/**
 * A required text of at most `max` characters (counted as the upstream does, `textLength`), first
 * normalized by `normalize` (trimmed by default).
 */
const requiredText = (max: number, normalize = (value: string) => value.trim()) =>
  z
    .string(kindError("required"))
    .overwrite(normalize)
    .min(1, kindError("required"))
    .refine((v) => textLength(v) <= max, kindError("tooLong"))
    .regex(NO_CONTROL, kindError("invalidCharacters"));

export const emailField = requiredText(ACCOUNT_LIMITS.email.max).pipe(z.email(kindError("invalid")));
export const areaCodeField = z.enum(AREA_CODES, m("areaCode"));
/**
 * A mobile number as people write it: spaces and hyphens between the digits ("8123 4567") are
 * dropped before the rules, and the number goes upstream without them. Then digits only, 6–15
 * (E.164's national part), each rule with its own message. The server then reads it against its
 * country's number plan and normalises it (account/phone-number.server.ts withMobileNumber).
 */
export const phoneField = requiredText(PHONE_INPUT_MAX, (value) => value.replace(/[\s-]+/g, ""))
  .regex(/^\d*$/, m("phoneDigits"))
  .regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.phoneNumber.min},${ACCOUNT_LIMITS.phoneNumber.max}}$`), m("phone"));
/** The longest new password, in characters (product.md §Forms); the fields' maxLength too. */
export const PASSWORD_MAX_LENGTH = ACCOUNT_LIMITS.password.max;

/**
 * 8–20 characters with letters and digits (product.md §Forms) from letters, digits and common
 * symbols. Each rule says what it wants, in this order: length, characters, letters and digits.
 */
export const passwordField = z
  .string(kindError("required"))
  .min(1, kindError("required"))
  .min(ACCOUNT_LIMITS.password.min, m("passwordLength"))
  .max(PASSWORD_MAX_LENGTH, m("passwordLength"))
  .regex(/^[A-Za-z\d!@#$%^&*()_+\-=.,?~]*$/, m("passwordCharacters"))
  .regex(/[A-Za-z]/, m("password"))
  .regex(/\d/, m("password"));
/** Sign-in accepts any stored password shape, only bounded. */
export const currentPasswordField = z.string(kindError("required")).min(1, kindError("required")).max(CURRENT_PASSWORD_MAX, kindError("tooLong"));
export const captchaField = requiredText(CAPTCHA_LENGTH).regex(new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`), m("captcha"));
export const invitationCodeField = z
  .string()
  .trim()
  .refine((v) => textLength(v) <= ACCOUNT_LIMITS.invitationCode.max, m("invitationCode"))
  .regex(/^[A-Za-z0-9]*$/, m("invitationCode"))
  .optional();
export const termsField = z.literal("on", m("terms"));
export const institutionIdField = requiredText(ACCOUNT_LIMITS.institutionId.max).regex(
  new RegExp(`^[A-Za-z0-9_-]{${ACCOUNT_LIMITS.institutionId.min},${ACCOUNT_LIMITS.institutionId.max}}$`),
  m("institutionId"),
);

const SG_MOBILE = new RegExp(`^[89]\\d{${SG_MOBILE_DIGITS - 1}}$`);

/** product.md §Forms: a Singapore number has 8 digits starting with 8 or 9 (mobile). */
function checkSingaporeMobile(value: { areaCode?: string; phoneNumber?: string }, ctx: z.RefinementCtx) {
  if (value.areaCode === "+65" && value.phoneNumber && !SG_MOBILE.test(value.phoneNumber)) {
    ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: "account:validation.phoneSg" });
  }
}

export const METHODS = ["phone", "email"] as const;
export type Method = (typeof METHODS)[number];

const phoneTarget = z.object({ method: z.literal("phone"), areaCode: areaCodeField, phoneNumber: phoneField });
const emailTarget = z.object({ method: z.literal("email"), email: emailField });

/** "Send code" (the form's second submit button): only the target is checked. */
export const sendCodeSchema = z.discriminatedUnion("method", [phoneTarget.superRefine(checkSingaporeMobile), emailTarget]);

export const signUpSchema = z.discriminatedUnion("method", [
  phoneTarget
    .extend({ captcha: captchaField, password: passwordField, invitationCode: invitationCodeField, terms: termsField })
    .superRefine(checkSingaporeMobile),
  emailTarget.extend({ captcha: captchaField, password: passwordField, invitationCode: invitationCodeField, terms: termsField }),
]);

export const signInSchema = z.discriminatedUnion("method", [
  phoneTarget.extend({ password: currentPasswordField }),
  emailTarget.extend({ password: currentPasswordField }),
]);

export const institutionSignInSchema = z.object({ institutionId: institutionIdField, password: currentPasswordField });

function checkConfirm(value: { password?: string; confirmPassword?: string }, ctx: z.RefinementCtx) {
  if (value.password && value.confirmPassword !== undefined && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "account:validation.passwordMismatch" });
  }
}

const newPasswords = {
  captcha: captchaField,
  password: passwordField,
  confirmPassword: z.string(kindError("required")).min(1, kindError("required")).max(PASSWORD_MAX_LENGTH, m("passwordMismatch")),
};

export const resetSchema = z.discriminatedUnion("method", [
  phoneTarget.extend(newPasswords).superRefine((v, ctx) => {
    checkSingaporeMobile(v, ctx);
    checkConfirm(v, ctx);
  }),
  emailTarget.extend(newPasswords).superRefine(checkConfirm),
]);

export const twoStepSchema = z.object({ captcha: captchaField });
export const twoStepSendSchema = z.object({});

/** The method a form is in: from its `method` field, phone by default. */
export function methodOf(formData: FormData | URLSearchParams): Method {
  return formData.get("method") === "email" ? "email" : "phone";
}

/** Intent of a submit: the captcha "send" button or the main submit. */
export function intentOf(formData: FormData): "send-code" | "submit" {
  return formData.get("intent") === "send-code" ? "send-code" : "submit";
}

/** What each form holds (conform's field shapes: every field of either method). */
export type SignUpFields = z.input<typeof signUpSchema>;
export type SignInFields = z.input<typeof signInSchema>;
export type ResetFields = z.input<typeof resetSchema>;
