/**
 * /sign-up and /sign: by phone (area code, default from the visitor's region, +65
 * otherwise) or by email; "send code" is a second submit button of the same form; password rules;
 * the invitation code prefilled from ICode; the terms; then web-password-register/v1 (only for the
 * target this browser had a code sent to, a mobile number's code checked first: no silent test of
 * which accounts exist). Success signs the user in and lands on a safe redirectTo or home.
 * Guest-only.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { CaptchaField, MethodTabs, PhoneFields } from "~/components/account-fields";
import { AppLink } from "~/components/app-link";
import { withRedirectTo } from "~/lib/href";
import { AuthCard } from "~/components/auth-card";
import { TagManager } from "~/components/spa/tag-manager";
import { RouteErrorBoundary } from "~/components/error-page";
import { CheckboxField, Field, FormErrors, Honeypot, useFormProps } from "~/components/forms";
import { LegalLinks } from "~/components/legal-links";
import { clearSignUpTargets, codeWasSentTo, sendCodeAction } from "~/lib/captcha.server";
import { upstreamConfig } from "~/lib/config.server";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, codeCheckErrors, formReply, readPublicForm, upstreamErrorText } from "~/lib/forms.server";
import { runGuards } from "~/lib/guards.server";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import { SIGN_UP_DOCUMENTS } from "~/lib/legal";
import { accountPageData } from "~/lib/account-page.server";
import { encryptPassword } from "~/lib/password.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { type SignUpFields, intentOf, sendCodeSchema, signUpSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { startSession } from "~/lib/session.server";
import { checkPhoneCaptcha, register } from "~/services/user/user.server";

const GUARDS = ["guest"];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const icode = new URL(args.request.url).searchParams.get("ICode") ?? "";
  return json({ ...(await accountPageData(args.request, args.context)), invitationCode: icode.replace(/[^A-Za-z0-9]/g, "").slice(0, 16) });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const locale = requestLocale(request);
  const formData = await readPublicForm(request);
  if (intentOf(formData) === "send-code") return sendCodeAction(request, context, formData, locale, "register");
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") {
    return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  }
  const value = submission.value;
  const limited = await checkLimits(context, locale, []);
  if (limited) return json({ result: formReply(submission, { formErrors: [limited] }), sentAt: null, sentTo: null }, { status: 429 });
  // No register call for an account this browser did not have a code sent to, and a mobile
  // number's code checked before it: the user service says "account already exists" before it
  // checks the code (captcha.server.ts codeWasSentTo).
  if (!codeWasSentTo(request, value)) {
    const text = fixedT(locale, "account")("messages.codeNotSent");
    return json({ result: formReply(submission, { formErrors: [text] }), sentAt: null, sentTo: null }, { status: 400 });
  }
  const config = upstreamConfig(new URL(request.url).host);
  const ctx = upstreamContext(request, context);
  if (value.method === "phone") {
    try {
      await checkPhoneCaptcha(ctx, { captcha: value.captcha, type: "register", areaCode: value.areaCode, phoneNumber: value.phoneNumber });
    } catch (error) {
      return json({ result: formReply(submission, codeCheckErrors(error, locale)), sentAt: null, sentTo: null }, { status: 400 });
    }
  }
  try {
    const session = await register(ctx, {
      registerType: value.method,
      ...(value.method === "email" ? { email: value.email } : { areaCode: value.areaCode, phoneNumber: value.phoneNumber }),
      captcha: value.captcha,
      password: encryptPassword(value.password, config.rsaPublicKey),
      ...(value.invitationCode ? { invitationCode: value.invitationCode } : {}),
    });
    return startSession(request, session, safeRedirectPath(formData.get("redirectTo"), "/"), { type: "success", key: "account:messages.signedUp" }, [clearSignUpTargets()]);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }), sentAt: null, sentTo: null }, { status: 400 });
  }
}

export const meta = pageMeta;

export default function SignUp() {
  const { page, method, areaCode, invitationCode } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm<SignUpFields>({
    id: `sign-up-${method}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { method, areaCode, invitationCode },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: intentOf(formData) === "send-code" ? sendCodeSchema : signUpSchema }),
  });
  const formAttributes = useFormProps(form);
  return (
    <AuthCard heading={page.heading} intro={t("signUp.offer")}>
      <MethodTabs method={method} purpose="signUp" />
      <Form method="post" className="form" {...formAttributes}>
        <Honeypot />
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormErrors errors={form.errors} id={form.errorId} />
        {method === "email" ? (
          <Field meta={fields.email} label={t("fields.email")} type="email" inputMode="email" autoComplete="email" />
        ) : (
          <PhoneFields areaCode={fields.areaCode} phoneNumber={fields.phoneNumber} />
        )}
        <CaptchaField meta={fields.captcha} sentAt={actionData?.sentAt} sentTo={actionData?.sentTo} />
        <Field meta={fields.password} label={t("fields.password")} type="password" autoComplete="new-password" hint={t("hints.password")} maxLength={20} clearOn={actionData} />
        <Field meta={fields.invitationCode} label={t("fields.invitationCode")} hint={t("hints.invitation")} maxLength={16} autoComplete="off" verbatim />
        <CheckboxField meta={fields.terms} note={(id) => <LegalLinks id={id} documents={SIGN_UP_DOCUMENTS} />}>
          {t("signUp.terms")}
        </CheckboxField>
        <button type="submit" name="intent" value="submit" className="btn btn--primary btn--block" disabled={navigation.state === "submitting"}>
          {t("actions.signUp")}
        </button>
      </Form>
      <div className="auth-links">
        <span>
          {t("signUp.haveAccount")} <AppLink to={withRedirectTo("/sign-in", searchParams)}>{t("common:user.signIn")}</AppLink>
        </span>
      </div>
      <TagManager />
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
