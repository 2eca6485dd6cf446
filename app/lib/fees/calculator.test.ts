/**
 * The calculator against figures worked out by hand from the schedule (schedule.ts) and its
 * conventions: trade value rounded half up to minor units first; each fee base → minimum → caps →
 * rounding; GST 9% once on the sum of GST-able lines, rounded half up. Every expected figure below is
 * written out, with its arithmetic in a comment; none is computed by the code under test.
 */
import { describe, expect, it } from "vitest";
import { calculateFees, calculateFeesFromSearchParams, feeQuerySchema, feeTable, formatMoney, formatRate, type FeeEstimate, type FeeInput } from "./calculator";

function estimate(input: FeeInput): FeeEstimate {
  const answer = calculateFees(input);
  if (!answer.ok) throw new Error(`unexpected errors: ${JSON.stringify(answer.errors)}`);
  return answer.result;
}

/** Line id → amount, in order. */
function amounts(result: FeeEstimate): Record<string, string> {
  return Object.fromEntries(result.lines.map((line) => [line.id, line.amount]));
}

function note(result: FeeEstimate, id: string): string | undefined {
  return result.lines.find((line) => line.id === id)?.note;
}

function errors(input: FeeInput) {
  const answer = calculateFees(input);
  if (answer.ok) throw new Error("expected errors");
  return answer.errors;
}

