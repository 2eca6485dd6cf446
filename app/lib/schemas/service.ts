/**
 * The service forms' zod schemas (product.md §Forms): feedback, the open-API application and the
 * payment-records filters. One source of truth for the action (server) and conform (browser);
 * messages are i18n keys, the first failing rule's is shown (product.md §Forms): the kinds every
 * form shares (`kindError`, `common:validation.*`) and the service namespace's own rules.
 *
 * Hostile input never reaches the upstream: control characters (other than line breaks and tabs
 * in multi-line text) and bidirectional overrides are refused, so is anything that looks like an
 * HTML tag, and every field has a maximum. The crm's limits are the contract's
 * (`app/services/contract.ts`), counted in characters (code points, `textLength`) as the crm and
 * the sandbox count them; the open-API purpose has the site's own rule in width on top (product.md
 * §Forms helper: non-ASCII counts 2).
 *
 * Form values and the crm's request bodies are typed from these schemas (`z.input` for what a form
 * holds, `z.output` for what its action sends), so a field is named here, in its route's markup,
 * in the contract's lists (which the sandbox reads) and nowhere else. A message that states a
 * limit takes it by interpolation from `./messages.ts`, which reads the same constants: a field's
 * "required", "invalid", "too long" and "too short" are the kind's one message, with the field's
 * name and the number of its own limit (`MESSAGE_KINDS`, `FIELD_LIMITS`).
 */
import * as z from "zod";

// The CSP forbids eval: zod must not try to compile parsers with new Function.
z.config({ jitless: true });
import { textWidth } from "~/lib/forms/text-width";
import { kindError, PURPOSE_WIDTH_LIMITS } from "~/lib/schemas/messages";
import { APPLICANT_TYPES, FEEDBACK_CATEGORIES, OPEN_API_APPLY_LIMITS, PAYMENT_RECORD_TYPES, SUGGESTION_LIMITS, textLength } from "~/services/contract";

const m = (key: string) => ({ error: `service:validation.${key}` });

/** C0 controls except tab, LF and CR; DEL; C1 controls; bidi embeddings, overrides and isolates. */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** The same, and no line breaks or tabs either. */
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Something a browser would read as a tag, a comment or a processing instruction. */
const MARKUP = /<\s*\/?\s*[a-z!?]/i;

/** Line breaks as the browser's textarea counts them (forms submit CRLF). */
const normalizeNewlines = (value: string) => value.replace(/\r\n?/g, "\n");

/** Whether a text contains a character no field accepts (exported for tests and counters). */
export function hasControlCharacters(text: string, multiline: boolean): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(text);
}

/** Whether a text contains markup (an HTML tag, comment or processing instruction). */
export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** A phone number as people write it: an optional +, then 6–15 digits with spaces or dashes. */
const PHONE = /^\+?\d[\d -]{4,22}\d$/;

/** Whether a contact is an email address or a phone number. */
export function isEmailOrPhone(value: string): boolean {
  if (z.email().safeParse(value).success) return true;
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 6 && digits <= 15;
}

const feedbackContent = z
  .string(kindError("required"))
  .overwrite(normalizeNewlines)
  .trim()
  .min(1, kindError("required"))
  .refine((v) => textLength(v) >= SUGGESTION_LIMITS.content.min, kindError("tooShort"))
  .refine((v) => textLength(v) <= SUGGESTION_LIMITS.content.max, kindError("tooLong"))
  .refine((v) => !hasControlCharacters(v, true), kindError("invalidCharacters"))
  .refine((v) => !hasMarkup(v), kindError("markup"));

const contact = z
  .string()
  .trim()
  .refine((v) => textLength(v) <= SUGGESTION_LIMITS.contact.max, kindError("tooLong"))
  .refine((v) => !hasControlCharacters(v, false), kindError("invalidCharacters"))
  .refine(isEmailOrPhone, kindError("invalid"))
  .optional();

export const feedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, m("category")),
  content: feedbackContent,
  contact,
});
/** What the feedback form holds (conform's field shape). */
export type FeedbackFields = z.input<typeof feedbackSchema>;
/** A valid feedback: the body of crm submit-suggestion-info/v1. */
export type FeedbackValue = z.output<typeof feedbackSchema>;

const purpose = z
  .string(kindError("required"))
  .overwrite(normalizeNewlines)
  .trim()
  .min(1, kindError("required"))
  .refine((v) => textWidth(v) >= PURPOSE_WIDTH_LIMITS.min, m("purposeTooShort"))
  .refine((v) => textWidth(v) <= PURPOSE_WIDTH_LIMITS.max && textLength(v) <= OPEN_API_APPLY_LIMITS.purpose.max, m("purposeTooLong"))
  .refine((v) => !hasControlCharacters(v, true), kindError("invalidCharacters"))
  .refine((v) => !hasMarkup(v), kindError("markup"));

export const openApiSchema = z.object({
  applicantType: z.enum(APPLICANT_TYPES, m("applicantType")),
  purpose,
  contactEmail: z
    .string(kindError("required"))
    .trim()
    .min(1, kindError("required"))
    .refine((v) => textLength(v) <= OPEN_API_APPLY_LIMITS.contactEmail.max, kindError("tooLong"))
    .pipe(z.email(kindError("invalid"))),
  terms: z.literal("on", m("terms")),
});
/** What the open-API form holds (conform's field shape). */
export type OpenApiFields = z.input<typeof openApiSchema>;
/** A valid application; without `terms`, the body of crm submit-open-api-apply/v1. */
export type OpenApiValue = z.output<typeof openApiSchema>;

// Payment records: filters are GET parameters, read leniently (a bad value falls back) so that a
// hand-edited URL never breaks the page; only a start after the end is reported.

export const PAYMENT_TYPES = ["all", ...PAYMENT_RECORD_TYPES] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

/** A real calendar day YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dateParam = z.string().trim().refine(isCalendarDate).optional().catch(undefined);

export const paymentFiltersSchema = z.object({
  type: z.enum(PAYMENT_TYPES).catch("all"),
  from: dateParam,
  to: dateParam,
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;

/**
 * The filters of a payment-records URL, each bad value replaced by its default, and the i18n key
 * of the problem to show when the range is reversed.
 */
export function parsePaymentFilters(params: URLSearchParams): { filters: PaymentFilters; error: string | null } {
  const raw = {
    type: params.get("type") ?? undefined,
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    page: params.get("page") ?? undefined,
  };
  const filters = paymentFiltersSchema.parse(raw);
  const error = filters.from && filters.to && filters.from > filters.to ? "service:validation.dateRange" : null;
  return { filters, error };
}

/** The query string of a set of filters (defaults left out), for links and the pager. */
export function paymentFiltersSearch(filters: Partial<PaymentFilters>): string {
  const params = new URLSearchParams();
  if (filters.type && filters.type !== "all") params.set("type", filters.type);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
