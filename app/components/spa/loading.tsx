/**
 * Loading feedback (product.md §Interface):
 * - one loading overlay for the whole page, however many callers ask for it: it appears only when
 *   the work lasts longer than 200 ms, fades in and out over 300 ms, and closes when the last
 *   caller closes it (closed on request). Form submissions (non-GET navigations) open it, and so
 *   can any code through `openLoading()` or the `dolphin:loading` window event;
 * - a global progress bar at the top during page navigations that last longer than 200 ms.
 */
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { LOADING_FADE_MS, LOADING_MIN_DELAY_MS } from "~/lib/config/constants";
import { useTranslation } from "~/lib/i18n/react";

/** The window event that opens or closes the overlay from code outside React: detail `{ key, open }`. */
export const LOADING_EVENT = "dolphin:loading";

const requests = new Set<unknown>();
const listeners = new Set<() => void>();
function emit() {
  for (const listener of listeners) listener();
}

/** Asks for the loading overlay; call the returned function to close this request. */
export function openLoading(): () => void {
  const token = {};
  requests.add(token);
  emit();
  return () => {
    if (requests.delete(token)) emit();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any caller has the overlay open. */
export function useLoadingRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requests.size > 0,
    () => false,
  );
}

export type Phase = "hidden" | "entering" | "shown" | "leaving";

/**
 * The delayed, faded visibility of something that is `active`: nothing for the first 200 ms,
 * then shown (fading in); when it stops, fading out for 300 ms, then gone.
 */
export function useDelayedPhase(active: boolean): Phase {
  const [phase, setPhase] = useState<Phase>("hidden");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(timer.current);
    if (active) {
      if (phase === "hidden") timer.current = window.setTimeout(() => setPhase("entering"), LOADING_MIN_DELAY_MS);
      else if (phase === "leaving") setPhase("shown");
      else if (phase === "entering") timer.current = window.setTimeout(() => setPhase("shown"), LOADING_FADE_MS);
    } else if (phase === "entering" || phase === "shown") {
      setPhase("leaving");
    } else if (phase === "leaving") {
      timer.current = window.setTimeout(() => setPhase("hidden"), LOADING_FADE_MS);
    }
    return () => window.clearTimeout(timer.current);
  }, [active, phase]);
  return phase;
}

/** The `dolphin:loading` bridge: `{ key, open }` opens or closes the request named `key`. */
function useLoadingEvents() {
  useEffect(() => {
    const open = new Map<string, () => void>();
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<{ key?: unknown; open?: unknown }>).detail ?? {};
      const key = typeof detail.key === "string" ? detail.key : "default";
      if (detail.open === true && !open.has(key)) open.set(key, openLoading());
      if (detail.open === false) {
        open.get(key)?.();
        open.delete(key);
      }
    };
    window.addEventListener(LOADING_EVENT, onEvent);
    return () => {
      window.removeEventListener(LOADING_EVENT, onEvent);
      for (const close of open.values()) close();
    };
  }, []);
}

/** The one loading overlay: form submissions and open requests; mount once. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const requested = useLoadingRequested();
  useLoadingEvents();
  const submitting = navigation.state !== "idle" && Boolean(navigation.formMethod) && navigation.formMethod?.toUpperCase() !== "GET";
  const phase = useDelayedPhase(requested || submitting);
  if (phase === "hidden") return null;
  return (
    <div className="loading-overlay" data-phase={phase} role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("status.loading")}</span>
    </div>
  );
}

/**
 * The progress bar of page navigations (not form submissions, which have the overlay); mount once.
 * Like the overlay it is a polite status whose hidden text says "Loading…": a live region is a
 * region of its own to assistive technology, where a bare progress bar outside every landmark is
 * content a screen reader's landmark navigation skips (axe's "region", WCAG 1.3.1).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && (!navigation.formMethod || navigation.formMethod.toUpperCase() === "GET");
  const phase = useDelayedPhase(loading);
  if (phase === "hidden") return null;
  return (
    <div className="nav-progress" data-phase={phase} role="status" aria-live="polite">
      <span className="visually-hidden">{t("status.loading")}</span>
    </div>
  );
}
