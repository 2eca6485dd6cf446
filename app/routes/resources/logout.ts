/**
 * POST /action/logout — SPEC §4: calls logout on the server, then removes the uuid and token
 * cookies; a failed logout call still signs out locally and shows the fail toast with its msg.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { upstreamContext } from "~/lib/context.server";
import { clearSessionCookies, readSession } from "~/lib/cookies.server";
import { localizeHref } from "~/lib/href";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import { localeFromPrefix, stripLocale } from "~/lib/locale";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { toastCookie, type Toast } from "~/lib/toast.server";
import { UpstreamError } from "~/lib/upstream.server";
import { logout } from "~/services/user/user.server";
import { readForm } from "~/lib/forms.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = new URL(safeRedirectPath(form.get("redirectTo"), "/"), "http://x");
  const locale = localeFromPrefix(back.pathname) ?? requestLocale(request);
  let toast: Toast = { type: "success", key: "toast.signedOut" };
  if (readSession(request).isLogin) {
    try {
      await logout(upstreamContext(request, context, locale));
    } catch (error) {
      const t = fixedT(locale);
      toast = { type: "fail", text: error instanceof UpstreamError ? error.msg ?? t(error.messageKey) : t("errors.busy") };
    }
  }
  const headers = new Headers();
  for (const cookie of clearSessionCookies()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", toastCookie.write(toast));
  const target = localizeHref(`${stripLocale(back.pathname)}${back.search}`, locale);
  return redirect(target, { headers });
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
