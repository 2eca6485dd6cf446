import { useTranslation } from "~/lib/i18n/react";
import type { FeeTableView } from "~/lib/fees/views.server";

/**
 * The fee table of each market, with pass-through fees and caps stated. The rows come from the
 * loader (feeTableViews, app/lib/fees/views.server.ts), already translated and formatted for the locale.
 */
export function FeeTables({ tables }: { tables: FeeTableView[] }) {
  const { t } = useTranslation("pricing");
  return (
    <>
      {tables.map(({ market, currency, rows }) => {
        const caption = `${t(`markets.${market}`)} (${currency})`;
        return (
          // A region that keyboard users can focus and scroll when the table is wider than a phone.
          <div className="table-wrap" key={market} tabIndex={0} role="region" aria-label={caption}>
            <table className="fee-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("table.fee")}</th>
                  <th scope="col">{t("table.rate")}</th>
                  <th scope="col" className="num">{t("table.minimum")}</th>
                  <th scope="col">{t("table.maximum")}</th>
                  <th scope="col">{t("table.appliesTo")}</th>
                  <th scope="col">{t("table.effective")}</th>
                  <th scope="col">{t("table.chargedBy")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.label}</th>
                    <td>{row.rate}</td>
                    <td className="num">{row.minimum ?? "—"}</td>
                    <td>{row.maximum ?? "—"}</td>
                    <td>{row.side}</td>
                    <td>
                      <time dateTime={row.effectiveDate}>{row.effectiveDateText}</time>
                    </td>
                    <td>{row.chargedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}