describe("US stocks (USD)", () => {
  it("sell 100 @ 150.25: zero commission, platform minimum, SEC fee and TAF rounded up, CAT, GST", () => {
    const r = estimate({ market: "us", side: "sell", price: "150.25", quantity: "100" });
    // trade value 150.25 × 100 = 15,025.00
    expect(r.tradeValue).toBe("15025.00");
    expect(r.currency).toBe("USD");
    expect(amounts(r)).toEqual({
      commission: "0.00", // 0% (product.md §Product: no commission on US stocks)
      platform: "1.00", // 100 × 0.005 = 0.50 < min 1.00 → 1.00 (cap 1% × 15,025 = 150.25)
      secFee: "0.31", // 15,025 × 20.60 / 1,000,000 = 0.309515 → up → 0.31
      finraTaf: "0.02", // 100 × 0.000195 = 0.0195 → up → 0.02
      catFee: "0.00", // 100 × 0.0000265 = 0.00265 → half up → 0.00
      gst: "0.09", // 9% × (0.00 + 1.00) = 0.09
    });
    expect(note(r, "platform")).toBe("pricing:notes.minimumApplied");
    expect(r.ownFees).toBe("1.00");
    expect(r.passThroughFees).toBe("0.33"); // 0.31 + 0.02 + 0.00
    expect(r.gst).toBe("0.09");
    expect(r.total).toBe("1.42"); // 1.00 + 0.33 + 0.09
    expect(r.settlementAmount).toBe("15023.58"); // 15,025.00 − 1.42
    expect(r.effectiveDates).toMatchObject({ secFee: "2026-04-04", finraTaf: "2026-01-01", gst: "2024-01-01" });
    expect(r.asOf).toBe("2026-11-21");
  });

  it("buy: no SEC fee or TAF (sell-only)", () => {
    const r = estimate({ market: "us", side: "buy", price: "150.25", quantity: "100" });
    expect(amounts(r)).toEqual({ commission: "0.00", platform: "1.00", catFee: "0.00", gst: "0.09" });
    expect(r.total).toBe("1.09"); // 1.00 + 0.09
    expect(r.settlementAmount).toBe("15026.09"); // 15,025.00 + 1.09
  });

  it("rounds the SEC fee UP to the cent where half up would round down", () => {
    // sell 100 @ 10.00 → value 1,000.00
    const r = estimate({ market: "us", side: "sell", price: "10", quantity: "100" });
    expect(amounts(r)).toEqual({
      commission: "0.00",
      platform: "1.00", // 0.50 → min 1.00 (cap 1% × 1,000 = 10.00)
      secFee: "0.03", // 1,000 × 20.60 / 1e6 = 0.0206 → up → 0.03 (half up would give 0.02)
      finraTaf: "0.02", // 0.0195 → up → 0.02
      catFee: "0.00", // 0.00265 → 0.00
      gst: "0.09",
    });
    expect(r.total).toBe("1.14"); // 1.00 + 0.03 + 0.02 + 0.09
  });

  it("rounds the TAF UP: 10 shares × 0.000195 = 0.00195 → 0.01", () => {
    // value 10 × 100 = 1,000.00
    const r = estimate({ market: "us", side: "sell", price: "100", quantity: "10" });
    expect(amounts(r)).toMatchObject({ finraTaf: "0.01", secFee: "0.03", platform: "1.00" });
    expect(r.total).toBe("1.13"); // 1.00 + 0.03 + 0.01 + 0.00 + GST 0.09
  });

  it("SEC fee: at least 0.01 on a tiny sale", () => {
    // 1 × 10.00 = 10.00; 10 × 20.60 / 1e6 = 0.000206 < min 0.01 → 0.01
    const r = estimate({ market: "us", side: "sell", price: "10", quantity: "1" });
    expect(amounts(r).secFee).toBe("0.01");
    expect(note(r, "secFee")).toBe("pricing:notes.minimumApplied");
    // platform: 0.005 → min 1.00 → cap 1% × 10.00 = 0.10 → 0.10
    expect(amounts(r).platform).toBe("0.10");
  });

  it("caps the FINRA TAF at 9.79 and the platform fee at 1% of value", () => {
    // sell 100,000 @ 1.00 → value 100,000.00
    const r = estimate({ market: "us", side: "sell", price: "1", quantity: "100000" });
    expect(amounts(r)).toEqual({
      commission: "0.00",
      platform: "500.00", // 100,000 × 0.005 = 500.00 (cap 1% × 100,000 = 1,000 not reached)
      secFee: "2.06", // 100,000 × 20.60 / 1e6 = 2.06
      finraTaf: "9.79", // 100,000 × 0.000195 = 19.50 > cap 9.79 → 9.79
      catFee: "2.65", // 100,000 × 0.0000265 = 2.65
      gst: "45.00", // 9% × 500.00
    });
    expect(note(r, "finraTaf")).toBe("pricing:notes.capApplied");
    expect(r.total).toBe("559.50"); // 500 + 2.06 + 9.79 + 2.65 + 45.00
  });

  it("TAF just under the cap is not capped", () => {
    // 50,000 × 0.000195 = 9.75 < 9.79
    const r = estimate({ market: "us", side: "sell", price: "2", quantity: "50000" });
    expect(amounts(r).finraTaf).toBe("9.75");
    expect(note(r, "finraTaf")).toBeUndefined();
  });

  it("platform fee cap of 1% of value wins over the 1.00 minimum", () => {
    // buy 1 @ 5.00 → value 5.00; 0.005 → min 1.00 → cap 1% × 5.00 = 0.05
    const r = estimate({ market: "us", side: "buy", price: "5", quantity: "1" });
    expect(amounts(r)).toEqual({ commission: "0.00", platform: "0.05", catFee: "0.00", gst: "0.00" });
    // GST 9% × 0.05 = 0.0045 → 0.00
    expect(note(r, "platform")).toBe("pricing:notes.capApplied");
    expect(r.total).toBe("0.05");
  });

  it("platform fee per share above the minimum; CAT rounds half up", () => {
    // buy 1,000 @ 10 → value 10,000.00
    const r = estimate({ market: "us", side: "buy", price: "10", quantity: "1000" });
    expect(amounts(r)).toEqual({
      commission: "0.00",
      platform: "5.00", // 1,000 × 0.005
      catFee: "0.03", // 1,000 × 0.0000265 = 0.0265 → half up → 0.03
      gst: "0.45", // 9% × 5.00
    });
    expect(r.total).toBe("5.48");
  });

  it("fractional shares to 4 decimal places", () => {
    // buy 0.5 @ 200.00 → value 100.00; platform 0.0025 → min 1.00 (cap 1.00, equal, not above)
    const r = estimate({ market: "us", side: "buy", price: "200", quantity: "0.5" });
    expect(r.tradeValue).toBe("100.00");
    expect(amounts(r)).toEqual({ commission: "0.00", platform: "1.00", catFee: "0.00", gst: "0.09" });
    expect(r.total).toBe("1.09");
    // 0.1234 × 81.05 = 10.001570 → 10.00
    expect(estimate({ market: "us", side: "buy", price: "81.05", quantity: "0.1234" }).tradeValue).toBe("10.00");
  });

  it("has no floating-point drift (0.1 × 3, 1.1 × 3 as numbers)", () => {
    // In floats 0.1 * 3 = 0.30000000000000004 and 1.1 * 3 = 3.3000000000000003.
    expect(estimate({ market: "us", side: "buy", price: 0.1, quantity: 3 }).tradeValue).toBe("0.30");
    expect(estimate({ market: "us", side: "buy", price: 1.1, quantity: 3 }).tradeValue).toBe("3.30");
    // 0.1 + 0.2 style: HK 0.1 × 3 shares, commission min 3.00 + platform 15.00 = 18.00
    expect(estimate({ market: "hk", side: "buy", price: "0.1", quantity: "3" }).ownFees).toBe("18.00");
  });
});

