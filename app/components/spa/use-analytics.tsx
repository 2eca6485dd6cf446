/**
 * Analytics wiring: a page view for every page (the first load and each client
 * navigation to another path), the page-leave measurement on the product.md §Analytics pages, and a delegated
 * click listener for `[data-analytics-button]` (the discover page's discover-more). Everything
 * runs after hydration, in effects, so it never holds up rendering; without JavaScript nothing
 * runs and nothing is sent. The tracker (lib/analytics/tracker.ts) is a script chunk of its own, loaded
 * once hydrated: it is off every page's critical script (the JavaScript budget), and what happens
 * before it arrives waits for it, in order.
 */
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { Tracker } from "~/lib/analytics/tracker";

let loading: Promise<Tracker> | null = null;
let loaded: Tracker | null = null;

/**
 * Runs `run` with the page's tracker: at once when its module has loaded (a page being closed
 * may not run a later callback), else once it has (never, when it cannot load: offline, a
 * replaced deployment).
 */
function withTracker(run: (tracker: Tracker) => void): void {
  if (loaded) return run(loaded);
  loading ??= import("~/lib/analytics/tracker").then((module) => (loaded = module.getBrowserTracker()));
  loading.then(run).catch(() => undefined);
}

/** The attribute that names a button for analytics (its value is reported as button_name). */
export const ANALYTICS_BUTTON_ATTRIBUTE = "data-analytics-button";

/** Remembers the last page reported, so React's development double effects do not double it. */
let lastViewed: string | null = null;

/** Tracks page views, page leave and named buttons; mount once (in SpaBehaviours). */
export function useAnalytics(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    withTracker((tracker) => tracker.recoverStale());
    const onVisibility = () => withTracker((tracker) => (document.visibilityState === "hidden" ? tracker.hide() : tracker.show()));
    const onPageHide = () => withTracker((tracker) => tracker.hide());
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) withTracker((tracker) => tracker.show());
    };
    // Capture phase: a click handler that stops propagation (or a navigation) cannot hide it.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`[${ANALYTICS_BUTTON_ATTRIBUTE}]`) : null;
      const name = target?.getAttribute(ANALYTICS_BUTTON_ATTRIBUTE);
      const path = window.location.pathname;
      if (name) withTracker((tracker) => tracker.buttonClick(name, path));
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  useEffect(() => {
    if (lastViewed === pathname) return;
    lastViewed = pathname;
    const title = document.title;
    withTracker((tracker) => tracker.pageView(pathname, title));
  }, [pathname]);
}
