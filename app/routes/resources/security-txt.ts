/** GET /.well-known/security.txt (RFC 9116): where to report a vulnerability (legal/security-txt.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { originCacheControl, siteOrigin } from "~/lib/config/env.server";
import { configuredSecurityTxt, formatSecurityTxt } from "~/lib/legal/security-txt.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const body = formatSecurityTxt(configuredSecurityTxt(siteOrigin(request), new Date()));
  // The Canonical line names the origin: as robots.txt, shared caches keep it only when PUBLIC_ORIGIN fixes it.
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": originCacheControl() } });
}
