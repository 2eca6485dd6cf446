/**
 * The one way to build a form field (STYLE.md, Epic Stack forms): label, input, hint and the first
 * error (SPEC §5), tied together with aria-invalid and aria-describedby. Error values are i18n keys
 * ("account:validation.email"), translated here.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD_NAME } from "~/lib/forms";

type InputType = "text" | "email" | "tel" | "password" | "number" | "search" | "url" | "date";

/** The first error of a field, translated. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p id={id} className="field__error">
      {t(first)}
    </p>
  );
}

export function Field({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  autoFocus,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  hint?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input
        key={key}
        {...props}
        {...(type === "password" ? { defaultValue: undefined } : {})}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        autoFocus={autoFocus}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A select with its label and first error. */
export function SelectField({ meta, label, children, autoComplete }: { meta: FieldMetadata<string | undefined>; label: string; children: ReactNode; autoComplete?: string }) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select key={key} {...props} autoComplete={autoComplete}>
        {children}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A checkbox whose label may hold links; error below it. */
export function CheckboxField({ meta, children }: { meta: FieldMetadata<string | undefined>; children: ReactNode }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="field">
      <label className="checkbox" htmlFor={meta.id}>
        <input key={key} {...props} />
        <span>{children}</span>
      </label>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * Errors of the whole form (an upstream msg, a rate limit), announced to screen readers. They are
 * translated by the server action already (an upstream msg is in the user's language), so they are
 * shown as they are.
 */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {errors[0]}
    </p>
  );
}

/**
 * The honeypot field (issue 8): hidden from people and assistive technology, left empty by them,
 * filled by simple bots; the action refuses any submission where it is filled.
 */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t("account:fields.honeypot")}
        <input type="text" name={HONEYPOT_FIELD_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** True once React has hydrated in the browser (false during the server render and without JavaScript). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
