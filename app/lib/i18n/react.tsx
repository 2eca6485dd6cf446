/**
 * The components' translations: a provider holds one locale's resources (the server's copy in
 * entry.server; in the browser, the fetched JSON, switched when the page's locale changes) and
 * `useTranslation(ns)` answers `{ t }` with `ns` as the default namespace — react-i18next's hook
 * shape, without i18next in the browser (see translate.ts for the format and why).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "~/lib/browser/use-isomorphic-layout-effect";
import { loadedLocaleResources } from "~/lib/i18n/client-resources";
import { LOCALE_INFO, type Locale } from "~/lib/i18n/locale";
import { createTranslator, type Resources, type TFunction } from "~/lib/i18n/translate";

type Translations = { locale: Locale; resources: Resources; follow?: (locale: Locale) => void };

/** t functions by resources object, then namespace: built once per server process or page. */
const translators = new WeakMap<Resources, Map<string, TFunction>>();

const TranslationContext = createContext<Translations | null>(null);

/** Provides a locale's resources to useTranslation (the server: one render, one locale). */
export function TranslationProvider({ locale, resources, children }: { locale: Locale; resources: Resources; children: ReactNode }) {
  const value = useMemo(() => ({ locale, resources }), [locale, resources]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * The browser's provider: starts with the document's locale (its resources already loaded) and
 * follows the page when useTranslationsFollow reports another locale whose resources the root's
 * clientLoader has loaded; if they are somehow missing, the document is loaded anew.
 */
export function LiveTranslationProvider({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initialLocale);
  const resources = loadedLocaleResources(locale);
  const value = useMemo(
    () => ({
      locale,
      resources: resources ?? {},
      follow(next: Locale) {
        if (loadedLocaleResources(next)) setLocale(next);
        else window.location.reload();
      },
    }),
    [locale, resources],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * `{ t }` for the provider's locale, keys without a prefix read from `ns` (default "common").
 * Throws when no provider is above (a wiring error, not a user-facing state).
 */
export function useTranslation(ns = "common"): { t: TFunction } {
  const translations = useContext(TranslationContext);
  if (!translations) throw new Error("useTranslation needs a TranslationProvider");
  const { locale, resources } = translations;
  let cache = translators.get(resources);
  if (!cache) {
    cache = new Map();
    translators.set(resources, cache);
  }
  let t = cache.get(ns);
  if (!t) {
    t = createTranslator(LOCALE_INFO[locale].htmlLang, resources, ns);
    cache.set(ns, t);
  }
  return { t };
}

/**
 * Keeps the texts in step with the page's locale (the root loader's): after a client navigation
 * across locales, the provider switches before the browser paints.
 */
export function useTranslationsFollow(locale: Locale): void {
  const translations = useContext(TranslationContext);
  const stale = translations !== null && translations.locale !== locale;
  useIsomorphicLayoutEffect(() => {
    if (stale) translations?.follow?.(locale);
  }, [stale, locale]);
}
