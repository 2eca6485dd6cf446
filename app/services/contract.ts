/**
 * The upstream contract: the closed lists of values a field may take in a request to, or an answer
 * from, the user and crm services, the limits of the free-text fields, and the one way those
 * limits count characters (`textLength`). The app's clients and form schemas and the sandbox's
 * routes all import them from here, so that adding a value (a feedback category, say) or changing
 * a limit is one edit and the two sides cannot drift apart. Plain data and pure functions, with
 * the character count in a module of its own (lib/forms/text-length.ts, re-exported here) so that the one
 * component of every page that needs it (the help search box) does not load the whole contract:
 * the sandbox and the browser bundle load both as they are.
 */

import { textLength } from "../lib/forms/text-length";

export { SEARCH_KEYWORD_LIMIT, textLength, truncateText } from "../lib/forms/text-length";

/** A text field's bounds in characters (`textLength`), both inclusive; `min` absent is 0. */
export interface LengthLimit {
  readonly min?: number;
  readonly max: number;
}

/** Whether a text is within a limit, counted with `textLength`. */
export function withinLimit(text: string, limit: LengthLimit): boolean {
  const length = textLength(text);
  return length >= (limit.min ?? 0) && length <= limit.max;
}

/**
 * news-helpcenter categoryhomepage and messagedetail `id` (a tab, an article or a question): 1–100
 * characters. A longer id names nothing the service holds: the site answers 404 without asking.
 */
export const CONTENT_ID_LIMIT = { min: 1, max: 100 } as const satisfies LengthLimit;

/** crm submit-suggestion-info/v1 (docs/product.md §Feedback): content 10–500, contact at most 100. */
export const SUGGESTION_LIMITS = {
  content: { min: 10, max: 500 },
  contact: { max: 100 },
} as const satisfies Record<string, LengthLimit>;

/** A text field of an upstream form: its bounds, and `email` when the upstream checks it as an address. */
export interface TextFieldLimit extends LengthLimit {
  readonly email?: true;
}

/**
 * crm submit-open-api-apply/v1 (docs/product.md §Open API), its text fields: the crm keeps up to
 * 1000 characters of purpose (the site's own rule, 20–1000 in width, is stricter) and a contact
 * email of up to 100, both required. The sandbox's crm checks and stores each field of this list.
 */
export const OPEN_API_APPLY_LIMITS = {
  purpose: { min: 1, max: 1000 },
  contactEmail: { min: 1, max: 100, email: true },
} as const satisfies Record<string, TextFieldLimit>;

/**
 * The user service's account fields (docs/product.md §Sign-up, §Sign-in, §Institutional): an
 * e-mail address of at most 254 characters (RFC 5321's path limit), a phone number of 6–15
 * digits (E.164's national part), an institution id, an invitation code, and a new password of
 * 8–20 characters.
 */
export const ACCOUNT_LIMITS = {
  email: { max: 254 },
  phoneNumber: { min: 6, max: 15 },
  institutionId: { min: 3, max: 32 },
  invitationCode: { max: 16 },
  password: { min: 8, max: 20 },
} as const satisfies Record<string, LengthLimit>;

/** Digits of a verification code sent by send-phone-captcha/v3 or send-email-captcha/v1. */
export const CAPTCHA_LENGTH = 6;

/** crm submit-suggestion-info/v1 `category` (docs/product.md §Feedback). */
export const FEEDBACK_CATEGORIES = ["product", "app", "account", "service", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** crm submit-open-api-apply/v1 `applicantType` (docs/product.md §Open API). */
export const APPLICANT_TYPES = ["individual", "institution"] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

/** An open-API application's `status`, as the crm and the user service answer it. */
export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A payment record's `type` (crm payment-records/v1; docs/product.md §Payment records). */
export const PAYMENT_RECORD_TYPES = ["deposit", "withdrawal"] as const;
export type PaymentRecordType = (typeof PAYMENT_RECORD_TYPES)[number];

/** A payment record's `status`. */
export const PAYMENT_STATUSES = ["completed", "processing", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** user web-password-login/v2 `loginType` (docs/product.md §Sign-in, §Institutional). */
export const LOGIN_TYPES = ["phone", "email", "institution"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** user web-password-register/v1 `registerType` (docs/product.md §Sign-up). */
export const REGISTER_TYPES = ["phone", "email"] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

/** The `type` of a code sent by send-phone-captcha/v3 or send-email-captcha/v1 and checked by check-phone-captcha/v1. */
export const CAPTCHA_TYPES = ["register", "login", "reset", "twostep"] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** How long a verification code is valid upstream, in ms (docs/product.md §Two-step). */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** The user service's wait between two codes to one phone or email, whatever their type, in ms: a send sooner is refused. */
export const CAPTCHA_COOLDOWN_MS = 60 * 1000;

/**
 * The code types that check-phone-captcha/v1 uses up when it accepts a code (docs/product.md
 * §Two-step): a `login` or `twostep` code has no later call to spend it, so a second check of it
 * fails. A `register` or `reset` code stays valid after the check, for web-password-register/v1 or
 * the reset call, which use it up.
 */
export const CAPTCHA_TYPES_USED_BY_CHECK: readonly CaptchaType[] = ["login", "twostep"];
