/**
 * The views the pricing and content pages render (views.server.ts, content-facts.server.ts): the
 * calculator's figures and the schedule's dates formatted for each locale on the server. Expected
 * figures are those of calculator.test.ts (US sell 100 @ 150.25), written out.
 */
import { describe, expect, it } from "vitest";
import { contentFacts } from "~/lib/content/content-facts.server";
import { calculateFees } from "./calculator";
import { estimateView, feeTableViews, NO_FIGURE, scheduleAsOf } from "./views.server";

const plain = (text: string | null) => text?.replace(/\s/g, " ");

function usSell() {
  const answer = calculateFees({ market: "us", side: "sell", price: "150.25", quantity: "100" });
  if (!answer.ok) throw new Error("unexpected errors");
  return answer.result;
}

describe("estimateView", () => {
  it("formats every amount as money in the market's currency, and each line's date (en)", () => {
    const view = estimateView(usSell(), "en");
    expect(plain(view.tradeValue)).toBe("USD 15,025.00");
    expect(plain(view.total)).toBe("USD 1.42");
    expect(plain(view.settlementAmount)).toBe("USD 15,023.58");
    expect(view.quantity).toBe("100");
    expect(view.price).toBe("150.25");
    const sec = view.lines.find((line) => line.id === "secFee");
    expect(sec).toMatchObject({ labelKey: expect.any(String), note: null, sample: false, effectiveDate: "04 Apr, 2026" });
    expect(plain(sec!.amount)).toBe("USD 0.31");
    expect(view.lines.find((line) => line.id === "platform")?.note).toBe("pricing:notes.minimumApplied");
  });

  it("uses the Chinese locales' date format", () => {
    expect(estimateView(usSell(), "cn").lines.find((line) => line.id === "secFee")?.effectiveDate).toBe("2026-04-04");
    expect(scheduleAsOf("zh-hk")).toBe("2026-11-21");
    expect(scheduleAsOf("en")).toBe("21 Nov, 2026");
  });

  it("has no settlement amount where the estimate has none, and is plain JSON", () => {
    const view = estimateView({ ...usSell(), settlementAmount: undefined }, "en");
    expect(view.settlementAmount).toBeNull();
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe("feeTableViews and contentFacts", () => {
  it("keeps the markets' order and dates each row", () => {
    const views = feeTableViews(["hk", "us"], "en");
    expect(views.map((view) => [view.market, view.caption])).toEqual([
      ["hk", "Hong Kong stocks (HKD)"],
      ["us", "US stocks (USD)"],
    ]);
    for (const row of views[1].rows) expect(row.effectiveDateText).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
  });

  it("gives each row's texts translated for the locale, a dash for a cap where there is none", () => {
    const platform = (locale: "en" | "cn") => feeTableViews(["us"], locale)[0].rows.find((row) => row.id === "platform")!;
    expect(platform("en")).toMatchObject({
      label: "Platform fee",
      rate: "USD 0.005 per share + GST",
      minimum: expect.stringMatching(/^USD\s1\.00$/),
      side: "Buys and sells",
    });
    expect(platform("en").maximum).toMatch(/1/);
    expect(platform("cn").label).not.toBe(platform("en").label);
    expect(platform("cn").label).toMatch(/[\u4e00-\u9fff]/);
    const commission = feeTableViews(["us"], "en")[0].rows.find((row) => row.id === "commission")!;
    expect(commission.maximum).toBe(NO_FIGURE);
    for (const view of feeTableViews(["us", "hk", "sg", "jp", "uk", "us-options", "fx-cfd"], "en"))
      for (const row of view.rows) for (const text of [row.label, row.rate, row.side]) expect(text).not.toMatch(/pricing:|\{\{/);
  });

  it("says beside each rate whether GST is added and an unusual rounding, each note once, in the locale's punctuation", () => {
    const rate = (market: "us" | "hk", id: string, locale: "en" | "cn" = "en") => feeTableViews([market], locale)[0].rows.find((row) => row.id === id)!.rate;
    // GST on our fees, none on a government's levy.
    expect(rate("hk", "commission")).toBe("0.03% of trade value + GST");
    expect(rate("hk", "sfcLevy")).toBe("0.0027% of trade value");
    // The SEC fee names its rounding as its note too: said once.
    expect(rate("us", "secFee")).toBe("USD 20.60 per USD 1 million of trade value. Rounded up to the cent.");
    expect(rate("hk", "hkStampDuty")).toMatch(/^0\.1% of trade value\. Rounded up to a whole dollar\./);
    // Chinese sentences join without spaces and end in 。.
    expect(rate("hk", "hkStampDuty", "cn")).toMatch(/^成交金额的 0\.1%。向上取整至整数元。/);
    expect(rate("hk", "hkStampDuty", "cn")).not.toMatch(/。 /);
    expect(rate("hk", "commission", "cn")).toBe("成交金额的 0.03%，另加 GST");
  });

  it("gives the home page the fee tables of its fees section, and the promotions page its offer end dates", () => {
    expect(Object.keys(contentFacts("home", "en").feeTables)).toEqual(["us", "hk", "sg", "jp", "uk", "us-options"]);
    expect(contentFacts("promotions", "en").dates).toEqual({
      "2026-12-31": "31 Dec, 2026",
      "2027-06-30": "30 Jun, 2027",
      "2027-03-31": "31 Mar, 2027",
      "2027-01-31": "31 Jan, 2027",
    });
    expect(contentFacts("promotions", "cn").dates["2026-12-31"]).toBe("2026-12-31");
  });

  it("gives empty facts for an entry that does not exist", () => {
    expect(contentFacts("no-such-page", "en")).toEqual({ feeTables: {}, dates: {}, heroEndDate: null });
  });

  it("gives a campaign page its end date, formatted for the locale (product.md §Locales)", () => {
    expect(contentFacts("activity-stock-aug", "en")).toMatchObject({ heroEndDate: "2026-08-31", dates: { "2026-08-31": "31 Aug, 2026" } });
    expect(contentFacts("market-new-user", "zh-hk")).toMatchObject({ heroEndDate: "2026-12-31", dates: { "2026-12-31": "2026-12-31" } });
    expect(contentFacts("stocks", "en").heroEndDate).toBeNull();
  });
});
