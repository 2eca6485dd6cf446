import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_FAIL_MS, TOAST_MESSAGE_MS, TOAST_MOBILE_MS, TOAST_SUCCESS_MS, TOAST_WARNING_MS } from "~/lib/constants";

export interface ToastData {
  type: "success" | "fail" | "warning" | "message";
  key?: string;
  text?: string;
}

/** SPEC §9 durations (ms) by toast type; the h5 layout uses the mobile duration. */
export function toastDuration(type: ToastData["type"], mobile: boolean): number {
  if (mobile) return TOAST_MOBILE_MS;
  switch (type) {
    case "success":
      return TOAST_SUCCESS_MS;
    case "fail":
      return TOAST_FAIL_MS;
    case "warning":
      return TOAST_WARNING_MS;
    default:
      return TOAST_MESSAGE_MS;
  }
}

/**
 * A toast rendered on the server (so it shows without JavaScript) that closes itself after its
 * SPEC §9 duration once JavaScript runs. Without JavaScript it stays, with a close link-free layout.
 */
export function Toast({ toast, mobile }: { toast: ToastData; mobile: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    const timer = setTimeout(() => setOpen(false), toastDuration(toast.type, mobile));
    return () => clearTimeout(timer);
  }, [toast, mobile]);
  if (!open) return null;
  const defaultKey = toast.type === "success" ? "toast.success" : "toast.fail";
  const text = toast.text ?? t(toast.key ?? defaultKey);
  return (
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === "fail" || toast.type === "warning" ? "alert" : "status"}
      data-toast={toast.type}
    >
      <span>{text}</span>
      <button type="button" className="toast__close" aria-label={t("toast.close")} onClick={() => setOpen(false)}>
        ×
      </button>
    </div>
  );
}
