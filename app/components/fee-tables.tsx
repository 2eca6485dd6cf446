import { useTranslation } from "react-i18next";
import { FormattedDate } from "~/components/formatted-date";
import type { MarketId } from "~/lib/content";
import { feeTable } from "~/lib/fees/table";
import { FEE_SCHEDULE } from "~/lib/fees/schedule";
import { useLocale } from "~/lib/root-data";

/** The fee table of each market (from the one fee schedule), with pass-through fees and caps stated. */
export function FeeTables({ markets }: { markets: MarketId[] }) {
  const { t } = useTranslation("pricing");
  const locale = useLocale();
  return (
    <>
      {markets.map((market) => {
        const rows = feeTable(market, locale);
        const caption = `${t(`markets.${market}`)} (${FEE_SCHEDULE.markets[market].currency})`;
        return (
          // A region that keyboard users can focus and scroll when the table is wider than a phone.
          <div className="table-wrap" key={market} tabIndex={0} role="region" aria-label={caption}>
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("table.fee")}</th>
                  <th scope="col">{t("table.rate")}</th>
                  <th scope="col" className="num">{t("table.minimum")}</th>
                  <th scope="col">{t("table.maximum")}</th>
                  <th scope="col">{t("table.appliesTo")}</th>
                  <th scope="col">{t("table.effective")}</th>
                  <th scope="col">{t("table.source")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{t(row.labelKey)}</th>
                    <td>{t(row.rate.key, row.rate.values)}</td>
                    <td className="num">{row.minimum ?? "—"}</td>
                    <td>{row.maximum ? t(row.maximum.key, row.maximum.values) : "—"}</td>
                    <td>{t(row.sideKey)}</td>
                    <td>
                      <FormattedDate iso={row.effectiveDate} />
                    </td>
                    <td>{row.source}</td>
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
