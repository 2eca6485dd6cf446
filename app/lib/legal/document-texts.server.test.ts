import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locale";
import { DPO_EMAIL, LEGAL_TEXTS, LEGAL_UPDATED, legalDocument } from "~/lib/legal/document-texts.server";
import { LEGAL_KEYS, OPEN_API_DOCUMENTS, SIGN_UP_DOCUMENTS, isLegalKey, legalPath } from "~/lib/legal/documents";
import { PAGES, pageFromPath } from "~/lib/pages/registry";
import { modules, notInSitemap } from "~/pages.json";

const json = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

/** Every string of a document, in order. */
function texts(key: (typeof LEGAL_KEYS)[number], locale: (typeof LOCALES)[number]): string[] {
  const doc = LEGAL_TEXTS[locale][key];
  const flat = (blocks: ReadonlyArray<string | readonly string[]>) => blocks.flatMap((b) => (typeof b === "string" ? [b] : [...b]));
  return [...flat(doc.intro), ...doc.sections.flatMap((s) => [s.heading, ...flat(s.body)])];
}

describe("legal documents", () => {
  it("are pages of the registry at /legal/<key>, in the sitemap, with meta and link names in every locale", () => {
    const entries = PAGES.filter((p) => modules["routes/legal/documents.tsx"].includes(p.key));
    expect(entries.map((p) => p.key)).toEqual([...LEGAL_KEYS]);
    for (const key of LEGAL_KEYS) {
      expect(pageFromPath(legalPath(key))?.key).toBe(key);
      expect(pageFromPath(`/cn${legalPath(key)}`)?.key).toBe(key);
      expect(entries.find((p) => p.key === key)).toMatchObject({ group: "legal" });
      expect(notInSitemap).not.toContain(key);
      for (const locale of LOCALES) {
        const meta = json(`app/locales/${locale}/meta.json`)[key] as Record<string, string>;
        expect(meta.title && meta.description && meta.heading, `${locale} meta ${key}`).toBeTruthy();
        expect((json(`app/locales/${locale}/common.json`).pages as Record<string, string>)[key], `${locale} pages.${key}`).toBeTruthy();
      }
    }
    expect([...SIGN_UP_DOCUMENTS, ...OPEN_API_DOCUMENTS].every(isLegalKey)).toBe(true);
    expect(isLegalKey("home")).toBe(false);
  });

  it("have the same sections, with unique anchors, in en, cn and zh-hk, and no empty text", () => {
    for (const key of LEGAL_KEYS) {
      const ids = LEGAL_TEXTS.en[key].sections.map((s) => s.id);
      expect(new Set(ids).size, key).toBe(ids.length);
      for (const id of ids) expect(id, key).toMatch(/^[a-z][a-z0-9-]*$/);
      for (const locale of LOCALES) {
        expect(
          LEGAL_TEXTS[locale][key].sections.map((s) => s.id),
          `${locale} ${key}`,
        ).toEqual(ids);
        for (const text of texts(key, locale)) expect(text.trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });

  it("Chinese texts are written in Chinese: no English sentence, and Traditional is not Simplified", () => {
    for (const key of LEGAL_KEYS) {
      for (const locale of ["cn", "zh-hk"] as const) {
        const english = texts(key, locale).filter((text) => /[a-z]{4,}\s+[a-z]{4,}\s+[a-z]{4,}/i.test(text));
        expect(english, `${locale} ${key}`).toEqual([]);
      }
      // Characters that exist only in one script: a zh-hk text with 们/这/账 was not converted, a cn text with 們/這/賬 was.
      expect(texts(key, "zh-hk").join("")).not.toMatch(/[们这说账户资证务险协议]/);
      expect(texts(key, "cn").join("")).not.toMatch(/[們這說賬戶資證務險協議]/);
    }
  });

  it("fill in the brand and the Data Protection Officer, and write the date as the locale does (product.md §Locales)", () => {
    const en = legalDocument("privacy-policy", "en");
    const all = JSON.stringify(en);
    expect(all).not.toContain("{{");
    expect(all).toContain(`${json("app/locales/en/common.json").brand as string} Pte. Ltd.`);
    expect(all).toContain(DPO_EMAIL);
    expect(en.updated).toBe(LEGAL_UPDATED["privacy-policy"]);
    expect(en.updatedText).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
    const cn = legalDocument("privacy-policy", "cn");
    expect(cn.updatedText).toBe(LEGAL_UPDATED["privacy-policy"]);
    expect(JSON.stringify(cn)).not.toContain("{{");
    expect(legalDocument("client-agreement", "zh-hk").sections[0].blocks[0]).toEqual({
      kind: "p",
      text: expect.stringContaining(`${json("app/locales/zh-hk/common.json").brand as string}私人有限公司`),
    });
    const risk = legalDocument("risk-disclosure", "en");
    expect(risk.sections.some((s) => s.blocks.some((b) => b.kind === "ul"))).toBe(true);
  });

  it("stay out of the locale resources the browser downloads", () => {
    for (const locale of LOCALES) {
      const legal = readFileSync(`app/locales/${locale}/legal.json`, "utf8");
      expect(legal.length, `${locale}/legal.json stays labels only`).toBeLessThan(1500);
      const resources = ["common", "meta", "legal"].map((ns) => readFileSync(`app/locales/${locale}/${ns}.json`, "utf8")).join("\n");
      for (const key of LEGAL_KEYS) {
        for (const text of texts(key, locale).filter((t) => t.length > 60))
          expect(resources.includes(text.slice(0, 40)), `${locale} ${key}: ${text.slice(0, 40)}`).toBe(false);
      }
    }
  });
});
