/**
 * Starting a session after sign-in, sign-up, two-step verification or a token-key hand-over: the
 * uuid and token cookies (HttpOnly, SameSite=Lax, Path=/, Secure in production) with the session's
 * clock (session/clock.server.ts), and a redirect to a safe same-site target, with a toast that
 * survives the redirect.
 */
import { redirectDocument, type TypedResponse } from "@remix-run/node";
import { redirectTarget } from "~/lib/http/redirect-target.server";
import { startSessionClock } from "~/lib/session/clock.server";
import { sessionCookies } from "~/lib/session/cookies.server";
import { toastCookie, type Toast } from "~/lib/session/toast.server";
import type { Session } from "~/services/user/user.server";

/** The Set-Cookie values of a new session: the uuid and token cookies and the session's clock. */
export function newSessionCookies(session: Session): string[] {
  return [...sessionCookies(session), startSessionClock()];
}

/**
 * The answer that starts `session`: its cookies, `extraCookies` and the toast, and a redirect to
 * `redirectTo` made safe (http/redirect-target.server.ts). A document redirect, also for the
 * single-page app: the signed-in pages start in a new document, so that no script of the signed-out
 * page (the tag manager's container on sign-in and sign-up, product.md §Analytics) lives on beside the
 * customer's data.
 */
export function startSession(request: Request, session: Session, redirectTo: unknown, toast: Toast, extraCookies: string[] = []): TypedResponse<never> {
  const headers = new Headers();
  for (const cookie of [...newSessionCookies(session), ...extraCookies, toastCookie.write(toast)]) headers.append("Set-Cookie", cookie);
  return redirectDocument(redirectTarget(request, redirectTo), { headers });
}
