/**
 * Analytics wiring (issue 7 item 7): a page view for every page (the first load and each client
 * navigation to another path), the page-leave measurement on the SPEC §4 pages, and a delegated
 * click listener for `[data-analytics-button]` (the discover page's discover-more). Everything
 * runs after hydration, in effects, so it never holds up rendering; without JavaScript nothing
 * runs and nothing is sent.
 */
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { getBrowserTracker } from "~/lib/analytics";

/** The attribute that names a button for analytics (its value is reported as button_name). */
export const ANALYTICS_BUTTON_ATTRIBUTE = "data-analytics-button";

/** Remembers the last page reported, so React's development double effects do not double it. */
let lastViewed: string | null = null;

/** Tracks page views, page leave and named buttons; mount once (in SpaBehaviours). */
export function useAnalytics(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const tracker = getBrowserTracker();
    tracker.recoverStale();
    const onVisibility = () => (document.visibilityState === "hidden" ? tracker.hide() : tracker.show());
    const onPageHide = () => tracker.hide();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) tracker.show();
    };
    // Capture phase: a click handler that stops propagation (or a navigation) cannot hide it.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`[${ANALYTICS_BUTTON_ATTRIBUTE}]`) : null;
      const name = target?.getAttribute(ANALYTICS_BUTTON_ATTRIBUTE);
      if (name) tracker.buttonClick(name, window.location.pathname);
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
    getBrowserTracker().pageView(pathname, document.title);
  }, [pathname]);
}
