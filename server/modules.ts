/**
 * The app's modules the process (server.ts) uses, reached through the server build: the Remix
 * server entry (app/entry.server.tsx) exports this module as `serverModules`, so the Express
 * pipeline and the pages run on one copy of each module in the process (one logger, one set of
 * breakers and rate limiters, one `UpstreamError` class). server.ts imports this file's types
 * only; its own bundle (build/server.js) holds none of the app's code.
 */
export { tagManagerId } from "~/lib/analytics/collect.server";
export { CAMPAIGN_PARAMS, MAX_CAMPAIGN_CODE } from "~/lib/config/constants";
export { serverEnv, shareRunSecrets } from "~/lib/config/env.server";
export { hasHandOverKey } from "~/lib/http/cache-control.server";
export { DEVICE_CLASS_HEADER } from "~/lib/http/device.server";
export { rateLimits, serveClusterRateLimits } from "~/lib/http/rate-limit.server";
export { REGION_HEADER } from "~/lib/http/region.server";
export { ownPathRedirect } from "~/lib/http/safe-redirect";
export { logger, requestLogSerializers } from "~/lib/observability/logger.server";
export { setHttpRoute, watchPageAnswer } from "~/lib/observability/telemetry.server";
export { canonicalPagePath, pageFromPath } from "~/lib/pages/registry";
export { sessionTimeouts } from "~/lib/session/clock.server";
export { initialSessionState } from "~/lib/session/login-expired.server";
export { clientAddress } from "./client-address";
export { runPrimary, workerCount } from "./cluster";
export { fairTurns } from "./fair-turns";
export { parseQuery, trimQuery } from "./query-string";
export { boundRequestCost } from "./request-cost";
export { refuseMalformedRequests, settleForwardedHost } from "./request-target";
export { securityHeaders, sameOriginGuard } from "./security";
