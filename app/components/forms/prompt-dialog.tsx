/**
 * A prompt dialog (product.md §Forms, §Interface) on the native <dialog> element: a title, one labelled input, and
 * OK / Cancel. When the value fails the pattern or the validator it shows the generic, translated
 * "Illegal input" and stays open. Opened modally (focus moves into it and is trapped there by the
 * browser); closes on Escape, on a click on the backdrop and on Cancel, and gives focus back to the
 * button that opened it. Sits 15vh from the top (--dialog-top). Needs JavaScript: pages render it
 * only once hydrated, with a plain form as the fallback.
 */
import { useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useTranslation } from "~/lib/i18n/react";

/** The i18n key (common namespace) of the generic message of product.md §Forms. */
export const ILLEGAL_INPUT_KEY = "errors.illegalInput" as const;

export interface PromptRules {
  /** A RegExp, or a string matched against the whole value like the HTML pattern attribute. */
  pattern?: RegExp | string;
  /** Extra check on the trimmed value; false means illegal. */
  validator?: (value: string) => boolean;
  /** Whether an empty value is refused (default true). */
  required?: boolean;
}

/**
 * Checks a prompt's value: the trimmed value when it passes, else the "Illegal input" key.
 * A validator that throws counts as a failure.
 */
export function validatePrompt(raw: string, rules: PromptRules = {}): { ok: true; value: string } | { ok: false; error: typeof ILLEGAL_INPUT_KEY } {
  const value = raw.trim();
  const fail = { ok: false as const, error: ILLEGAL_INPUT_KEY };
  if (value === "") return rules.required === false ? { ok: true, value } : fail;
  if (rules.pattern !== undefined) {
    const pattern = typeof rules.pattern === "string" ? new RegExp(`^(?:${rules.pattern})$`, "u") : rules.pattern;
    pattern.lastIndex = 0;
    if (!pattern.test(value)) return fail;
  }
  if (rules.validator) {
    try {
      if (!rules.validator(value)) return fail;
    } catch {
      return fail;
    }
  }
  return { ok: true, value };
}

export interface PromptDialogProps extends PromptRules {
  /** Text of the button that opens the dialog. */
  triggerLabel: string;
  triggerClassName?: string;
  title: string;
  /** Label of the input. */
  label: string;
  defaultValue?: string;
  inputMode?: "text" | "numeric" | "email" | "tel";
  maxLength?: number;
  autoComplete?: string;
  /** Called with the trimmed, valid value; the dialog has closed by then. */
  onConfirm: (value: string) => void;
}

/** A button that opens a prompt dialog; see the module comment. */
export function PromptDialog({
  triggerLabel,
  triggerClassName = "btn btn--ghost",
  title,
  label,
  defaultValue = "",
  inputMode = "text",
  maxLength = 200,
  autoComplete = "off",
  pattern,
  validator,
  required,
  onConfirm,
}: PromptDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;

  function open() {
    setValue(defaultValue);
    setError(null);
    dialogRef.current?.showModal();
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  function close() {
    dialogRef.current?.close();
  }

  function onClose() {
    setError(null);
    triggerRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validatePrompt(value, { pattern, validator, required });
    if (!result.ok) {
      setError(result.error);
      inputRef.current?.focus();
      return;
    }
    close();
    onConfirm(result.value);
  }

  // The dialog has no padding of its own: a click whose target is the <dialog> itself landed on
  // the backdrop (product.md §Interface: closes on backdrop click). A press that started inside (selecting text
  // and releasing outside) does not count.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
    pressedOnBackdrop.current = false;
  }

  return (
    <>
      <button ref={triggerRef} type="button" className={triggerClassName} aria-haspopup="dialog" onClick={open}>
        {triggerLabel}
      </button>
      {/* Escape is handled natively (the cancel event); the mouse handlers only serve the backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <dialog
        ref={dialogRef}
        className="dialog prompt-dialog"
        aria-labelledby={titleId}
        onClose={onClose}
        onMouseDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={onDialogClick}
      >
        <form className="dialog__body" onSubmit={onSubmit} noValidate>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="field">
            <label htmlFor={inputId}>{label}</label>
            <input
              ref={inputRef}
              id={inputId}
              name="value"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error && validatePrompt(event.target.value, { pattern, validator, required }).ok) setError(null);
              }}
              inputMode={inputMode}
              maxLength={maxLength}
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <p id={errorId} className="field__error" role="alert">
                {t(error)}
              </p>
            ) : null}
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={close}>
              {t("service:prompt.cancel")}
            </button>
            <button type="submit" className="btn btn--primary">
              {t("service:prompt.confirm")}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
