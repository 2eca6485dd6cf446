/**
 * Where a finished sign-in, sign-up or guest page sends the visitor: the request's `redirectTo`
 * when it is a safe same-site path (safe-redirect.ts, OWASP ASVS 5.0 V3.7), else home, in the
 * request's locale. Used by the guards (session/guards.server.ts) and by the start of a session
 * (session/start-session.server.ts), which the step-up flow between them also reaches.
 */
import { localizeHref } from "~/lib/http/href";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { stripLocale } from "~/lib/i18n/locale";

/**
 * The localized same-site path (with query and hash) of `redirectTo` (by default the request's
 * `redirectTo` query parameter), or the home page's when it is not a safe one; the request's own
 * query's campaign parameters carried over (href.ts localizeHref).
 */
export function redirectTarget(request: Request, redirectTo: unknown = new URL(request.url).searchParams.get("redirectTo")): string {
  const url = new URL(request.url);
  const target = new URL(safeRedirectPath(redirectTo, "/"), "http://x");
  return localizeHref(`${stripLocale(target.pathname)}${target.search}${target.hash}`, requestLocale(request), url.search);
}
