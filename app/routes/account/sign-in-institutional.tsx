/**
 * /sign-in-institutional: its own page and form for institutional clients — institution
 * account id and password → web-password-login/v2 with loginType "institution". Guest-only.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { AccountForm } from "~/components/forms/account-fields";
import { AuthCard } from "~/components/forms/auth-card";
import { Field } from "~/components/forms/form-fields";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { institutionalSignIn } from "~/lib/account/institutional-sign-in.server";
import { formReply, readPublicForm } from "~/lib/forms/form-action.server";
import { withRedirectTo } from "~/lib/http/href";
import { useTranslation } from "~/lib/i18n/react";
import { pageInfo } from "~/lib/pages/page-info.server";
import { institutionSignInSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";
import { ACCOUNT_LIMITS } from "~/services/contract";

const GUARDS = ["guest"];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  return json({ page });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const formData = await readPublicForm(args.request);
  const submission = parseWithZod(formData, { schema: institutionSignInSchema });
  if (submission.status !== "success") return json({ result: formReply(submission) }, { status: 400 });
  return institutionalSignIn(args, submission, formData.get("redirectTo"));
}

export const meta = pageMeta;

export default function InstitutionalSignIn() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in-institutional",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: institutionSignInSchema }),
  });
  return (
    <AuthCard heading={page.heading} intro={page.description}>
      <AccountForm form={form} keepRedirectTo submitLabel={t("actions.signIn")}>
        <Field
          meta={fields.institutionId}
          label={t("fields.institutionId")}
          autoComplete="username"
          hint={t("hints.institutionId")}
          maxLength={ACCOUNT_LIMITS.institutionId.max}
          verbatim
        />
        <Field meta={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" clearOn={actionData} />
      </AccountForm>
      {/* The reset page takes a mobile number or an email, which an institution ID has neither of. */}
      <p className="field__hint">{t("signIn.forgotInstitutional")}</p>
      <div className="auth-links">
        <AppLink to={withRedirectTo("/sign-in", searchParams)}>{t("signIn.personal")}</AppLink>
      </div>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
