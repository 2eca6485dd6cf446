/**
 * The one way to build a form field (as Epic Stack's forms do): label, input, hint and the first
 * error (product.md §Forms), tied together with aria-invalid and aria-describedby. Error values are i18n keys
 * ("common:validation.required", "account:validation.captcha"), translated here.
 */
import { getFormProps, getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { HONEYPOT_FIELD_NAME } from "~/lib/forms/honeypot";
import { useTranslation } from "~/lib/i18n/react";
import type { TFunction } from "~/lib/i18n/translate";
import { fieldNameKey, kindOf, messageValues } from "~/lib/schemas/messages";

/**
 * The props of a conform form element. Fields are validated on blur and on change (product.md §Forms):
 * conform validates a field first when it loses the focus (shouldValidate "onBlur") and then as
 * it is edited ("onInput"); a choice (a select, checkbox or radio button) is validated as soon as
 * it changes, since choosing does not move the focus (an untick would otherwise show nothing until
 * the visitor moves on). A text field's change event is its blur, and validating it on each
 * keystroke before the visitor has finished would call a half-typed address invalid. Conform's
 * own `__intent__` submits are validated; a real submit goes to the server, whose answer (the same zod schema)
 * shows every field's first error and focuses the first invalid field — exactly the path that
 * works without JavaScript. Client-side submit validation is left out on purpose: conform shows a
 * field's error only once that field is "validated", and a first submit whose errors were already
 * computed on blur changes no state a field subscribed to, so untouched fields would show nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useFormProps(form: FormMetadata<any, string[]>) {
  const props = getFormProps(form);
  return {
    ...props,
    onChange(event: FormEvent<HTMLFormElement>) {
      const field = event.target;
      const choice = field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"));
      if (choice && field.name) form.validate({ name: field.name });
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter instanceof HTMLButtonElement && submitter.name === "__intent__") props.onSubmit(event);
    },
  };
}

/**
 * The name of the field a rejected submission should put the focus on: the first field with an
 * error in the action's conform result (`{ result }`, as every form action here answers; zod
 * reports in the schema's order, the order of the form). Rendered as `autofocus` by the server,
 * so that without JavaScript too the page that comes back starts at the problem rather than at
 * the top (the field's name, state and error are read out with it). With JavaScript, conform moves
 * the focus after a client-side submission; React ignores autofocus on an update.
 */
export function useFirstInvalidField(): string | undefined {
  const data = useActionData<{ result?: { error?: Record<string, unknown> | null } }>();
  const error = data?.result?.error;
  return error ? Object.keys(error).find((name) => name !== "" && Array.isArray(error[name]) && (error[name] as unknown[]).length > 0) : undefined;
}

type InputType = "text" | "email" | "tel" | "password" | "number" | "search" | "url" | "date";

/**
 * The first error of a field, translated with the values its message names (`messageValues`:
 * the limits a message states). `field`, the field's name in its schema, gives a message of a
 * kind (`common:validation.required`, `tooLong`…) the field's translated name
 * (`fieldNameKey`: "service:fieldNames.content") and picks its limit. The element is always there, with room for one line:
 * an error that appears on blur must not push the submit button away from the pointer that is
 * already on its way to it (the click would land on the form instead).
 */
export function FieldError({ id, errors, field }: { id: string; errors?: string[]; field?: string }) {
  const { t } = useTranslation();
  const first = errors?.[0];
  return (
    <p id={id} className="field__error">
      {first ? (I18N_KEY.test(first) ? translateError(t, first, field) : first) : null}
    </p>
  );
}

/** A field error's key translated with its values, and a message of a kind with the field's name. */
function translateError(t: TFunction, key: string, field: string | undefined): string {
  const values = messageValues(key, field);
  const name = kindOf(key) === undefined || field === undefined ? undefined : fieldNameKey(field);
  return name === undefined ? t(key, values) : t(key, { ...values, field: t(name) });
}

/**
 * A field error that is an i18n key ("common:validation.required"), as the zod schemas give;
 * anything else is a text already in the page's language (the user service's answer about a
 * verification code, forms/form-action.server.ts codeCheckErrors) and is shown as it is.
 */
const I18N_KEY = /^[a-z]+:[\w.-]+$/;

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
  clearOn,
  verbatim,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  hint?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  placeholder?: string;
  /**
   * The browser's cap, counted in UTF-16 code units, where that is the server's count: only for
   * values of ASCII characters (codes, ids, digits, email addresses, passwords). A free-text field
   * passes none: its limit is counted in characters (`textLength`, product.md §Forms) by its
   * schema's message, with JavaScript and without, and an emoji would count twice here.
   */
  maxLength?: number;
  autoFocus?: boolean;
  /**
   * A value that changes with every server answer (the action data): the input is emptied when a
   * new one arrives — for passwords, which a rejected form never keeps — but not at hydration.
   */
  clearOn?: unknown;
  /**
   * A value typed exactly as it is (an address, a code, an id): phones neither capitalise its first
   * letter nor correct or spell-check it.
   */
  verbatim?: boolean;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const ref = useRef<HTMLInputElement>(null);
  // The answer the page was rendered with: the server never writes a password back, so at
  // hydration the input holds only what the visitor typed since — which must stay. Only an answer
  // that arrives later (a submission made with JavaScript) empties it.
  const renderedWith = useRef(clearOn);
  useEffect(() => {
    if (clearOn !== renderedWith.current && clearOn !== undefined && ref.current) ref.current.value = "";
    renderedWith.current = clearOn;
  }, [clearOn]);
  const firstInvalid = useFirstInvalidField();
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input
        key={key}
        ref={ref}
        {...props}
        {...(type === "password" ? { defaultValue: undefined } : {})}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        autoFocus={autoFocus || firstInvalid === meta.name}
        {...(verbatim ? { autoCapitalize: "none", autoCorrect: "off", spellCheck: false } : {})}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} field={meta.name} />
    </div>
  );
}

