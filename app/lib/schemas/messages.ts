/**
 * The numbers the forms' validation messages say, and the site's own length rules beside the
 * contract's. A message never writes a limit by hand: it names it (`{{max, number}}`, i18next's
 * number format) and takes it from here, where it is read from the rule the schema applies
 * (`app/services/contract.ts` for the upstream's limits). `FieldError` passes
 * `messageValues(key)` with every error key it translates; `tests/unit/locale-limits.test.ts`
 * fails when a locale string writes a length by hand or names a value that is not passed.
 * Plain data and the contract only: the browser bundle of every form loads it.
 */
import { ACCOUNT_LIMITS, CAPTCHA_LENGTH, OPEN_API_APPLY_LIMITS, SUGGESTION_LIMITS } from "~/services/contract";

/** Open-API purpose: 20–1000 in width (product.md §Open API, §Forms: non-ASCII counts as 2). */
export const PURPOSE_WIDTH_LIMITS = { min: 20, max: OPEN_API_APPLY_LIMITS.purpose.max } as const;

/** product.md §Forms: a Singapore mobile number has 8 digits (and starts with 8 or 9). */
export const SG_MOBILE_DIGITS = 8;

/** The values of each validation message ("ns:validation.key") that names any, by message key. */
export const MESSAGE_VALUES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "service:validation.contentTooShort": { min: SUGGESTION_LIMITS.content.min },
  "service:validation.contentTooLong": { max: SUGGESTION_LIMITS.content.max },
  "service:validation.contactTooLong": { max: SUGGESTION_LIMITS.contact.max },
  "service:validation.purposeTooShort": { min: PURPOSE_WIDTH_LIMITS.min },
  "service:validation.purposeTooLong": { max: PURPOSE_WIDTH_LIMITS.max },
  "service:validation.emailTooLong": { max: OPEN_API_APPLY_LIMITS.contactEmail.max },
  "account:validation.phone": { min: ACCOUNT_LIMITS.phoneNumber.min, max: ACCOUNT_LIMITS.phoneNumber.max },
  "account:validation.phoneSg": { digits: SG_MOBILE_DIGITS },
  "account:validation.passwordLength": { min: ACCOUNT_LIMITS.password.min, max: ACCOUNT_LIMITS.password.max },
  "account:validation.captcha": { length: CAPTCHA_LENGTH },
  "account:validation.invitationCode": { max: ACCOUNT_LIMITS.invitationCode.max },
};

/**
 * The interpolation values of a message key (an error of the zod schemas of this folder), or
 * undefined for a message that names none (and for a text that is not a key).
 */
export function messageValues(key: string): Readonly<Record<string, number>> | undefined {
  return Object.hasOwn(MESSAGE_VALUES, key) ? MESSAGE_VALUES[key] : undefined;
}
