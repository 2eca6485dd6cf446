/**
 * The user service's open-API call (product.md §Upstream: GET (form) /user-server-sg/web/user-info-for-open-api-apply/v1):
 * who is applying, and their application when there is one (sandbox/README.md).
 */
import * as z from "zod";
import { callUpstream, type UpstreamContext } from "~/lib/upstream/client.server";
import { APPLICANT_TYPES, APPLICATION_STATUSES } from "~/services/contract";

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

export const openApiApplicationSchema = z.object({
  id: z.coerce.number(),
  applicantType: z.enum(APPLICANT_TYPES),
  purpose: z.string(),
  contactEmail: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type OpenApiApplication = z.infer<typeof openApiApplicationSchema>;

export const openApiApplyInfoSchema = z.object({
  dolphinNo: z.coerce.string(),
  nickname: optionalText,
  email: optionalText,
  areaCode: optionalText,
  phoneNumber: optionalText,
  openedAccount: z.boolean().default(false),
  application: openApiApplicationSchema.nullish().transform((v) => v ?? null),
});
export type OpenApiApplyInfo = z.infer<typeof openApiApplyInfoSchema>;

/** The signed-in user's details for the application form, and their application (or null). */
export function getOpenApiApplyInfo(ctx: UpstreamContext): Promise<OpenApiApplyInfo> {
  return callUpstream({ method: "getForm", host: "jy", path: "/user-server-sg/web/user-info-for-open-api-apply/v1" }, openApiApplyInfoSchema, ctx);
}
