/**
 * The user service (SPEC §7, prefix /user-server-sg, on the jy host). Every answer is parsed
 * with a zod schema at the boundary.
 */
import { z } from "zod";
import { DEFAULT_AVATAR, TWO_STEP_MASK } from "~/lib/constants";
import { callUpstream, type UpstreamContext } from "~/lib/upstream.server";

const PREFIX = "/user-server-sg";

/** SPEC §3: the current user. */
export const currentUserSchema = z.object({
  dolphinNo: z.coerce.string(),
  email: z.string().nullish().transform((v) => v ?? ""),
  areaCode: z.string().nullish().transform((v) => v ?? ""),
  phoneNumber: z.string().nullish().transform((v) => v ?? ""),
  nickname: z.string().nullish().transform((v) => v ?? ""),
  invitationCode: z.string().nullish().transform((v) => v ?? ""),
  openedAccount: z.boolean().default(false),
  extendStatusBit: z.number().int().nullish().transform((v) => v ?? 0),
  avatar: z.string().nullish().transform((v) => v || DEFAULT_AVATAR),
  uuid: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** SPEC §4: two-step verification is on when bit 11 of extendStatusBit is set. */
export function isTwoStepOn(user: Pick<CurrentUser, "extendStatusBit">): boolean {
  return (user.extendStatusBit & TWO_STEP_MASK) !== 0;
}

export function getCurrentUser(ctx: UpstreamContext): Promise<CurrentUser> {
  return callUpstream({ method: "getForm", host: "jy", path: `${PREFIX}/api/get-current-user/v1` }, currentUserSchema, ctx);
}

export function logout(ctx: UpstreamContext): Promise<unknown> {
  return callUpstream({ method: "getForm", host: "jy", path: `${PREFIX}/web/logout/v1` }, z.unknown(), ctx);
}

const tokenKeySchema = z.object({ tokenKey: z.string().min(1) });

/** SPEC §7: POST /api/get-token-key/v1 — a one-time key handing the session to another site. */
export async function getTokenKey(ctx: UpstreamContext): Promise<string> {
  const data = await callUpstream({ method: "post", host: "jy", path: `${PREFIX}/api/get-token-key/v1` }, tokenKeySchema, ctx);
  return data.tokenKey;
}
