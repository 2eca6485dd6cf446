/**
 * The tag manager (issue 7 item 8): Google Tag Manager's container script, injected only on
 * /sign-in and /sign-up (every locale prefix), once per page session (this document: however often
 * the visitor moves between those pages, and never again once loaded), with the request's CSP
 * nonce. The id is configuration (TAG_MANAGER_ID); with none, nothing is injected. Without
 * JavaScript nothing loads (no <noscript> iframe: the CSP allows no third-party frames).
 */
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { isTagManagerPage, tagManagerSrc } from "~/lib/analytics";

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** The container id once injected: the once-per-page-session flag. */
    __dolphinTagManager?: string;
  }
}

/**
 * Injects the container script once per document; returns whether it injected now. The nonce is
 * copied from the page's own nonced scripts (browsers keep it in the `nonce` property only).
 */
export function injectTagManager(id: string, doc: Document = document, win: Window = window): boolean {
  if (win.__dolphinTagManager) return false;
  win.__dolphinTagManager = id;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.async = true;
  script.src = tagManagerSrc(id);
  script.dataset.tagManager = id;
  const nonce = doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.setAttribute("nonce", nonce);
  doc.head.appendChild(script);
  return true;
}

/** Mount once: injects the tag manager when the current page is sign-in or sign-up. */
export function TagManager({ id }: { id: string | null }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (id && isTagManagerPage(pathname)) injectTagManager(id);
  }, [id, pathname]);
  return null;
}
