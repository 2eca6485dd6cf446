/**
 * Online and offline (product.md §Interface): the browser's status is tracked; while offline a
 * polite banner says so, and a form submitted offline is stopped and says it cannot be sent now
 * (a warning toast, role alert) instead of failing silently. The server render assumes online.
 */
import { useEffect, useSyncExternalStore } from "react";
import { showToast } from "~/components/layout/toasts";
import { useTranslation } from "~/lib/i18n/react";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser says it is online (true on the server and before hydration). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Stops form submissions while offline and says why; mount once. */
export function useOfflineForms(): void {
  useEffect(() => {
    // Window, capture phase: before React's and Remix's submit handlers, which honour
    // defaultPrevented (no fetch is started that could only fail).
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      event.preventDefault();
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      form?.setAttribute("data-offline-blocked", "");
      showToast({ type: "warning", key: "status.offlineForm" });
    };
    const onOnline = () => {
      for (const form of document.querySelectorAll("form[data-offline-blocked]")) form.removeAttribute("data-offline-blocked");
    };
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("online", onOnline);
    };
  }, []);
}

/** The offline banner in a polite live region that is always present (so the change is announced). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-region" role="status" aria-live="polite">
      {online ? null : (
        <p className="banner banner--offline offline-banner" data-offline="">
          {t("status.offline")}
        </p>
      )}
    </div>
  );
}
