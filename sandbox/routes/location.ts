/** /quotes-location/api/v1/ipinfo: the region of an address (README "Region table"). */
import { isIP } from "node:net";
import { Router } from "express";
import { z } from "zod";
import { ApiError, Code, handler, optStr, parse } from "../http";
import { forcedRegion, lookupRegion, normalizeIp } from "../region";

/** Location routes. */
export function locationRoutes(): Router {
  const r = Router();
  r.get(
    "/ipinfo",
    handler((req) => {
      const { ip: given } = parse(z.object({ ip: optStr(64) }), req.query);
      const ip = normalizeIp(given ?? req.socket.remoteAddress ?? "");
      if (!isIP(ip)) throw new ApiError(Code.INVALID_PARAMS, "ip");
      return { ip, ...(forcedRegion(req.get("x-sandbox-country")) ?? lookupRegion(ip)) };
    }),
  );
  return r;
}
