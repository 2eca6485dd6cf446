/**
 * The fee schedule's data: its shape is consistent, every pass-through figure is the one of
 * product.md §Fees in force on 2026-11-21 (with its date), and the sample own fees are the documented ones.
 */
import Big from "big.js";
import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "./calculator";
import { FEE_SCHEDULE } from "./schedule";
import type { FeeRule, MarketSchedule } from "./types";

const markets = Object.values<MarketSchedule>(FEE_SCHEDULE.markets);

function rulesOf(market: MarketSchedule): FeeRule[] {
  return [market.commission, ...(market.platform ? [market.platform] : []), ...market.passThrough];
}

function rule(marketId: keyof typeof FEE_SCHEDULE.markets, id: string): FeeRule {
  const found = rulesOf(FEE_SCHEDULE.markets[marketId]).find((r) => r.id === id);
  if (!found) throw new Error(`no fee ${id} in ${marketId}`);
  return found;
}

const DECIMAL = /^\d+(\.\d+)?$/;

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

describe("shape", () => {
  it("has every market of MarketId, keyed by its id, in display order", () => {
    expect(Object.keys(FEE_SCHEDULE.markets)).toEqual([...MARKET_IDS]);
    for (const [key, market] of Object.entries(FEE_SCHEDULE.markets)) expect(market.id).toBe(key);
  });

  it("has the currency and unit of each market", () => {
    const summary = Object.fromEntries(markets.map((m) => [m.id, `${m.currency} ${m.unit} ×${m.contractMultiplier}`]));
    expect(summary).toEqual({
      us: "USD shares ×1",
      hk: "HKD shares ×1",
      sg: "SGD shares ×1",
      jp: "JPY shares ×1",
      uk: "GBP shares ×1",
      "us-options": "USD contracts ×100",
      futures: "USD contracts ×1",
      "fx-cfd": "USD lots ×100000",
      "stock-cfd": "USD shares ×1",
    });
    expect(FEE_SCHEDULE.currencyDecimals).toEqual({ USD: 2, HKD: 2, SGD: 2, JPY: 0, GBP: 2 });
  });

  it("limits quantities: fractional shares only in US stocks, whole contracts, 0.01 FX lot", () => {
    const limits = Object.fromEntries(markets.map((m) => [m.id, `${m.quantity.maxDecimals}dp max ${m.quantity.max}`]));
    expect(limits).toEqual({
      us: "4dp max 10000000",
      hk: "0dp max 10000000",
      sg: "0dp max 10000000",
      jp: "0dp max 10000000",
      uk: "0dp max 10000000",
      "us-options": "0dp max 100000",
      futures: "0dp max 100000",
      "fx-cfd": "2dp max 1000",
      "stock-cfd": "0dp max 10000000",
    });
    for (const m of markets) expect(m.price.max).toBe("1000000");
  });

  it("every fee is well formed", () => {
    for (const market of markets) {
      const rules = rulesOf(market);
      const ids = rules.map((r) => r.id);
      expect(new Set(ids).size, market.id).toBe(ids.length);
      expect(market.commission.kind).toBe("commission");
      if (market.platform) expect(market.platform.kind).toBe("platform");
      for (const r of rules) {
        const where = `${market.id}/${r.id}`;
        expect(r.labelKey, where).toMatch(/^pricing:fees\.[A-Za-z]+$/);
        for (const figure of [r.rate, r.min, r.max, r.maxPercentOfValue, r.threshold]) {
          if (figure !== undefined) expect(figure, where).toMatch(DECIMAL);
        }
        expect(r.threshold !== undefined, where).toBe(r.basis === "fixedAboveThreshold");
        expect(isRealDate(r.effectiveDate), where).toBe(true);
        expect(r.effectiveDate <= FEE_SCHEDULE.asOf, where).toBe(true);
        expect(r.source.length, where).toBeGreaterThan(5);
        expect(r.rounding.decimals ?? 0, where).toBeLessThanOrEqual(FEE_SCHEDULE.currencyDecimals[market.currency]);
        // A per-unit basis matches the market's unit.
        if (r.basis === "perShare") expect(market.unit, where).toBe("shares");
        if (r.basis === "perContract") expect(market.unit, where).toBe("contracts");
        if (r.basis === "perLot") expect(market.unit, where).toBe("lots");
        // Own fees are the sample schedule; pass-through fees are not.
        expect(r.sample === true, where).toBe(r.kind !== "passThrough");
        if (r.min !== undefined && r.max !== undefined) expect(new Big(r.min).lte(r.max), where).toBe(true);
      }
    }
  });

  it("the schedule is dated 2026-11-21 and GST is 9% from 2024-01-01", () => {
    expect(FEE_SCHEDULE.asOf).toBe("2026-11-21");
    expect(FEE_SCHEDULE.gst).toMatchObject({ ratePercent: "9", effectiveDate: "2024-01-01", enabled: true });
  });

  it("GST applies to own fees in every market and, of pass-through fees, only to SGX fees", () => {
    for (const market of markets) {
      for (const r of rulesOf(market)) {
        const expected = r.kind !== "passThrough" || r.id.startsWith("sgx");
        expect(r.gst, `${market.id}/${r.id}`).toBe(expected);
      }
    }
  });
});

