/**
 * Starting a session after sign-in, sign-up, two-step verification or a token-key hand-over:
 * the uuid and token cookies (HttpOnly, SameSite=Lax, Path=/, Secure in production) and a
 * redirect to a safe same-site target, with a toast that survives the redirect.
 */
import { redirect } from "@remix-run/node";
import { sessionCookies } from "~/lib/cookies.server";
import { redirectTarget } from "~/lib/guards.server";
import { toastCookie, type Toast } from "~/lib/toast.server";
import type { Session } from "~/services/user/user.server";

export function startSession(request: Request, session: Session, redirectTo: unknown, toast: Toast, extraCookies: string[] = []): Response {
  const headers = new Headers();
  for (const cookie of [...sessionCookies(session), ...extraCookies, toastCookie.write(toast)]) headers.append("Set-Cookie", cookie);
  return redirect(redirectTarget(request, redirectTo), { headers });
}
