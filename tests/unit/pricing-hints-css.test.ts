/**
 * The fee calculator renders every market's hints and pricing.css shows the chosen market's
 * (app/routes/marketing/pricing.tsx): the stylesheet names the markets one by one, so a market added to
 * MARKET_IDS without its rule would show no hint at all in browsers with :has.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "~/lib/fees/markets";

const css = readFileSync(new URL("../../app/styles/pricing.css", import.meta.url), "utf8");

describe("pricing.css shows the chosen market's hints", () => {
  it.each(MARKET_IDS)("has the rule for %s", (id) => {
    expect(css).toContain(`.calc__form:has(option[value="${id}"]:checked) [data-market="${id}"]`);
  });

  it("names no market the calculator does not offer", () => {
    const named = [...css.matchAll(/option\[value="([^"]+)"\]:checked/g)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set(MARKET_IDS));
  });
});
