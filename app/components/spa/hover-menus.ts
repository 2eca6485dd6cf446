/**
 * Hover for the header menus (SPEC §9 delays), as an enhancement of their <details> elements,
 * which keep working by click, touch and keyboard without JavaScript:
 * - the navigation bar's menus are dropdowns: open 250 ms after the pointer enters, close 150 ms
 *   after it leaves;
 * - the signed-in user's menu is a popover: opens at once (0 ms), closes 200 ms after leaving.
 * Only on devices with a fine pointer that can hover. A menu opened by hover and then clicked
 * stays open (the click does not toggle it shut). Escape, outside clicks and one-menu-at-a-time
 * are menu-dismissal.ts's, on every device.
 */
import { useEffect } from "react";
import { DROPDOWN_HIDE_MS, DROPDOWN_SHOW_MS, POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from "~/lib/constants";

/** Menus and their delays (ms). */
export const HOVER_MENUS = [
  { selector: ".site-nav--bar details.site-nav__group", open: DROPDOWN_SHOW_MS, close: DROPDOWN_HIDE_MS },
  { selector: "details.user-menu", open: POPOVER_OPEN_DELAY_MS, close: POPOVER_CLOSE_DELAY_MS },
] as const;

const ALL = HOVER_MENUS.map((m) => m.selector).join(", ");

/** The delays of a menu element (null when it is not a hover menu). */
export function menuDelays(menu: Element): { open: number; close: number } | null {
  const entry = HOVER_MENUS.find((m) => menu.matches(m.selector));
  return entry ? { open: entry.open, close: entry.close } : null;
}

function menuOf(node: EventTarget | null): HTMLDetailsElement | null {
  return node instanceof Element ? node.closest<HTMLDetailsElement>(ALL) : null;
}

/** Mount once: hover opening and closing of the header menus, with the SPEC §9 delays. */
export function useHoverMenus(): void {
  useEffect(() => {
    if (!window.matchMedia("(hover: hover) and (pointer: fine)").matches) return;
    const timers = new Map<HTMLDetailsElement, number>();
    const clear = (menu: HTMLDetailsElement) => {
      const timer = timers.get(menu);
      if (timer !== undefined) window.clearTimeout(timer);
      timers.delete(menu);
    };
    const later = (menu: HTMLDetailsElement, ms: number, fn: () => void) => {
      clear(menu);
      if (ms <= 0) fn();
      else timers.set(menu, window.setTimeout(() => {
        timers.delete(menu);
        fn();
      }, ms));
    };
    const open = (menu: HTMLDetailsElement) => {
      for (const other of document.querySelectorAll<HTMLDetailsElement>(ALL)) {
        if (other !== menu && other.open && other.dataset.hoverOpen === "1") close(other);
      }
      if (menu.open) return;
      menu.dataset.hoverOpen = "1";
      menu.open = true;
    };
    const close = (menu: HTMLDetailsElement) => {
      clear(menu);
      delete menu.dataset.hoverOpen;
      menu.open = false;
    };

    const onOver = (event: MouseEvent) => {
      const menu = menuOf(event.target);
      if (!menu || menuOf(event.relatedTarget) === menu) return;
      const delays = menuDelays(menu);
      if (!delays) return;
      if (menu.open) clear(menu);
      else later(menu, delays.open, () => open(menu));
    };
    const onOut = (event: MouseEvent) => {
      const menu = menuOf(event.target);
      if (!menu || (event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) return;
      const delays = menuDelays(menu);
      if (!delays) return;
      if (!menu.open) clear(menu);
      else if (menu.dataset.hoverOpen === "1") later(menu, delays.close, () => close(menu));
    };
    // A click on the summary of a menu that hover opened pins it open instead of toggling it shut.
    const onClick = (event: MouseEvent) => {
      const summary = event.target instanceof Element ? event.target.closest("summary") : null;
      const menu = summary?.parentElement;
      if (!(menu instanceof HTMLDetailsElement) || !menu.matches(ALL)) return;
      clear(menu);
      if (menu.open && menu.dataset.hoverOpen === "1") {
        event.preventDefault();
        delete menu.dataset.hoverOpen;
      }
    };
    // A menu closed some other way (Escape, a click outside) forgets that hover opened it.
    const onToggle = (event: Event) => {
      const menu = event.target;
      if (menu instanceof HTMLDetailsElement && !menu.open && menu.matches(ALL)) {
        clear(menu);
        delete menu.dataset.hoverOpen;
      }
    };
    document.addEventListener("mouseover", onOver);
    document.addEventListener("mouseout", onOut);
    document.addEventListener("click", onClick, true);
    document.addEventListener("toggle", onToggle, true);
    return () => {
      document.removeEventListener("mouseover", onOver);
      document.removeEventListener("mouseout", onOut);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("toggle", onToggle, true);
      for (const menu of timers.keys()) clear(menu);
    };
  }, []);
}
