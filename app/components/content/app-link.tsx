import { useLocation } from "@remix-run/react";
import { createElement, forwardRef } from "react";
// React Router's own link, not Remix's wrapper of it: Remix's adds prefetching, which this site
// does not use (no `prefetch`), yet every link paid for it — its hooks in each server render and
// its code (PrefetchPageLinks and the link matching behind it, ~1 KB gzipped) in every page's
// bundle. The one other thing Remix's adds is `data-discover`, set here the same way.
import { Link, type LinkProps } from "react-router-dom";
import { localeOf, useRootData } from "~/components/layout/root-data";
import { localizeHref } from "~/lib/http/href";

/** Resolves an unprefixed site path to the current locale's href with campaign codes carried (product.md §Navigation). */
export function useLocalizedHref(): (to: string) => string {
  // Two hooks, not useLocale's and a third: every one of a page's ~90 links calls this.
  const root = useRootData();
  const location = useLocation();
  const locale = localeOf(root, location.pathname);
  const defaultHCode = root?.defaultHCode ?? "";
  return (to: string) => localizeHref(to, locale, location.search, defaultHCode);
}

type AppLinkProps = Omit<LinkProps, "to"> & { to: string };

/** Remix's test for a URL with a scheme or protocol-relative (components.js ABSOLUTE_URL_REGEX). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Remix's `data-discover` (lazy route discovery, v3_lazyRouteDiscovery): "true" on a link to a
 * route of this app that the browser may not know yet, so that Remix fetches the route's manifest
 * entry as soon as the link renders instead of when it is clicked; none on a document load.
 */
function discoverAttr(href: string, reloadDocument: boolean | undefined): "true" | undefined {
  return ABSOLUTE_URL.test(href) || reloadDocument ? undefined : "true";
}

const ON_SERVER = typeof document === "undefined";

/**
 * The one internal link: `to` is an unprefixed path ("/stocks"); the href gets the locale prefix
 * and the HCode/ICode of the current URL, in the server-rendered HTML too.
 *
 * On the server a link is only its `<a>`: what React Router's Link adds there (the click handler,
 * navigate, the path resolved twice from the route matches) is work for the browser, and with ~90
 * links on a page it was a sixth of the server's render (docs/performance.md).
 * So the server renders the anchor React Router's Link would for a site-absolute href (the same
 * attributes: tests/unit/app-link.test.tsx compares the two) and the browser renders Link itself,
 * which hydrates that anchor and handles clicks. Anything else (a relative or external href) is
 * Link's on both sides.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  const href = useLocalizedHref()(props.to);
  const discover = discoverAttr(href, props.reloadDocument);
  if (ON_SERVER && href.charCodeAt(0) === SLASH && href.charCodeAt(1) !== SLASH) {
    // Link's own props stay out of the anchor; the attributes come in the order Link writes them.
    // Copied in one pass: two object rests per link were a twentieth of the server's render.
    const anchor: Record<string, unknown> = { "data-discover": discover };
    for (const key in props) if (!LINK_ONLY_PROPS.has(key)) anchor[key] = props[key as keyof AppLinkProps];
    anchor.href = href;
    anchor.ref = ref;
    anchor.target = props.target;
    return createElement("a", anchor);
  }
  const { to: _to, ...rest } = props;
  return <Link ref={ref} to={href} data-discover={discover} {...rest} />;
});

const SLASH = 47;

/** Props of React Router's Link that it does not pass on to its anchor (and our `to`). */
const LINK_ONLY_PROPS = new Set(["to", "reloadDocument", "replace", "state", "preventScrollReset", "relative", "viewTransition", "onClick", "target"]);
