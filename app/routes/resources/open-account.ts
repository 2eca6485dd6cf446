/**
 * POST /action/open-account — the "Open account" button. Anonymous: to sign-up in the
 * visitor's locale, coming back to /open-account afterwards. Signed in: like the redirect helper
 * (product.md §Redirect helper), fetch a token key and go through the mobile site's redirect page to its
 * account-opening flow; when the fetch fails, straight to that flow. Fields: `locale` (the page's
 * locale) and `search` (the page's query, for the campaign codes); anything else is ignored.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { redirectThroughMobileSite } from "~/lib/account/mobile-redirect.server";
import { OPEN_ACCOUNT_PAGE, mobileOpenAccountUrl } from "~/lib/account/open-account.server";
import { serverEnv, upstreamConfig } from "~/lib/config/env.server";
import { readForm } from "~/lib/forms/form-action.server";
import { campaignSearch, localizeHref } from "~/lib/http/href";
import { DEFAULT_LOCALE, isLocale } from "~/lib/i18n/locale";
import { isSignedIn } from "~/lib/upstream/context.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const localeField = form.get("locale");
  const locale = isLocale(localeField) ? localeField : DEFAULT_LOCALE;
  const searchField = form.get("search");
  const search = typeof searchField === "string" && searchField.length <= 512 ? campaignSearch(searchField) : "";
  if (!isSignedIn(request, context)) {
    return redirect(localizeHref(`/sign-up?redirectTo=${encodeURIComponent(OPEN_ACCOUNT_PAGE)}`, locale, search, serverEnv().DEFAULT_HCODE));
  }
  const url = new URL(request.url);
  const target = mobileOpenAccountUrl(url.host);
  return redirectThroughMobileSite(request, context, target, upstreamConfig(url.host).mobileSiteOrigin, locale, "open account");
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
