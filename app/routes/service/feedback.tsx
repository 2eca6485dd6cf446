/**
 * /feedback: a suggestion or problem report — topic, content with a live counter
 * (10–500 characters) and an optional contact — sent to crm submit-suggestion-info/v1. Open to
 * everyone; signed in, the contact is prefilled from get-personal-comm-info. Success redirects back
 * here with a success toast, so the form comes back empty (and stays empty on reload).
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AppLink } from "~/components/content/app-link";
import { Field, FormErrors, Honeypot, SelectField, useFormProps } from "~/components/forms/form-fields";
import { CountedTextareaField } from "~/components/forms/text-counter";
import { RouteErrorBoundary } from "~/components/layout/error-page";
import { PageHeader } from "~/components/layout/page-header";
import { withContactPhone } from "~/lib/account/phone-number.server";
import { formReply, readSubmission, upstreamErrorText } from "~/lib/forms/form-action.server";
import { localizeHref } from "~/lib/http/href";
import { useTranslation } from "~/lib/i18n/react";
import { logger } from "~/lib/observability/logger.server";
import { pageInfo } from "~/lib/pages/page-info.server";
import { feedbackSchema, type FeedbackFields } from "~/lib/schemas/service";
import { pageMeta } from "~/lib/seo/meta";
import { runGuards } from "~/lib/session/guards.server";
import { toastCookie } from "~/lib/session/toast.server";
import { partMissingFor } from "~/lib/upstream/client.server";
import { isSignedIn, upstreamContext } from "~/lib/upstream/context.server";
import { FEEDBACK_CATEGORIES, SUGGESTION_LIMITS } from "~/services/contract";
import { getPersonalCommInfo, submitSuggestion, type PersonalCommInfo } from "~/services/crm/crm.server";
import serviceStyles from "~/styles/service.css";

/** Open to signed-in and anonymous visitors alike. */
const GUARDS: string[] = [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

/** The contact to prefill: the account's email, else its phone number. */
function contactOf(info: PersonalCommInfo): string {
  if (info.email) return info.email;
  if (!info.phoneNumber) return "";
  const areaCode = info.areaCode && !info.areaCode.startsWith("+") ? `+${info.areaCode}` : info.areaCode;
  return `${areaCode} ${info.phoneNumber}`.trim();
}

export async function loader(args: LoaderFunctionArgs) {
  await runGuards(GUARDS, args);
  const { request, context } = args;
  const { entry: _entry, ...page } = pageInfo(request);
  const requested = new URL(request.url).searchParams.get("category");
  const category = FEEDBACK_CATEGORIES.find((c) => c === requested) ?? "";
  let contact = "";
  if (isSignedIn(request, context)) {
    try {
      contact = contactOf(await getPersonalCommInfo(upstreamContext(request, context))).slice(0, SUGGESTION_LIMITS.contact.max);
    } catch (error) {
      // Prefilling is a convenience: without it the form still works.
      partMissingFor(error);
      logger.warn({ err: error }, "get-personal-comm-info failed; contact not prefilled");
    }
  }
  return json({ page, category, contact });
}

export async function action(args: ActionFunctionArgs) {
  await runGuards(GUARDS, args);
  const read = await readSubmission(args, withContactPhone(feedbackSchema));
  if (!read.ok) return read.response;
  const { locale, submission } = read;
  const { request, context } = args;
  try {
    // The form's value is the crm's body (an absent contact is left out of the JSON).
    await submitSuggestion(upstreamContext(request, context), submission.value);
  } catch (error) {
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }) }, { status: 400 });
  }
  return redirect(localizeHref("/feedback", locale, new URL(request.url).search), {
    headers: { "Set-Cookie": toastCookie.write({ type: "success", key: "service:feedback.sent" }) },
  });
}

export const meta = pageMeta;

export default function Feedback() {
  const { page, category, contact } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("service");
  const navigation = useNavigation();
  const [form, fields] = useForm<FeedbackFields>({
    id: "feedback",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { category, contact },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
  });
  const formAttributes = useFormProps(form);
  useResetAfterSuccess(actionData, form.reset);
  return (
    <div className="service-page">
      <PageHeader heading={page.heading} lead={page.description} />
      <div className="container service-grid">
        <section className="service-card" aria-labelledby="feedback-form-heading">
          <h2 id="feedback-form-heading">{t("feedback.formHeading")}</h2>
          <Form method="post" className="form" {...formAttributes}>
            <Honeypot />
            <FormErrors errors={form.errors} id={form.errorId} />
            <SelectField meta={fields.category} label={t("feedback.category")}>
              <option value="">{t("feedback.chooseCategory")}</option>
              {FEEDBACK_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`feedback.categories.${value}`)}
                </option>
              ))}
            </SelectField>
            <CountedTextareaField
              meta={fields.content}
              label={t("feedback.content")}
              hint={t("feedback.contentHint")}
              max={SUGGESTION_LIMITS.content.max}
              rows={7}
            />
            <Field
              meta={fields.contact}
              label={t("feedback.contact")}
              hint={contact ? t("feedback.contactPrefilled") : t("feedback.contactHint")}
              autoComplete="email"
              maxLength={SUGGESTION_LIMITS.contact.max}
              verbatim
            />
            <button type="submit" className="btn btn--primary service-submit" disabled={navigation.state === "submitting"}>
              {t("feedback.submit")}
            </button>
          </Form>
        </section>
        <aside className="service-aside" aria-labelledby="feedback-aside-heading">
          <h2 id="feedback-aside-heading">{t("feedback.asideHeading")}</h2>
          <p>{t("feedback.asideBody")}</p>
          <AppLink to="/help-center">{t("feedback.helpCenter")}</AppLink>
        </aside>
      </div>
    </div>
  );
}

/**
 * With JavaScript, a successful submission redirects back to this same page, so the typed values
 * would stay in the form: clear it once a submission ends without action data (a redirect).
 */
function useResetAfterSuccess(actionData: unknown, reset: () => void) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!actionData) reset();
    }
  }, [navigation.state, actionData, reset]);
}

export { RouteErrorBoundary as ErrorBoundary };
