/**
 * Page transitions in out-in mode (product.md §Navigation), in CSS on the main region:
 * - out: when a navigation to another path starts, the page being left fades out
 *   (`#main[data-page-transition="leave"]`, --page-leave);
 * - in: when the new page is committed, it fades in from nothing (`="enter"`, --page-enter), so
 *   the old page has left before the new one appears, and the new page never fades out.
 * Only the main region moves (header and footer stay). Nothing happens when the visitor prefers
 * reduced motion, nor for a form submission or a change of query or hash only.
 *
 * Why not the View Transitions API: it holds the page's rendering until the new page is
 * committed, aborts with an exception after 4 s on a slow device, and rejects its promises when
 * a second navigation interrupts the first; a CSS animation never delays or breaks a navigation.
 */
import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useIsomorphicLayoutEffect } from "~/lib/browser/use-isomorphic-layout-effect";

/** The attribute on #main that drives the animations in spa.css. */
export const PAGE_TRANSITION_ATTRIBUTE = "data-page-transition";

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function setPhase(phase: "leave" | "enter" | null): void {
  const main = document.getElementById("main");
  if (!main) return;
  if (phase) main.setAttribute(PAGE_TRANSITION_ATTRIBUTE, phase);
  else main.removeAttribute(PAGE_TRANSITION_ATTRIBUTE);
}

/** Whether a navigation is a page change that gets a transition. */
export function isPageChange(from: string, to: string | undefined, formMethod: string | undefined): boolean {
  if (!to || to === from) return false;
  return !formMethod || formMethod.toUpperCase() === "GET";
}

/** Mount once: drives the out-in transition of #main. */
export function usePageTransition(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const shown = useRef(location.pathname);

  // Out: a navigation to another path has started.
  useEffect(() => {
    if (navigation.state === "idle") {
      const main = document.getElementById("main");
      // A navigation that ended without a new page (an error, a cancel) gives the old page back.
      if (main?.getAttribute(PAGE_TRANSITION_ATTRIBUTE) === "leave" && shown.current === location.pathname) setPhase(null);
      return;
    }
    if (reducedMotion()) return;
    if (isPageChange(location.pathname, navigation.location?.pathname, navigation.formMethod)) setPhase("leave");
  }, [navigation.state, navigation.location?.pathname, navigation.formMethod, location.pathname]);

  // In: the new page is committed; before the browser paints it, it starts from nothing.
  useIsomorphicLayoutEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    if (reducedMotion()) {
      setPhase(null);
      return;
    }
    setPhase("enter");
    const main = document.getElementById("main");
    const done = (event: AnimationEvent) => {
      if (event.target !== main) return;
      main?.removeEventListener("animationend", done);
      if (main?.getAttribute(PAGE_TRANSITION_ATTRIBUTE) === "enter") setPhase(null);
    };
    main?.addEventListener("animationend", done);
    return () => main?.removeEventListener("animationend", done);
  }, [location.pathname]);
}
