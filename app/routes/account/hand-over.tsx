/**
 * /hand-over: the question a session hand-over asks before it signs anyone in or replaces a
 * session (app/lib/session/hand-over.server.ts): "Continue as <masked account>?", a POST form that works
 * without JavaScript. Continue starts the held session and goes on to the page the link was for;
 * No ends it upstream and goes there as the visitor was. Without a hand-over waiting (none, or
 * its 5 minutes over), the page sends home.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/forms/auth-card";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { readForm } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { pageMeta } from "~/lib/seo/meta";
import { endPendingSession, pendingHandOverCookie } from "~/lib/session/hand-over.server";
import { startSession } from "~/lib/session/start-session.server";
import { toastCookie } from "~/lib/session/toast.server";
import { isSignedIn } from "~/lib/upstream/context.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { entry: _entry, ...page } = pageInfo(request);
  const pending = pendingHandOverCookie.read(request);
  if (!pending) throw redirect(localizeHref("/", requestLocale(request)));
  return json({ page, account: pending.account, signedIn: isSignedIn(request, context) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const pending = pendingHandOverCookie.read(request);
  if (!pending) {
    throw redirect(localizeHref("/", requestLocale(request)), {
      headers: { "Set-Cookie": toastCookie.write({ type: "fail", key: "account:messages.handOverExpired" }) },
    });
  }
  if (formData.get("intent") === "continue") {
    return startSession(request, pending.session, pending.target, { type: "success", key: "account:messages.signedIn" }, [pendingHandOverCookie.clear()]);
  }
  endPendingSession(request, context, pending.session);
  return redirect(safeRedirectPath(pending.target), { headers: { "Set-Cookie": pendingHandOverCookie.clear() } });
}

export const meta = pageMeta;

export default function HandOver() {
  const { page, account, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  return (
    <AuthCard heading={page.heading}>
      <p className="hand-over__question" data-hand-over-account>
        <strong>{t("handOver.question", { account })}</strong>
      </p>
      <p>{t("handOver.explain", { account })}</p>
      {signedIn ? <p className="muted">{t("handOver.replaces")}</p> : null}
      <Form method="post" className="form" replace>
        <button type="submit" name="intent" value="continue" className="btn btn--primary btn--block" disabled={navigation.state === "submitting"}>
          {t("handOver.continue")}
        </button>
        <button type="submit" name="intent" value="cancel" className="btn btn--ghost btn--block" disabled={navigation.state === "submitting"}>
          {t("handOver.cancel")}
        </button>
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
