/**
 * The session warning (WCAG 2.2 SC 2.2.1 Timing Adjustable, level A: a time limit the site sets is
 * announced before it runs out, with at least 20 seconds to extend it by a simple action). The
 * server ends a session after IDLE_TIMEOUT_S without a request or ABSOLUTE_TIMEOUT_S after the
 * sign-in (session/timeouts.ts, session/clock.server.ts); SESSION_WARNING_S before either, a modal
 * dialog says when:
 * - the idle limit: "Stay signed in" (a POST to /action/session, which moves the server's clock
 *   on) or "Sign out";
 * - the absolute limit, which nothing extends: the time, to save one's work first; "Close".
 * When the time has come it says the session has ended, with a link to sign in again that comes
 * back to this page. The page itself is left as it is: nothing typed is lost.
 *
 * The browser's own count: the page's load and any request of the page to the site (a navigation's
 * data, a form, a fetcher: the router going back to idle) resets the idle count, and so does one in
 * another tab of the site (localStorage; an analytics beacon, sent on its own, is no activity). It
 * counts from IDLE_TIMEOUT_S - CLOCK_REFRESH_S, since the server moves its clock on at most once a
 * minute. The root loader gives the seconds left before the absolute end.
 *
 * Plain DOM, no React, and loaded on its own (a dynamic import in root.tsx) only for a signed-in
 * visitor once hydrated: no page's first load carries it, and a chunk importing nothing leaves the
 * framework's chunks as they are. Without JavaScript there is nothing to warn with.
 */
import type { TFunction } from "~/lib/i18n/translate";
import { CLOCK_REFRESH_S, IDLE_TIMEOUT_S, SESSION_WARNING_S } from "~/lib/session/timeouts";

/** localStorage key: the last time (epoch ms) a tab of the site reached the server. */
export const LAST_CONTACT_KEY = "dolphin:session-contact";

export type SessionPhase = "quiet" | "idle" | "absolute" | "ended";

/**
 * What the warning shows at `now` for the session's two ends (all epoch ms): nothing yet, the idle
 * or the absolute warning (whichever end comes first), or the end; and that end.
 */
export function sessionPhase(now: number, idleEnd: number, absoluteEnd: number): { phase: SessionPhase; end: number } {
  const end = Math.min(idleEnd, absoluteEnd);
  if (now >= end) return { phase: "ended", end };
  if (now < end - SESSION_WARNING_S * 1000) return { phase: "quiet", end };
  return { phase: idleEnd < absoluteEnd ? "idle" : "absolute", end };
}

/** What this module reads of Remix's router (window.__remixRouter, set by RemixBrowser). */
interface RouterLike {
  subscribe(listener: (state: { navigation: { state: string }; fetchers: Map<string, { state: string }> }) => void): () => void;
}

export interface SessionWatch {
  /** The root data's seconds left before the session's absolute end. */
  endsInS: number;
  /** The page's texts (common namespace). */
  t: TFunction;
  /** The page's BCP 47 language (the time's format). */
  lang: string;
  /** The sign-in page, localized, coming back to the page as it is now. */
  signInHref: () => string;
}

function readShared(): number {
  try {
    return Number(window.localStorage.getItem(LAST_CONTACT_KEY)) || 0;
  } catch {
    return 0;
  }
}

