import { useEffect, useState } from "react";
import { TOAST_FAIL_MS, TOAST_MESSAGE_MS, TOAST_MOBILE_MS, TOAST_SUCCESS_MS, TOAST_WARNING_MS } from "~/lib/config/constants";
import { useTranslation } from "~/lib/i18n/react";

export interface ToastData {
  type: "success" | "fail" | "warning" | "message";
  key?: string;
  text?: string;
}

/** product.md §Toasts durations (ms) by toast type; the h5 layout uses the mobile duration. */
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
 * product.md §Toasts duration: by the component once JavaScript runs, and by the stylesheet (app.css
 * `toast-leave`) without it. Its close button shows only once JavaScript runs (app.css), as it
 * needs it.
 * `onClose` is called when it closes (by time or by its button). `scripted`: made in the browser
 * (ToastHost), so timed by the component alone.
 */
export function Toast({ toast, mobile, onClose, scripted = false }: { toast: ToastData; mobile: boolean; onClose?: () => void; scripted?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    const timer = setTimeout(() => setOpen(false), toastDuration(toast.type, mobile));
    return () => clearTimeout(timer);
  }, [toast, mobile]);
  useEffect(() => {
    if (!open) onClose?.();
  }, [open, onClose]);
  if (!open) return null;
  const defaultKey = toast.type === "success" ? "toast.success" : "toast.fail";
  const text = toast.text ?? t(toast.key ?? defaultKey);
  return (
    <div
      className={`toast toast--${toast.type}${scripted ? " toast--scripted" : ""}`}
      role={toast.type === "fail" || toast.type === "warning" ? "alert" : "status"}
      data-toast={toast.type}
      data-duration={toastDuration(toast.type, mobile)}
    >
      <span>{text}</span>
      <button type="button" className="toast__close" aria-label={t("toast.close")} onClick={() => setOpen(false)}>
        ×
      </button>
    </div>
  );
}

/** The window event that shows a toast from anywhere (detail: ToastData). */
export const TOAST_EVENT = "dolphin:toast";

/** Shows a toast in the browser (through ToastHost); a no-op on the server. */
export function showToast(toast: ToastData): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<ToastData>(TOAST_EVENT, { detail: toast }));
}

const TOAST_TYPES = new Set<ToastData["type"]>(["success", "fail", "warning", "message"]);
/** Toasts kept on screen at once; older ones give way. */
const MAX_TOASTS = 3;

/**
 * The toasts shown in the browser (showToast, the `dolphin:toast` event), each closing after its
 * product.md §Toasts duration (2000 ms on the h5 layout). Warnings sit in their own stack at the product.md §Toasts
 * offset of 84 px from the top (--toast-offset); the others in the usual stack. Mount once.
 */
export function ToastHost({ mobile }: { mobile: boolean }) {
  const [toasts, setToasts] = useState<Array<{ id: number; toast: ToastData; onClose: () => void }>>([]);
  useEffect(() => {
    let next = 0;
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<Partial<ToastData>>).detail;
      if (!detail || !TOAST_TYPES.has(detail.type as ToastData["type"])) return;
      const toast: ToastData = {
        type: detail.type as ToastData["type"],
        ...(detail.key ? { key: String(detail.key) } : {}),
        ...(detail.text ? { text: String(detail.text) } : {}),
      };
      const id = (next += 1);
      const onClose = () => setToasts((list) => list.filter((item) => item.id !== id));
      const same = (item: { toast: ToastData }) => item.toast.type === toast.type && item.toast.key === toast.key && item.toast.text === toast.text;
      // The same message again replaces the one on screen (restarting its time) instead of stacking.
      setToasts((list) => [...list.filter((item) => !same(item)), { id, toast, onClose }].slice(-MAX_TOASTS));
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  const warnings = toasts.filter((item) => item.toast.type === "warning");
  const others = toasts.filter((item) => item.toast.type !== "warning");
  return (
    <>
      <div className="toasts toasts--client" aria-live="polite">
        {others.map((item) => (
          <Toast key={item.id} toast={item.toast} mobile={mobile} onClose={item.onClose} scripted />
        ))}
      </div>
      <div className="toasts toasts--warning" aria-live="assertive">
        {warnings.map((item) => (
          <Toast key={item.id} toast={item.toast} mobile={mobile} onClose={item.onClose} scripted />
        ))}
      </div>
    </>
  );
}
