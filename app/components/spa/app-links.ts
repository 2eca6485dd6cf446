/**
 * Inside the company app (device flag inCompanyApp), links that the app should
 * handle open through it rather than inside the web view:
 * - a link marked `data-app-link="<app route>"` (for example `open-account`) opens the app's own
 *   screen: `dolphinapp://<app route>`;
 * - a link that leaves the web view — target="_blank" (the chat launcher, app-store and PDF links)
 *   or another site — opens in the app's browser: `dolphinapp://webview?url=<encoded URL>`
 *   (a web view cannot open windows, and the app keeps its own navigation around it).
 * Same-site links in the same window stay ordinary navigations. Before navigating to the app URL
 * a cancelable `dolphin:app-link` event (detail `{ url }`) is dispatched on window, so an app that
 * injects a JavaScript bridge can take the URL over (preventDefault) instead of the scheme.
 * Outside the app nothing changes. Decisions: docs/spa-behaviours.md.
 */
import { useEffect } from "react";
import { APP_LINK_SCHEME, appRouteUrl } from "~/lib/http/href";

/** The cancelable window event dispatched before opening an app URL. */
export const APP_LINK_EVENT = "dolphin:app-link";
/** The attribute that names an app screen on a link. */
export const APP_LINK_ATTRIBUTE = "data-app-link";

/** The app URL that opens an absolute web URL in the app's browser. */
export function appWebviewUrl(url: string): string {
  return `${APP_LINK_SCHEME}://webview?url=${encodeURIComponent(url)}`;
}

/** What a link needs to be judged. */
export interface LinkLike {
  href: string;
  target: string;
  appLink: string | null;
  download: boolean;
}

/** The app URL a link should open inside the app, or null when it stays an ordinary link. */
export function appUrlForLink(link: LinkLike, pageOrigin: string): string | null {
  if (link.appLink !== null) return appRouteUrl(link.appLink);
  let url: URL;
  try {
    url = new URL(link.href, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const leaves = link.target === "_blank" || url.origin !== pageOrigin;
  return leaves && !link.download ? appWebviewUrl(url.href) : null;
}

/** Opens an app URL: through an app bridge that cancels the event, else by navigating to the scheme. */
export function openThroughApp(url: string, win: Window = window): void {
  const event = new CustomEvent(APP_LINK_EVENT, { detail: { url }, cancelable: true });
  if (win.dispatchEvent(event)) win.location.href = url;
}

/** Mount once: while `inCompanyApp`, clicks on such links open through the app. */
export function useAppLinks(inCompanyApp: boolean): void {
  useEffect(() => {
    if (!inCompanyApp) return;
    // Window, capture phase: runs before React's and Remix's link handlers, which then see the
    // click as handled (defaultPrevented) and do not navigate.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!anchor) return;
      const url = appUrlForLink(
        { href: anchor.href, target: anchor.target, appLink: anchor.getAttribute(APP_LINK_ATTRIBUTE), download: anchor.hasAttribute("download") },
        window.location.origin,
      );
      if (!url) return;
      event.preventDefault();
      openThroughApp(url);
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [inCompanyApp]);
}
