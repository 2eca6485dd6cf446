/**
 * Types of the fee schedule (app/lib/fees/schedule.ts) and of the calculator's answer.
 *
 * Conventions (read before editing schedule.ts):
 * - Every figure is a decimal STRING ('0.000195', '9.79', '80'), never a JS number, so that no
 *   floating-point value ever enters the money math (calculator.ts does it with big.js).
 * - A `percentOfValue` rate is a PERCENT: '0.1' means 0.1% (= 0.001 of the trade value).
 * - A `perMillion` rate is an amount of money per 1,000,000 of trade value (the SEC fee's own unit).
 * - per-share / per-contract / per-lot / per-order / fixed amounts are in the market's currency.
 * - Labels are i18n keys of the `pricing` namespace (app/locales/<locale>/pricing.json).
 */
import type { MarketId } from "../content/product-content";

export type { MarketId };

/** ISO 4217 codes of the schedule's currencies. */
export type CurrencyCode = "USD" | "HKD" | "SGD" | "JPY" | "GBP";

/** What the quantity of an order counts. */
export type QuantityUnit = "shares" | "contracts" | "lots";

/** The side of an order. */
export type Side = "buy" | "sell";

/** Which side(s) of an order a fee is charged on. */
export type FeeSide = Side | "both";

/**
 * How a fee is computed from an order:
 * - percentOfValue: trade value × rate% (rate '0.1' = 0.1%)
 * - perMillion: trade value × rate / 1,000,000 (SEC Section 31 fee)
 * - perShare / perContract / perLot: quantity × rate (the unit must match the market's unit)
 * - perOrder: rate, once per order
 * - fixedAboveThreshold: rate, once per order, when the trade value is strictly greater than
 *   `threshold` (UK PTM levy)
 */
export type FeeBasis = "percentOfValue" | "perMillion" | "perShare" | "perContract" | "perLot" | "perOrder" | "fixedAboveThreshold";

/**
 * How a computed fee is rounded. `decimals` defaults to the currency's minor unit (2, or 0 for JPY).
 * - halfUp: to the nearest, halves away from zero (the default for everything not stated otherwise)
 * - up: always up (SEC fee and FINRA TAF to the cent; HK stamp duty to a whole dollar, decimals 0)
 */
export interface Rounding {
  mode: "halfUp" | "up";
  decimals?: number;
}

/** Who sets a fee: the brokerage itself (commission, platform fee) or a third party (pass-through). */
export type FeeKind = "commission" | "platform" | "passThrough";

/** One fee of the schedule. */
export interface FeeRule {
  /** Stable id: the line id of the calculator's answer and the React key of a table row. */
  id: string;
  /** i18n key of the fee's name, e.g. 'pricing:fees.secFee'. */
  labelKey: string;
  kind: FeeKind;
  basis: FeeBasis;
  /** See FeeBasis: a percent for percentOfValue, an amount of money otherwise. */
  rate: string;
  /** fixedAboveThreshold only: the trade value the order must exceed (strictly greater). */
  threshold?: string;
  /** Minimum charge per order (money), applied before the caps. */
  min?: string;
  /** Maximum charge per order (money). */
  max?: string;
  /** Maximum charge as a percent of the trade value ('1' = 1%); it wins over `min`. */
  maxPercentOfValue?: string;
  side: FeeSide;
  rounding: Rounding;
  /** Whether Singapore GST is charged on this fee (see GST in schedule.ts). */
  gst: boolean;
  /** false = listed in the schedule for reference but neither charged nor shown. Default true. */
  enabled?: boolean;
  /** true for the brokerage's own SAMPLE figures (to be replaced by its real schedule). */
  sample?: boolean;
  /** The date the rate took effect, YYYY-MM-DD. */
  effectiveDate: string;
  /** Who levies it (shown in the fee tables). */
  chargedBy: ChargedBy;
  /** Maintainers' citation (English, not shown) of where the rate comes from. */
  source: string;
  /** Maintainers' note (English, not shown): rate history, disagreements and the choice made. */
  sourceNote?: string;
  /** i18n key of a note shown to users next to the fee, e.g. 'pricing:notes.stampDutyRounding'. */
  noteKey?: string;
}

