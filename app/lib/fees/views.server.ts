/**
 * The fee schedule's figures as the pages show them, worked out in loaders: fee tables and the
 * calculator's estimate with every amount, rate and date already formatted for the locale
 * (product.md §Locales date formats; money in the currency's minor units). Pages render these views, so their
 * browser bundles carry neither the schedule, its decimal arithmetic nor the date library
 * (JavaScript budget).
 */
import type { MarketId } from "~/lib/content/product-content";
import { formatDate } from "~/lib/i18n/dates";
import { fixedT } from "~/lib/i18n/i18n.server";
import type { Locale } from "~/lib/i18n/locale";
import { FEE_SCHEDULE } from "./schedule";
import { feeTable, formatMoney, formatRate, type FeeTableRow } from "./table";
import type { CurrencyCode, FeeEstimate, QuantityUnit, Side } from "./types";

/**
 * The columns of a fee table row as the page shows them: feeTable's row with its texts translated
 * (label, rate, cap, side) and its date formatted. Text rather than i18n keys and values, so that
 * the page neither translates ~40 cells on every render nor carries keys and values in its data
 * (performance: fee tables were half the home page's loader data and a tenth of its render).
 */
export type FeeTableRowView = Pick<FeeTableRow, "id" | "effectiveDate"> & {
  label: string;
  /**
   * The rate with what qualifies it, as one text: "+ GST" on the fees GST is added to, then the
   * fee's own rounding when it is not to the nearest cent, and its note ("0.1% of trade value +
   * GST", "0.1% of trade value. Rounded up to a whole dollar. Not charged on ETF trades…").
   */
  rate: string;
  /** The minimum charge, or NO_FIGURE when the fee has none. */
  minimum: string;
  /** The cap, or NO_FIGURE when the fee has none. */
  maximum: string;
  side: string;
  effectiveDateText: string;
  /** Who levies it, by name ("HKEX", "香港特区政府"). */
  chargedBy: string;
};

/** What a fee table's cell shows for a minimum or a cap the fee does not have. */
export const NO_FIGURE = "—";

/** One market's fee table, ready to render. */
export interface FeeTableView {
  market: MarketId;
  /** The table's caption: the market's name and its currency ("Hong Kong stocks (HKD)"). */
  caption: string;
  rows: FeeTableRowView[];
  /** i18n keys of the market's notes (board lots, rounding, what an estimate leaves out). */
  noteKeys: string[];
}

/** Views by locale and market: the schedule is code, fixed for the life of the process. */
const tableViews = new Map<string, FeeTableView>();

/** Renders a new view's table once and keeps its markup: set by entry.server.tsx, none in unit tests. */
let prerender: ((view: FeeTableView, locale: Locale) => unknown) | undefined;

/**
 * Sets what renders each new view's table once (the FeeTables component's server module,
 * prerenderFeeTable), so that this shared module needs no component. Views built before are not
 * rendered again.
 */
export function setFeeTablePrerender(render: (view: FeeTableView, locale: Locale) => unknown): void {
  prerender = render;
}

/**
 * The fee table views of `markets`, in that order, for a locale (built once per market and locale,
 * their tables' markup rendered with them: setFeeTablePrerender).
 */
export function feeTableViews(markets: readonly MarketId[], locale: Locale): FeeTableView[] {
  return markets.map((market) => {
    const key = `${locale}:${market}`;
    let view = tableViews.get(key);
    if (!view) {
      view = buildTableView(market, locale);
      prerender?.(view, locale);
      tableViews.set(key, view);
    }
    return view;
  });
}

