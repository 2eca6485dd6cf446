/**
 * Bounds what one request can cost the framework, before Remix sees it (docs/security.md
 * §Crafted requests that cost seconds). Remix 2 does work quadratic in a path's segments in two
 * places: its lazy route discovery's manifest answer (`GET /__manifest?p=…`, `handleManifestRequest`:
 * every leading part of every `p` value joined and matched, GHSA-chx6-hx7r-mcp5 /
 * CVE-2026-55685, fixed in react-router 7.18.0 and never in Remix 2) and a document's partial
 * manifest (`getPartialManifest` in `<Scripts>`: the same for the page's own path). One request of
 * 3 700 segments cost 1.5–2 s.
 *
 * No route of the site is deeper than three segments (an optional locale prefix and at most two
 * of app/pages.json: `/cn/help-key/<key>`, `/hk/activity/stock-aug`), so every segment past the
 * first MAX_PATH_SEGMENTS changes no answer: only the 404 route (`*`) takes such a path. So:
 * - a path of more than MAX_PATH_SEGMENTS segments is handed to Remix as its first
 *   MAX_PATH_SEGMENTS segments and one more, CUT_MARKER: the same 404 page in the same locale and
 *   layout, its query kept;
 * - a `p` value of the manifest request is cut to its first MAX_PATH_SEGMENTS segments: the same
 *   routes answer it;
 * - a manifest request whose `p` values make more than MAX_MANIFEST_PATHS leading parts is a 400.
 *   The browser asks for the paths of the links a page shows, in one request up to 7 680
 *   characters; the site's largest (the news center's) makes 56, and a refused one only leaves
 *   the routes to be found when a link is followed.
 * Paths are read as the Remix adapter reads them (the WHATWG URL parser: dot segments resolved,
 * `\` read as `/`), so no spelling reaches the router longer than it was checked.
 */
import type { NextFunction, Request, Response } from "express";
import { hideHandOverKey, logger } from "~/lib/observability/logger.server";

/** Segments a path keeps (three is the deepest route; the rest leaves room for any 404 path a visitor types). */
export const MAX_PATH_SEGMENTS = 16;
/** Leading parts of the `p` values of one manifest request (the largest page makes 56). */
export const MAX_MANIFEST_PATHS = 256;
/** Remix's lazy route discovery endpoint (basename "/"). */
export const MANIFEST_PATH = "/__manifest";
/** The segment that ends a cut document path ("…"): no route but the 404 one takes it. */
export const CUT_MARKER = "%E2%80%A6";

/** What to do with a request target: hand it on as it is, hand on a cheaper one, or refuse it (400). */
export type CostDecision = { action: "pass" } | { action: "rewrite"; target: string } | { action: "refuse"; reason: string };

/** Index of the `count`-th "/" of `path` (1-based), or -1 when it has fewer. */
function nthSlash(path: string, count: number): number {
  let at = -1;
  for (let seen = 0; seen < count; seen++) {
    at = path.indexOf("/", at + 1);
    if (at === -1) return -1;
  }
  return at;
}

/** `path` ("/a/b/…") cut to its first MAX_PATH_SEGMENTS segments, or itself when it has no more. */
export function firstSegments(path: string): string {
  const end = nthSlash(path, MAX_PATH_SEGMENTS + 1);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * The decision for an origin-form request target ("/path?query", as server/request-target.ts
 * admits): `rewrite` with the cheaper target of the same answer, `refuse` with the reason, else
 * `pass`. Linear in the target's length.
 */
export function requestCost(target: string): CostDecision {
  let url: URL;
  try {
    // As the Remix adapter builds it: the target after an origin, never resolved against one
    // (a target "//host/x" is a path here too).
    url = new URL(`http://site.invalid${target}`);
  } catch {
    return { action: "pass" };
  }
  if (url.pathname === MANIFEST_PATH) return manifestCost(url);
  const kept = firstSegments(url.pathname);
  if (kept === url.pathname) return { action: "pass" };
  // The marker keeps the cut from ending in slashes, which the router reads as the path without
  // them: "/sign-in" and 20 slashes and "x" is no page, and neither is its cut.
  return { action: "rewrite", target: `${kept}/${CUT_MARKER}${url.search}` };
}

/** requestCost of a manifest request: its `p` values cut, and their leading parts counted as Remix makes them. */
function manifestCost(url: URL): CostDecision {
  const paths = url.searchParams.getAll("p");
  if (paths.length === 0) return { action: "pass" };
  const parts = new Set<string>();
  let cut = false;
  const kept = paths.map((value) => {
    // handleManifestRequest reads "a/b" as "/a/b".
    const asked = value.startsWith("/") ? value : `/${value}`;
    // Segments past the limit would add the 404 route alone, which a shorter part of a deep path
    // or the page itself already brings (trailing slashes are read as none).
    const path = firstSegments(asked);
    if (path !== asked) cut = true;
    // handleManifestRequest: "/a/b" is asked for as "/a" and "/a/b".
    for (let end = path.indexOf("/", 1); ; end = path.indexOf("/", end + 1)) {
      parts.add(end === -1 ? path : path.slice(0, end));
      if (end === -1 || parts.size > MAX_MANIFEST_PATHS) break;
    }
    return path;
  });
  if (parts.size > MAX_MANIFEST_PATHS) return { action: "refuse", reason: `manifest request of more than ${MAX_MANIFEST_PATHS} paths` };
  if (!cut) return { action: "pass" };
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (name !== "p") query.append(name, value);
  for (const path of kept) query.append("p", path);
  return { action: "rewrite", target: `${MANIFEST_PATH}?${query}` };
}

/**
 * Express middleware of requestCost: a refused request answers 400 (logged at warn, with the
 * reason); a rewritten one goes on with `req.url` and `req.originalUrl` (which the Remix adapter
 * reads) set to the cheaper target.
 */
export function boundRequestCost() {
  return (req: Request, res: Response, next: NextFunction) => {
    const decision = requestCost(req.originalUrl);
    if (decision.action === "pass") return next();
    if (decision.action === "rewrite") {
      req.url = decision.target;
      req.originalUrl = decision.target;
      return next();
    }
    logger.warn({ reason: decision.reason, target: hideHandOverKey(req.originalUrl.slice(0, 512)), ip: req.socket.remoteAddress }, "costly request refused");
    res.status(400).type("text/plain").send("Bad Request");
  };
}
