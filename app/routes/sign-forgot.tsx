/**
 * /sign-forgot: reset the password by email (web-reset-login-password-by-email/v1) or
 * by phone (web-reset-login-password/v1) with a captcha and the new password twice; success says
 * so and leads to sign-in. The answers never tell whether an account exists. Guest-only.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { CaptchaField, MethodTabs, PhoneFields } from "~/components/account-fields";
import { AppLink } from "~/components/app-link";
import { AuthCard } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-page";
import { Field, FormErrors, Honeypot, useFormProps } from "~/components/forms";
import { sendCodeAction, targetKey } from "~/lib/captcha.server";
import { rewardSignIn, signInLimits } from "~/lib/rate-limit.server";
import { upstreamConfig } from "~/lib/config.server";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, formReply, readPublicForm, upstreamErrorText } from "~/lib/forms.server";
import { runGuards } from "~/lib/guards.server";
import { localizeHref } from "~/lib/href";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { accountPageData } from "~/lib/account-page.server";
import { encryptPassword } from "~/lib/password.server";
import { type ResetFields, intentOf, resetSchema, sendCodeSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { knownDeviceId } from "~/lib/known-device.server";
import { signInPrefillCookie } from "~/lib/sign-in-prefill.server";
import { toastCookie } from "~/lib/toast.server";
import { resetPasswordByEmail, resetPasswordByPhone } from "~/services/user/user.server";

const GUARDS = ["guest"];
export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  return json(await accountPageData(args.request, args.context));
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const locale = requestLocale(request);
  const formData = await readPublicForm(request);
  if (intentOf(formData) === "send-code") return sendCodeAction(request, context, formData, locale, "reset");
  const submission = parseWithZod(formData, { schema: resetSchema });
  if (submission.status !== "success") return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  const value = submission.value;
  // Reset attempts count like sign-in attempts, per account and address and per account from
  // everywhere, so that strangers' wrong codes cannot stop the owner's reset.
  const target = targetKey(value);
  const account = `reset:${target}`;
  // A browser known for this account (known-device.server.ts) resets past strangers' wrong codes.
  const deviceId = knownDeviceId(request, target);
  const limited = await checkLimits(context, locale, signInLimits(account, context.clientIp, deviceId));
  if (limited) return json({ result: formReply(submission, { formErrors: [limited] }), sentAt: null, sentTo: null }, { status: 429 });
  const ctx = upstreamContext(request, context);
  const password = encryptPassword(value.password, upstreamConfig(new URL(request.url).host).rsaPublicKey);
  try {
    if (value.method === "email") await resetPasswordByEmail(ctx, { email: value.email, captcha: value.captcha, password });
    else await resetPasswordByPhone(ctx, { areaCode: value.areaCode, phoneNumber: value.phoneNumber, captcha: value.captcha, password });
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null }, { status: 400 });
  }
  await rewardSignIn(account, context.clientIp, deviceId);
  const url = new URL(request.url);
  const headers = new Headers();
  headers.append("Set-Cookie", toastCookie.write({ type: "success", key: "account:messages.resetDone" }));
  // Sign-in opens with the account just reset filled in.
  headers.append(
    "Set-Cookie",
    signInPrefillCookie.write(value.method === "email" ? { method: "email", email: value.email } : { method: "phone", areaCode: value.areaCode, phoneNumber: value.phoneNumber }),
  );
  return redirect(localizeHref(`/sign-in?by=${value.method}`, locale, url.search), { headers });
}

export const meta = pageMeta;

export default function SignForgot() {
  const { page, method, areaCode } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const [form, fields] = useForm<ResetFields>({
    id: `sign-forgot-${method}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { method, areaCode },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: intentOf(formData) === "send-code" ? sendCodeSchema : resetSchema }),
  });
  const formAttributes = useFormProps(form);
  return (
    <AuthCard heading={page.heading} intro={t("forgot.intro")}>
      <MethodTabs method={method} purpose="reset" />
      <Form method="post" className="form" {...formAttributes}>
        <Honeypot />
        <input type="hidden" name="method" value={method} />
        <FormErrors errors={form.errors} id={form.errorId} />
        {method === "email" ? (
          <Field meta={fields.email} label={t("fields.email")} type="email" inputMode="email" autoComplete="username" />
        ) : (
          <PhoneFields areaCode={fields.areaCode} phoneNumber={fields.phoneNumber} />
        )}
        <CaptchaField meta={fields.captcha} sentAt={actionData?.sentAt} sentTo={actionData?.sentTo} />
        <Field meta={fields.password} label={t("fields.newPassword")} type="password" autoComplete="new-password" hint={t("hints.password")} maxLength={20} clearOn={actionData} />
        <Field meta={fields.confirmPassword} label={t("fields.confirmPassword")} type="password" autoComplete="new-password" maxLength={20} clearOn={actionData} />
        <button type="submit" name="intent" value="submit" className="btn btn--primary btn--block" disabled={navigation.state === "submitting"}>
          {t("actions.reset")}
        </button>
      </Form>
      <div className="auth-links">
        <AppLink to="/sign-in">{t("forgot.back")}</AppLink>
      </div>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
