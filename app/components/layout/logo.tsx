import { useTranslation } from "~/lib/i18n/react";

/** The brand mark (inline SVG) and name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="var(--color-brand)" />
        <path d="M7 19c3-7 10-10 18-8-3 1-5 3-6 5 2 0 4 1 5 3-4-1-8 0-11 3 0-2 1-3 2-4-3 0-6 1-8 1z" fill="#fff" />
      </svg>
      <span className="logo__name">{t("brand")}</span>
    </span>
  );
}
