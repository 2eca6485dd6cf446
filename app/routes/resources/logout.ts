/**
 * POST /action/logout — product.md §Session: calls logout on the server, then removes the uuid and token
 * cookies; a failed logout call still signs out locally and shows the fail toast with its msg.
 * The answer is a document redirect with `Clear-Site-Data: "storage"`: the signed-out page is a new
 * document, so nothing of the customer's (the root data, a page's records) stays readable in the
 * tab, and the origin's storage goes too (OWASP ASVS 5.0 V14.3.1).
 */
import { redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { readForm } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import { localeFromPrefix, stripLocale } from "~/lib/i18n/locale";
import { clearSessionCookies } from "~/lib/session/cookies.server";
import { toastCookie, type Toast } from "~/lib/session/toast.server";
import { UpstreamError } from "~/lib/upstream/client.server";
import { isSignedIn, upstreamContext } from "~/lib/upstream/context.server";
import { logout } from "~/services/user/user.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = new URL(safeRedirectPath(form.get("redirectTo"), "/"), "http://x");
  const locale = localeFromPrefix(back.pathname) ?? requestLocale(request);
  let toast: Toast = { type: "success", key: "toast.signedOut" };
  if (isSignedIn(request, context)) {
    try {
      await logout(upstreamContext(request, context, locale));
    } catch (error) {
      const t = fixedT(locale);
      toast = { type: "fail", text: error instanceof UpstreamError ? (error.msg ?? t(error.messageKey)) : t("errors.busy") };
    }
  }
  const headers = new Headers();
  for (const cookie of clearSessionCookies()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", toastCookie.write(toast));
  headers.set("Clear-Site-Data", '"storage"');
  const target = localizeHref(`${stripLocale(back.pathname)}${back.search}`, locale);
  return redirectDocument(target, { headers });
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
