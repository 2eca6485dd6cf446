/**
 * Security headers and request-forgery defence (OWASP ASVS 5.0 L2, MDN Observatory).
 * - An enforced Content-Security-Policy: a document's inline scripts only by their hashes (the ones
 *   its render made: script-hashes.server.ts, so that a shared cache can keep the page), any other
 *   answer's by the request's nonce; 'strict-dynamic' lets those scripts load Remix's modules and
 *   what they import; no 'unsafe-inline', no plugins, no <base>, framing by the site itself only
 *   (the company app opens pages top-level in its webview).
 * - HSTS for two years in production (63 072 000 s, with includeSubDomains and preload: the
 *   preload list asks for at least a year); nosniff; Referrer-Policy same-origin; COOP
 *   same-origin; a Permissions-Policy denying the features the site does not use.
 * - State-changing requests (anything but GET, HEAD, OPTIONS) only from the site's own origin,
 *   checked with Sec-Fetch-Site, Origin and Referer (forgeryVerdict).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { SITE_DOMAIN } from "../app/lib/config/env.server";
import { logger } from "../app/lib/observability/logger.server";
import { refusalLocale, refusalPage, type ForgeryRefusal } from "./refusal-page";

const production = () => process.env.NODE_ENV === "production";
/**
 * Whether `req` reached the site over HTTPS in production: PUBLIC_ORIGIN says so, or the request
 * itself (Express's req.secure: the connection, or X-Forwarded-Proto from a trusted proxy), so
 * that a deployment that left PUBLIC_ORIGIN unset still sends HSTS. The
 * loopback HTTP of tests gets neither.
 */
const servedOverHttps = (req: Request) => production() && ((process.env.PUBLIC_ORIGIN ?? "").startsWith("https://") || req.secure);

/**
 * Powerful browser features no page of the site uses, denied to it and to anything it embeds
 * (the chat widget's frame), so an injected script cannot ask for them either (W3C Permissions
 * Policy; ASVS 5.0 V3.4). Only names Chromium knows: an unknown one is a console error.
 */
export const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/**
 * The hosts a tag manager container's Google tags (Google Analytics 4, the container itself) send
 * to, per Google's "Use Tag Manager with a Content Security Policy" guide: added to connect-src
 * when a container is configured (TAG_MANAGER_ID), else the site connects to itself only. On every
 * page, not only sign-in and sign-up where the container runs: a document keeps the policy it was
 * loaded with, and the single-page app reaches those two pages from any other. Images need nothing
 * more (img-src allows https:), and with 'strict-dynamic' the container's scripts load as the
 * page's own scripts insert them.
 */
export const TAG_MANAGER_CONNECT_SRC = ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * helmet with the site's CSP, plus the Permissions-Policy helmet does not set; the nonce comes
 * from res.locals.cspNonce (set per request in server.ts). When the answer is a rendered document,
 * res.locals.scriptHashes holds its inline scripts' hashes (entry.server.tsx, through the load
 * context): they replace the nonce in script-src as the headers are written. `tagManager`: whether
 * a tag manager container is configured (analytics/collect.server.ts tagManagerId), which widens
 * connect-src.
 * `devOrigin`: under `remix dev` only, the dev server's origin, whose web socket (live reload and
 * hot updates) connect-src then allows.
 */
export function securityHeaders({ tagManager = false, devOrigin = null }: { tagManager?: boolean; devOrigin?: string | null } = {}): RequestHandler {
  const devSocket = devOrigin ? [new URL(devOrigin).origin.replace(/^http/, "ws")] : [];
  const connectSrc = ["'self'", ...(tagManager ? TAG_MANAGER_CONNECT_SRC : []), ...devSocket];
  const overHttp = helmetWith(false, connectSrc);
  const overHttps = helmetWith(true, connectSrc);
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    onHeaders(res, () => applyScriptHashes(res));
    (servedOverHttps(req) ? overHttps : overHttp)(req, res, next);
  };
}

/**
 * Puts the document's script hashes (res.locals.scriptHashes) in place of the nonce in its CSP;
 * none (an answer that is not a rendered document) leaves the header as it is. A document
 * without inline scripts gets `'none'` there ('strict-dynamic' alone would allow nothing either).
 */
export function applyScriptHashes(res: Pick<Response, "getHeader" | "setHeader" | "locals">): void {
  const hashes = res.locals.scriptHashes as string[] | undefined;
  const policy = res.getHeader("Content-Security-Policy");
  if (!hashes || typeof policy !== "string") return;
  const nonce = `'nonce-${res.locals.cspNonce as string}'`;
  res.setHeader("Content-Security-Policy", policy.replace(nonce, hashes.length ? hashes.join(" ") : "'none'"));
}

/**
 * helmet with the site's policy; `https` adds HSTS (two years, preload) and
 * upgrade-insecure-requests; `connectSrc` is the connect-src list.
 */
