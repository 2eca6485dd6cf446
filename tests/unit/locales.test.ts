/**
 * Every namespace exists in the three locales with the same keys, no empty text and the same
 * interpolation variables (and formats), so a Chinese page never falls back to English.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const LOCALES = ["en", "cn", "zh-hk"];
const dir = (locale: string) => `app/locales/${locale}`;

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${prefix}[${i}]`).forEach((t, k) => out.set(k, t)));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k).forEach((t, key) => out.set(key, t));
  else out.set(prefix, String(value));
  return out;
}

const namespaces = readdirSync(dir("en")).filter((f) => f.endsWith(".json"));

describe("locale resources", () => {
  it("every locale has the same namespace files", () => {
    for (const locale of LOCALES)
      expect(
        readdirSync(dir(locale))
          .filter((f) => f.endsWith(".json"))
          .sort(),
      ).toEqual([...namespaces].sort());
  });
  for (const file of namespaces) {
    it(`${file}: same keys, no empty text, same {{variables}} in en, cn and zh-hk`, () => {
      const [en, ...others] = LOCALES.map((locale) => leaves(JSON.parse(readFileSync(`${dir(locale)}/${file}`, "utf8"))));
      for (const other of others) expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const table of [en, ...others]) {
        for (const [key, text] of table) expect(text.trim(), `${file} ${key}`).not.toBe("");
      }
      const vars = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => (m[2] ? `${m[1]}, ${m[2]}` : m[1])).sort();
      for (const [key, text] of en) for (const other of others) expect(vars(other.get(key) ?? ""), `${file} ${key}`).toEqual(vars(text));
    });
  }
  it("Chinese texts are not English copies", () => {
    for (const file of namespaces) {
      const en = leaves(JSON.parse(readFileSync(`${dir("en")}/${file}`, "utf8")));
      for (const locale of ["cn", "zh-hk"]) {
        const zh = leaves(JSON.parse(readFileSync(`${dir(locale)}/${file}`, "utf8")));
        const copies = [...en].filter(([key, text]) => /[a-z]{4,}\s+[a-z]{4,}\s+[a-z]{4,}/i.test(text) && zh.get(key) === text);
        expect(copies.map(([key]) => `${locale}/${file} ${key}`)).toEqual([]);
      }
    }
  });
});
