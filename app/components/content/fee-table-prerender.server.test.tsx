import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { feeTableMarkup, FeeTables, keepFeeTableMarkup } from "~/components/content/fee-tables";
import { MARKET_IDS } from "~/lib/fees/markets";
import { feeTableViews, setFeeTablePrerender } from "~/lib/fees/views.server";
import { resources } from "~/lib/i18n/i18n.server";
import { LOCALES } from "~/lib/i18n/locale";
import { TranslationProvider } from "~/lib/i18n/react";
import { prerenderFeeTable } from "./fee-table-prerender.server";

// As entry.server.tsx does for the site.
setFeeTablePrerender(prerenderFeeTable);

/** The page's render of `tables` in `locale`. */
function render(tables: Parameters<typeof FeeTables>[0]["tables"], locale: (typeof LOCALES)[number]): string {
  return renderToString(
    <TranslationProvider locale={locale} resources={resources[locale]}>
      <section>
        <FeeTables tables={tables} />
      </section>
    </TranslationProvider>,
  );
}

describe("prerendered fee tables", () => {
  it.each(LOCALES)("write the same document as the tables rendered element by element (%s)", (locale) => {
    const views = feeTableViews(MARKET_IDS, locale);
    // A copy of a view is another object: nothing is kept for it, so its tables are rendered.
    const copies = views.map((view) => structuredClone(view));
    const prerendered = render(views, locale);
    expect(prerendered).toBe(render(copies, locale));
    expect(prerendered).toContain('<table class="fee-table"><caption>');
    expect(prerendered.match(/<table /g)).toHaveLength(MARKET_IDS.length);
  });

  it("are kept for every view the loaders hand out, and written in place of the table", () => {
    for (const locale of LOCALES)
      for (const view of feeTableViews(MARKET_IDS, locale)) expect(feeTableMarkup(view)).toMatch(/^<table class="fee-table"><caption>/);
    const copy = structuredClone(feeTableViews(["hk"], "en")[0]);
    keepFeeTableMarkup(copy, "<table>kept</table>");
    expect(render([copy], "en")).toContain('role="region" aria-label="Hong Kong stocks (HKD)"><table>kept</table></div>');
  });
});
