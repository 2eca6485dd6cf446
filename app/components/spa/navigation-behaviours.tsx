/**
 * Navigation behaviours (product.md §Navigation):
 * - campaign codes on every client navigation (navigation.ts wraps the router once, after
 *   hydration); out-in page transitions (page-transition.ts);
 * - scrolling: Remix's <ScrollRestoration> (root) scrolls to the top on a new navigation, restores
 *   the saved position on back/forward, and scrolls to the element of a hash; spa.css gives hash
 *   targets room under the sticky header;
 * - a polite announcement of the new page's title after a client navigation, since a screen
 *   reader otherwise hears nothing when the page changes;
 * - focus kept in the page: when a navigation removed the focused element (a search suggestion,
 *   a filter form's button), focus goes to the main region instead of falling back to <body>,
 *   whence the next Tab would start again at the top of the document (WCAG 2.4.3).
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { wrapRouterNavigate, type NavigableRouter } from "~/components/spa/navigation";

/** Wraps the router's navigate (once) so that client navigations carry the campaign codes. */
export function useNavigationEnhancements(defaultHCode: string): void {
  const config = useRef({ defaultHCode });
  config.current.defaultHCode = defaultHCode;
  useEffect(() => {
    const router = (window as unknown as { __remixRouter?: NavigableRouter & { state: { location: { pathname: string; search: string } } } }).__remixRouter;
    if (!router) return;
    return wrapRouterNavigate(router, () => ({
      pathname: router.state.location.pathname,
      search: router.state.location.search,
      defaultHCode: config.current.defaultHCode,
    }));
  }, []);
}

/**
 * After a client navigation to another path or query (not a hash within the page), focus that
 * was lost to <body> moves to #main (tabindex -1), without scrolling: ScrollRestoration owns
 * the scroll position. Focus still on an element of the page (a header link) stays there.
 */
export function useFocusAfterNavigation(): void {
  const { pathname, search } = useLocation();
  // The page last seen, not a "first run" flag: React's development StrictMode runs an effect
  // twice on mount, which a flag would take for a navigation.
  const shown = useRef(pathname + search);
  useEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    if (document.activeElement === document.body) document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, search]);
}

/** A visually hidden live region that reads the new page's title after a client navigation. */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(document.title);
  }, [pathname]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
