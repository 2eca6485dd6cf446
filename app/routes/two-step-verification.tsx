/**
 * /two-step-verification. During a two-step sign-in (the login answer asked for it):
 * send a phone captcha to the account's phone, check it (check-phone-captcha with the token key),
 * then exchange the token key for the session (get-token-by-token-key). For a signed-in user: whether
 * two-step verification is on (bit 11 of extendStatusBit) and how to change it.
 * Guard: signed in, or a two-step sign-in in progress.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { CaptchaField } from "~/components/account-fields";
import { AppLink } from "~/components/app-link";
import { appRouteUrl } from "~/lib/href";
import { AuthCard } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-page";
import { FormErrors, Honeypot, useFormProps } from "~/components/forms";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, codeCheckErrors, formReply, readPublicForm, upstreamErrorText } from "~/lib/forms.server";
import { rewardSignIn, signInLimits } from "~/lib/rate-limit.server";
import { runGuards } from "~/lib/guards.server";
import { localizeHref } from "~/lib/href";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { pageInfo } from "~/lib/page.server";
import { useRootData } from "~/lib/root-data";
import { twoStepSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { knownDeviceCookie, knownDeviceId } from "~/lib/known-device.server";
import { startSession } from "~/lib/session.server";
import { toastCookie } from "~/lib/toast.server";
import { pendingTwoStepCookie, sendTwoStepCode } from "~/lib/two-step.server";
import { isTwoStepOn } from "~/lib/user";
import { checkPhoneCaptcha, getTokenByTokenKey } from "~/services/user/user.server";

const GUARDS = ["twoStep"];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  const pending = pendingTwoStepCookie.read(request);
  return json({ page, pendingPhone: pending?.phone ?? null, sentAt: pending?.sentAt ?? null, sendError: pending?.sendError ?? null });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const locale = requestLocale(request);
  const formData = await readPublicForm(request);
  const pending = pendingTwoStepCookie.read(request);
  const url = new URL(request.url);
  if (!pending) {
    return redirect(localizeHref("/sign-in", locale, url.search), {
      headers: { "Set-Cookie": toastCookie.write({ type: "fail", key: "account:messages.twoStepExpired" }) },
    });
  }
  if (formData.get("intent") === "send-code") {
    const submission = parseWithZod(formData, { schema: twoStepSchema.partial() });
    const sent = await sendTwoStepCode(request, context, locale, pending);
    if ("error" in sent) return json({ result: formReply(submission, { formErrors: [sent.error] }), sentAt: null, sentTo: null }, { status: sent.status });
    // The cookie keeps the send's time, so that the page, reloaded, still counts down.
    return json({ result: formReply(submission), sentAt: sent.sentAt, sentTo: pending.phone }, { headers: { "Set-Cookie": pendingTwoStepCookie.write({ ...pending, sentAt: sent.sentAt, sendError: undefined }) } });
  }
  const submission = parseWithZod(formData, { schema: twoStepSchema });
  if (submission.status !== "success") return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  // A code is the rest of a sign-in: it counts against the account's sign-in attempts (the same
  // counters as a password), so that knowing the password does not open unlimited guesses at codes
  // across sign-ins, and only a completed sign-in clears them.
  const deviceId = knownDeviceId(request, pending.account);
  const limited = await checkLimits(context, locale, signInLimits(pending.account, context.clientIp, deviceId));
  if (limited) return json({ result: formReply(submission, { formErrors: [limited] }), sentAt: null, sentTo: null }, { status: 429 });
  const ctx = upstreamContext(request, context);
  try {
    await checkPhoneCaptcha(ctx, { captcha: submission.value.captcha, type: "twostep", tokenKey: pending.tokenKey });
  } catch (error) {
    return json({ result: formReply(submission, codeCheckErrors(error, locale)), sentAt: null, sentTo: null }, { status: 400 });
  }
  try {
    const session = await getTokenByTokenKey(ctx, pending.tokenKey);
    await rewardSignIn(pending.account, context.clientIp, deviceId);
    return startSession(request, session, pending.redirectTo, { type: "success", key: "account:messages.signedIn" }, [pendingTwoStepCookie.clear(), knownDeviceCookie(request, pending.account)]);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null }, { status: 400 });
  }
}

export const meta = pageMeta;

/**
 * The code form. The sign-in sent the first code on its way here (`sentAt` from the cookie): the
 * page says so and counts down to a resend; when that send did not go, the intro asks for one and
 * `sendError` says why (translated), until the visitor's own first submission answers.
 */
function Verify({ phone, sentAt, sendError }: { phone: string; sentAt: number | null; sendError: string | null }) {
  const { t } = useTranslation("account");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "two-step",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get("intent") === "send-code" ? twoStepSchema.partial() : twoStepSchema }),
  });
  const formAttributes = useFormProps(form);
  return (
    <>
      <p>{sentAt ? t("twoStep.introSent") : t("twoStep.intro", { phone })}</p>
      <Form method="post" className="form" {...formAttributes}>
        <Honeypot />
        <FormErrors errors={form.errors ?? (actionData === undefined && sendError ? [sendError] : undefined)} id={form.errorId} />
        <CaptchaField meta={fields.captcha} sentAt={actionData?.sentAt ?? sentAt} sentTo={actionData?.sentAt ? actionData.sentTo : sentAt ? phone : null} autoFocus={Boolean(sentAt)} />
        <button type="submit" name="intent" value="submit" className="btn btn--primary btn--block" disabled={navigation.state === "submitting"}>
          {t("actions.verify")}
        </button>
      </Form>
    </>
  );
}

function Settings() {
  const { t } = useTranslation("account");
  const root = useRootData();
  const user = root?.user;
  const inCompanyApp = Boolean(root?.device.inCompanyApp);
  const on = user ? isTwoStepOn(user) : false;
  return (
    <>
      <p className={on ? "form-success" : "form-error"} data-two-step={on ? "on" : "off"}>
        {on ? t("twoStep.statusOn") : t("twoStep.statusOff")}
      </p>
      <p>{t("twoStep.whatItIs")}</p>
      <p>{t("twoStep.howToChange")}</p>
      <p className="muted">{t("twoStep.recommend")}</p>
      <p>
        {/* Inside the app, its security settings are one tap away; elsewhere, the app to get. */}
        {inCompanyApp ? (
          <a href={appRouteUrl("settings/security")!} data-app-link="settings/security" className="btn btn--primary">
            {t("twoStep.openSettings")}
          </a>
        ) : (
          <AppLink to="/download-app" className="btn btn--ghost">{t("common:cta.download")}</AppLink>
        )}
      </p>
    </>
  );
}

export default function TwoStepVerification() {
  const { page, pendingPhone, sentAt, sendError } = useLoaderData<typeof loader>();
  return <AuthCard heading={page.heading}>{pendingPhone !== null ? <Verify phone={pendingPhone} sentAt={sentAt} sendError={sendError} /> : <Settings />}</AuthCard>;
}

export { RouteErrorBoundary as ErrorBoundary };
