/**
 * The numbers the forms' validation messages say, and the site's own length rules beside the
 * contract's. A message never writes a limit by hand: it names it (`{{max, number}}`, i18next's
 * number format) and takes it from here, where it is read from the rule the schema applies
 * (`app/services/contract.ts` for the upstream's limits). `FieldError` passes
 * `messageValues(key)` with every error key it translates; `tests/unit/locale-limits.test.ts`
 * fails when a locale string writes a length by hand or names a value that is not passed.
 * Plain data and the contract only: the browser bundle of every form loads it.
 */
import { ACCOUNT_LIMITS, CAPTCHA_LENGTH, type LengthLimit, OPEN_API_APPLY_LIMITS, SUGGESTION_LIMITS } from "~/services/contract";

/** Open-API purpose: 20–1000 in width (product.md §Open API, §Forms: non-ASCII counts as 2). */
export const PURPOSE_WIDTH_LIMITS = { min: 20, max: OPEN_API_APPLY_LIMITS.purpose.max } as const;

/** product.md §Forms: a Singapore mobile number has 8 digits (and starts with 8 or 9). */
export const SG_MOBILE_DIGITS = 8;

/**
 * The messages of a kind, one key for every field ("ns:validation.kind"), and the bound of the
 * field's limit each states: a field of the contract's lists (FIELD_LIMITS) gets them with no
 * message of its own, its number taken from its own limit by the field's name.
 */
export const KIND_MESSAGES: Readonly<Record<string, "min" | "max">> = {
  "service:validation.tooShort": "min",
  "service:validation.tooLong": "max",
};

/**
 * The length limit of each form field of the contract's lists, by "ns:field" (the field's name in
 * its schema): the service forms' text fields, `SUGGESTION_LIMITS` and `OPEN_API_APPLY_LIMITS`.
 */
export const FIELD_LIMITS: Readonly<Record<string, LengthLimit>> = Object.fromEntries(
  Object.entries({ ...SUGGESTION_LIMITS, ...OPEN_API_APPLY_LIMITS }).map(([field, limit]) => [`service:${field}`, limit]),
);

/** The values of each validation message ("ns:validation.key") that names any, by message key. */
export const MESSAGE_VALUES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "service:validation.purposeTooShort": { min: PURPOSE_WIDTH_LIMITS.min },
  "service:validation.purposeTooLong": { max: PURPOSE_WIDTH_LIMITS.max },
  "account:validation.phone": { min: ACCOUNT_LIMITS.phoneNumber.min, max: ACCOUNT_LIMITS.phoneNumber.max },
  "account:validation.phoneSg": { digits: SG_MOBILE_DIGITS },
  "account:validation.passwordLength": { min: ACCOUNT_LIMITS.password.min, max: ACCOUNT_LIMITS.password.max },
  "account:validation.captcha": { length: CAPTCHA_LENGTH },
  "account:validation.invitationCode": { max: ACCOUNT_LIMITS.invitationCode.max },
};

/**
 * The interpolation values of a message key (an error of the zod schemas of this folder) on the
 * form field named `field` (its name in the schema: a message of a kind takes the number from that
 * field's limit), or undefined for a message that names none (and for a text that is not a key).
 */
export function messageValues(key: string, field?: string): Readonly<Record<string, number>> | undefined {
  if (Object.hasOwn(MESSAGE_VALUES, key)) return MESSAGE_VALUES[key];
  if (!Object.hasOwn(KIND_MESSAGES, key) || field === undefined) return undefined;
  const bound = KIND_MESSAGES[key];
  const limit = FIELD_LIMITS[`${key.slice(0, key.indexOf(":"))}:${field}`];
  const value = limit?.[bound];
  return value === undefined ? undefined : { [bound]: value };
}
