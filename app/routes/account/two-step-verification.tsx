/**
 * /two-step-verification. During a two-step sign-in (the login answer asked for it):
 * send a phone captcha to the account's phone, check it (check-phone-captcha with the token key),
 * then exchange the token key for the session (get-token-by-token-key). The step-up of a sign-in
 * past the account's limit (step-up.server.ts) asks its code here too. For a signed-in user: whether
 * two-step verification is on (bit 11 of extendStatusBit) and how to change it.
 * Guard: signed in, or a two-step sign-in or a step-up in progress.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { AccountForm, CaptchaField } from "~/components/forms/account-fields";
import { AuthCard } from "~/components/forms/auth-card";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { useRootData } from "~/components/layout/root-data";
import { isInstitutionAccount } from "~/lib/account/code-targets.server";
import { resendStepUpCode, stepUpCookie, verifyStepUp } from "~/lib/account/step-up.server";
import { pendingTwoStepCookie } from "~/lib/account/two-step-cookie.server";
import { resendTwoStepCode, twoStepSignInExpired, verifyTwoStep } from "~/lib/account/two-step-sign-in.server";
import { formReply, readPublicForm } from "~/lib/forms/form-action.server";
import { appRouteUrl, withRedirectTo } from "~/lib/http/href";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { twoStepSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";
import { isTwoStepOn } from "~/lib/session/two-step-status";

const GUARDS = ["twoStep"];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  // Which sign-in the step-up came from (the visitor's own choice of form, nothing it learns).
  const stepUp = stepUpCookie.read(request);
  if (stepUp)
    return json({
      page,
      stepUp: isInstitutionAccount(stepUp.account) ? "institutional" : "personal",
      pendingPhone: null,
      // When a code was last asked for: "Send code" counts down a minute from it.
      sentAt: stepUp.sentAt,
      sendError: null,
      // Where the sign-in was going (the visitor's own, made safe): a reset from here goes there too.
      redirectTo: stepUp.redirectTo,
    });
  const pending = pendingTwoStepCookie.read(request);
  return json({
    page,
    stepUp: null,
    pendingPhone: pending?.phone ?? null,
    sentAt: pending?.sentAt ?? null,
    sendError: pending?.sendError ?? null,
    redirectTo: null,
  });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const formData = await readPublicForm(args.request);
  const stepUp = stepUpCookie.read(args.request);
  if (stepUp) {
    if (formData.get("intent") === "send-code") return resendStepUpCode(args, parseWithZod(formData, { schema: twoStepSchema.partial() }), stepUp);
    const submission = parseWithZod(formData, { schema: twoStepSchema });
    if (submission.status !== "success") return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
    return verifyStepUp(args, submission, stepUp);
  }
  const pending = pendingTwoStepCookie.read(args.request);
  if (!pending) return twoStepSignInExpired(args.request);
  if (formData.get("intent") === "send-code") return resendTwoStepCode(args, parseWithZod(formData, { schema: twoStepSchema.partial() }), pending);
  const submission = parseWithZod(formData, { schema: twoStepSchema });
  if (submission.status !== "success") return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  return verifyTwoStep(args, submission, pending);
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
  return (
    <>
      <p>{sentAt ? t("twoStep.introSent") : t("twoStep.intro", { phone })}</p>
      <AccountForm
        form={form}
        errors={form.errors ?? (actionData === undefined && sendError ? [sendError] : undefined)}
        submitLabel={t("actions.verify")}
        intent
      >
        <CaptchaField
          meta={fields.captcha}
          sentAt={actionData?.sentAt ?? sentAt}
          sentTo={actionData?.sentAt ? actionData.sentTo : sentAt ? phone : null}
          autoFocus={Boolean(sentAt)}
        />
      </AccountForm>
    </>
  );
}

/**
 * The step-up of a sign-in past the account's limit (step-up.server.ts): the same page whatever the
 * password was, so it says what happens if it was right. "Send code" asks for another a minute
 * after the last ask (`sentAt`), counting down with JavaScript.
 */
function StepUp({ institutional, sentAt, redirectTo }: { institutional: boolean; sentAt: number | null; redirectTo: string | null }) {
  const { t } = useTranslation("account");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "step-up",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get("intent") === "send-code" ? twoStepSchema.partial() : twoStepSchema }),
  });
  const resent = navigation.state === "idle" && Boolean(actionData?.sentAt);
  return (
    <>
      <p>{t("stepUp.intro")}</p>
      <AccountForm form={form} submitLabel={t("actions.verify")} intent>
        <CaptchaField meta={fields.captcha} sentAt={actionData?.sentAt ?? sentAt} sentTo={null} autoFocus />
        {resent ? (
          <p className="form-success" role="status">
            {t("messages.stepUpSent")}
          </p>
        ) : null}
      </AccountForm>
      {institutional ? (
        <>
          <p className="field__hint">{t("stepUp.noCodeInstitutional")}</p>
          <div className="auth-links">
            <AppLink to="/sign-in-institutional">{t("forgot.back")}</AppLink>
          </div>
        </>
      ) : (
        <>
          <p className="field__hint">{t("stepUp.noCode")}</p>
          <div className="auth-links">
            <AppLink to={withRedirectTo("/sign-forgot", new URLSearchParams(redirectTo && redirectTo !== "/" ? { redirectTo } : {}))}>
              {t("signIn.forgot")}
            </AppLink>
            <AppLink to="/sign-in">{t("forgot.back")}</AppLink>
          </div>
        </>
      )}
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
          <AppLink to="/download-app" className="btn btn--ghost">
            {t("common:cta.download")}
          </AppLink>
        )}
      </p>
    </>
  );
}

export default function TwoStepVerification() {
  const { page, stepUp, pendingPhone, sentAt, sendError, redirectTo } = useLoaderData<typeof loader>();
  return (
    <AuthCard heading={page.heading}>
      {stepUp ? (
        <StepUp institutional={stepUp === "institutional"} sentAt={sentAt} redirectTo={redirectTo} />
      ) : pendingPhone !== null ? (
        <Verify phone={pendingPhone} sentAt={sentAt} sendError={sendError} />
      ) : (
        <Settings />
      )}
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
