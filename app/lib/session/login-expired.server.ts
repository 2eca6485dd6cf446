/**
 * The "login expired" answer (docs/product.md §Session), in one place. A session ends during a
 * request when an upstream answer has code 300101 (upstream/client.server.ts calls the request's
 * `onLoginExpired`), or before it when the site's own clock ended it (session/clock.server.ts,
 * `timedOut`). Either way the request's `context.state.loggedOut` is set, the session cookies are
 * cleared on the response being built, the visitor is treated as signed out for the rest of the
 * request, and a page that needs the session sends them to sign-in with the "session expired" toast
 * and a way back.
 */
import { redirect, redirectDocument, type AppLoadContext } from "@remix-run/node";
import { CODE_LOGIN_EXPIRED } from "~/lib/config/constants";
import { localizeHref } from "~/lib/http/href";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { stripLocale } from "~/lib/i18n/locale";
import { clearSessionCookies } from "~/lib/session/cookies.server";
import { toastCookie, type Toast } from "~/lib/session/toast.server";

/** The toast shown when a session has ended (an upstream 300101 answer or the site's clock). */
export const SESSION_EXPIRED_TOAST: Toast = { type: "fail", key: "toast.sessionExpired" };

/** Whether an upstream answer's code says the session is over (300101). */
export function isLoginExpiredCode(code: number | null | undefined): boolean {
  return code === CODE_LOGIN_EXPIRED;
}

/**
 * The request's session state at its start, from what the session clock found (server.ts hands
 * `res.locals` in): ended by the clock (`loggedOut` and `timedOut`), or live with the seconds left
 * before its absolute end.
 */
export function initialSessionState(locals: { sessionEnded?: unknown; sessionEndsInS?: unknown }): AppLoadContext["state"] {
  return locals.sessionEnded === true ? { loggedOut: true, timedOut: true } : { loggedOut: false, sessionEndsInS: locals.sessionEndsInS as number | undefined };
}

/** Whether the session ended for this request (300101 seen, or the site's clock before it). */
export function sessionEnded(context: AppLoadContext): boolean {
  return context.state.loggedOut;
}

/**
 * The upstream context's `onLoginExpired` for a request: the first 300101 answer marks the session
 * over for the request and clears the uuid, token and clock cookies on its response; later ones do
 * nothing.
 */
export function loginExpiredHandler(context: AppLoadContext): () => void {
  return () => {
    if (context.state.loggedOut) return;
    context.state.loggedOut = true;
    for (const cookie of clearSessionCookies()) context.appendSetCookie(cookie);
  };
}

/**
 * Throws the redirect to sign-in, coming back to this page afterwards. When the session ended
 * during this request (`context.state.loggedOut`), the sign-in page says so with the fail toast,
 * and the browser loads it as a document (with JavaScript too): the page it leaves still holds
 * the signed-in header and user, which only the root loader's answer replaces, and a client
 * navigation does not ask the root again. Otherwise the visitor was simply not signed in and
 * needs no message.
 */
export function signInRedirect(request: Request, context?: AppLoadContext): never {
  const url = new URL(request.url);
  const back = `${stripLocale(url.pathname)}${url.search}`;
  const locale = requestLocale(request);
  const target = localizeHref(`/sign-in?redirectTo=${encodeURIComponent(back)}`, locale, url.search);
  if (context && sessionEnded(context)) throw redirectDocument(target, { headers: { "Set-Cookie": toastCookie.write(SESSION_EXPIRED_TOAST) } });
  throw redirect(target);
}

/**
 * For a signed-in page's loader whose upstream call failed: when the failure was a 300101 answer
 * (the session ended during this request), throws the sign-in redirect with the toast; otherwise
 * returns and the page shows its error.
 */
export function signInAgainIfExpired(request: Request, context: AppLoadContext): void {
  if (sessionEnded(context)) signInRedirect(request, context);
}
