/**
 * The header's <details> menus (navigation groups, the phone's menu panel, the language choice,
 * the user menu) as menus, once JavaScript runs. Without it they stay plain <details>, toggled by
 * their summary, by click, touch and keyboard.
 * - Hover, on devices with a fine pointer that can hover (product.md §Interface delays): the navigation bar's
 *   dropdowns open 250 ms after the pointer enters and close 150 ms after it leaves; the user
 *   menu, a popover, opens at once and closes 200 ms after. A menu hover opened and then clicked
 *   stays open (the click pins it instead of toggling it shut).
 * - Every device: one menu open at a time (a menu's own submenus excepted); a click or tap
 *   outside all of them, focus moving out of one, Escape (focus back to the summary that had it)
 *   or going to another page closes them.
 */
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { DROPDOWN_HIDE_MS, DROPDOWN_SHOW_MS, POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from "~/lib/config/constants";

/** Menus that open on hover, and their delays (ms). */
export const HOVER_MENUS = [
  { selector: ".site-nav--bar details.site-nav__group", open: DROPDOWN_SHOW_MS, close: DROPDOWN_HIDE_MS },
  { selector: "details.user-menu", open: POPOVER_OPEN_DELAY_MS, close: POPOVER_CLOSE_DELAY_MS },
] as const;

/** Every header menu. */
const MENUS = "header details";

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`${MENUS}[open]`);
const close = (menu: HTMLDetailsElement) => (menu.open = false);

/** Mount once. */
export function useHeaderMenus(): void {
  const { pathname, search } = useLocation();
  useEffect(() => openMenus().forEach(close), [pathname, search]);

  useEffect(() => {
    const timers = new Map<HTMLDetailsElement, number>();
    // Which menus hover opened (a click pins them: then they are no longer hover's to close).
    const hovered = new Set<HTMLDetailsElement>();
    const cancel = (menu: HTMLDetailsElement) => {
      window.clearTimeout(timers.get(menu));
      timers.delete(menu);
    };
    const hoverMenu = (node: EventTarget | null) => {
      const menu = node instanceof Element ? node.closest<HTMLDetailsElement>(MENUS) : null;
      const entry = menu && HOVER_MENUS.find((m) => menu.matches(m.selector));
      return entry ? { menu, ...entry } : null;
    };
    const later = (menu: HTMLDetailsElement, ms: number, open: boolean) => {
      cancel(menu);
      const run = () => {
        timers.delete(menu);
        if (open) hovered.add(menu);
        menu.open = open;
      };
      if (ms > 0) timers.set(menu, window.setTimeout(run, ms));
      else run();
    };

    const onOver = (event: MouseEvent) => {
      const found = hoverMenu(event.target);
      if (!found || hoverMenu(event.relatedTarget)?.menu === found.menu) return;
      if (found.menu.open) cancel(found.menu);
      else later(found.menu, found.open, true);
    };
    const onOut = (event: MouseEvent) => {
      const found = hoverMenu(event.target);
      if (!found || (event.relatedTarget instanceof Node && found.menu.contains(event.relatedTarget))) return;
      if (!found.menu.open) cancel(found.menu);
      else if (hovered.has(found.menu)) later(found.menu, found.close, false);
    };
    const onClick = (event: MouseEvent) => {
      const menu = event.target instanceof Element ? event.target.closest("summary")?.parentElement : null;
      if (!(menu instanceof HTMLDetailsElement) || !menu.matches(MENUS)) return;
      // A click settles it: no pending hover timer, and a hover-opened menu stays open.
      cancel(menu);
      if (hovered.delete(menu) && menu.open) event.preventDefault();
    };
    // One open at a time; a menu that closes forgets hover and its timer.
    const onToggle = (event: Event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDetailsElement) || !menu.matches(MENUS)) return;
      if (!menu.open) {
        cancel(menu);
        hovered.delete(menu);
      } else for (const other of openMenus()) if (!other.contains(menu) && !menu.contains(other)) close(other);
    };
    // A press outside every menu closes them all. A press inside one closes nothing here: in the
    // phone's panel, collapsing an open group under the finger would move what it is about to tap.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(MENUS)) return;
      openMenus().forEach(close);
    };
    // Focus leaving a menu for good (Tab past its last item) closes it, with the menus inside it;
    // moving within the phone's panel, from one of its groups to another item, does not.
    const onFocusOut = (event: FocusEvent) => {
      let top = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(MENUS) : null;
      for (let outer = top?.parentElement?.closest<HTMLDetailsElement>(MENUS); outer; outer = outer.parentElement?.closest<HTMLDetailsElement>(MENUS))
        top = outer;
      if (top?.open && event.relatedTarget instanceof Node && !top.contains(event.relatedTarget)) {
        top.querySelectorAll<HTMLDetailsElement>("details[open]").forEach(close);
        close(top);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Innermost first, so that focus returns to the summary closest to where it was.
      for (const menu of [...openMenus()].reverse()) {
        const hadFocus = menu.contains(document.activeElement);
        close(menu);
        if (hadFocus) menu.querySelector<HTMLElement>(":scope > summary")?.focus();
      }
    };

    const listeners: Array<[string, (event: never) => void, boolean?]> = [
      ["toggle", onToggle, true],
      ["pointerdown", onPointerDown],
      ["focusout", onFocusOut],
      ["keydown", onKey],
    ];
    if (window.matchMedia("(hover: hover) and (pointer: fine)").matches) {
      listeners.push(["mouseover", onOver], ["mouseout", onOut], ["click", onClick, true]);
    }
    for (const [type, fn, capture] of listeners) document.addEventListener(type, fn as EventListener, capture);
    return () => {
      for (const [type, fn, capture] of listeners) document.removeEventListener(type, fn as EventListener, capture);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);
}
