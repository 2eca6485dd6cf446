/** The quotes-location service (product.md §Upstream: GET /quotes-location/api/v1/ipinfo, hz host). */
import * as z from "zod";
import { callUpstream, type UpstreamContext } from "~/lib/upstream/client.server";

export const ipInfoSchema = z.object({
  ip: z.string().optional(),
  countryCode: z
    .string()
    .max(8)
    .nullish()
    .transform((v) => v ?? ""),
  country: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  city: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
});
export type IpInfo = z.infer<typeof ipInfoSchema>;

/** Where an address is, as the upstream knows it. */
export function getIpInfo(ctx: UpstreamContext, ip: string): Promise<IpInfo> {
  return callUpstream({ method: "get", host: "hz", path: "/quotes-location/api/v1/ipinfo", params: { ip } }, ipInfoSchema, ctx);
}
