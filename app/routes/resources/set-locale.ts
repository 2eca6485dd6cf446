/**
 * POST /action/locale — the language switcher (product.md §Locales): stores the locale cookie (365 days,
 * path /, SameSite Lax) and redirects to the same page in the new locale, query kept.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { readForm } from "~/lib/forms/form-action.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { LOCALES, localizePath, stripLocale } from "~/lib/i18n/locale";
import { localeCookie } from "~/lib/session/cookies.server";

const schema = z.object({ locale: z.enum(LOCALES), redirectTo: z.string().max(2048).optional() });

export async function action({ request }: ActionFunctionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const target = new URL(safeRedirectPath(parsed.data.redirectTo, "/"), "http://x");
  // The final path is checked again: "/cn//evil.example" is a safe path, but without its locale
  // prefix it would be "//evil.example", another host.
  const path = safeRedirectPath(localizePath(stripLocale(target.pathname), parsed.data.locale), "/");
  return redirect(`${path}${target.search}`, { headers: { "Set-Cookie": localeCookie(parsed.data.locale) } });
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