describe("Hong Kong stocks (HKD)", () => {
  it("buy 1,000 @ 25.35: stamp duty rounded up to a whole dollar, levies, GST on own fees", () => {
    // value 25.35 × 1,000 = 25,350.00
    const r = estimate({ market: "hk", side: "buy", price: "25.35", quantity: "1000" });
    expect(r.currency).toBe("HKD");
    expect(amounts(r)).toEqual({
      commission: "7.61", // 0.03% × 25,350 = 7.605 → 7.61 (min 3 not reached)
      platform: "15.00", // per order
      hkStampDuty: "26.00", // 0.1% × 25,350 = 25.35 → up to a whole dollar → 26
      sfcLevy: "0.68", // 0.0027% × 25,350 = 0.68445 → 0.68
      afrcLevy: "0.04", // 0.00015% × 25,350 = 0.038025 → 0.04
      hkexTradingFee: "1.43", // 0.00565% × 25,350 = 1.432275 → 1.43
      ccassFee: "1.06", // 0.0042% × 25,350 = 1.0647 → 1.06
      gst: "2.03", // 9% × (7.61 + 15.00) = 2.0349 → 2.03
    });
    expect(r.total).toBe("53.85"); // 7.61 + 15 + 26 + 0.68 + 0.04 + 1.43 + 1.06 + 2.03
    expect(r.settlementAmount).toBe("25403.85");
  });

  it("charges the same fees on a sell (both sides)", () => {
    const r = estimate({ market: "hk", side: "sell", price: "25.35", quantity: "1000" });
    expect(r.total).toBe("53.85");
    expect(r.settlementAmount).toBe("25296.15"); // 25,350.00 − 53.85
  });

  it("stamp duty on an exact dollar is not rounded further", () => {
    // 1,000 × 26 = 26,000; 0.1% = 26.00 exactly
    expect(amounts(estimate({ market: "hk", side: "sell", price: "26", quantity: "1000" })).hkStampDuty).toBe("26.00");
  });

  it("minimum commission HKD 3; CCASS has no minimum (was HKD 2)", () => {
    // sell 100 @ 5.00 → value 500.00
    const r = estimate({ market: "hk", side: "sell", price: "5", quantity: "100" });
    expect(amounts(r)).toEqual({
      commission: "3.00", // 0.03% × 500 = 0.15 → min 3.00
      platform: "15.00",
      hkStampDuty: "1.00", // 0.1% × 500 = 0.50 → up → 1
      sfcLevy: "0.01", // 0.0135 → 0.01
      afrcLevy: "0.00", // 0.00075 → 0.00
      hkexTradingFee: "0.03", // 0.02825 → 0.03
      ccassFee: "0.02", // 0.021 → 0.02 (no minimum since 2025-06-30)
      gst: "1.62", // 9% × 18.00
    });
    expect(r.total).toBe("20.68");
    expect(r.settlementAmount).toBe("479.32"); // 500.00 − 20.68
  });

  it("CCASS has no maximum (was HKD 100)", () => {
    // 1,000,000 × 10 = 10,000,000; 0.0042% = 420.00
    expect(amounts(estimate({ market: "hk", side: "buy", price: "10", quantity: "1000000" })).ccassFee).toBe("420.00");
  });
});