/** The schedule of one market. */
export interface MarketSchedule {
  id: MarketId;
  /** i18n key of the market's name, e.g. 'pricing:markets.us'. */
  labelKey: string;
  currency: CurrencyCode;
  unit: QuantityUnit;
  /**
   * Trade value = price × quantity × contractMultiplier. 1 for shares; 100 for US options (premium
   * quoted per share, one contract = 100 shares); 100,000 for an FX lot.
   */
  contractMultiplier: string;
  /** Limits of the price input. */
  price: { maxDecimals: number; max: string };
  /** Limits of the quantity input (maxDecimals 0 = whole units only). */
  quantity: { maxDecimals: number; max: string };
  /** Cash markets settle the trade value, so the answer carries the amount payable / receivable. */
  settlesTradeValue: boolean;
  /** The brokerage's commission (may be a zero rate: it is still shown). */
  commission: FeeRule;
  /** The brokerage's platform fee, or null when the market has none. */
  platform: FeeRule | null;
  /** Exchange, clearing, regulatory fees and taxes, in display order. */
  passThrough: FeeRule[];
  /** i18n keys of notes shown under the market's fee table and calculator result. */
  noteKeys: string[];
}

/** Singapore GST as charged by the brokerage. */
export interface GstRule {
  id: "gst";
  labelKey: string;
  /** Percent: '9' = 9%. */
  ratePercent: string;
  /** Charged on the fees with `gst: true` of every market when true (see schedule.ts). */
  enabled: boolean;
  rounding: Rounding;
  effectiveDate: string;
  /** Levied for IRAS, collected by the brokerage on its own fees. */
  chargedBy: "iras";
  source: string;
  sourceNote?: string;
}

/**
 * Who levies a fee, as the fee tables tell customers (pricing:chargedBy.<id>): the brokerage
 * itself, Singapore's tax authority (GST), or the exchange, clearing house, regulator or tax
 * authority whose charge is passed through.
 */
export type ChargedBy =
  "broker" | "iras" | "sec" | "finra" | "cat" | "hkGovernment" | "sfc" | "afrc" | "hkex" | "sgx" | "hmrc" | "takeoverPanel" | "optionsExchanges" | "occ";

/** The whole schedule. */
export interface FeeSchedule {
  /** The date the rates were checked to be in force, YYYY-MM-DD. */
  asOf: string;
  currencyDecimals: Record<CurrencyCode, number>;
  gst: GstRule;
  markets: Record<MarketId, MarketSchedule>;
}

/** One line of an estimate. */
export interface FeeLine {
  id: string;
  labelKey: string;
  kind: FeeKind | "tax";
  /** Amount in the market's currency, formatted to its minor units ('12.35', JPY '80'). */
  amount: string;
  /** i18n key explaining the amount (minimum applied, cap applied, below threshold). */
  note?: string;
  /** true for the brokerage's own sample figures. */
  sample?: boolean;
  effectiveDate: string;
  source: string;
}

/** The calculator's answer. Every amount is a string in the market's currency and minor units. */
export interface FeeEstimate {
  market: MarketId;
  side: Side;
  currency: CurrencyCode;
  unit: QuantityUnit;
  /** The validated inputs, normalised (no thousands separators). */
  price: string;
  quantity: string;
  /** price × quantity × contract multiplier, rounded half up to minor units: the base of the % fees. */
  tradeValue: string;
  lines: FeeLine[];
  /** Commission + platform fee (before GST). */
  ownFees: string;
  /** Exchange, clearing and regulatory fees and taxes. */
  passThroughFees: string;
  /** GST on the taxable lines ('0.00' when nothing is taxable). */
  gst: string;
  /** The estimated total of all fees, GST included. */
  total: string;
  /** Cash markets only: buy = trade value + total (payable); sell = trade value − total (receivable). */
  settlementAmount?: string;
  /** Line id → the date its rate took effect (YYYY-MM-DD). */
  effectiveDates: Record<string, string>;
  /** The schedule's as-of date. */
  asOf: string;
}

/** Fields of the calculator's query. */
export type FeeQueryField = "market" | "side" | "price" | "quantity";

/** Field → i18n key of its first error, e.g. { quantity: 'pricing:errors.quantityPositive' }. */
export type FeeQueryErrors = Partial<Record<FeeQueryField, string>>;
