/**
 * The tag manager: Google Tag Manager's container script, injected only on
 * /sign-in and /sign-up (every locale prefix; those two pages render it, so no other page's
 * bundle carries it), once per page session (this document: however often
 * the visitor moves between those pages, and never again once loaded): inserted by the page's own
 * script, which the CSP's 'strict-dynamic' lets load it. The id is configuration (TAG_MANAGER_ID); with none, nothing is injected. Without
 * JavaScript nothing loads (no <noscript> iframe: the CSP allows no third-party frames).
 *
 * The container runs third parties' code, so it stays on those two pages:
 * - a navigation from them to any other page is a document load, which ends the container with
 *   the document (a sign-in's own redirect is one already: session/start-session.server.ts startSession);
 * - custom HTML tags and custom JavaScript variables are blocked (GTM's `gtm.blocklist`, class
 *   `customScripts`, which also blocks sandboxed custom templates): nothing of the container's
 *   own writing runs beside the password field; Google's and vendors' built-in tags still do.
 */
import { createPath, useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useRootData } from "~/components/layout/root-data";
import { stripLocale } from "~/lib/i18n/locale";

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** The container id once injected: the once-per-page-session flag. */
    __dolphinTagManager?: string;
  }
}

/**
 * product.md §Analytics: the tag manager belongs on /sign-in and /sign-up only (any locale prefix; a
 * query, a fragment and trailing slashes ignored). Here, not in lib/analytics/tracker.ts: the sign-in and
 * sign-up pages alone load this module, and sharing that one with the root would split it into a
 * chunk of its own on every page.
 */
export function isTagManagerPage(path: string): boolean {
  const page = stripLocale(path.split(/[?#]/)[0].replace(/(.)\/+$/, "$1"));
  return page === "/sign-in" || page === "/sign-up";
}

/** The Google Tag Manager container script URL for an id. */
export function tagManagerSrc(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

/** GTM classes never run on the site's pages (Google's "Restrict tag deployment"). */
export const TAG_MANAGER_BLOCKLIST = ["customScripts"];

/** Injects the container script once per document; returns whether it injected now. */
export function injectTagManager(id: string, doc: Document = document, win: Window = window): boolean {
  if (win.__dolphinTagManager) return false;
  win.__dolphinTagManager = id;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ "gtm.blocklist": TAG_MANAGER_BLOCKLIST });
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.async = true;
  script.src = tagManagerSrc(id);
  script.dataset.tagManager = id;
  doc.head.appendChild(script);
  return true;
}

/**
 * Rendered by the sign-in and sign-up pages: injects the tag manager (the root data's
 * `tagManagerId`; none configured, nothing), and turns a client navigation from there to another
 * page into a document load once the container is in.
 */
export function TagManager() {
  const id = useRootData()?.tagManagerId ?? null;
  const { pathname } = useLocation();
  const next = useNavigation().location;
  useEffect(() => {
    if (id && isTagManagerPage(pathname)) injectTagManager(id);
  }, [id, pathname]);
  useEffect(() => {
    if (next && window.__dolphinTagManager && !isTagManagerPage(next.pathname)) window.location.assign(createPath(next));
  }, [next]);
  return null;
}