describe("Singapore stocks (SGD)", () => {
  it("buy 1,000 @ 1.25: minimums, SGX fees, GST on own fees and SGX fees", () => {
    // value 1,250.00
    const r = estimate({ market: "sg", side: "buy", price: "1.25", quantity: "1000" });
    expect(r.currency).toBe("SGD");
    expect(amounts(r)).toEqual({
      commission: "0.99", // 0.03% × 1,250 = 0.375 → min 0.99
      platform: "0.99",
      sgxClearing: "0.41", // 0.0325% × 1,250 = 0.40625 → 0.41
      sgxAccess: "0.09", // 0.0075% × 1,250 = 0.09375 → 0.09
      gst: "0.22", // 9% × (0.99 + 0.99 + 0.41 + 0.09 = 2.48) = 0.2232 → 0.22
    });
    expect(r.total).toBe("2.70");
    expect(r.settlementAmount).toBe("1252.70");
  });

  it("sell 10,000 @ 3.456", () => {
    // value 34,560.00
    const r = estimate({ market: "sg", side: "sell", price: "3.456", quantity: "10000" });
    expect(amounts(r)).toEqual({
      commission: "10.37", // 0.03% × 34,560 = 10.368 → 10.37
      platform: "0.99",
      sgxClearing: "11.23", // 0.0325% × 34,560 = 11.232 → 11.23
      sgxAccess: "2.59", // 0.0075% × 34,560 = 2.592 → 2.59
      gst: "2.27", // 9% × (10.37 + 0.99 + 11.23 + 2.59 = 25.18) = 2.2662 → 2.27
    });
    expect(r.total).toBe("27.45");
    expect(r.settlementAmount).toBe("34532.55"); // 34,560.00 − 27.45
  });
});

describe("Japan stocks (JPY, no minor unit)", () => {
  it("minimum commission JPY 80, GST rounded to whole yen", () => {
    // value 1,234.5 × 100 = 123,450; 0.05% = 61.725 → min 80; GST 9% × 80 = 7.2 → 7
    const r = estimate({ market: "jp", side: "buy", price: "1234.5", quantity: "100" });
    expect(r.currency).toBe("JPY");
    expect(r.tradeValue).toBe("123450");
    expect(amounts(r)).toEqual({ commission: "80", gst: "7" });
    expect(r.total).toBe("87");
    expect(r.passThroughFees).toBe("0");
    expect(r.settlementAmount).toBe("123537");
  });

  it("commission above the minimum rounds half up to the yen", () => {
    // value 2,345 × 1,000 = 2,345,000; 0.05% = 1,172.5 → 1,173; GST 9% × 1,173 = 105.57 → 106
    const r = estimate({ market: "jp", side: "sell", price: "2345", quantity: "1000" });
    expect(amounts(r)).toEqual({ commission: "1173", gst: "106" });
    expect(r.total).toBe("1279");
    expect(r.settlementAmount).toBe("2343721"); // 2,345,000 − 1,279
  });
});

