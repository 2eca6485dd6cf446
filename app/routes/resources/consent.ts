/**
 * POST /action/consent — the consent banner's form (docs/product.md §Consent): `choice` granted or
 * denied, kept in the consent cookie (lib/analytics/consent.server.ts). A document post (no JavaScript) is
 * sent back to `redirectTo` (a path of this site; the `?cookies` that asked again dropped); the
 * banner's fetcher (with JavaScript, `_data` in the URL) gets the choice as JSON, and the root
 * data is loaded again.
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { CHANGE_PARAM, CONSENT_CHOICES, consentCookie } from "~/lib/analytics/consent.server";
import { readForm } from "~/lib/forms/form-action.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";

const schema = z.object({ choice: z.enum(CONSENT_CHOICES), redirectTo: z.string().max(2048).optional() });

export async function action({ request }: ActionFunctionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const headers = { "Set-Cookie": consentCookie(parsed.data.choice), "Cache-Control": "no-store" };
  if (new URL(request.url).searchParams.has("_data")) return json({ choice: parsed.data.choice }, { headers });
  const target = new URL(safeRedirectPath(parsed.data.redirectTo, "/"), "http://x");
  target.searchParams.delete(CHANGE_PARAM);
  return redirect(`${target.pathname}${target.search}`, { status: 303, headers });
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
