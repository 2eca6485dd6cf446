/**
 * Toasts that survive a redirect: a flash cookie written by an action and read (then cleared) by
 * the root loader, so they render on the server and show without JavaScript (as Epic Stack's do).
 * product.md §Toasts, §Errors: success and fail toasts show for 2000 ms; default texts "Success" and "Fail".
 * Signed (signed-cookie.server.ts): a toast shows in the site's own alert, so a cookie planted by
 * someone else (a sibling subdomain, a network attacker on plain HTTP) must not put their text
 * there.
 */
import * as z from "zod";
import { COOKIE } from "~/lib/session/cookies.server";
import { signedCookieKind } from "~/lib/session/signed-cookie.server";

export const toastSchema = z.object({
  type: z.enum(["success", "fail", "warning", "message"]),
  /** An i18n key (common namespace unless prefixed "ns:"), or absent for the default text. */
  key: z.string().max(200).optional(),
  /** Literal text, e.g. an upstream msg already in the user's language. */
  text: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** The toast carried to the next page (60 s): written by an action, read and cleared by the root loader. */
export const toastCookie = signedCookieKind(COOKIE.toast, toastSchema, 60);