describe("pass-through fees of product.md §Fees in force on 2026-11-21", () => {
  it("US stocks: SEC fee, FINRA TAF, CAT fee", () => {
    expect(rule("us", "secFee")).toMatchObject({
      basis: "perMillion",
      rate: "20.60",
      side: "sell",
      min: "0.01",
      rounding: { mode: "up" },
      effectiveDate: "2026-04-04",
    });
    expect(rule("us", "secFee").source).toContain("34-104909");
    expect(rule("us", "finraTaf")).toMatchObject({
      basis: "perShare",
      rate: "0.000195",
      max: "9.79",
      side: "sell",
      rounding: { mode: "up" },
      effectiveDate: "2026-01-01",
    });
    expect(rule("us", "catFee")).toMatchObject({ basis: "perShare", side: "both", enabled: true });
    expect(rule("us", "catFee").sourceNote).toMatch(/0\.000003/); // the disagreement is recorded
  });

  it("US options: ORF, OCC (filing, no cap), options TAF, SEC fee", () => {
    expect(rule("us-options", "orf")).toMatchObject({ basis: "perContract", rate: "0.02815", side: "both" });
    expect(rule("us-options", "occFee")).toMatchObject({ basis: "perContract", rate: "0.025", side: "both" });
    expect(rule("us-options", "occFee").max).toBeUndefined();
    expect(rule("us-options", "occFee").sourceNote).toMatch(/2025-02-14/);
    expect(rule("us-options", "finraTafOptions")).toMatchObject({
      rate: "0.00329",
      side: "sell",
      effectiveDate: "2026-01-01",
    });
    expect(rule("us-options", "secFeeOptions")).toMatchObject({ rate: "20.60", side: "sell" });
  });

  it("Hong Kong: stamp duty, SFC, AFRC, HKEX trading fee, CCASS", () => {
    expect(rule("hk", "hkStampDuty")).toMatchObject({
      basis: "percentOfValue",
      rate: "0.1",
      side: "both",
      rounding: { mode: "up", decimals: 0 },
      effectiveDate: "2023-11-17",
    });
    expect(rule("hk", "sfcLevy").rate).toBe("0.0027");
    expect(rule("hk", "afrcLevy").rate).toBe("0.00015");
    expect(rule("hk", "hkexTradingFee").rate).toBe("0.00565");
    const ccass = rule("hk", "ccassFee");
    expect(ccass).toMatchObject({ rate: "0.0042", effectiveDate: "2025-06-30" });
    expect(ccass.min).toBeUndefined();
    expect(ccass.max).toBeUndefined();
  });

  it("Singapore: SGX clearing and access fees; settlement instruction fee listed but disabled", () => {
    expect(rule("sg", "sgxClearing")).toMatchObject({ rate: "0.0325", side: "both", gst: true });
    expect(rule("sg", "sgxClearing").max).toBeUndefined(); // uncapped since 2014
    expect(rule("sg", "sgxAccess")).toMatchObject({ rate: "0.0075", side: "both", gst: true });
    expect(rule("sg", "sgxSettlement")).toMatchObject({ basis: "perOrder", rate: "0.35", enabled: false });
  });

  it("UK: SDRT on buys, PTM levy over GBP 10,000", () => {
    expect(rule("uk", "ukSdrt")).toMatchObject({ basis: "percentOfValue", rate: "0.5", side: "buy" });
    expect(rule("uk", "ptmLevy")).toMatchObject({
      basis: "fixedAboveThreshold",
      rate: "1.50",
      threshold: "10000",
      side: "both",
      effectiveDate: "2024-12-02",
    });
  });

  it("Japan, futures and CFDs pass no fees through", () => {
    for (const id of ["jp", "futures", "fx-cfd", "stock-cfd"] as const) {
      expect(FEE_SCHEDULE.markets[id].passThrough, id).toEqual([]);
    }
  });
});

describe("the sample own fees", () => {
  it("match the documented sample schedule", () => {
    const own = (m: MarketSchedule) => {
      const summarize = (r: FeeRule | null) => (r ? [r.basis, r.rate, r.min ?? "-", r.max ?? r.maxPercentOfValue ?? "-"].join(" ") : null);
      return { commission: summarize(m.commission), platform: summarize(m.platform) };
    };
    expect(Object.fromEntries(markets.map((m) => [m.id, own(m)]))).toEqual({
      us: { commission: "percentOfValue 0 - -", platform: "perShare 0.005 1.00 1" },
      hk: { commission: "percentOfValue 0.03 3.00 -", platform: "perOrder 15.00 - -" },
      sg: { commission: "percentOfValue 0.03 0.99 -", platform: "perOrder 0.99 - -" },
      jp: { commission: "percentOfValue 0.05 80 -", platform: null },
      uk: { commission: "percentOfValue 0.05 1.00 -", platform: null },
      "us-options": { commission: "perContract 0 - -", platform: "perContract 0.30 1.00 -" },
      futures: { commission: "perContract 1.50 - -", platform: "perContract 0.50 - -" },
      "fx-cfd": { commission: "perLot 0 - -", platform: null },
      "stock-cfd": { commission: "percentOfValue 0.05 1.00 -", platform: null },
    });
  });

  it("zero commission on US stocks and options (product.md §Product)", () => {
    expect(FEE_SCHEDULE.markets.us.commission.rate).toBe("0");
    expect(FEE_SCHEDULE.markets["us-options"].commission.rate).toBe("0");
  });
});
