/**
 * The crm service (product.md §Upstream, prefix /crm-server-sg, on the jy host): suggestions, the user's
 * contact details, open-API applications and payment records (the last two are paths of our own,
 * documented in sandbox/README.md). Every answer is parsed with a zod schema at the boundary.
 */
import * as z from "zod";
import type { FeedbackValue, OpenApiValue, PaymentType } from "~/lib/schemas/service";
import { callUpstream, type UpstreamContext } from "~/lib/upstream/client.server";
import { APPLICATION_STATUSES, PAYMENT_RECORD_TYPES, PAYMENT_STATUSES, type ApplicationStatus } from "~/services/contract";

const PREFIX = "/crm-server-sg";

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/**
 * POST /web/submit-suggestion-info/v1: stores a suggestion (the feedback form's valid value, its
 * shape from `feedbackSchema`); signed in, the crm links the user. Answers its id.
 */
export function submitSuggestion(ctx: UpstreamContext, body: FeedbackValue): Promise<{ id: number }> {
  return callUpstream({ method: "post", host: "jy", path: `${PREFIX}/web/submit-suggestion-info/v1`, params: body }, z.object({ id: z.coerce.number() }), ctx);
}

export const personalCommInfoSchema = z.object({
  nickname: optionalText,
  email: optionalText,
  areaCode: optionalText,
  phoneNumber: optionalText,
});
export type PersonalCommInfo = z.infer<typeof personalCommInfoSchema>;

/** GET /api/get-personal-comm-info/v1 (signed in): the user's nickname, email and phone. */
export function getPersonalCommInfo(ctx: UpstreamContext): Promise<PersonalCommInfo> {
  return callUpstream({ method: "get", host: "jy", path: `${PREFIX}/api/get-personal-comm-info/v1` }, personalCommInfoSchema, ctx);
}

/** The body of submit-open-api-apply/v1: the open-API form's valid value without its terms. */
export type OpenApiApplyBody = Omit<OpenApiValue, "terms">;

/** POST /web/submit-open-api-apply/v1 (signed in): one application per user; a second updates it. */
export function submitOpenApiApply(ctx: UpstreamContext, body: OpenApiApplyBody): Promise<{ id: number; status: ApplicationStatus }> {
  return callUpstream(
    { method: "post", host: "jy", path: `${PREFIX}/web/submit-open-api-apply/v1`, params: body },
    z.object({ id: z.coerce.number(), status: z.enum(APPLICATION_STATUSES) }),
    ctx,
  );
}

export const paymentRecordSchema = z.object({
  id: z.coerce.string(),
  type: z.enum(PAYMENT_RECORD_TYPES),
  /** A decimal string ("12345.67"), kept exact. */
  amount: z.string().regex(/^-?\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string().max(40),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().min(0),
  items: z.array(paymentRecordSchema),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/**
 * GET /web/payment-records/v1 (signed in): the user's deposits and withdrawals, newest first.
 * Dates are YYYY-MM-DD, inclusive, in Singapore time.
 */
export function getPaymentRecords(
  ctx: UpstreamContext,
  query: { type: PaymentType; startDate?: string; endDate?: string; page: number; pageSize: number },
): Promise<PaymentPage> {
  return callUpstream({ method: "get", host: "jy", path: `${PREFIX}/web/payment-records/v1`, params: query }, paymentPageSchema, ctx);
}
