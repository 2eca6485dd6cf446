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
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { AccountForm, CaptchaField, MethodTabs, NewPasswordField, TargetFields } from "~/components/forms/account-fields";
import { AuthCard } from "~/components/forms/auth-card";
import { CheckboxField, Field } from "~/components/forms/form-fields";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { LegalLinks } from "~/components/layout/legal-links";
import { TagManager } from "~/components/spa/tag-manager";
import { accountPageData } from "~/lib/account/account-page.server";
import { withMobileNumber } from "~/lib/account/phone-number.server";
import { sendCodeAction } from "~/lib/account/send-code.server";
import { signUp } from "~/lib/account/sign-up.server";
import { formReply, readPublicForm } from "~/lib/forms/form-action.server";
import { withRedirectTo } from "~/lib/http/href";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/react";
import { SIGN_UP_DOCUMENTS } from "~/lib/legal/documents";
import { type SignUpFields, intentOf, sendCodeSchema, signUpSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";
import { ACCOUNT_LIMITS } from "~/services/contract";

const GUARDS = ["guest"];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const icode = new URL(args.request.url).searchParams.get("ICode") ?? "";
  return json({
    ...(await accountPageData(args.request, args.context)),
    invitationCode: icode.replace(/[^A-Za-z0-9]/g, "").slice(0, ACCOUNT_LIMITS.invitationCode.max),
  });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const formData = await readPublicForm(request);
  if (intentOf(formData) === "send-code") return sendCodeAction(request, context, formData, requestLocale(request), "register");
  const submission = parseWithZod(formData, { schema: withMobileNumber(signUpSchema) });
  if (submission.status !== "success") return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  return signUp(args, submission, formData.get("redirectTo"));
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
    // A code send checks the target's fields alone; the browser reads only the errors of either.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: intentOf(formData) === "send-code" ? (sendCodeSchema as typeof signUpSchema) : signUpSchema }),
  });
  return (
    <AuthCard heading={page.heading} intro={t("signUp.offer")}>
      <MethodTabs method={method} purpose="signUp" />
      <AccountForm form={form} method={method} keepRedirectTo submitLabel={t("actions.signUp")} intent>
        <TargetFields method={method} fields={fields} emailAutoComplete="email" />
        <CaptchaField meta={fields.captcha} sentAt={actionData?.sentAt} sentTo={actionData?.sentTo} />
        <NewPasswordField
          meta={fields.password}
          label={t("fields.password")}
          hint={t("hints.password", { min: ACCOUNT_LIMITS.password.min, max: ACCOUNT_LIMITS.password.max })}
          clearOn={actionData}
        />
        <Field
          meta={fields.invitationCode}
          label={t("fields.invitationCode")}
          hint={t("hints.invitation")}
          maxLength={ACCOUNT_LIMITS.invitationCode.max}
          autoComplete="off"
          verbatim
        />
        <CheckboxField meta={fields.terms} note={(id) => <LegalLinks id={id} documents={SIGN_UP_DOCUMENTS} />}>
          {t("signUp.terms")}
        </CheckboxField>
      </AccountForm>
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
