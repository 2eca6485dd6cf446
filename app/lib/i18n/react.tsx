/**
 * The components' translations: `<TranslationProvider>` holds one locale's resources (the server's
 * copy in entry.server, the fetched JSON in entry.client) and `useTranslation(ns)` answers
 * `{ t }` with `ns` as the default namespace — react-i18next's hook shape, without i18next in
 * the browser (see translate.ts for the format and why).
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { createTranslator, type Resources, type TFunction } from "~/lib/i18n/translate";

type Translations = { locale: string; resources: Resources };

/** t functions by resources object, then locale and namespace: built once per server process or page. */
const translators = new WeakMap<Resources, Map<string, TFunction>>();

const TranslationContext = createContext<Translations | null>(null);

/** Provides a locale's resources to useTranslation; `locale` is the BCP 47 tag of <html lang>. */
export function TranslationProvider({ locale, resources, children }: { locale: string; resources: Resources; children: ReactNode }) {
  const value = useMemo(() => ({ locale, resources }), [locale, resources]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * `{ t }` for the provider's locale, keys without a prefix read from `ns` (default "common").
 * Throws when no TranslationProvider is above (a wiring error, not a user-facing state).
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
  const key = `${locale}|${ns}`;
  let t = cache.get(key);
  if (!t) {
    t = createTranslator(locale, resources, ns);
    cache.set(key, t);
  }
  return { t };
}

/**
 * Keeps the texts in step with the page's locale: the browser holds one locale's resources, so
 * when a client navigation lands on a page of another locale (`htmlLang` from the root loader),
 * the document is loaded anew in that locale (the language switcher already reloads the document;
 * this covers any other link across locales).
 */
export function useTranslationsFollow(htmlLang: string): void {
  const translations = useContext(TranslationContext);
  const stale = translations !== null && translations.locale !== htmlLang;
  useEffect(() => {
    if (stale) window.location.reload();
  }, [stale]);
}
