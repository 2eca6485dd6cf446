/**
 * The components' translator: reads one locale's resources ({ namespace: { nested keys } }, the
 * JSON files of app/locales/<locale>/) on the server and in the browser alike, so a page hydrates
 * with exactly the texts it was rendered with.
 *
 * Why not i18next in the browser: i18next and react-i18next are 17 KB gzipped of the JavaScript
 * every page loads, and the performance budget caps a marketing page at 90 KB
 * (scripts/build/check-budgets.mjs). The server keeps i18next (and
 * remix-i18next) for loaders, actions and meta; the components use this reader of the same files.
 * It implements the subset of i18next's format the resources use, with i18next's rules:
 * - `ns:key.path` picks a namespace (i18next's nsSeparator ":" and keySeparator ".");
 * - `{{name}}` interpolation, no escaping (React escapes), a missing variable left as written;
 *   `brand` is a default variable (the locale's common.brand); `{{name, number}}` writes a number
 *   as the locale does (i18next's built-in `number` format, `Intl.NumberFormat`: "1,000");
 * - plurals: with a numeric `count`, `key_<Intl.PluralRules category>`, then `key_other`, then `key`;
 * - `returnObjects: true` answers the object or array under the key with every string in it
 *   interpolated; without it, a key that holds an object answers the key (as i18next does);
 * - a missing key answers the key itself (the locale parity test keeps every key in every locale).
 * translate.test.ts (beside this file) holds it to i18next's output for every key of every locale.
 */
export type Resources = Record<string, unknown>;

/** Options of a t call: interpolation values, `count` for plurals, `returnObjects`. */
export type TOptions = { count?: number; returnObjects?: boolean } & Record<string, unknown>;

/** The components' t: a string, or with `returnObjects: true` whatever the key holds. */
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/** `{{name}}` or `{{name, format}}`, as i18next reads them (its formatSeparator ","). */
const INTERPOLATION = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/** Writes a value in a format of the placeholder: `number` (i18next's), others as they are. */
type Formatter = (value: unknown, format: string | undefined) => string;

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: Record<string, unknown>, format: Formatter): string {
  return text.replace(INTERPOLATION, (placeholder, name: string, formatName: string | undefined) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : format(value, formatName);
  });
}

function interpolateDeep(value: unknown, values: Record<string, unknown>, format: Formatter): unknown {
  if (typeof value === "string") return interpolate(value, values, format);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values, format));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values, format)]));
  }
  return value;
}

function isReturnObjectsOnly(options: TOptions): boolean {
  if (options.returnObjects !== true) return false;
  for (const name in options) if (name !== "returnObjects") return false;
  return true;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * A t function over one locale's resources.
 * @param locale the BCP 47 language of the plural rules (LOCALE_INFO[locale].htmlLang)
 * @param resources the locale's namespaces
 * @param defaultNs the namespace of keys without an `ns:` prefix
 */
export function createTranslator(locale: string, resources: Resources, defaultNs = "common"): TFunction {
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const format: Formatter = (value, formatName) => (formatName === "number" && typeof value === "number" ? numbers.format(value) : String(value));
  const brand = (resources.common as { brand?: unknown } | undefined)?.brand;
  const defaults: Record<string, unknown> = typeof brand === "string" ? { brand } : {};

  // Resolved keys ("ns:path" → value), as a page asks for the same keys on every render; capped
  // because keys can carry values from elsewhere (a status from the upstream).
  const resolved = new Map<string, unknown>();
  function find(ns: string, path: string): unknown {
    const cacheKey = `${ns}:${path}`;
    if (resolved.has(cacheKey)) return resolved.get(cacheKey);
    const value = lookup(resources[ns], path);
    if (resolved.size >= 5000) resolved.clear();
    resolved.set(cacheKey, value);
    return value;
  }

  // Answers to t(key) without options, most calls of a render: a string (or the key's path),
  // computed once with the brand filled in. Capped as above.
  const plainAnswers = new Map<string, unknown>();
  // Answers to t(key, { returnObjects: true }) alone: a page's whole content entry (home, the
  // product pages), interpolated once instead of on every render. Frozen, as every caller now
  // shares one object.
  const objectAnswers = new Map<string, unknown>();
  function t(key: string, options?: TOptions): unknown {
    if (options !== undefined) {
      if (!isReturnObjectsOnly(options)) return answer(key, options);
      if (objectAnswers.has(key)) return objectAnswers.get(key);
      const value = deepFreeze(answer(key, options));
      if (objectAnswers.size >= 5000) objectAnswers.clear();
      objectAnswers.set(key, value);
      return value;
    }
    if (plainAnswers.has(key)) return plainAnswers.get(key);
    const value = answer(key, {});
    if (plainAnswers.size >= 5000) plainAnswers.clear();
    plainAnswers.set(key, value);
    return value;
  }

  function answer(key: string, options: TOptions): unknown {
    const separator = key.indexOf(":");
    const ns = separator > 0 ? key.slice(0, separator) : defaultNs;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    let found: unknown;
    if (typeof options.count === "number") {
      found = find(ns, `${path}_${plurals.select(options.count)}`) ?? find(ns, `${path}_other`);
    }
    found ??= find(ns, path);
    if (typeof found === "string") return found.includes("{{") ? interpolate(found, { ...defaults, ...options }, format) : found;
    if (found !== undefined && found !== null && typeof found === "object" && options.returnObjects)
      return interpolateDeep(found, { ...defaults, ...options }, format);
    return path;
  }
  return t as TFunction;
}
