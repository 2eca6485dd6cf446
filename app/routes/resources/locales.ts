/**
 * GET /locales/:locale?v=<texts version> — one locale's texts (every namespace) for the browser,
 * so the client bundle holds none. Cached for a year, immutable, when `v` is the current texts'
 * version (the URL changes whenever a text does); any other answer is revalidated each time, so
 * that a page holding an old version never fixes these texts in a cache for the URL.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { resourcesJson, textsVersion } from "~/lib/i18n/i18n.server";
import { LOCALES } from "~/lib/i18n/locale";

const paramsSchema = z.object({ locale: z.enum(LOCALES) });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  const versioned = new URL(request.url).searchParams.get("v") === textsVersion;
  return new Response(resourcesJson[parsed.data.locale], {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, no-cache",
    },
  });
}
