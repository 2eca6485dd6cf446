/**
 * The components' translator must say exactly what i18next says for the same resources: every key
 * of every namespace in every locale, with its variables, plural counts and returnObjects.
 */
import { describe, expect, it } from "vitest";
import { fixedT, resources } from "~/lib/i18n/i18n.server";
import { createTranslator } from "~/lib/i18n/translate";
import { LOCALES, LOCALE_INFO } from "~/lib/locale";

function leaves(tree: unknown, prefix = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object" || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const variables = (text: string) => Object.fromEntries([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map(([, name]) => [name, `<${name}>`]).filter(([name]) => name !== "brand" && name !== "count"));

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
            for (const count of [0, 1, 2, 5]) expect(ours(plural[1], { ...values, count }), `${ns}:${key} ×${count}`).toBe(theirs(plural[1], { ...values, count }));
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
