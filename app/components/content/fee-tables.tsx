import type { FeeTableView } from "~/lib/fees/views.server";
import { useTranslation } from "~/lib/i18n/react";

/**
 * Markup the server rendered once for a view's table (keepFeeTableMarkup), kept by the view
 * itself. The server's render finds a view here because a document request's loader data reaches
 * it as the loader's own objects (the patched router, tests/unit/loader-data-patches.test.ts);
 * anything else, the browser above all, finds nothing and renders the table.
 */
const prerendered = new WeakMap<FeeTableView, string>();

/**
 * Keeps `html` as the markup of `view`'s table: the caller vouches that it is this component's
 * render of the table for the view, byte for byte (react-dom's renderToString), and that the view
 * never changes (content/fee-table-prerender.server.tsx).
 */
export function keepFeeTableMarkup(view: FeeTableView, html: string): void {
  prerendered.set(view, html);
}

/** The markup kept for `view`'s table, or undefined (always, in the browser). */
export function feeTableMarkup(view: FeeTableView): string | undefined {
  return prerendered.get(view);
}

/** The table's columns, by their text's key under pricing:table. */
const COLUMNS = ["fee", "rate", "minimum", "maximum", "appliesTo", "effective", "chargedBy"] as const;

/**
 * The fee table of each market, with pass-through fees and caps stated. The rows come from the
 * loader (feeTableViews, app/lib/fees/views.server.ts), already translated and formatted for the
 * locale. On the server a table is the markup rendered once for its view (the tables are nearly half
 * the elements of the home page); in the browser the table is rendered, and hydrates that markup
 * like its own.
 */
export function FeeTables({ tables }: { tables: FeeTableView[] }) {
  const { t } = useTranslation("pricing");
  return (
    <>
      {tables.map((view) => {
        const { market, caption, rows } = view;
        const html = prerendered.get(view);
        return (
          // A region that keyboard users can focus and scroll when the table is wider than a phone.
          <div
            className="table-wrap"
            key={market}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus (WCAG 2.1.1)
            tabIndex={0}
            role="region"
            aria-label={caption}
            dangerouslySetInnerHTML={html ? { __html: html } : undefined}
          >
            {html ? null : (
              // On a narrow screen each row is a labelled block (app.css, "Fee tables"): the
              // cells' data-label names their column there. No explicit table roles: the HTML
              // standard forbids them on a table's parts (tests/e2e/site/phone.spec.ts checks
              // that Chromium still exposes the table).
              <table className="fee-table">
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className={column === "minimum" ? "num" : undefined}>
                        {t(`table.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.label}</th>
                      <td data-label={t("table.rate")}>{row.rate}</td>
                      <td data-label={t("table.minimum")} className="num">
                        {row.minimum}
                      </td>
                      <td data-label={t("table.maximum")}>{row.maximum}</td>
                      <td data-label={t("table.appliesTo")}>{row.side}</td>
                      <td data-label={t("table.effective")}>
                        <time dateTime={row.effectiveDate}>{row.effectiveDateText}</time>
                      </td>
                      <td data-label={t("table.chargedBy")}>{row.chargedBy}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        );
      })}
    </>
  );
}
