/**
 * Pieces of the account forms: the form itself (its hidden fields, message and submit button), method
 * tabs, the phone or email fields, a new password field, the captcha field with its send button.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Form, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { AppLink } from "~/components/content/app-link";
import { Field, FormErrors, Honeypot, SelectField, useFormProps, useHydrated } from "~/components/forms/form-fields";
import { stripLocale } from "~/lib/i18n/locale";
import { useTranslation } from "~/lib/i18n/react";
import { AREA_CODES, PASSWORD_MAX_LENGTH, type Method } from "~/lib/schemas/account";
import { ACCOUNT_LIMITS, CAPTCHA_COOLDOWN_MS, CAPTCHA_LENGTH } from "~/services/contract";

/**
 * The form of an account page (sign-in, sign-up, password reset, institutional sign-in, the
 * two-step code): a POST form with conform's attributes (`form`), the honeypot, the chosen
 * `method` and, with `keepRedirectTo`, the page's redirectTo as hidden fields, the form's message
 * (`errors`, the form's own by default), its fields (`children`) and the submit button labelled
 * `submitLabel`, disabled while the form submits. `intent`: the button is named intent=submit,
 * beside the captcha field's intent=send-code.
 */
export function AccountForm({
  form,
  method,
  keepRedirectTo = false,
  errors = form.errors,
  submitLabel,
  intent = false,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields (useFormProps takes the same)
  form: FormMetadata<any, string[]>;
  method?: Method;
  keepRedirectTo?: boolean;
  errors?: string[];
  submitLabel: string;
  intent?: boolean;
  children: ReactNode;
}) {
  const formAttributes = useFormProps(form);
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  return (
    <Form method="post" className="form" {...formAttributes}>
      <Honeypot />
      {method ? <input type="hidden" name="method" value={method} /> : null}
      {keepRedirectTo ? <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} /> : null}
      <FormErrors errors={errors} id={form.errorId} />
      {children}
      <button
        type="submit"
        {...(intent ? { name: "intent", value: "submit" } : {})}
        className="btn btn--primary btn--block"
        disabled={navigation.state === "submitting"}
      >
        {submitLabel}
      </button>
    </Form>
  );
}

/**
 * The account's email, or its area code and mobile number (PhoneFields), as `method` says.
 * `emailAutoComplete`: "username" where an existing account is named, "email" for a new one.
 */
export function TargetFields({
  method,
  fields,
  emailAutoComplete,
}: {
  method: Method;
  fields: { email: FieldMetadata<string | undefined>; areaCode: FieldMetadata<string | undefined>; phoneNumber: FieldMetadata<string | undefined> };
  emailAutoComplete: "username" | "email";
}) {
  const { t } = useTranslation("account");
  return method === "email" ? (
    <Field meta={fields.email} label={t("fields.email")} type="email" inputMode="email" autoComplete={emailAutoComplete} />
  ) : (
    <PhoneFields areaCode={fields.areaCode} phoneNumber={fields.phoneNumber} />
  );
}

/** What the phone / email choice is for, as its navigation is named (account.json actions). */
const METHOD_LABELS = { signIn: "actions.method", signUp: "actions.methodSignUp", reset: "actions.methodReset" } as const;

/**
 * Phone / email choice as links (works without JavaScript); the current one is marked. `purpose`
 * names the choice for assistive technology ("Sign in with", "Sign up with", "Verify with").
 */
export function MethodTabs({ method, purpose }: { method: Method; purpose: keyof typeof METHOD_LABELS }) {
  const { t } = useTranslation("account");
  const location = useLocation();
  const link = (value: Method) => {
    const params = new URLSearchParams(location.search);
    params.set("by", value);
    return `${stripLocale(location.pathname)}?${params.toString()}`;
  };
  return (
    <nav className="segmented" aria-label={t(METHOD_LABELS[purpose])}>
      <AppLink to={link("phone")} aria-current={method === "phone" ? "page" : undefined} replace preventScrollReset>
        {t("actions.byPhone")}
      </AppLink>
      <AppLink to={link("email")} aria-current={method === "email" ? "page" : undefined} replace preventScrollReset>
        {t("actions.byEmail")}
      </AppLink>
    </nav>
  );
}

