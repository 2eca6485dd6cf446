/** Access to the root loader's data from any component (undefined inside the root error boundary). */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LOCALE, localeFromPrefix, type Locale } from "~/lib/i18n/locale";
import type { loader } from "~/root";

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** The UI locale: the root loader's, or the URL prefix's where the root has no data. */
export function useLocale(): Locale {
  const data = useRootData();
  const location = useLocation();
  return localeOf(data, location.pathname);
}

/** The UI locale from the root loader's data (none inside the root error boundary) and the path: see useLocale. */
export function localeOf(data: ReturnType<typeof useRootData>, pathname: string): Locale {
  return data?.locale ?? localeFromPrefix(pathname) ?? DEFAULT_LOCALE;
}
