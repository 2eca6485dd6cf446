/**
 * /open-api-apply: the open-API application, signed-in only (guard `auth`: anonymous
 * visitors sign in and come back). Prefilled from user-info-for-open-api-apply; when the user has
 * applied before, the page shows the application's status, and the form (prefilled with it)
 * updates it. Stored by crm submit-open-api-apply/v1; success redirects back here with a toast.
 */
import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AppLink } from "~/components/content/app-link";
import { FormattedDate } from "~/components/content/formatted-date";
import { CheckboxField, Field, FieldError, FormErrors, Honeypot, useFormProps } from "~/components/forms/form-fields";
import { CountedTextareaField } from "~/components/forms/text-counter";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { LegalLinks } from "~/components/layout/legal-links";
import { PageHeader } from "~/components/layout/page-header";
import { formReply, readSubmission, upstreamErrorText } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { formatDate } from "~/lib/i18n/dates";
import { useTranslation } from "~/lib/i18n/react";
import { OPEN_API_DOCUMENTS } from "~/lib/legal/documents";
import { pageInfo } from "~/lib/pages/page-info.server";
import { PURPOSE_WIDTH_LIMITS } from "~/lib/schemas/messages";
import { openApiSchema, type OpenApiFields } from "~/lib/schemas/service";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";
import { signInAgainIfExpired } from "~/lib/session/login-expired.server";
import { toastCookie } from "~/lib/session/toast.server";
import { partMissingFor } from "~/lib/upstream/client.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { APPLICANT_TYPES, OPEN_API_APPLY_LIMITS } from "~/services/contract";
import { submitOpenApiApply } from "~/services/crm/crm.server";
import { getOpenApiApplyInfo, type OpenApiApplyInfo } from "~/services/user/open-api.server";
import serviceStyles from "~/styles/service.css";

const GUARDS = ["auth"];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  let info: OpenApiApplyInfo | null = null;
  let loadError: string | null = null;
  try {
    info = await getOpenApiApplyInfo(upstreamContext(request, context));
  } catch (error) {
    // Code 300101 ended the session during this request: sign in again, then come back.
    signInAgainIfExpired(request, context);
    partMissingFor(error);
    loadError = upstreamErrorText(error, page.locale);
  }
  // The date as the page shows it, on the record as payment records do (no dayjs in the browser).
  const application = info?.application ? { ...info.application, createdDate: formatDate(info.application.createdAt, page.locale) } : null;
  return json({ page, info: info ? { ...info, application } : null, loadError });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const read = await readSubmission(args, openApiSchema);
  if (!read.ok) return read.response;
  const { locale, submission } = read;
  const { request, context } = args;
  // The form's value is the crm's body, but for the terms (accepted here, not sent).
  const { terms: _terms, ...body } = submission.value;
  try {
    await submitOpenApiApply(upstreamContext(request, context), body);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }) }, { status: 400 });
  }
  return redirect(localizeHref("/open-api-apply", locale, new URL(request.url).search), {
    headers: { "Set-Cookie": toastCookie.write({ type: "success", key: "service:openApi.submitted" }) },
  });
}

export const meta = pageMeta;