describe("UK stocks (GBP)", () => {
  it("buy over GBP 10,000: SDRT 0.5% and the PTM levy", () => {
    // value 12.3456 × 1,000 = 12,345.60
    const r = estimate({ market: "uk", side: "buy", price: "12.3456", quantity: "1000" });
    expect(r.tradeValue).toBe("12345.60");
    expect(amounts(r)).toEqual({
      commission: "6.17", // 0.05% × 12,345.60 = 6.1728 → 6.17
      ukSdrt: "61.73", // 0.5% × 12,345.60 = 61.728 → 61.73
      ptmLevy: "1.50", // 12,345.60 > 10,000
      gst: "0.56", // 9% × 6.17 = 0.5553 → 0.56
    });
    expect(r.total).toBe("69.96");
    expect(r.settlementAmount).toBe("12415.56");
  });

  it("sell: no SDRT (buy-only), PTM levy still due", () => {
    const r = estimate({ market: "uk", side: "sell", price: "12.3456", quantity: "1000" });
    expect(amounts(r)).toEqual({ commission: "6.17", ptmLevy: "1.50", gst: "0.56" });
    expect(r.total).toBe("8.23");
    expect(r.settlementAmount).toBe("12337.37"); // 12,345.60 − 8.23
  });

  it("no PTM levy at exactly GBP 10,000 (over means strictly greater)", () => {
    // 1,000 × 10 = 10,000.00: commission 5.00, SDRT 50.00, GST 0.45
    const r = estimate({ market: "uk", side: "buy", price: "10", quantity: "1000" });
    expect(amounts(r)).toEqual({ commission: "5.00", ukSdrt: "50.00", ptmLevy: "0.00", gst: "0.45" });
    expect(note(r, "ptmLevy")).toBe("pricing:notes.belowThreshold");
    expect(r.total).toBe("55.45");
  });

  it("PTM levy at GBP 10,000.01", () => {
    // 1 × 10,000.01: commission 5.000005 → 5.00; SDRT 50.00005 → 50.00; PTM 1.50; GST 0.45
    const r = estimate({ market: "uk", side: "buy", price: "10000.01", quantity: "1" });
    expect(amounts(r)).toEqual({ commission: "5.00", ukSdrt: "50.00", ptmLevy: "1.50", gst: "0.45" });
    expect(r.total).toBe("56.95");
  });

  it("minimum commission GBP 1", () => {
    // 10 × 5 = 50.00: 0.05% = 0.025 → min 1.00; SDRT 0.25; GST 0.09
    const r = estimate({ market: "uk", side: "buy", price: "5", quantity: "10" });
    expect(amounts(r)).toEqual({ commission: "1.00", ukSdrt: "0.25", ptmLevy: "0.00", gst: "0.09" });
    expect(r.total).toBe("1.34");
  });
});

describe("US options (USD per contract, 100 shares each)", () => {
  it("buy 10 @ 2.35: platform per contract, ORF and OCC on both sides", () => {
    // value 2.35 × 10 × 100 = 2,350.00
    const r = estimate({ market: "us-options", side: "buy", price: "2.35", quantity: "10" });
    expect(r.tradeValue).toBe("2350.00");
    expect(r.unit).toBe("contracts");
    expect(amounts(r)).toEqual({
      commission: "0.00", // product.md §Product: no commission
      platform: "3.00", // 10 × 0.30
      orf: "0.28", // 10 × 0.02815 = 0.2815 → 0.28
      occFee: "0.25", // 10 × 0.025
      gst: "0.27", // 9% × 3.00
    });
    expect(r.total).toBe("3.80");
    expect(r.settlementAmount).toBe("2353.80");
  });

  it("sell adds the options TAF (rounded up) and the SEC fee on the premium", () => {
    const r = estimate({ market: "us-options", side: "sell", price: "2.35", quantity: "10" });
    expect(amounts(r)).toEqual({
      commission: "0.00",
      platform: "3.00",
      orf: "0.28",
      occFee: "0.25",
      finraTafOptions: "0.04", // 10 × 0.00329 = 0.0329 → up → 0.04
      secFeeOptions: "0.05", // 2,350 × 20.60 / 1e6 = 0.04841 → up → 0.05
      gst: "0.27",
    });
    expect(r.total).toBe("3.89"); // 3.80 + 0.04 + 0.05
    expect(r.settlementAmount).toBe("2346.11"); // 2,350.00 − 3.89
  });

  it("platform minimum USD 1; OCC 0.025 rounds half up to 0.03", () => {
    // 1 contract @ 0.50 → value 50.00
    const r = estimate({ market: "us-options", side: "buy", price: "0.5", quantity: "1" });
    expect(amounts(r)).toEqual({
      commission: "0.00",
      platform: "1.00", // 0.30 → min 1.00
      orf: "0.03", // 0.02815 → 0.03
      occFee: "0.03", // 0.025 → half up → 0.03
      gst: "0.09",
    });
    expect(r.total).toBe("1.15");
  });

  it("OCC fee has no cap (the old cap was 55 per trade)", () => {
    // 5,000 contracts @ 0.10 → value 50,000.00
    const r = estimate({ market: "us-options", side: "buy", price: "0.10", quantity: "5000" });
    expect(amounts(r)).toEqual({
      commission: "0.00",
      platform: "1500.00", // 5,000 × 0.30
      orf: "140.75", // 5,000 × 0.02815
      occFee: "125.00", // 5,000 × 0.025, above the old 55 cap
      gst: "135.00", // 9% × 1,500
    });
    expect(r.total).toBe("1900.75");
  });
});

