/**
 * The pricing namespace's locale files (app/locales/{en,cn,zh-hk}/pricing.json): the same keys and
 * interpolation variables in all three, no empty text, every key the fee code uses present, and
 * the right script (Simplified for cn, Traditional for zh-hk).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "./calculator";
import { FEE_SCHEDULE } from "./schedule";
import type { FeeBasis } from "./types";

type Tree = { [key: string]: string | Tree };

const LOCALES = ["en", "cn", "zh-hk"] as const;

function load(locale: string): Tree {
  return JSON.parse(readFileSync(new URL(`../../locales/${locale}/pricing.json`, import.meta.url), "utf8")) as Tree;
}

/** Flattens a tree to dotted key → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const files = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(load(locale))])) as Record<(typeof LOCALES)[number], Map<string, string>>;

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? "").sort();
}

/** Every key the fee code can hand to t(), without the 'pricing:' namespace. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  const add = (key: string) => keys.add(key.replace(/^pricing:/, ""));
  for (const file of ["calculator.ts", "schedule.ts"]) {
    const source = readFileSync(new URL(file, import.meta.url), "utf8");
    for (const match of source.matchAll(/["'`](pricing:[\w.-]+)["'`]/g)) {
      if (!match[1]?.endsWith(".")) add(match[1] ?? "");
    }
  }
  for (const market of Object.values(FEE_SCHEDULE.markets)) {
    add(market.labelKey);
    market.noteKeys.forEach(add);
    for (const rule of [market.commission, market.platform, ...market.passThrough]) {
      if (!rule) continue;
      add(rule.labelKey);
      if (rule.noteKey) add(rule.noteKey);
    }
  }
  add(FEE_SCHEDULE.gst.labelKey);
  // Keys the calculator builds from parts.
  for (const field of ["price", "quantity"]) {
    for (const code of ["Required", "Number", "Positive", "Decimals", "Max"]) add(`errors.${field}${code}`);
  }
  ["marketRequired", "marketInvalid", "sideRequired", "sideInvalid", "quantityWhole", "tradeValueTooSmall"].forEach((code) => add(`errors.${code}`));
  const bases: FeeBasis[] = ["percentOfValue", "perMillion", "perShare", "perContract", "perLot", "perOrder", "fixedAboveThreshold"];
  bases.forEach((basis) => add(`basis.${basis}`));
  add("basis.gst");
  ["buy", "sell", "both"].forEach((side) => add(`appliesTo.${side}`));
  ["buy", "sell"].forEach((side) => add(`sides.${side}`));
  ["halfUp", "up", "upWhole"].forEach((mode) => add(`rounding.${mode}`));
  ["maxAmount", "maxPercent"].forEach((key) => add(`table.${key}`));
  for (const market of MARKET_IDS) {
    add(`markets.${market}`);
    add(`calculator.priceHint.${market}`);
    add(`calculator.quantityHint.${market}`);
    // The order summary's unit, in the plural forms of English (one, other); Chinese has only other.
    add(`units.${FEE_SCHEDULE.markets[market].unit}_one`);
    add(`units.${FEE_SCHEDULE.markets[market].unit}_other`);
    add(`currencies.${FEE_SCHEDULE.markets[market].currency}`);
  }
  // The labels of the page named in the brief.
  for (const key of ["fee", "rate", "minimum", "maximum", "appliesTo", "effective", "chargedBy"]) add(`table.${key}`);
  // Who levies each fee of the schedule, GST included.
  for (const market of MARKET_IDS) {
    const { commission, platform, passThrough } = FEE_SCHEDULE.markets[market];
    for (const rule of [commission, platform, ...passThrough]) if (rule) add(`chargedBy.${rule.chargedBy}`);
  }
  add(`chargedBy.${FEE_SCHEDULE.gst.chargedBy}`);
  for (const key of ["market", "side", "buy", "sell", "price", "quantity", "calculate", "tradeValue", "estimatedTotal", "disclaimer"]) {
    add(`calculator.${key}`);
  }
  return [...keys].sort();
}

describe("pricing.json in en, cn and zh-hk", () => {
  it("have identical key sets", () => {
    const en = [...files.en.keys()].sort();
    expect([...files.cn.keys()].sort()).toEqual(en);
    expect([...files["zh-hk"].keys()].sort()).toEqual(en);
  });

  it("have no empty text and the same interpolation variables per key", () => {
    for (const [key, text] of files.en) {
      for (const locale of LOCALES) {
        const value = files[locale].get(key) ?? "";
        expect(value.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(variables(value), `${locale} ${key}`).toEqual(variables(text));
      }
    }
  });

  it("hold every key the fee schedule and calculator use", () => {
    const missing = usedKeys().filter((key) => !files.en.has(key));
    expect(missing).toEqual([]);
  });

  it("write cn in Simplified and zh-hk in Traditional Chinese", () => {
    const cn = [...files.cn.values()].join("");
    const hk = [...files["zh-hk"].values()].join("");
    for (const char of ["費", "價", "數", "買", "賣", "額", "場", "稅", "結", "監"]) expect(cn, char).not.toContain(char);
    for (const char of ["费", "价", "数", "买", "卖", "额", "场", "税", "结", "监"]) expect(hk, char).not.toContain(char);
    expect(files.cn.get("markets.us-options")).toBe("美股期权");
    expect(files["zh-hk"].get("markets.us-options")).toBe("美股期權");
  });
});
