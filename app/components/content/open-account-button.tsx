import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { useLocale } from "~/components/layout/root-data";

/**
 * "Open account": a plain POST form to /action/open-account, which sends anonymous
 * visitors to sign-up first and signed-in ones through the redirect helper to the mobile site's
 * account-opening flow. A native form (no client-side routing), so it works without JavaScript
 * and the cross-site redirect is an ordinary navigation. The button is tied to its (hidden) form
 * by id, so it sits directly in the page's button row and is laid out like the links beside it.
 */
export function OpenAccountButton({ label, className = "btn btn--primary" }: { label: string; className?: string }) {
  const locale = useLocale();
  const location = useLocation();
  const id = `open-account-${useId().replace(/:/g, "")}`;
  return (
    <>
      <form id={id} method="post" action="/action/open-account" hidden>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="search" value={location.search} />
      </form>
      <button type="submit" form={id} className={className}>
        {label}
      </button>
    </>
  );
}