describe("futures and CFDs (USD)", () => {
  it("futures: commission and platform fee per contract, GST, no settlement amount", () => {
    // 3 contracts: commission 3 × 1.50 = 4.50; platform 3 × 0.50 = 1.50; GST 9% × 6.00 = 0.54
    const r = estimate({ market: "futures", side: "sell", price: "5000", quantity: "3" });
    expect(r.tradeValue).toBe("15000.00"); // notional 5,000 × 3
    expect(amounts(r)).toEqual({ commission: "4.50", platform: "1.50", gst: "0.54" });
    expect(r.total).toBe("6.54");
    expect(r.settlementAmount).toBeUndefined();
  });

  it("FX CFD: spread-only, zero fees, notional of 0.01 lot", () => {
    // 1.08345 × 0.01 × 100,000 = 1,083.45
    const r = estimate({ market: "fx-cfd", side: "buy", price: "1.08345", quantity: "0.01" });
    expect(r.tradeValue).toBe("1083.45");
    expect(r.unit).toBe("lots");
    expect(amounts(r)).toEqual({ commission: "0.00" }); // nothing taxable → no GST line
    expect(r.total).toBe("0.00");
    expect(r.settlementAmount).toBeUndefined();
  });

  it("stock CFD: 0.05% with a USD 1 minimum, no pass-through fees", () => {
    // 10 × 50 = 500: 0.25 → min 1.00; GST 0.09
    expect(amounts(estimate({ market: "stock-cfd", side: "buy", price: "50", quantity: "10" }))).toEqual({
      commission: "1.00",
      gst: "0.09",
    });
    // 1,000 × 50 = 50,000: 0.05% = 25.00; GST 2.25; total 27.25 (sell: still no SEC fee on a CFD)
    const r = estimate({ market: "stock-cfd", side: "sell", price: "50", quantity: "1000" });
    expect(amounts(r)).toEqual({ commission: "25.00", gst: "2.25" });
    expect(r.total).toBe("27.25");
  });
});

