/**
 * The text-length counter of product.md §Forms ("n / max" under a field) and the multi-line field that
 * carries it. The count is server-rendered from the field's value (so it is right without
 * JavaScript and after a refused submission) and follows typing once JavaScript runs. Screen
 * readers get a sentence instead of "n / max", in a polite live region that is updated only once
 * typing pauses, so that it does not talk over every keystroke.
 */
import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { FieldError, useFirstInvalidField } from "~/components/forms/form-fields";
import { measureText, type TextMeasure } from "~/lib/forms/text-width";
import { useTranslation } from "~/lib/i18n/react";

/** How long typing must pause before the screen-reader status is updated (ms). */
export const COUNTER_ANNOUNCE_DELAY_MS = 800;

export interface CounterStatus {
  count: number;
  max: number;
  /** Characters left (0 when over). */
  remaining: number;
  /** Characters over the maximum (0 when within). */
  over: number;
}

/** The counter's numbers for a value (line breaks counted once, as the textarea shows them). */
export function counterStatus(value: string | undefined, max: number, measure: TextMeasure = "length"): CounterStatus {
  const count = measureText((value ?? "").replace(/\r\n?/g, "\n"), measure);
  return { count, max, remaining: Math.max(0, max - count), over: Math.max(0, count - max) };
}

/** "n / max" with its screen-reader sentence; `id` is what the field's aria-describedby names. */
export function TextCounter({ id, value, max, measure = "length" }: { id: string; value: string | undefined; max: number; measure?: TextMeasure }) {
  const { t } = useTranslation("service");
  const status = counterStatus(value, max, measure);
  const [spoken, setSpoken] = useState(status);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(status), COUNTER_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the numbers matter; `status` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.count, status.max]);
  return (
    <p className={`field__counter${status.over ? " field__counter--over" : ""}`} data-counter>
      <span aria-hidden="true">
        {status.count} / {status.max}
      </span>
      <span id={id} className="visually-hidden" aria-live="polite">
        {spoken.over ? t("counter.over", { count: spoken.over, max: spoken.max }) : t("counter.status", { count: spoken.count, max: spoken.max })}
      </span>
    </p>
  );
}

/** A labelled textarea with hint, counter and first error, tied together for assistive technology. */
export function CountedTextareaField({
  meta,
  label,
  hint,
  max,
  measure = "length",
  rows = 6,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  max: number;
  measure?: TextMeasure;
  rows?: number;
}) {
  const { t } = useTranslation("service");
  const hintId = `${meta.id}-hint`;
  const counterId = `${meta.id}-counter`;
  const firstInvalid = useFirstInvalidField();
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: `${hint ? `${hintId} ` : ""}${counterId}` });
  const value = typeof meta.value === "string" ? meta.value : undefined;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <textarea key={key} {...props} rows={rows} autoFocus={firstInvalid === meta.name} />
      <TextCounter id={counterId} value={value} max={max} measure={measure} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
          {measure === "width" ? ` ${t("counter.widthNote")}` : null}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} field={meta.name} />
    </div>
  );
}
