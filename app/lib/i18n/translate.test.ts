/**
 * The components' translator must say exactly what i18next says for the same resources: every key
 * of every namespace in every locale, with its variables, plural counts and returnObjects.
 */
import { describe, expect, it } from "vitest";
import { fixedT, i18nFor, resources } from "~/lib/i18n/i18n.server";
import { LOCALES, LOCALE_INFO } from "~/lib/i18n/locale";
import { createTranslator } from "~/lib/i18n/translate";

function leaves(tree: unknown, prefix = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object" || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

// A number where the placeholder formats one (1234567: its grouping differs by locale), else a marker.
const variables = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g)]
      .map(([, name, format]) => [name, format === "number" ? 1234567 : `<${name}>`] as const)
      .filter(([name]) => name !== "brand" && name !== "count"),
  );

describe("createTranslator", () => {
  for (const locale of LOCALES) {
    it(`${locale}: every key reads as i18next reads it`, () => {
      let checked = 0;
      for (const [ns, tree] of Object.entries(resources[locale])) {
        const ours = createTranslator(LOCALE_INFO[locale].htmlLang, resources[locale], ns);
        const theirs = fixedT(locale, ns);
        for (const [key, text] of leaves(tree)) {
          const values = variables(text);
          const plural = key.match(/^(.*)_(zero|one|two|few|many|other)$/);
          if (plural) {
            for (const count of [0, 1, 2, 5])
              expect(ours(plural[1], { ...values, count }), `${ns}:${key} ×${count}`).toBe(theirs(plural[1], { ...values, count }));
          } else {
            expect(ours(key, values), `${ns}:${key}`).toBe(theirs(key, values));
          }
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });

    it(`${locale}: objects and arrays with returnObjects, interpolated throughout`, () => {
      const ours = createTranslator(LOCALE_INFO[locale].htmlLang, resources[locale], "products");
      const theirs = fixedT(locale, "products");
      for (const key of Object.keys(resources[locale].products as object)) {
        expect(ours(key, { returnObjects: true }), key).toEqual(theirs(key, { returnObjects: true }));
      }
    });
  }

  it("returnObjects alone is answered once per key: the same frozen object, as i18next says it", () => {
    const ours = createTranslator("en", resources.en, "products");
    const first = ours("home", { returnObjects: true }) as Record<string, unknown>;
    expect(ours("home", { returnObjects: true })).toBe(first);
    expect(first).toEqual(fixedT("en", "products")("home", { returnObjects: true }));
    const frozen = (value: unknown): boolean => value === null || typeof value !== "object" || (Object.isFrozen(value) && Object.values(value).every(frozen));
    expect(frozen(first)).toBe(true);
    expect(() => {
      (first as { extra?: number }).extra = 1;
    }).toThrow(TypeError);
    // With variables the answer is made afresh for each call, with each call's values.
    const t = createTranslator("en", { common: { brand: "Dolphin", card: { line: "{{who}} at {{brand}}" } } });
    expect(t("card", { returnObjects: true, who: "Ann" })).toEqual({ line: "Ann at Dolphin" });
    expect(t("card", { returnObjects: true, who: "Bo" })).toEqual({ line: "Bo at Dolphin" });
    expect(t("card", { returnObjects: true })).toEqual({ line: "{{who}} at Dolphin" });
  });

  it("{{name, number}} writes the number as the locale does, as i18next's number format does", () => {
    const res = { common: { limit: "at most {{max, number}} characters ({{max}})" } };
    expect(createTranslator("en", res)("limit", { max: 1000 })).toBe("at most 1,000 characters (1000)");
    expect(createTranslator("zh-CN", res)("limit", { max: 1000 })).toBe(fixedT("cn", "common")("x", { defaultValue: res.common.limit, max: 1000 }));
    expect(createTranslator("en", res)("limit")).toBe("at most {{max, number}} characters ({{max}})");
  });

  it("namespaced keys, missing keys and missing variables behave as in i18next", () => {
    const t = createTranslator("en", { common: { brand: "Dolphin", hello: "Hi {{name}} at {{brand}}" }, spa: { x: "X" } });
    expect(t("spa:x")).toBe("X");
    expect(t("hello", { name: "Ann" })).toBe("Hi Ann at Dolphin");
    expect(t("hello")).toBe("Hi {{name}} at Dolphin");
    expect(t("nope.key")).toBe("nope.key");
    expect(t("spa:nope")).toBe("nope");
    expect(t("common", { returnObjects: false })).toBe("common");
  });

  it("plurals follow the language's rules: English one/other, Chinese other only", () => {
    const res = { common: { n_one: "{{count}} item", n_other: "{{count}} items" } };
    expect(createTranslator("en", res)("n", { count: 1 })).toBe("1 item");
    expect(createTranslator("en", res)("n", { count: 3 })).toBe("3 items");
    expect(createTranslator("zh-CN", res)("n", { count: 1 })).toBe("1 items");
  });
});

describe("fixedT (the server's translator)", () => {
  it("is made once per locale and namespace", () => {
    expect(fixedT("cn", "meta")).toBe(fixedT("cn", "meta"));
    expect(fixedT("en")).toBe(fixedT("en", "common"));
    expect(fixedT("en", "meta")).not.toBe(fixedT("zh-hk", "meta"));
  });

  for (const locale of LOCALES) {
    it(`${locale}: a key alone answers what i18next answers, from the first call and the next`, () => {
      for (const [ns, tree] of Object.entries(resources[locale])) {
        const memoized = fixedT(locale, ns);
        const plain = i18nFor(locale).getFixedT(locale, ns);
        for (const [key] of leaves(tree)) {
          expect(memoized(key), `${ns}:${key}`).toBe(plain(key));
          expect(memoized(key), `${ns}:${key} again`).toBe(plain(key));
        }
      }
    });
  }

  it("calls with options are not memoized: each call gets its own values", () => {
    const t = fixedT("en", "account");
    expect(t("messages.rateLimited", { minutes: 2 })).not.toBe(t("messages.rateLimited", { minutes: 5 }));
    expect(t("messages.rateLimited", { minutes: 5 })).toContain("5");
  });
});