describe("bad input", () => {
  const ok = { market: "us", side: "buy", price: "10", quantity: "10" } as const;

  it("negative or zero price and quantity", () => {
    expect(errors({ ...ok, price: "-5" })).toEqual({ price: "pricing:errors.pricePositive" });
    expect(errors({ ...ok, price: -5 })).toEqual({ price: "pricing:errors.pricePositive" });
    expect(errors({ ...ok, price: "0" })).toEqual({ price: "pricing:errors.pricePositive" });
    expect(errors({ ...ok, price: "0.00" })).toEqual({ price: "pricing:errors.pricePositive" });
    expect(errors({ ...ok, quantity: "-1" })).toEqual({ quantity: "pricing:errors.quantityPositive" });
    expect(errors({ ...ok, quantity: 0 })).toEqual({ quantity: "pricing:errors.quantityPositive" });
  });

  it("non-numeric, NaN, Infinity, exponents", () => {
    for (const bad of ["abc", "NaN", "Infinity", "1e5", "12abc", "1.2.3", "--1", "0x10", "1,23"]) {
      expect(errors({ ...ok, price: bad }), bad).toEqual({ price: "pricing:errors.priceNumber" });
    }
    expect(errors({ ...ok, quantity: Number.NaN })).toEqual({ quantity: "pricing:errors.quantityNumber" });
    expect(errors({ ...ok, quantity: Number.POSITIVE_INFINITY })).toEqual({
      quantity: "pricing:errors.quantityNumber",
    });
    expect(errors({ ...ok, price: "   " })).toEqual({ price: "pricing:errors.priceRequired" });
    expect(errors({ ...ok, price: "1".repeat(101) })).toEqual({ price: "pricing:errors.priceNumber" });
  });

  it("too many decimals", () => {
    expect(errors({ ...ok, price: "10.12345" })).toEqual({ price: "pricing:errors.priceDecimals" }); // US: 4
    expect(errors({ ...ok, market: "hk", price: "1.2345" })).toEqual({ price: "pricing:errors.priceDecimals" }); // HK: 3
    expect(errors({ ...ok, market: "jp", price: "1234.56" })).toEqual({ price: "pricing:errors.priceDecimals" }); // JP: 1
    expect(errors({ ...ok, quantity: "0.12345" })).toEqual({ quantity: "pricing:errors.quantityDecimals" }); // US: 4
    expect(errors({ ...ok, market: "fx-cfd", price: "1.1", quantity: "0.001" })).toEqual({
      quantity: "pricing:errors.quantityDecimals",
    });
    // trailing zeros are not significant: 10.50000 is 10.5
    expect(calculateFees({ ...ok, price: "10.50000" }).ok).toBe(true);
  });

  it("fractional quantities only for US stocks (and FX lots)", () => {
    expect(errors({ ...ok, market: "us-options", quantity: "1.5" })).toEqual({ quantity: "pricing:errors.quantityWhole" });
    expect(errors({ ...ok, market: "futures", quantity: "0.5" })).toEqual({ quantity: "pricing:errors.quantityWhole" });
    expect(errors({ ...ok, market: "hk", quantity: "100.5" })).toEqual({ quantity: "pricing:errors.quantityWhole" });
    expect(errors({ ...ok, market: "stock-cfd", quantity: "1.1" })).toEqual({ quantity: "pricing:errors.quantityWhole" });
    expect(calculateFees({ ...ok, market: "hk", quantity: "100.0" }).ok).toBe(true);
  });

  it("huge values", () => {
    expect(errors({ ...ok, price: "1000000.01" })).toEqual({ price: "pricing:errors.priceMax" });
    expect(calculateFees({ ...ok, price: "1000000" }).ok).toBe(true);
    expect(errors({ ...ok, quantity: "10000001" })).toEqual({ quantity: "pricing:errors.quantityMax" });
    expect(calculateFees({ ...ok, quantity: "10,000,000" }).ok).toBe(true);
    expect(errors({ ...ok, market: "us-options", quantity: "100001" })).toEqual({ quantity: "pricing:errors.quantityMax" });
    expect(errors({ ...ok, market: "fx-cfd", price: "1.1", quantity: "1000.01" })).toEqual({
      quantity: "pricing:errors.quantityMax",
    });
    expect(errors({ ...ok, price: "1".padEnd(60, "0") })).toEqual({ price: "pricing:errors.priceMax" });
  });

  it("a trade value below one minor unit", () => {
    // 0.0001 × 1.00 = 0.0001 → 0.00
    expect(errors({ ...ok, price: "1", quantity: "0.0001" })).toEqual({ quantity: "pricing:errors.tradeValueTooSmall" });
  });

  it("unknown market and side; several fields at once", () => {
    expect(errors({ market: "mars" as never, side: "hold" as never, price: "", quantity: "x" })).toEqual({
      market: "pricing:errors.marketInvalid",
      side: "pricing:errors.sideInvalid",
      price: "pricing:errors.priceRequired",
      quantity: "pricing:errors.quantityNumber",
    });
    // a market rule still reported while another field fails
    expect(errors({ ...ok, market: "us-options", price: "-1", quantity: "2.5" })).toEqual({
      price: "pricing:errors.pricePositive",
      quantity: "pricing:errors.quantityWhole",
    });
  });
});