function helmetWith(https: boolean, connectSrc: string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [(_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        "connect-src": connectSrc,
        "frame-src": ["'self'", `https://*.${SITE_DOMAIN}`],
        "frame-ancestors": ["'self'"],
        "form-action": ["'self'", `https://*.${SITE_DOMAIN}`],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "sameorigin" },
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The host a request says it is addressed by, read as Remix's own forgery check reads it
 * (@remix-run/server-runtime `throwIfPotentialCSRFAttack`): the first entry of X-Forwarded-Host,
 * trimmed, else Host; undefined when neither is there.
 */
export function addressedHost(req: Pick<Request, "get">): string | undefined {
  const forwarded = req.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  return forwarded || req.get("Host") || undefined;
}

/** The origin of a URL header's value (`https://host[:port]`), or null when it is none ("null", a relative or opaque URL). */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** PUBLIC_ORIGIN's origin, or null when unset. */
function publicOrigin(): string | null {
  return process.env.PUBLIC_ORIGIN ? new URL(process.env.PUBLIC_ORIGIN).origin : null;
}

/**
 * The verdict on a request: `{ allowed: true }` (a safe method, or from the site's own pages;
 * `viaPublicOrigin` when its Origin is PUBLIC_ORIGIN but names another host than the one the
 * request is addressed by: a balancer that rewrote Host), or `{ allowed: false, reason }`.
 * In order: Sec-Fetch-Site, when sent, must be same-origin (or none, a navigation the user
 * started); then the Origin, when sent, decides: it names the host the request is addressed by
 * (addressedHost: Remix's own check would throw on another, a 500) and is the request's own
 * origin, or it is PUBLIC_ORIGIN; without an Origin the Referer's origin decides, by the same
 * rule; without both, Sec-Fetch-Site same-origin alone lets it through; with none of the three it
 * is refused.
 */
export function forgeryVerdict(
  req: Pick<Request, "method" | "protocol" | "get">,
): { allowed: true; viaPublicOrigin?: boolean } | { allowed: false; reason: ForgeryRefusal } {
  if (SAFE_METHODS.has(req.method)) return { allowed: true };
  const fetchSite = req.get("Sec-Fetch-Site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return { allowed: false, reason: "cross-site" };
  const host = addressedHost(req);
  const own = new Set([`${req.protocol}://${req.get("Host")}`, `${req.protocol}://${host}`]);
  const site = publicOrigin();
  /** Whether `origin` is the site's: PUBLIC_ORIGIN, or the request's own naming the addressed host. */
  const ours = (origin: string | null) => origin !== null && (origin === site || (new URL(origin).host === host && own.has(origin)));
  const origin = req.get("Origin");
  if (origin !== undefined) {
    const sent = originOf(origin);
    if (sent === null || !ours(sent)) return { allowed: false, reason: "foreign-origin" };
    return { allowed: true, viaPublicOrigin: sent === site && new URL(sent).host !== host };
  }
  const referer = req.get("Referer");
  if (referer !== undefined) return ours(originOf(referer)) ? { allowed: true } : { allowed: false, reason: "foreign-referer" };
  return fetchSite === "same-origin" ? { allowed: true } : { allowed: false, reason: "no-source" };
}

/** Whether a request may change state: forgeryVerdict allows it. */
export function isSameOriginRequest(req: Pick<Request, "method" | "protocol" | "get">): boolean {
  return forgeryVerdict(req).allowed;
}

/**
 * Refuses cross-site state-changing requests (forgeryVerdict; ASVS V3.5 / V50 request forgery)
 * with 403 and the translated page that says why (refusalPage), logged at warn without a stack
 * (a client's request, not the site's fault), with the reason. A post whose Origin is
 * PUBLIC_ORIGIN while the balancer rewrote Host goes on with the Origin of the host it is
 * addressed by: checked here, and Remix's own check, which compares the two hosts, would throw.
 */
export function sameOriginGuard(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const verdict = forgeryVerdict(req);
    if (verdict.allowed) {
      if (verdict.viaPublicOrigin) req.headers.origin = `${req.protocol}://${addressedHost(req)}`;
      return next();
    }
    logger.warn(
      {
        reason: verdict.reason,
        origin: req.get("Origin")?.slice(0, 256),
        referer: originOf(req.get("Referer") ?? "") ?? req.get("Referer")?.slice(0, 64),
        fetchSite: req.get("Sec-Fetch-Site")?.slice(0, 32),
        host: req.get("Host")?.slice(0, 256),
        forwardedHost: req.get("X-Forwarded-Host")?.slice(0, 256),
      },
      "cross-site request refused",
    );
    const page = refusalPage(verdict.reason, refusalLocale(req.path, req.get("Cookie")));
    res.status(403).set("Cache-Control", "no-store").type("html").send(page);
  };
}
