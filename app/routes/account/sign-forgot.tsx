/**
 * /sign-forgot: reset the password by email (web-reset-login-password-by-email/v1) or
 * by phone (web-reset-login-password/v1) with a captcha and the new password twice; success says
 * so and leads to sign-in, which then goes on to the page the sign-in was for (its redirectTo).
 * The answers never tell whether an account exists. Guest-only.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { AccountForm, CaptchaField, MethodTabs, NewPasswordField, TargetFields } from "~/components/forms/account-fields";
import { AuthCard } from "~/components/forms/auth-card";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { accountPageData } from "~/lib/account/account-page.server";
import { resetPassword } from "~/lib/account/password-reset.server";
import { withMobileNumber } from "~/lib/account/phone-number.server";
import { sendCodeAction } from "~/lib/account/send-code.server";
import { formReply, readPublicForm } from "~/lib/forms/form-action.server";
import { withRedirectTo } from "~/lib/http/href";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { useTranslation } from "~/lib/i18n/react";
import { type ResetFields, intentOf, resetSchema, sendCodeSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";
import { ACCOUNT_LIMITS } from "~/services/contract";

const GUARDS = ["guest"];
export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  return json(await accountPageData(args.request, args.context));
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const formData = await readPublicForm(request);
  if (intentOf(formData) === "send-code") return sendCodeAction(request, context, formData, requestLocale(request), "reset");
  const submission = parseWithZod(formData, { schema: withMobileNumber(resetSchema) });
  if (submission.status !== "success") return json({ result: formReply(submission), sentAt: null, sentTo: null }, { status: 400 });
  return resetPassword(args, submission);
}

export const meta = pageMeta;

export default function SignForgot() {
  const { page, method, areaCode } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm<ResetFields>({
    id: `sign-forgot-${method}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { method, areaCode },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // A code send checks the target's fields alone; the browser reads only the errors of either.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: intentOf(formData) === "send-code" ? (sendCodeSchema as typeof resetSchema) : resetSchema }),
  });
  return (
    <AuthCard heading={page.heading} intro={t("forgot.intro")}>
      <MethodTabs method={method} purpose="reset" />
      <AccountForm form={form} method={method} submitLabel={t("actions.reset")} intent>
        <TargetFields method={method} fields={fields} emailAutoComplete="username" />
        <CaptchaField meta={fields.captcha} sentAt={actionData?.sentAt} sentTo={actionData?.sentTo} />
        <NewPasswordField
          meta={fields.password}
          label={t("fields.newPassword")}
          hint={t("hints.password", { min: ACCOUNT_LIMITS.password.min, max: ACCOUNT_LIMITS.password.max })}
          clearOn={actionData}
        />
        <NewPasswordField meta={fields.confirmPassword} label={t("fields.confirmPassword")} clearOn={actionData} />
      </AccountForm>
      <div className="auth-links">
        <AppLink to={withRedirectTo("/sign-in", searchParams)}>{t("forgot.back")}</AppLink>
      </div>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