function share(time: number): void {
  try {
    window.localStorage.setItem(LAST_CONTACT_KEY, String(time));
  } catch {
    // Storage refused (private mode, quota): this tab keeps its own count.
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Starts the warning for the page's session; returns the function that stops it (the root calls it
 * when the page's locale changes, to start again in the new one, or when it goes).
 */
export function watchSession({ endsInS, t, lang, signInHref }: SessionWatch): () => void {
  const absoluteEnd = Date.now() + endsInS * 1000;
  // This page's own load reached the server: the other tabs count from it too.
  let contact = Math.max(Date.now(), readShared());
  share(contact);
  // The session's end as last computed, and the end whose warning the visitor closed: not shown
  // again for it (the end itself still is).
  let end = 0;
  let dismissed = 0;
  let timer = 0;

  const dialog = element("dialog", { className: "dialog session-dialog" });
  dialog.setAttribute("aria-labelledby", "session-dialog-title");
  dialog.setAttribute("aria-describedby", "session-dialog-text");
  document.body.append(dialog);

  function button(label: string, primary: boolean, onClick: () => void): HTMLButtonElement {
    // The primary action takes the focus when the dialog opens (showModal honours autofocus).
    const node = element("button", { type: "button", className: `btn btn--${primary ? "primary" : "ghost"}`, textContent: label, autofocus: primary });
    node.addEventListener("click", onClick);
    return node;
  }

  /** This tab reached the server at `time` (epoch ms): the others hear of it, and the count starts again. */
  function contacted(time: number) {
    share(time);
    if (time > contact) contact = time;
  }

  async function stay() {
    const response = await fetch("/action/session", { method: "POST", credentials: "same-origin" }).catch(() => null);
    if (response?.status === 204) contacted(Date.now());
    // 401: the server has already ended the session, which update() then shows.
    update(response?.status === 401 ? Infinity : Date.now());
  }

  function render(phase: SessionPhase) {
    const ended = phase === "ended";
    const time = new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit" }).format(end);
    const actions = element("div", { className: "dialog__actions" });
    if (phase === "idle") {
      // A document post, as the user menu's: signing out is a document load anyway (logout.ts).
      const signOut = element(
        "form",
        { method: "post", action: "/action/logout" },
        element("input", { type: "hidden", name: "redirectTo", value: `${location.pathname}${location.search}` }),
        element("button", { type: "submit", className: "btn btn--ghost", textContent: t("user.signOut") }),
      );
      actions.append(signOut, button(t("session.stay"), true, stay));
    } else {
      actions.append(
        button(t("session.close"), !ended, () => {
          dismissed = end;
          dialog.close();
        }),
      );
      // A document load: this page still shows the ended session.
      if (ended) actions.append(element("a", { className: "btn btn--primary", href: signInHref(), textContent: t("user.signIn"), autofocus: true }));
    }
    dialog.replaceChildren(
      element(
        "div",
        { className: "dialog__body" },
        element("h2", { id: "session-dialog-title", className: "dialog__title", textContent: t(ended ? "session.endedTitle" : "session.warningTitle") }),
        element("p", {
          id: "session-dialog-text",
          textContent: ended ? t("session.ended") : t(phase === "absolute" ? "session.absoluteWarning" : "session.idleWarning", { time }),
        }),
        actions,
      ),
    );
  }

  let shown: string | null = null;
  function update(now = Date.now()) {
    window.clearTimeout(timer);
    const current = sessionPhase(now, contact + (IDLE_TIMEOUT_S - CLOCK_REFRESH_S) * 1000, absoluteEnd);
    const phase = current.phase;
    end = current.end;
    const open = phase === "ended" || (phase !== "quiet" && dismissed !== end);
    const state = open ? `${phase} ${end}` : null;
    if (state !== shown) {
      shown = state;
      if (open) {
        render(phase);
        if (!dialog.open) dialog.showModal();
      } else if (dialog.open) {
        dialog.close();
      }
    }
    // Wake up when the warning is due and when the session ends.
    const next = [end - SESSION_WARNING_S * 1000, end].find((time) => time > now);
    if (next !== undefined) timer = window.setTimeout(() => update(), next - now + 50);
  }

  // Escape: the visitor has read it (the end itself is still shown).
  dialog.addEventListener("cancel", () => {
    dismissed = end;
  });

  // A request of this page to the site: a navigation's data, a form post, a fetcher; counted when
  // the router is idle again, the answers in.
  const router = (window as unknown as { __remixRouter?: RouterLike }).__remixRouter;
  let busy = false;
  const unsubscribe = router?.subscribe((state) => {
    const now = state.navigation.state !== "idle" || [...state.fetchers.values()].some((fetcher) => fetcher.state !== "idle");
    if (busy && !now) {
      contacted(Date.now());
      update();
    }
    busy = now;
  });
  // Another tab's contact: a later one starts the count again here too.
  const onStorage = (event: StorageEvent) => {
    const time = event.key === LAST_CONTACT_KEY ? Number(event.newValue) || 0 : 0;
    if (time <= contact) return;
    contact = time;
    update();
  };
  window.addEventListener("storage", onStorage);

  update();
  return () => {
    window.clearTimeout(timer);
    unsubscribe?.();
    window.removeEventListener("storage", onStorage);
    dialog.remove();
  };
}
