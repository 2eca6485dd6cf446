/**
 * What the forms' validation messages say beyond their text: the kinds every form shares, the
 * numbers, the fields' names, and the site's own length rules beside the contract's. A message
 * never writes a limit by hand: it names it (`{{max, number}}`, i18next's number format) and takes
 * it from here, where it is read from the rule the schema applies (`app/services/contract.ts` for
 * the upstream's limits). `FieldError` passes `messageValues(key, field)`, and a kind's field
 * name, with every error key it translates; `tests/unit/locale-limits.test.ts` fails when a
 * locale string writes a length by hand, names a value that is not passed, or a field lacks its
 * name.
 * Plain data and the contract only: the browser bundle of every form loads it.
 */
import { ACCOUNT_LIMITS, CAPTCHA_LENGTH, type LengthLimit, OPEN_API_APPLY_LIMITS, SUGGESTION_LIMITS } from "~/services/contract";

/** Open-API purpose: 20–1000 in width (product.md §Open API, §Forms: non-ASCII counts as 2). */
export const PURPOSE_WIDTH_LIMITS = { min: 20, max: OPEN_API_APPLY_LIMITS.purpose.max } as const;

/** product.md §Forms: a Singapore mobile number has 8 digits (and starts with 8 or 9). */
export const SG_MOBILE_DIGITS = 8;

/** The longest password sign-in accepts (any stored shape, only bounded; a new one is `ACCOUNT_LIMITS.password`). */
export const CURRENT_PASSWORD_MAX = 64;

/** The longest mobile number as typed, spaces and hyphens dropped, before its digits are checked. */
export const PHONE_INPUT_MAX = 20;

/**
 * The kinds of message every form shares: one key each (`common:validation.<kind>`), whatever
 * the form or field, so a new field adds no message. Each takes the field's name, translated
 * (`fieldNameKey`), as `{{field}}`, and a length kind the bound (`min` or `max`) of the field's
 * own limit in `FIELD_LIMITS`. A rule that says what to type (a code's digits, a password's
 * characters, the purpose's width) keeps a message of its own: it tells the visitor more than
 * "valid".
 */
export const MESSAGE_KINDS = {
  required: undefined,
  invalid: undefined,
  tooLong: "max",
  tooShort: "min",
  invalidCharacters: undefined,
  markup: undefined,
} as const satisfies Record<string, "min" | "max" | undefined>;
export type MessageKind = keyof typeof MESSAGE_KINDS;

/** A zod rule's error option for a message of a kind: `{ error: "common:validation.<kind>" }`. */
export function kindError(kind: MessageKind): { error: string } {
  return { error: `common:validation.${kind}` };
}

/** The kind of a message key ("common:validation.tooLong" → "tooLong"), or undefined for any other key. */
export function kindOf(key: string): MessageKind | undefined {
  const kind = key.startsWith("common:validation.") ? key.slice("common:validation.".length) : "";
  return Object.hasOwn(MESSAGE_KINDS, kind) ? (kind as MessageKind) : undefined;
}

/**
 * The length limit of each form field with a length message of a kind, by the field's name in
 * its schema (one meaning across the site's forms): the contract's lists for the service forms
 * (`SUGGESTION_LIMITS`, `OPEN_API_APPLY_LIMITS`) and the account fields' bounds.
 */
export const FIELD_LIMITS: Readonly<Record<string, LengthLimit>> = {
  ...SUGGESTION_LIMITS,
  ...OPEN_API_APPLY_LIMITS,
  email: ACCOUNT_LIMITS.email,
  phoneNumber: { max: PHONE_INPUT_MAX },
  institutionId: ACCOUNT_LIMITS.institutionId,
  captcha: { max: CAPTCHA_LENGTH },
  password: { max: CURRENT_PASSWORD_MAX },
};

/** The account forms' fields that a message of a kind is shown on (their names in account.json). */
const ACCOUNT_FIELDS = ["email", "phoneNumber", "password", "confirmPassword", "captcha", "institutionId"] as const;

/**
 * The namespace of each field's name, by the field's name in its schema: the service forms' text
 * fields are the contract's lists (a field added there has its name in service.json, nothing
 * more to list), the account forms' are `ACCOUNT_FIELDS`.
 */
export const FIELD_NAMESPACES: Readonly<Record<string, "account" | "service">> = {
  ...Object.fromEntries(Object.keys({ ...SUGGESTION_LIMITS, ...OPEN_API_APPLY_LIMITS }).map((field) => [field, "service"])),
  ...Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, "account"])),
};

/** The i18n key of a field's name in the messages of a kind ("service:fieldNames.content"), or undefined for a field with none. */
export function fieldNameKey(field: string): string | undefined {
  return Object.hasOwn(FIELD_NAMESPACES, field) ? `${FIELD_NAMESPACES[field]}:fieldNames.${field}` : undefined;
}

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
 * The numbers a message key (an error of the zod schemas of this folder) states on the form field
 * named `field` (its name in the schema: a length message of a kind takes the bound of that
 * field's limit), or undefined for a message that states none (and for a text that is not a key).
 * The field's translated name, which every message of a kind takes too, is `FieldError`'s.
 */
export function messageValues(key: string, field?: string): Readonly<Record<string, number>> | undefined {
  if (Object.hasOwn(MESSAGE_VALUES, key)) return MESSAGE_VALUES[key];
  const kind = kindOf(key);
  const bound = kind === undefined ? undefined : MESSAGE_KINDS[kind];
  if (bound === undefined || field === undefined || !Object.hasOwn(FIELD_LIMITS, field)) return undefined;
  const value = FIELD_LIMITS[field][bound];
  return value === undefined ? undefined : { [bound]: value };
}
