/**
 * i18next options shared by the server and the browser (product.md §Locales: fallback locale en).
 * Locale ids are product.md §Locales's (en, cn, zh-hk); lowerCaseLng keeps "zh-hk" as written.
 */
import type { InitOptions } from "i18next";
import { DEFAULT_LOCALE, LOCALES } from "~/lib/i18n/locale";

export const NAMESPACES = ["common", "meta", "products", "pricing", "account", "help", "download", "service", "spa", "legal"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const i18nOptions: InitOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  lowerCaseLng: true,
  load: "currentOnly",
  defaultNS: "common",
  ns: [...NAMESPACES],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
};

/** Path of the resource route serving one locale's resources (all namespaces, one JSON). */
export function localeResourcesUrl(locale: string, version: string): string {
  return `/locales/${locale}?v=${encodeURIComponent(version)}`;
}
