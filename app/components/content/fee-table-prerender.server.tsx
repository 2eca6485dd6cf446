/**
 * The fee tables' markup, rendered once per market and locale when their view is built
 * (lib/fees/views.server.ts, which calls prerenderFeeTable once entry.server.tsx hands it over:
 * shared code never imports a component) and kept by the view (keepFeeTableMarkup): the home page
 * renders six tables (~370 of its ~800 elements) and the pricing page nine on every request,
 * always the same for a locale.
 */
import { renderToString } from "react-dom/server";
import { FeeTables, keepFeeTableMarkup } from "~/components/content/fee-tables";
import type { FeeTableView } from "~/lib/fees/views.server";
import { resources } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import { TranslationProvider } from "~/lib/i18n/react";

/**
 * Renders `view`'s table for `locale` with the page's own component and render (FeeTables,
 * react-dom's renderToString) and keeps the markup inside its region by the view. Returns that
 * markup, or null (nothing kept) if the render is not one region element. Not to be called
 * during a render, nor twice for one view.
 */
export function prerenderFeeTable(view: FeeTableView, locale: Locale): string | null {
  const region = renderToString(
    <TranslationProvider locale={locale} resources={resources[locale]}>
      <FeeTables tables={[view]} />
    </TranslationProvider>,
  );
  // React escapes ">" in attribute values, so the first one ends the region's start tag.
  const end = "</div>";
  if (!region.startsWith('<div class="table-wrap"') || !region.endsWith(end)) return null;
  const html = region.slice(region.indexOf(">") + 1, -end.length);
  keepFeeTableMarkup(view, html);
  return html;
}
