/** The structured logger (pino), shared by server.ts's request logging and the app. */
import { pino } from "pino";
import { HAND_OVER_PARAM } from "~/lib/http/safe-redirect";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
});

/**
 * `url` (a path with a query, or an absolute URL) with the value of its session hand-over key
 * replaced by "[hidden]": the key is a bearer credential for its 5 minutes (one left unused by a
 * refused hand-over can still be exchanged for a session), so it must not reach the access log.
 * The name is matched decoded ("token%4Bey" too), as the hand-over reads it.
 */
export function hideHandOverKey(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const hashAt = url.indexOf("#", queryAt);
  const params = new URLSearchParams(url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt));
  if (!params.has(HAND_OVER_PARAM)) return url;
  params.set(HAND_OVER_PARAM, "[hidden]");
  return `${url.slice(0, queryAt)}?${params}${hashAt === -1 ? "" : url.slice(hashAt)}`;
}

/**
 * pino-http serializers (applied to pino's standard request and response objects) that keep the
 * hand-over key out of the logged request URL and the logged redirect Location.
 */
export const requestLogSerializers = {
  req(req: { url?: string; query?: Record<string, unknown> }) {
    if (req.url) req.url = hideHandOverKey(req.url);
    if (req.query && HAND_OVER_PARAM in req.query) req.query = { ...req.query, [HAND_OVER_PARAM]: "[hidden]" };
    return req;
  },
  res(res: { headers?: Record<string, unknown> }) {
    const location = res.headers?.location;
    if (typeof location === "string") res.headers = { ...res.headers, location: hideHandOverKey(location) };
    return res;
  },
};
