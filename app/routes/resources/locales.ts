/**
 * GET /locales/:locale?v=<build version> — one locale's texts (every namespace) for the browser,
 * so the client bundle holds none. Cached for a year when `v` is the current build's version
 * (the URL changes with every build), briefly otherwise.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { resourcesJson } from "~/lib/i18n/i18n.server";
import { LOCALES } from "~/lib/locale";

const paramsSchema = z.object({ locale: z.enum(LOCALES) });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  const versioned = new URL(request.url).searchParams.has("v");
  return new Response(resourcesJson[parsed.data.locale], {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