describe("feeQuerySchema (GET query)", () => {
  it("normalises thousands separators and spaces", () => {
    const parsed = feeQuerySchema.safeParse({ market: "sg", side: "sell", price: " 1,234.50 ", quantity: "1,000" });
    expect(parsed.success && parsed.data).toEqual({ market: "sg", side: "sell", price: "1234.5", quantity: "1000" });
  });

  it("missing fields give the 'required' keys", () => {
    const parsed = feeQuerySchema.safeParse({});
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      market: "pricing:errors.marketRequired",
      side: "pricing:errors.sideRequired",
      price: "pricing:errors.priceRequired",
      quantity: "pricing:errors.quantityRequired",
    });
  });

  it("calculateFeesFromSearchParams: null on an empty query, errors or an estimate otherwise", () => {
    expect(calculateFeesFromSearchParams(new URLSearchParams(""))).toBeNull();
    expect(calculateFeesFromSearchParams(new URLSearchParams("market=uk"))).toEqual({
      ok: false,
      errors: {
        side: "pricing:errors.sideRequired",
        price: "pricing:errors.priceRequired",
        quantity: "pricing:errors.quantityRequired",
      },
    });
    const answer = calculateFeesFromSearchParams(new URLSearchParams("market=uk&side=sell&price=12.3456&quantity=1%2C000"));
    expect(answer?.ok && answer.result.total).toBe("8.23"); // as the UK sell above
  });
});

describe("formatMoney and the fee table", () => {
  const plain = (text: string) => text.replace(/\s/g, " ");

  it("formats with thousands separators and the currency's minor units, exactly", () => {
    expect(plain(formatMoney("1234567.5", "USD", "en"))).toBe("USD 1,234,567.50");
    expect(plain(formatMoney("12345678901234.57", "HKD", "zh-hk"))).toBe("HKD 12,345,678,901,234.57");
    expect(plain(formatMoney("123537", "JPY", "cn"))).toBe("JPY 123,537");
    expect(plain(formatMoney("0.125", "SGD", "en"))).toBe("SGD 0.13"); // half up
    expect(plain(formatMoney("80", "JPY", "en"))).toBe("JPY 80");
    expect(plain(formatMoney("-0.5", "GBP", "en"))).toContain("0.50");
  });

  it("formats rates keeping every decimal", () => {
    expect(formatRate("0.000195", "en")).toBe("0.000195");
    expect(formatRate("10000", "cn")).toBe("10,000");
    expect(formatRate("1.5", "en", 2)).toBe("1.50");
  });

  it("builds the UK table with formatted rates, threshold and GST row", () => {
    const rows = feeTable("uk", "en");
    expect(rows.map((row) => row.id)).toEqual(["commission", "ukSdrt", "ptmLevy", "gst"]);
    const ptm = rows.find((row) => row.id === "ptmLevy");
    expect(ptm?.rate).toEqual({
      key: "pricing:basis.fixedAboveThreshold",
      values: { value: "1.50", currency: "GBP", threshold: "10,000" },
    });
    expect(ptm?.sideKey).toBe("pricing:appliesTo.both");
    expect(rows.find((row) => row.id === "ukSdrt")?.sideKey).toBe("pricing:appliesTo.buy");
    expect(plain(rows[0]?.minimum ?? "")).toBe("GBP 1.00");
    expect(rows[0]?.sample).toBe(true);
  });

  it("shows caps, and leaves disabled fees out", () => {
    const us = feeTable("us", "en");
    expect(us.find((row) => row.id === "finraTaf")?.maximum?.values?.value.replace(/\s/g, " ")).toBe("USD 9.79");
    expect(us.find((row) => row.id === "platform")?.maximum).toEqual({
      key: "pricing:table.maxPercent",
      values: { value: "1" },
    });
    expect(feeTable("sg", "en").map((row) => row.id)).toEqual(["commission", "platform", "sgxClearing", "sgxAccess", "gst"]);
    expect(feeTable("hk", "en").find((row) => row.id === "hkStampDuty")?.roundingKey).toBe("pricing:rounding.upWhole");
    // FX CFD: the (zero) commission is GST-able, so the table lists GST even though an estimate has none
    expect(feeTable("fx-cfd", "en").map((row) => row.id)).toEqual(["commission", "gst"]);
  });
});
