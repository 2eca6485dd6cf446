/**
 * Server-side i18n: the locale resources read once from app/locales/<locale>/<ns>.json, and ONE
 * initialised i18next instance per locale, reused by every request (an instance per request
 * cost a third of SSR throughput). Also the locale detection of a request, in the order
 * of product.md §Locales: URL prefix → `locale` cookie → en (remix-i18next's detector with our findLocale).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInstance, type i18n as I18n, type Resource, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { readKeyedCookie } from "~/lib/http/keyed-cookies.server";
import { i18nOptions } from "~/lib/i18n/config";
import { DEFAULT_LOCALE, LOCALES, localeFromPrefix, type Locale } from "~/lib/i18n/locale";
import { COOKIE } from "~/lib/session/cookies.server";

const LOCALES_DIR = join(process.cwd(), "app", "locales");

function loadResources(): Record<Locale, Record<string, unknown>> {
  const out = {} as Record<Locale, Record<string, unknown>>;
  for (const locale of LOCALES) {
    const dir = join(LOCALES_DIR, locale);
    const namespaces: Record<string, unknown> = {};
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".json")) continue;
      namespaces[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, file), "utf8"));
    }
    out[locale] = namespaces;
  }
  return out;
}

/** Every locale's resources: { en: { common: {...}, meta: {...} }, cn: ..., "zh-hk": ... }. */
export const resources = loadResources();

/** The JSON body of one locale's resources, serialised once. */
export const resourcesJson: Record<Locale, string> = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.stringify(resources[locale])])) as Record<
  Locale,
  string
>;

/**
 * The texts' version: a hash of every locale's resources, the `v` of the browser's locale URLs
 * (localeResourcesUrl). It changes whenever a text does, even when no script changed (the build's
 * own version follows the scripts only), so a browser never keeps texts a deployment replaced.
 */
export const textsVersion = createHash("sha256")
  .update(LOCALES.map((locale) => resourcesJson[locale]).join("\n"))
  .digest("hex")
  .slice(0, 12);

function brandOf(locale: Locale): string {
  const common = resources[locale].common as { brand?: string } | undefined;
  return common?.brand ?? "";
}

const instances = new Map<Locale, I18n>();
for (const locale of LOCALES) {
  const instance = createInstance();
  void instance.init({
    ...i18nOptions,
    lng: locale,
    resources: resources as Resource,
    initImmediate: false,
    interpolation: { ...i18nOptions.interpolation, defaultVariables: { brand: brandOf(locale) } },
  });
  instances.set(locale, instance);
}

/** The shared, initialised i18next instance of a locale (do not change its language). */
export function i18nFor(locale: Locale): I18n {
  return instances.get(locale)!;
}

const fixedTs = new Map<string, TFunction>();

/**
 * A t function fixed to a locale (and optionally a namespace), made once per pair and kept.
 * Calls with a key alone (most calls: page titles, breadcrumb names, messages) are answered from
 * a memo of i18next's answer: the resources never change while the server runs, and i18next's
 * own lookup is ~20 µs a call (a sixth of the home page's loader time before this memo). Calls
 * with options (interpolation values, count, returnObjects) go to i18next every time.
 */
export function fixedT(locale: Locale, ns?: string): TFunction {
  const id = `${locale}:${ns ?? "common"}`;
  let t = fixedTs.get(id);
  if (!t) {
    t = memoizePlainKeys(i18nFor(locale).getFixedT(locale, ns ?? "common"));
    fixedTs.set(id, t);
  }
  return t;
}

// Capped: keys can carry values from elsewhere (an upstream's status or message code).
const PLAIN_ANSWERS_MAX = 5000;

function memoizePlainKeys(t: TFunction): TFunction {
  const answers = new Map<string, unknown>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const memoized = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length > 0 || typeof key !== "string") return call(key, ...rest);
    if (answers.has(key)) return answers.get(key);
    const answer = t(key);
    if (answers.size >= PLAIN_ANSWERS_MAX) answers.clear();
    answers.set(key, answer);
    return answer;
  };
  return Object.assign(memoized, t);
}

/** The locale of the request's URL prefix, or null when the URL has none. */
export function urlLocale(request: Request): Locale | null {
  return localeFromPrefix(new URL(request.url).pathname);
}

/**
 * The `locale` cookie, when it names a known locale: read as the shared cache's key reads it
 * (http/keyed-cookies.server.ts: the first `locale` pair, its value as sent), so that a cached
 * unprefixed page and its redirect follow the same preference the key holds.
 */
export function cookieLocale(request: Request): Locale | null {
  return readKeyedCookie(request, COOKIE.locale, LOCALES);
}

export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    async findLocale(request) {
      return urlLocale(request) ?? cookieLocale(request) ?? DEFAULT_LOCALE;
    },
  },
});

/**
 * The UI locale of a request. Pages always have it in the URL (no prefix = en); the cookie only
 * matters when a document request has no prefix (see the root loader's redirect).
 */
export function requestLocale(request: Request): Locale {
  return urlLocale(request) ?? DEFAULT_LOCALE;
}
