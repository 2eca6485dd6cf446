import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { forwardRef } from "react";
import { localizeHref } from "~/lib/href";
import { useLocale, useRootData } from "~/lib/root-data";

/** Resolves an unprefixed site path to the current locale's href with campaign codes carried (SPEC §2). */
export function useLocalizedHref(): (to: string) => string {
  const locale = useLocale();
  const location = useLocation();
  const defaultHCode = useRootData()?.defaultHCode ?? "";
  return (to: string) => localizeHref(to, locale, location.search, defaultHCode);
}

type AppLinkProps = Omit<LinkProps, "to"> & { to: string };

/**
 * The one internal link: `to` is an unprefixed path ("/stocks"); the href gets the locale prefix
 * and the HCode/ICode of the current URL, in the server-rendered HTML too.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...props }, ref) {
  const href = useLocalizedHref()(to);
  return <Link ref={ref} to={href} {...props} />;
});

type AppNavLinkProps = Omit<NavLinkProps, "to"> & { to: string };

/** AppLink with aria-current on the active page. */
export function AppNavLink({ to, ...props }: AppNavLinkProps) {
  const href = useLocalizedHref()(to);
  return <NavLink to={href} end {...props} />;
}
