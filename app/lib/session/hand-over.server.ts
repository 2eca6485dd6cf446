/**
 * The session hand-over (docs/product.md §Session): a request carrying `tokenKey` (from the
 * company app or the mobile site) exchanges the key for a session. A key in a link is a login
 * forgery waiting to happen (OWASP ASVS 5.0 V3.5: an attacker's key signs the visitor in to the
 * attacker's account, or replaces their own session), so the key is taken at its word only where
 * nobody else can have put it there:
 * - inside the company app (its user-agent marker): the app switches accounts this way, and the
 *   hand-over replaces any session at once;
 * - a request provably from this site's own pages (`provablySameOrigin`) with no live session: it
 *   signs in at once.
 * Either way only a top-level document navigation (`documentNavigation`) signs in at once: an
 * image, a script, a frame or a fetch of a page (an `<img src="/?tokenKey=…">` in content) is
 * no click of the visitor's.
 * Anything else (a link from another site or the mobile site, an e-mail, a browser that sends no
 * Fetch Metadata, a request that is no document navigation, or a live session that would be
 * replaced) asks first: the key is exchanged, the
 * new session is held in a short-lived signed cookie (never in a URL) and `/hand-over` asks
 * "Continue as <masked account>?" in a POST form; continuing starts that session, declining ends
 * it upstream and leaves the visitor as they were.
 * Either way the key leaves the URL, and the redirect stays on this site.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";
import { maskTarget } from "~/lib/account/code-targets.server";
import { siteOrigin } from "~/lib/config/env.server";
import { parseDevice } from "~/lib/http/device.server";
import { localizeHref } from "~/lib/http/href";
import { ownPathTarget, withoutHandOverParams } from "~/lib/http/safe-redirect";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { logger } from "~/lib/observability/logger.server";
import { clearSessionCookies } from "~/lib/session/cookies.server";
import { isLoginExpiredCode, sessionEnded } from "~/lib/session/login-expired.server";
import { signedCookieKind } from "~/lib/session/signed-cookie.server";
import { newSessionCookies } from "~/lib/session/start-session.server";
import { toastCookie } from "~/lib/session/toast.server";
import { UpstreamError } from "~/lib/upstream/client.server";
import { isSignedIn, upstreamContext } from "~/lib/upstream/context.server";
import { getCurrentUser, getTokenByTokenKey, logout, sessionSchema, type CurrentUser, type Session } from "~/services/user/user.server";

/** How long a hand-over waits for the visitor's answer, in seconds (a token key itself lives 5 minutes). */
const PENDING_LIFETIME_S = 300;

const pendingSchema = z.object({
  session: sessionSchema,
  /** The account, masked as the site shows an account back ("de***@example.com", "+65 8123****"). */
  account: z.string().max(200),
  /** This site's path (query and hash) the hand-over was for. */
  target: z.string().max(2048),
});
export type PendingHandOver = z.infer<typeof pendingSchema>;

/** The hand-over waiting for the visitor's answer: signed, HttpOnly, 5 minutes. */
export const pendingHandOverCookie = signedCookieKind("handover", pendingSchema, PENDING_LIFETIME_S);

/**
 * Whether a request provably comes from this site's own pages: `Sec-Fetch-Site: same-origin`
 * (W3C Fetch Metadata), or, from a browser that sends no Fetch Metadata, a `Referer` or `Origin`
 * of this site's origin (siteOrigin). A browser that sends Fetch Metadata is believed on it alone
 * ("none", "same-site" and "cross-site" are not same-origin, whatever else the request says).
 */
export function provablySameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite === "same-origin";
  const own = siteOrigin(request);
  for (const header of ["Origin", "Referer"]) {
    const value = request.headers.get(header);
    if (!value) continue;
    try {
      if (new URL(value).origin === own) return true;
    } catch {
      // Not a URL: no proof.
    }
  }
  return false;
}

/**
 * Whether a request is a top-level document navigation: `Sec-Fetch-Dest: document` (W3C Fetch
 * Metadata), or no such header (a browser that sends no Fetch Metadata). Any other destination
 * ("image", "script", "iframe", "empty" for a fetch, several values, an empty one) is not: a page
 * makes those requests of its own accord, and a key in one is nobody's click.
 */
export function documentNavigation(request: Request): boolean {
  const destination = request.headers.get("Sec-Fetch-Dest");
  return destination === null || destination === "document";
}

