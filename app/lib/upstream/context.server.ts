/**
 * What server.ts hands every loader and action (Remix load context), and the upstream context
 * of a request built from it.
 */
import type { AppLoadContext } from "@remix-run/node";
import { upstreamConfig } from "~/lib/config/env.server";
import { requestLocale } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import { readSession } from "~/lib/session/cookies.server";
import { loginExpiredHandler, sessionEnded } from "~/lib/session/login-expired.server";
import type { UpstreamContext } from "~/lib/upstream/client.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce for every inline and external script. */
    cspNonce: string;
    /** The client address, as Express reads it behind the configured proxies. */
    clientIp: string;
    requestId: string;
    /** Adds a Set-Cookie header to the response being built, whatever route builds it. */
    appendSetCookie(value: string): void;
    /** Seconds to wait when this client address has used up its auth-post allowance (server.ts). */
    rateLimitedSeconds: number | null;
    /**
     * `loggedOut`: the session is over for this request: an upstream answer said so (code 300101),
     * or the site's own clock before it began (session/clock.server.ts), `timedOut` then too
     * (login-expired.server.ts).
     * `sessionEndsInS`: for a live session, the seconds left before its absolute end (the same).
     */
    state: { loggedOut: boolean; timedOut?: boolean; sessionEndsInS?: number };
    /**
     * `personal`: set by a loader that read something of this visitor's own beyond the shared
     * cache's key (the country looked up by address): the answer is then never public
     * (cache-control.server.ts).
     */
    cache: { personal: boolean };
    /** Hands the server the hashes of the document's own inline scripts for its CSP (entry.server.tsx). */
    setScriptHashes(hashes: string[]): void;
  }
}

/**
 * The upstream context of a request: its locale (sent as X-Lang, product.md §Upstream), session cookies and
 * environment origins. `locale` is the page's where the request's own URL does not carry it: the
 * unprefixed /action/* and /resources/* routes take it from a field of the form or query, so that
 * the upstream answers (and its `msg` shown to the visitor) in the page's language. By default the
 * URL's locale prefix (none: English).
 */
export function upstreamContext(request: Request, context: AppLoadContext, locale: Locale = requestLocale(request)): UpstreamContext {
  const session = sessionEnded(context) ? { uuid: undefined, token: undefined } : readSession(request);
  const config = upstreamConfig(new URL(request.url).host);
  return {
    locale,
    uuid: session.uuid,
    token: session.token,
    origins: { hz: config.hzOrigin, jy: config.jyOrigin },
    requestId: context.requestId || undefined,
    onLoginExpired: loginExpiredHandler(context),
  };
}

/** Whether the request is signed in (a token cookie, and no 300101 seen during this request). */
export function isSignedIn(request: Request, context: AppLoadContext): boolean {
  return !sessionEnded(context) && readSession(request).isLogin;
}