export default function OpenApiApply() {
  const { page, info, loadError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("service");
  const navigation = useNavigation();
  const application = info?.application ?? null;
  const [form, fields] = useForm<OpenApiFields>({
    id: "open-api-apply",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: {
      applicantType: application?.applicantType ?? "individual",
      purpose: application?.purpose ?? "",
      contactEmail: application?.contactEmail ?? info?.email ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: openApiSchema }),
  });
  const formAttributes = useFormProps(form);
  const phone = info?.phoneNumber ? `${info.areaCode} ${info.phoneNumber}`.trim() : "";
  return (
    <div className="service-page">
      <PageHeader heading={page.heading} lead={page.description}>
        <p>
          <AppLink to="/open-api">{t("openApi.learnMore")}</AppLink>
        </p>
      </PageHeader>
      <div className="container service-grid">
        <div className="service-main">
          {loadError ? (
            <div className="form-error" role="alert">
              <p>{loadError}</p>
              <p>{t("openApi.loadFailed")}</p>
            </div>
          ) : null}
          {application ? (
            <section className="service-card application-status" aria-labelledby="application-status-heading" data-status={application.status}>
              <h2 id="application-status-heading">{t("openApi.statusHeading")}</h2>
              <p>
                <span className={`badge badge--${application.status}`}>{t(`openApi.statuses.${application.status}`)}</span>
              </p>
              <p>{t(`openApi.statusText.${application.status}`)}</p>
              <dl className="details-list">
                <div>
                  <dt>{t("openApi.submittedOn")}</dt>
                  <dd>
                    <FormattedDate iso={application.createdAt} text={application.createdDate} />
                  </dd>
                </div>
                <div>
                  <dt>{t("openApi.applicantType")}</dt>
                  <dd>{t(`openApi.applicantTypes.${application.applicantType}`)}</dd>
                </div>
                <div>
                  <dt>{t("openApi.contactEmail")}</dt>
                  <dd>{application.contactEmail}</dd>
                </div>
              </dl>
            </section>
          ) : null}
          <section className="service-card" aria-labelledby="open-api-form-heading">
            <h2 id="open-api-form-heading">{application ? t("openApi.updateHeading") : t("openApi.formHeading")}</h2>
            {application ? <p className="field__hint">{t("openApi.updateNote")}</p> : null}
            <Form method="post" className="form" {...formAttributes}>
              <Honeypot />
              <FormErrors errors={form.errors} id={form.errorId} />
              <fieldset className="field choice-group" aria-describedby={fields.applicantType.errors ? fields.applicantType.errorId : undefined}>
                <legend>{t("openApi.applicantType")}</legend>
                {APPLICANT_TYPES.map((value) => {
                  const { key, ...props } = getInputProps(fields.applicantType, { type: "radio", value });
                  return (
                    <label key={key ?? value} className="choice">
                      <input {...props} id={`${fields.applicantType.id}-${value}`} />
                      <span>{t(`openApi.applicantTypes.${value}`)}</span>
                    </label>
                  );
                })}
                <FieldError id={fields.applicantType.errorId} errors={fields.applicantType.errors} field={fields.applicantType.name} />
              </fieldset>
              <CountedTextareaField
                meta={fields.purpose}
                label={t("openApi.purpose")}
                hint={t("openApi.purposeHint", { min: PURPOSE_WIDTH_LIMITS.min, max: PURPOSE_WIDTH_LIMITS.max })}
                max={PURPOSE_WIDTH_LIMITS.max}
                measure="width"
                rows={8}
              />
              <Field
                meta={fields.contactEmail}
                label={t("openApi.contactEmail")}
                hint={t("openApi.contactEmailHint")}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={OPEN_API_APPLY_LIMITS.contactEmail.max}
              />
              <CheckboxField meta={fields.terms} note={(id) => <LegalLinks id={id} documents={OPEN_API_DOCUMENTS} />}>
                {t("openApi.terms")}
              </CheckboxField>
              <button type="submit" className="btn btn--primary service-submit" disabled={navigation.state === "submitting"}>
                {application ? t("openApi.update") : t("openApi.submit")}
              </button>
            </Form>
          </section>
        </div>
        {info ? (
          <aside className="service-aside" aria-labelledby="applicant-heading">
            <h2 id="applicant-heading">{t("openApi.applicant")}</h2>
            <dl className="details-list">
              <div>
                <dt>{t("openApi.dolphinNo")}</dt>
                <dd>{info.dolphinNo}</dd>
              </div>
              {info.nickname ? (
                <div>
                  <dt>{t("openApi.nickname")}</dt>
                  <dd>{info.nickname}</dd>
                </div>
              ) : null}
              {info.email ? (
                <div>
                  <dt>{t("openApi.email")}</dt>
                  <dd>{info.email}</dd>
                </div>
              ) : null}
              {phone ? (
                <div>
                  <dt>{t("openApi.phone")}</dt>
                  <dd>{phone}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t("openApi.account")}</dt>
                <dd>{info.openedAccount ? t("openApi.opened") : t("openApi.notOpened")}</dd>
              </div>
            </dl>
            {info.openedAccount ? null : (
              <div className="notice">
                <p>{t("openApi.notOpenedNotice")}</p>
                <AppLink to="/open-account">{t("openApi.openAccount")}</AppLink>
              </div>
            )}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
