/**
 * Formatting and the fee table of the fee schedule, without the calculator's query validation:
 * what content pages need to show fees, kept free of zod so their browser bundle stays small.
 */
import Big from "big.js";
import type { Locale } from "../i18n/locale";
import { FEE_SCHEDULE } from "./schedule";
import type { CurrencyCode, FeeLine, MarketId, Rounding } from "./types";

export { MARKET_IDS, SIDES } from "./markets";

/** Locales of the formatters, by app locale. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-SG", cn: "zh-CN", "zh-hk": "zh-HK" };

/** The currency's number of minor-unit decimals (2; JPY 0). */
export function currencyDecimals(currency: CurrencyCode): number {
  return FEE_SCHEDULE.currencyDecimals[currency];
}

/**
 * Intl.NumberFormat's format, typed for decimal strings: at run time it formats a decimal string
 * exactly, without float conversion (ECMA-402 2023, Node >= 19); the es2022 lib types only know
 * numbers.
 */
function exactFormat(formatter: Intl.NumberFormat): (value: string) => string {
  return (value) => formatter.format(value as unknown as number);
}

/**
 * Formats an amount of money for display: the currency code, thousands separators, and exactly the
 * currency's minor units (rounded half up), e.g. formatMoney('1234567.5', 'USD', 'en') →
 * 'USD 1,234,567.50', formatMoney('80', 'JPY', 'cn') → 'JPY 80' (the space is a no-break space,
 * U+00A0, from Intl). Takes the amount as a decimal string (throws on anything else) and formats it
 * exactly: the string goes to Intl.NumberFormat, which formats decimal strings without float
 * conversion (ECMA-402, 2023).
 */
export function formatMoney(amount: string, currency: CurrencyCode, locale: Locale): string {
  const decimals = currencyDecimals(currency);
  const exact = new Big(amount).round(decimals, Big.roundHalfUp).toFixed(decimals);
  const format = formatter(
    `money:${locale}:${currency}`,
    () =>
      new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: "currency",
        currency,
        currencyDisplay: "code",
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  );
  return format(exact);
}

// Building an Intl.NumberFormat costs far more than using one (a profile of the home page put
// the fee tables at 3 ms a request): one per locale and options, made once.
const formatters = new Map<string, (value: string) => string>();
function formatter(key: string, make: () => Intl.NumberFormat): (value: string) => string {
  let format = formatters.get(key);
  if (!format) {
    const instance = make();
    format = exactFormat(instance).bind(instance);
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats a rate (a decimal string such as '0.000195' or '10000') with the locale's thousands
 * separators and every decimal kept, for the fee table; `minDecimals` pads ('1.5', 2 → '1.50').
 */
export function formatRate(rate: string, locale: Locale, minDecimals = 0): string {
  const format = formatter(
    `rate:${locale}:${minDecimals}`,
    () => new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: minDecimals, maximumFractionDigits: 20 }),
  );
  return format(new Big(rate).toFixed());
}

/* ------------------------------------------------------------------ the fee table */

/** A translatable text: t(key, values). */
export interface Text {
  key: string;
  values?: Record<string, string>;
}

/** One row of a market's fee table (columns Fee, Rate, Minimum, Maximum, Applies to, Effective, Source). */
export interface FeeTableRow {
  id: string;
  labelKey: string;
  kind: FeeLine["kind"];
  sample: boolean;
  /**
   * e.g. { key: 'pricing:basis.perShare', values: { value: '0.000195', currency: 'USD' } };
   * fixedAboveThreshold adds `threshold` ('10,000'); GST's is { value: '9' }.
   */
  rate: Text;
  /** Formatted money, or null. */
  minimum: string | null;
  /** e.g. { key: 'pricing:table.maxAmount', values: { value: 'USD 9.79' } }, or null. */
  maximum: Text | null;
  /** i18n key: 'pricing:appliesTo.buy' | 'pricing:appliesTo.sell' | 'pricing:appliesTo.both'. */
  sideKey: string;
  gst: boolean;
  roundingKey: string;
  effectiveDate: string;
  /** i18n key of who levies the fee: 'pricing:chargedBy.sec'. */
  chargedByKey: string;
  noteKey?: string;
}

function roundingKey(rounding: Rounding): string {
  if (rounding.mode === "halfUp") return "pricing:rounding.halfUp";
  return rounding.decimals === 0 ? "pricing:rounding.upWhole" : "pricing:rounding.up";
}

/**
 * The rows of a market's fee table, in the calculator's order (commission, platform fee,
 * pass-through fees, GST), with every figure formatted for the locale; disabled fees are left out.
 */
export function feeTable(marketId: MarketId, locale: Locale): FeeTableRow[] {
  const market = FEE_SCHEDULE.markets[marketId];
  const { currency } = market;
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const rows: FeeTableRow[] = [];
  for (const rule of [market.commission, market.platform, ...market.passThrough]) {
    if (rule === null || rule.enabled === false) continue;
    // A percent rate keeps its own decimals; a money rate shows at least the minor units (1.50).
    const rateDecimals = rule.basis === "percentOfValue" ? 0 : FEE_SCHEDULE.currencyDecimals[currency];
    const values: Record<string, string> = { value: formatRate(rule.rate, locale, rateDecimals), currency };
    if (rule.threshold !== undefined) values.threshold = formatRate(rule.threshold, locale);
    let maximum: Text | null = null;
    if (rule.max !== undefined) maximum = { key: "pricing:table.maxAmount", values: { value: money(rule.max) } };
    else if (rule.maxPercentOfValue !== undefined) {
      maximum = { key: "pricing:table.maxPercent", values: { value: formatRate(rule.maxPercentOfValue, locale) } };
    }
    rows.push({
      id: rule.id,
      labelKey: rule.labelKey,
      kind: rule.kind,
      sample: rule.sample === true,
      rate: { key: `pricing:basis.${rule.basis}`, values },
      minimum: rule.min !== undefined ? money(rule.min) : null,
      maximum,
      sideKey: `pricing:appliesTo.${rule.side}`,
      gst: rule.gst,
      roundingKey: roundingKey(rule.rounding),
      effectiveDate: rule.effectiveDate,
      chargedByKey: `pricing:chargedBy.${rule.chargedBy}`,
      ...(rule.noteKey ? { noteKey: rule.noteKey } : {}),
    });
  }
  const { gst } = FEE_SCHEDULE;
  if (gst.enabled && rows.some((row) => row.gst)) {
    rows.push({
      id: gst.id,
      labelKey: gst.labelKey,
      kind: "tax",
      sample: false,
      rate: { key: "pricing:basis.gst", values: { value: formatRate(gst.ratePercent, locale) } },
      minimum: null,
      maximum: null,
      sideKey: "pricing:appliesTo.both",
      gst: false,
      roundingKey: roundingKey(gst.rounding),
      effectiveDate: gst.effectiveDate,
      chargedByKey: `pricing:chargedBy.${gst.chargedBy}`,
    });
  }
  return rows;
}
