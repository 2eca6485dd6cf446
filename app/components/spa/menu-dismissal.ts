/**
 * The header's <details> menus (navigation groups, the phone's menu panel, the language choice,
 * the user menu) behave as menus once JavaScript runs, on every device: opening one closes the
 * others (a menu's own submenus excepted), a click or tap anywhere outside closes the open ones,
 * as does going to another page (a link in a menu leaves it open otherwise: the header stays), and
 * Escape closes them and gives focus back to the summary of the one that had it. Without
 * JavaScript they stay plain <details>, toggled by their summary (and a page load closes them).
 */
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** The menus this applies to. */
export const HEADER_MENUS = "header details";

const nested = (a: Element, b: Element) => a.contains(b) || b.contains(a);
const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`${HEADER_MENUS}[open]`);

/** Mount once. */
export function useMenuDismissal(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    for (const menu of openMenus()) menu.open = false;
  }, [pathname, search]);
  useEffect(() => {
    // `toggle` does not bubble: listen in the capture phase.
    const onToggle = (event: Event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDetailsElement) || !menu.open || !menu.matches(HEADER_MENUS)) return;
      for (const other of openMenus()) if (!nested(other, menu)) other.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Innermost first, so that focus returns to the summary closest to where it was.
      for (const menu of [...openMenus()].reverse()) {
        const hadFocus = menu.contains(document.activeElement);
        menu.open = false;
        if (hadFocus) menu.querySelector<HTMLElement>(":scope > summary")?.focus();
      }
    };
    document.addEventListener("toggle", onToggle, true);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
}