/**
 * An account as the confirmation names it: the email or mobile number masked as the site shows a
 * code's target (account/code-targets.server.ts maskTarget), else the nickname's first character; never whole.
 */
export function maskedAccount(user: Pick<CurrentUser, "email" | "areaCode" | "phoneNumber" | "nickname" | "dolphinNo">): string {
  if (user.email) return maskTarget({ method: "email", email: user.email });
  if (user.phoneNumber) return maskTarget({ method: "phone", areaCode: user.areaCode || "+65", phoneNumber: user.phoneNumber });
  const name = user.nickname || user.dolphinNo;
  return `${Array.from(name).slice(0, 1).join("")}***`;
}

/**
 * Whether the request's session is alive upstream: false only when the upstream says it has ended
 * (300101); a failure to ask counts as alive, so that an upstream hiccup never swaps a session
 * unasked. The ended session's cookies are not cleared here: the hand-over replaces them.
 */
async function sessionAlive(request: Request, context: AppLoadContext): Promise<boolean> {
  try {
    await getCurrentUser({ ...upstreamContext(request, context), onLoginExpired: undefined });
    return true;
  } catch (error) {
    return !(error instanceof UpstreamError && isLoginExpiredCode(error.code));
  }
}

/**
 * The answer to a GET carrying the hand-over key `tokenKey` (root loader): a redirect to the same
 * page without the key, signed in at once (the company app; this site's own pages with no live
 * session), or to `/hand-over` to ask first. A key that fails leaves a fail toast: the visitor is
 * signed out where the key was to sign in at once, and kept as they were where it was to ask.
 */
export async function handOverSession(request: Request, context: AppLoadContext, tokenKey: string): Promise<Response> {
  const url = new URL(request.url);
  for (const name of ["_data", "index"]) url.searchParams.delete(name);
  url.search = withoutHandOverParams(url.search.slice(1));
  // Only the path can lead off-site; the query goes back as the URL parser wrote it.
  const target = `${ownPathTarget(url.pathname)}${url.search}${url.hash}`;
  const inCompanyApp = parseDevice(request.headers.get("User-Agent") ?? "").inCompanyApp;
  const navigation = documentNavigation(request);
  const liveSession = navigation && !inCompanyApp && isSignedIn(request, context) && (await sessionAlive(request, context));
  const direct = navigation && (inCompanyApp || (provablySameOrigin(request) && !liveSession));
  const headers = new Headers();
  let session: Session;
  try {
    session = await getTokenByTokenKey(upstreamContext(request, context), tokenKey.slice(0, 200));
  } catch (error) {
    logger.warn({ err: error }, "token key hand-over failed");
    // An upstream "login expired" answer has had the session cookies cleared already (onLoginExpired).
    if (direct && !sessionEnded(context)) for (const cookie of clearSessionCookies()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", toastCookie.write({ type: "fail", key: "account:messages.handoverFailed" }));
    return redirect(target, { headers });
  }
  if (direct) {
    for (const cookie of newSessionCookies(session)) headers.append("Set-Cookie", cookie);
    return redirect(target, { headers });
  }
  let account: string;
  try {
    const ctx = upstreamContext(request, context);
    account = maskedAccount(await getCurrentUser({ ...ctx, uuid: session.uuid, token: session.token, onLoginExpired: undefined }));
  } catch (error) {
    logger.warn({ err: error }, "token key hand-over: the account could not be read");
    headers.append("Set-Cookie", toastCookie.write({ type: "fail", key: "account:messages.handoverFailed" }));
    return redirect(target, { headers });
  }
  headers.append("Set-Cookie", pendingHandOverCookie.write({ session, account, target }));
  return redirect(localizeHref("/hand-over", requestLocale(request)), { headers });
}

/**
 * Ends the session a declined (or replaced) hand-over made, upstream, in the background: nobody
 * uses it, and a token left alive is one more to steal. A failure is logged.
 */
export function endPendingSession(request: Request, context: AppLoadContext, session: Session): void {
  const ctx = upstreamContext(request, context);
  logout({ ...ctx, uuid: session.uuid, token: session.token, onLoginExpired: undefined }).catch((error: unknown) => {
    logger.warn({ err: error }, "a declined hand-over's upstream logout failed");
  });
}
