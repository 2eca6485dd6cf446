/**
 * The browser's copy of the locale texts: each locale's resources fetched once from the locales
 * resource route (one JSON, cached immutably by build version) and kept for the page's life.
 * entry.client loads the document's locale before hydrating; the root's clientLoader loads the
 * next locale before a client navigation across locales commits, so texts never lag the page.
 */
import { localeResourcesUrl } from "~/lib/i18n/config";
import type { Locale } from "~/lib/i18n/locale";
import type { Resources } from "~/lib/i18n/translate";

const loaded = new Map<Locale, Resources>();
const loading = new Map<Locale, Promise<Resources>>();

type HydrationData = { __remixContext: { state: { loaderData: { root?: { textsVersion?: string } } } } };

/**
 * The texts' version the document was rendered with (the root loader's `textsVersion`, in the
 * hydration data; empty inside the root error boundary, which the server answers uncached).
 */
function textsVersion(): string {
  return (window as unknown as HydrationData).__remixContext.state.loaderData.root?.textsVersion ?? "";
}

/** A locale's resources, fetched once; rejects when the fetch fails (the caller's navigation fails). */
export function loadLocaleResources(locale: Locale): Promise<Resources> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    // fetch sends the site's cookies by default (credentials "same-origin"); the texts need none.
    pending = fetch(localeResourcesUrl(locale, textsVersion()))
      .then((response) => {
        if (!response.ok) throw new Error(`locale texts ${locale}: HTTP ${response.status}`);
        return response.json() as Promise<Resources>;
      })
      .then((resources) => {
        loaded.set(locale, resources);
        return resources;
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** A locale's resources when already loaded, else undefined. */
export function loadedLocaleResources(locale: Locale): Resources | undefined {
  return loaded.get(locale);
}
