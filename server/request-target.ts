/**
 * Requests whose target or host the site cannot form a URL from are refused with 400 before
 * Remix: the Remix adapter builds the request's URL from the protocol, `X-Forwarded-Host` (from a
 * trusted proxy) or `Host`, and the request target, and a malformed one of them
 * (`Host: x@127.0.0.1`, `X-Forwarded-Host: a b`, `GET http://evil.example/`) made it throw, a 500
 * with a stack trace logged at error level on every such request. A client's mistake is logged at
 * warn, without a stack.
 */
import type { NextFunction, Request, Response } from "express";
import { logger, hideHandOverKey } from "~/lib/observability/logger.server";

/**
 * `host [":" port]` of RFC 9110 §7.2 as the site accepts it: a DNS name (letters, digits, "-",
 * and "_", which internal service names use), an IPv4 address, or an IPv6 literal in brackets;
 * no userinfo, no path, no spaces. The port (group 1) is checked by validHost.
 */
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62}))*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

/**
 * Whether `value` is a Host header the site accepts (see HOST), its port, when it names one, a
 * TCP port, 1 to 65535 (RFC 9293 §3.1; the WHATWG URL parser the Remix adapter builds the
 * request's URL with throws on a larger one: `Host: 127.0.0.1:99999` was a 500).
 */
export function validHost(value: string): boolean {
  if (value.length > 255) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1] === undefined ? null : Number(match[1]);
  return port === null || (port >= 1 && port <= 65_535);
}

/**
 * Why the request cannot be served, or null when it can:
 * - its target is not in origin-form ("/path?query", RFC 9112 §3.2.1): the absolute form
 *   ("http://evil.example/") is for proxies, and "*" for a server-wide OPTIONS the site does not
 *   answer;
 * - it has no `Host`, or one that is not a host and port (RFC 9112 §3.2: 400);
 * - an `X-Forwarded-Host` or `X-Forwarded-Proto` it carries is malformed (each entry of the list
 *   a proxy chain appends).
 */
export function malformedRequest(target: string, headers: Record<string, string | string[] | undefined>): string | null {
  if (!target.startsWith("/")) return "request target not in origin-form";
  const host = headers.host;
  if (typeof host !== "string" || !validHost(host)) return "malformed Host";
  const forwardedHost = headers["x-forwarded-host"];
  if (
    forwardedHost !== undefined &&
    !String(forwardedHost)
      .split(",")
      .every((entry) => validHost(entry.trim()))
  )
    return "malformed X-Forwarded-Host";
  const forwardedProto = headers["x-forwarded-proto"];
  if (
    forwardedProto !== undefined &&
    !String(forwardedProto)
      .split(",")
      .every((entry) => /^https?$/i.test(entry.trim()))
  )
    return "malformed X-Forwarded-Proto";
  return null;
}

/** Express middleware: a malformed request (malformedRequest) answers 400, logged at warn. */
export function refuseMalformedRequests() {
  return (req: Request, res: Response, next: NextFunction) => {
    const reason = malformedRequest(req.url, req.headers);
    if (reason === null) return next();
    logger.warn(
      {
        reason,
        target: hideHandOverKey(req.url.slice(0, 512)),
        host: req.headers.host?.slice(0, 256),
        forwardedHost: req.headers["x-forwarded-host"]?.toString().slice(0, 256),
        ip: req.socket.remoteAddress,
      },
      "malformed request refused",
    );
    res.status(400).set("Connection", "close").type("text/plain").send("Bad Request");
  };
}

/**
 * Makes the request name one host, the one it is addressed by, before the Remix adapter forms its
 * URL: with an `X-Forwarded-Host` (from the trusted proxy: server.ts drops anyone else's), both it
 * and `Host` become its first entry, trimmed. The adapter takes the URL's host from Express
 * (`req.hostname`: the forwarded host, first entry) but its port from the whole header, or, when
 * the forwarded host names none, from `Host`: `X-Forwarded-Host: evil.example` to an instance on
 * port 3701 made `http://evil.example:3701/…` the canonical URL, and a list
 * (`a.example, b.example:8080`) took the second entry's port. Run after refuseMalformedRequests,
 * which checks every entry.
 */
export function settleForwardedHost() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const forwarded = req.headers["x-forwarded-host"];
    if (forwarded !== undefined) {
      const first = String(forwarded).split(",")[0].trim();
      req.headers["x-forwarded-host"] = first;
      req.headers.host = first;
    }
    next();
  };
}
