/**
 * The three locales and their URL prefixes (product.md §Locales).
 * Shared by server and browser; holds no secrets.
 */
export const LOCALES = ["en", "cn", "zh-hk"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

interface LocaleInfo {
  /** URL prefix without slashes; "" for the default. */
  prefix: string;
  /** Value of <html lang> and hreflang. */
  htmlLang: string;
  /** product.md §Locales: X-Lang / language type. */
  languageType: 1 | 2 | 3;
  /** product.md §Locales: dayjs format of dates. */
  dateFormat: string;
  /** Name of the language in itself, for the switcher. */
  nativeName: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { prefix: "", htmlLang: "en", languageType: 3, dateFormat: "DD MMM, YYYY", nativeName: "English" },
  cn: { prefix: "cn", htmlLang: "zh-CN", languageType: 1, dateFormat: "YYYY-MM-DD", nativeName: "简体中文" },
  "zh-hk": { prefix: "hk", htmlLang: "zh-HK", languageType: 2, dateFormat: "YYYY-MM-DD", nativeName: "繁體中文" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by a path's first segment, or null when the path has no locale prefix. */
export function localeFromPrefix(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  for (const locale of LOCALES) {
    if (LOCALE_INFO[locale].prefix && LOCALE_INFO[locale].prefix === first) return locale;
  }
  return null;
}

/** The path without its locale prefix, always starting with "/" ("/cn/stocks" → "/stocks", "/cn" → "/"). */
export function stripLocale(pathname: string): string {
  const locale = localeFromPrefix(pathname);
  if (!locale) return pathname || "/";
  const rest = pathname.slice(LOCALE_INFO[locale].prefix.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** An unprefixed path ("/stocks", "/") in the given locale ("/cn/stocks", "/cn"). */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_INFO[locale].prefix;
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}
