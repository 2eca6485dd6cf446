/**
 * /sign-in: phone + area code or email, and password → web-password-login/v2. Success
 * sets the session cookies and returns to a safe redirectTo; an account with two-step
 * verification on is sent its code and goes to /two-step-verification first. Guest-only.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { AccountForm, MethodTabs, TargetFields } from "~/components/forms/account-fields";
import { AuthCard } from "~/components/forms/auth-card";
import { Field } from "~/components/forms/form-fields";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { TagManager } from "~/components/spa/tag-manager";
import { accountPageData } from "~/lib/account/account-page.server";
import { withMobileNumber } from "~/lib/account/phone-number.server";
import { signInPrefillCookie } from "~/lib/account/sign-in-prefill.server";
import { signIn } from "~/lib/account/sign-in.server";
import { formReply, readPublicForm } from "~/lib/forms/form-action.server";
import { withRedirectTo } from "~/lib/http/href";
import { useTranslation } from "~/lib/i18n/react";
import { type SignInFields, signInSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";

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
  const formData = await readPublicForm(args.request);
  const submission = parseWithZod(formData, { schema: withMobileNumber(signInSchema) });
  if (submission.status !== "success") return json({ result: formReply(submission) }, { status: 400 });
  return signIn(args, submission, formData.get("redirectTo"));
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
  return (
    <AuthCard heading={page.heading} intro={page.description}>
      <MethodTabs method={initialMethod} purpose="signIn" />
      <AccountForm form={form} method={initialMethod} keepRedirectTo submitLabel={t("actions.signIn")}>
        <TargetFields method={initialMethod} fields={fields} emailAutoComplete="username" />
        <Field
          meta={fields.password}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
          clearOn={actionData}
          autoFocus={Boolean(prefill)}
        />
      </AccountForm>
      <p className="field__hint">{t("signIn.secure")}</p>
      <div className="auth-links">
        {/* A reset comes back here, and then to the page the sign-in was for. */}
        <AppLink to={withRedirectTo("/sign-forgot", searchParams)}>{t("signIn.forgot")}</AppLink>
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
