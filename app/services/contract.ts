/**
 * The upstream contract's closed lists: the values a field may take in a request to, or an answer
 * from, the user and crm services. The app's clients and form schemas and the sandbox's routes all
 * import them from here, so that adding a value (a feedback category, say) is one edit and the two
 * sides cannot drift apart. Plain data with no imports: the sandbox and the browser bundle load it
 * as it is.
 */

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
