/** GET /robots.txt — crawlers may read the public pages, not the account area. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { originCacheControl, siteOrigin } from "~/lib/config/env.server";

const PRIVATE = ["/payment-records", "/open-api-apply", "/two-step-verification", "/hand-over", "/sign-forgot", "/action/"];

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const disallow = PRIVATE.flatMap((path) => [path, `/cn${path}`, `/hk${path}`]).map((path) => `Disallow: ${path}`);
  const body = ["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": originCacheControl() } });
}
