/**
 * /sign-in: phone + area code or email, and password → web-password-login/v2. Success
 * sets the session cookies and returns to a safe redirectTo; an account with two-step
 * verification on is sent its code and goes to /two-step-verification first. Guest-only.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { MethodTabs, PhoneFields } from "~/components/account-fields";
import { AppLink } from "~/components/app-link";
import { AuthCard } from "~/components/auth-card";
import { TagManager } from "~/components/spa/tag-manager";
import { RouteErrorBoundary } from "~/components/error-page";
import { Field, FormErrors, Honeypot, useFormProps } from "~/components/forms";
import { upstreamConfig } from "~/lib/config.server";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, formReply, readPublicForm, upstreamErrorText } from "~/lib/forms.server";
import { runGuards } from "~/lib/guards.server";
import { localizeHref, withRedirectTo } from "~/lib/href";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { accountPageData } from "~/lib/account-page.server";
import { targetKey } from "~/lib/captcha.server";
import { encryptPassword } from "~/lib/password.server";
import { rewardSignIn, signInLimits } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { type SignInFields, signInSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { signInPrefillCookie } from "~/lib/sign-in-prefill.server";
import { knownDeviceCookie, knownDeviceId } from "~/lib/known-device.server";
import { startSession } from "~/lib/session.server";
import { pendingTwoStepCookie, sendTwoStepCode } from "~/lib/two-step.server";
import { login } from "~/services/user/user.server";

const GUARDS = ["guest"];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const data = await accountPageData(args.request, args.context);
  // The account a password was just reset for (sign-forgot.tsx), once: the cookie goes as it is read.
  const prefill = signInPrefillCookie.read(args.request);
  if (!prefill) return json({ ...data, prefill: null });
  return json({ ...data, prefill: prefill.method === data.method ? prefill : null }, { headers: { "Set-Cookie": signInPrefillCookie.clear() } });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const locale = requestLocale(request);
  const formData = await readPublicForm(request);
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return json({ result: formReply(submission) }, { status: 400 });
  }
  const value = submission.value;
  // The same key as a reset's and a code's target: one account, one name in every limit.
  const account = targetKey(value);
  const deviceId = knownDeviceId(request, account);
  const limited = await checkLimits(context, locale, signInLimits(account, context.clientIp, deviceId));
  if (limited) return json({ result: formReply(submission, { formErrors: [limited] }) }, { status: 429 });
  const config = upstreamConfig(new URL(request.url).host);
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), "/");
  try {
    const answer = await login(upstreamContext(request, context), {
      loginType: value.method,
      ...(value.method === "email" ? { email: value.email } : { areaCode: value.areaCode, phoneNumber: value.phoneNumber }),
      password: encryptPassword(value.password, config.rsaPublicKey),
    });
    if (answer.needTwoStep) {
      const phone = `${answer.areaCode ?? ""} ${answer.phoneNumber ?? ""}`.trim();
      const pending = { tokenKey: answer.tokenKey, phone, account, redirectTo };
      // The first code goes now, so that the next page only asks for it. A send refused (a limit,
      // the user service's minute between codes) leaves the page to offer "Send code" itself,
      // saying why this one did not go.
      const sent = await sendTwoStepCode(request, context, locale, pending);
      return redirect(localizeHref("/two-step-verification", locale, new URL(request.url).search), {
        headers: { "Set-Cookie": pendingTwoStepCookie.write("sentAt" in sent ? { ...pending, sentAt: sent.sentAt } : { ...pending, sendError: sent.error }) },
      });
    }
    await rewardSignIn(account, context.clientIp, deviceId);
    return startSession(request, answer, redirectTo, { type: "success", key: "account:messages.signedIn" }, [knownDeviceCookie(request, account)]);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }) }, { status: 400 });
  }
}

export const meta = pageMeta;

export default function SignIn() {
  const { page, method: initialMethod, areaCode, prefill } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm<SignInFields>({
    id: `sign-in-${initialMethod}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { method: initialMethod, areaCode, ...prefill },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const formAttributes = useFormProps(form);
  const method = initialMethod;
  return (
    <AuthCard heading={page.heading} intro={page.description}>
      <MethodTabs method={initialMethod} purpose="signIn" />
      <Form method="post" className="form" {...formAttributes}>
        <Honeypot />
        <input type="hidden" name="method" value={initialMethod} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormErrors errors={form.errors} id={form.errorId} />
        {method === "email" ? (
          <Field meta={fields.email} label={t("fields.email")} type="email" inputMode="email" autoComplete="username" />
        ) : (
          <PhoneFields areaCode={fields.areaCode} phoneNumber={fields.phoneNumber} />
        )}
        <Field meta={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" clearOn={actionData} autoFocus={Boolean(prefill)} />
        <button type="submit" className="btn btn--primary btn--block" disabled={navigation.state === "submitting"}>
          {t("actions.signIn")}
        </button>
      </Form>
      <p className="field__hint">{t("signIn.secure")}</p>
      <div className="auth-links">
        <AppLink to="/sign-forgot">{t("signIn.forgot")}</AppLink>
        <AppLink to={withRedirectTo("/sign-up", searchParams)}>
          {t("signIn.noAccount")} {t("common:user.signUp")}
        </AppLink>
        <AppLink to={withRedirectTo("/sign-in-institutional", searchParams)}>{t("signIn.institutional")}</AppLink>
      </div>
      <TagManager />
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
