/** Access to the root loader's data from any component (undefined inside the root error boundary). */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LOCALE, localeFromPrefix, type Locale } from "~/lib/locale";
import type { loader } from "~/root";

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The UI locale: the root loader's, or the URL prefix's where the root has no data. */
export function useLocale(): Locale {
  const data = useRootData();
  const location = useLocation();
  return data?.locale ?? localeFromPrefix(location.pathname) ?? DEFAULT_LOCALE;
}