/** A select with its label and first error. */
export function SelectField({
  meta,
  label,
  children,
  autoComplete,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  children: ReactNode;
  autoComplete?: string;
}) {
  const firstInvalid = useFirstInvalidField();
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select key={key} {...props} autoComplete={autoComplete} autoFocus={firstInvalid === meta.name}>
        {children}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} field={meta.name} />
    </div>
  );
}

/**
 * A checkbox with its label and first error. `note` goes between the two, outside the label, and
 * describes the checkbox (aria-describedby `${meta.id}-note`): the place for links, such as the
 * documents a terms checkbox accepts (links inside a <label> are an accessibility anti-pattern).
 */
export function CheckboxField({ meta, children, note }: { meta: FieldMetadata<string | undefined>; children: ReactNode; note?: (id: string) => ReactNode }) {
  const noteId = note ? `${meta.id}-note` : undefined;
  const firstInvalid = useFirstInvalidField();
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaDescribedBy: noteId });
  return (
    <div className="field">
      <label className="checkbox" htmlFor={meta.id}>
        <input key={key} {...props} autoFocus={firstInvalid === meta.name} />
        <span>{children}</span>
      </label>
      {note && noteId ? note(noteId) : null}
      <FieldError id={meta.errorId} errors={meta.errors} field={meta.name} />
    </div>
  );
}

/**
 * Errors of the whole form (an upstream msg, a rate limit), announced to screen readers. They are
 * translated by the server action already (an upstream msg is in the user's language), so they are
 * shown as they are. Each new message is scrolled into sight: it sits above the fields, and on a
 * phone the page is scrolled down to the submit button when the answer comes (a field error
 * focuses its field instead; without JavaScript the answer is a new page, shown from its top).
 * The same message twice in a row is new too: conform clears the form's errors when a submission
 * passes the browser's validation, so the answer mounts the message again.
 */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  // With no field in error, the focus goes to the message: a role=alert already in a
  // page that loads is not read out, and with JavaScript the disabled submit button had dropped
  // the focus to the body. A field in error takes the focus itself (useFirstInvalidField).
  const answered = useActionData() !== undefined;
  const firstInvalid = useFirstInvalidField();
  // Only in the answer to a submission: a message a page loads with (a GET) is read with the page.
  const takesFocus = answered && firstInvalid === undefined;
  if (!errors?.length) return null;
  return (
    <p className="form-error" role="alert" id={id} key={errors[0]} tabIndex={-1} autoFocus={takesFocus} ref={takesFocus ? focusIntoSight : scrollIntoSight}>
      {errors[0]}
    </p>
  );
}

function scrollIntoSight(element: HTMLElement | null) {
  // Only a message that arrives after hydration: one the server rendered is where the page
  // opened, and the visitor may have scrolled or started typing since.
  if (element && document.documentElement.dataset.spa === "ready") element.scrollIntoView({ block: "nearest" });
}

function focusIntoSight(element: HTMLElement | null) {
  // After hydration only: the server's `autofocus` put the focus there when the page loaded.
  if (element && document.documentElement.dataset.spa === "ready") element.focus();
}

/**
 * The honeypot field: hidden from people and assistive technology, left empty by them,
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