/**
 * Area code and mobile number. The number is a text input with the phone keypad (inputmode):
 * `tel-national` autofill, the number without its country code (the area code has its own
 * field), is allowed on text inputs only (HTML Standard, autofill field names' control groups).
 */
export function PhoneFields({ areaCode, phoneNumber }: { areaCode: FieldMetadata<string | undefined>; phoneNumber: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("account");
  return (
    <div className="field__row field__row--phone">
      <SelectField meta={areaCode} label={t("fields.areaCode")} autoComplete="tel-country-code">
        {AREA_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <Field meta={phoneNumber} label={t("fields.phone")} type="text" inputMode="tel" autoComplete="tel-national" maxLength={ACCOUNT_LIMITS.phoneNumber.max} />
    </div>
  );
}

/**
 * A field for a new password (sign-up, the reset's password and its confirmation): masked, offered
 * to the password manager as a new one, at most PASSWORD_MAX_LENGTH characters, with the rules as
 * `hint` when given. Emptied when `clearOn` (the action data) changes: a rejected form never keeps
 * a password.
 */
export function NewPasswordField({ meta, label, hint, clearOn }: { meta: FieldMetadata<string | undefined>; label: string; hint?: string; clearOn: unknown }) {
  return <Field meta={meta} label={label} type="password" autoComplete="new-password" hint={hint} maxLength={PASSWORD_MAX_LENGTH} clearOn={clearOn} />;
}

/**
 * The captcha input and its "send code" button: a second submit button of the same form
 * (intent=send-code), so it works without JavaScript; with JavaScript it counts down 60 s after
 * a code was sent (`sentAt`, epoch ms from the action or the page's loader), through the form's
 * later answers too. `autoFocus`: the code is what the page asks for first (a code already sent).
 */
export function CaptchaField({
  meta,
  sentAt,
  sentTo,
  autoFocus,
}: {
  meta: FieldMetadata<string | undefined>;
  sentAt?: number | null;
  sentTo?: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  // The form's next answer (a wrong code, a missing field) carries no sentAt: the last send of
  // this form still counts down and stays reported, so that "Send code" is not offered again
  // while the upstream would refuse it as too soon. Another form (the other method's tab) starts afresh.
  const [kept, setKept] = useState<{ formId: string; sentAt: number; sentTo: string | null } | null>(null);
  useEffect(() => {
    if (!sentAt) return;
    setKept({ formId: meta.formId, sentAt, sentTo: sentTo ?? null });
    // The send button is disabled for the countdown, which drops the focus to the page: the code
    // goes in next, so the focus does too (unless the visitor has already moved elsewhere).
    const active = document.activeElement;
    if (!active || active === document.body || active.classList.contains("captcha__send")) document.getElementById(meta.id)?.focus();
  }, [sentAt, sentTo, meta.formId, meta.id]);
  const last = sentAt ? { sentAt, sentTo: sentTo ?? null } : kept?.formId === meta.formId ? kept : null;
  const remaining = useCountdown(last?.sentAt ?? null);
  const counting = hydrated && remaining > 0;
  return (
    <div className="captcha">
      <div className="field__row field__row--captcha">
        <Field
          meta={meta}
          label={t("fields.captcha")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CAPTCHA_LENGTH}
          hint={t("hints.captcha", { length: CAPTCHA_LENGTH })}
          autoFocus={autoFocus}
        />
        <button type="submit" name="intent" value="send-code" formNoValidate className="btn btn--ghost captcha__send" disabled={counting} aria-live="polite">
          {counting ? t("actions.resendIn", { seconds: remaining }) : t("actions.sendCode")}
        </button>
      </div>
      {last?.sentTo ? (
        <p className="form-success" role="status">
          {hydrated ? t("messages.codeSent", { target: last.sentTo }) : t("messages.codeSentNoJs", { target: last.sentTo })}
        </p>
      ) : null}
    </div>
  );
}

function useCountdown(sentAt: number | null): number {
  const compute = () => (sentAt ? Math.max(0, CAPTCHA_COOLDOWN_MS / 1000 - Math.floor((Date.now() - sentAt) / 1000)) : 0);
  const [remaining, setRemaining] = useState(compute);
  useEffect(() => {
    setRemaining(compute());
    if (!sentAt) return;
    const timer = setInterval(() => {
      const next = compute();
      setRemaining(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sentAt]);
  return remaining;
}