function buildTableView(market: MarketId, locale: Locale): FeeTableView {
  const t = fixedT(locale, "pricing");
  return {
    market,
    caption: `${t(`markets.${market}`)} (${FEE_SCHEDULE.markets[market].currency})`,
    rows: feeTable(market, locale).map(({ id, labelKey, rate, minimum, maximum, sideKey, effectiveDate, chargedByKey, gst, roundingKey, noteKey }) => ({
      id,
      label: t(labelKey),
      rate: rateText(t, t(rate.key, rate.values), gst, roundingKey, noteKey),
      minimum: minimum ?? NO_FIGURE,
      maximum: maximum ? t(maximum.key, maximum.values) : NO_FIGURE,
      side: t(sideKey),
      effectiveDate,
      effectiveDateText: formatDate(effectiveDate, locale),
      chargedBy: t(chargedByKey),
    })),
    noteKeys: [...FEE_SCHEDULE.markets[market].noteKeys],
  };
}

/** Notes of the rounding rules that are not to the nearest cent: a customer could not guess them. */
const ROUNDING_NOTES: Record<string, string> = {
  "pricing:rounding.up": "pricing:notes.roundedUpCent",
  "pricing:rounding.upWhole": "pricing:notes.roundedUpWholeDollar",
};

/** Two sentences as one text: a space after a Latin full stop, none after a Chinese one (。). */
function joinSentences(first: string, second: string): string {
  return first.endsWith("。") ? first + second : `${first} ${second}`;
}

/**
 * A fee table's rate cell: the rate, "+ GST" when GST is added to the fee (product.md §Fees: 9% on our
 * fees and SGX's), and the notes that qualify it (its rounding when unusual, its own note), so
 * that every page showing the table, not only /pricing, states them beside the figure.
 */
function rateText(t: ReturnType<typeof fixedT>, rate: string, gst: boolean, roundingKey: string, noteKey: string | undefined): string {
  const withGst = gst ? t("table.rateWithGst", { rate }) : rate;
  // A fee may name its rounding as its note too (the SEC fee): said once.
  const keys = [...new Set([ROUNDING_NOTES[roundingKey], noteKey].filter((key): key is string => key !== undefined))];
  return keys.length ? t("table.rateWithNotes", { rate: withGst, notes: keys.map((key) => t(key)).reduce(joinSentences) }) : withGst;
}

/** The calculator's estimate with every figure formatted (money as "USD 1,234.50"). */
export interface EstimateView {
  market: MarketId;
  side: Side;
  unit: QuantityUnit;
  currency: CurrencyCode;
  quantity: string;
  /** The quantity as a number, for the unit's plural form ("1 share", "2 shares"). */
  quantityCount: number;
  price: string;
  tradeValue: string;
  total: string;
  settlementAmount: string | null;
  lines: Array<{ id: string; labelKey: string; note: string | null; sample: boolean; amount: string; effectiveDate: string }>;
  noteKeys: string[];
}

/** An estimate of the calculator (app/lib/fees/calculator.ts) formatted for a locale. */
export function estimateView(estimate: FeeEstimate, locale: Locale): EstimateView {
  const money = (amount: string) => formatMoney(amount, estimate.currency, locale);
  return {
    market: estimate.market,
    side: estimate.side,
    unit: estimate.unit,
    currency: estimate.currency,
    quantity: formatRate(estimate.quantity, locale),
    quantityCount: Number(estimate.quantity),
    price: formatRate(estimate.price, locale, FEE_SCHEDULE.currencyDecimals[estimate.currency]),
    tradeValue: money(estimate.tradeValue),
    total: money(estimate.total),
    settlementAmount: estimate.settlementAmount === undefined ? null : money(estimate.settlementAmount),
    lines: estimate.lines.map((line) => ({
      id: line.id,
      labelKey: line.labelKey,
      note: line.note ?? null,
      sample: line.sample === true,
      amount: money(line.amount),
      effectiveDate: formatDate(line.effectiveDate, locale),
    })),
    noteKeys: [...FEE_SCHEDULE.markets[estimate.market].noteKeys],
  };
}

/** The schedule's as-of date in the locale's format. */
export function scheduleAsOf(locale: Locale): string {
  return formatDate(FEE_SCHEDULE.asOf, locale);
}
