/**
 * /sign-in-institutional: its own page and form for institutional clients — institution
 * account id and password → web-password-login/v2 with loginType "institution". Guest-only.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { AppLink } from "~/components/app-link";
import { withRedirectTo } from "~/lib/href";
import { AuthCard } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-page";
import { Field, FormErrors, Honeypot, useFormProps } from "~/components/forms";
import { upstreamConfig } from "~/lib/config.server";
import { upstreamContext } from "~/lib/context.server";
import { checkLimits, formReply, readPublicForm, upstreamErrorText } from "~/lib/forms.server";
import { runGuards } from "~/lib/guards.server";
import { requestLocale } from "~/lib/i18n/i18n.server";
import { pageInfo } from "~/lib/page.server";
import { encryptPassword } from "~/lib/password.server";
import { rewardSignIn, signInLimits } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { institutionSignInSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { knownDeviceCookie, knownDeviceId } from "~/lib/known-device.server";
import { startSession } from "~/lib/session.server";
import { login } from "~/services/user/user.server";

const GUARDS = ["guest"];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  return json({ page });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const locale = requestLocale(request);
  const formData = await readPublicForm(request);
  const submission = parseWithZod(formData, { schema: institutionSignInSchema });
  if (submission.status !== "success") return json({ result: formReply(submission) }, { status: 400 });
  const { institutionId, password } = submission.value;
  const account = `institution:${institutionId}`;
  const deviceId = knownDeviceId(request, account);
  const limited = await checkLimits(context, locale, signInLimits(account, context.clientIp, deviceId));
  if (limited) return json({ result: formReply(submission, { formErrors: [limited] }) }, { status: 429 });
  try {
    const answer = await login(upstreamContext(request, context), {
      loginType: "institution",
      institutionId,
      password: encryptPassword(password, upstreamConfig(new URL(request.url).host).rsaPublicKey),
    });
    if (answer.needTwoStep) throw new Error("two-step verification is not offered for institutional accounts");
    await rewardSignIn(account, context.clientIp, deviceId);
    return startSession(request, answer, safeRedirectPath(formData.get("redirectTo"), "/"), { type: "success", key: "account:messages.signedIn" }, [knownDeviceCookie(request, account)]);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }) }, { status: 400 });
  }
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
  const formAttributes = useFormProps(form);
  return (
    <AuthCard heading={page.heading} intro={page.description}>
      <Form method="post" className="form" {...formAttributes}>
        <Honeypot />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field meta={fields.institutionId} label={t("fields.institutionId")} autoComplete="username" hint={t("hints.institutionId")} maxLength={32} verbatim />
        <Field meta={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" clearOn={actionData} />
        <button type="submit" className="btn btn--primary btn--block" disabled={navigation.state === "submitting"}>
          {t("actions.signIn")}
        </button>
      </Form>
      {/* The reset page takes a mobile number or an email, which an institution ID has neither of. */}
      <p className="field__hint">{t("signIn.forgotInstitutional")}</p>
      <div className="auth-links">
        <AppLink to={withRedirectTo("/sign-in", searchParams)}>{t("signIn.personal")}</AppLink>
      </div>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
