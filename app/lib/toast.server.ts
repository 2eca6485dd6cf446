/**
 * Toasts that survive a redirect: a flash cookie written by an action and read (then cleared) by
 * the root loader, so they render on the server and show without JavaScript (STYLE.md, Epic Stack).
 * SPEC §4, §9: success and fail toasts show for 2000 ms; default texts "Success" and "Fail".
 */
import * as z from "zod";
import { COOKIE, readCookie, serializeCookie, sessionCookieOptions } from "~/lib/cookies.server";

export const toastSchema = z.object({
  type: z.enum(["success", "fail", "warning", "message"]),
  /** An i18n key (common namespace unless prefixed "ns:"), or absent for the default text. */
  key: z.string().max(200).optional(),
  /** Literal text, e.g. an upstream msg already in the user's language. */
  text: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** The Set-Cookie value carrying a toast to the next page. */
export function toastCookie(toast: Toast): string {
  return serializeCookie(COOKIE.toast, JSON.stringify(toast), { ...sessionCookieOptions(), maxAge: 60 });
}

/** The Set-Cookie value that removes the toast once shown. */
export function clearToastCookie(): string {
  return serializeCookie(COOKIE.toast, "", { ...sessionCookieOptions(), maxAge: 0 });
}

/** The toast carried by a request, or null (a garbage cookie is ignored). */
export function readToast(request: Request): Toast | null {
  const raw = readCookie(request, COOKIE.toast);
  if (!raw) return null;
  try {
    const parsed = toastSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
