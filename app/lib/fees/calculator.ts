/**
 * The fee calculator of the pricing page: validates a (GET) query, turns market, side, price and
 * quantity into an itemised fee estimate from the schedule (./schedule.ts), and formats money.
 *
 * Money math is exact: every figure is a decimal string turned into a big.js number; no JS float
 * ever takes part, so 0.1 + 0.2 style errors cannot appear. Amounts leave as strings formatted to
 * the currency's minor units ('12.35', JPY '80').
 *
 * Order of a fee's computation (each step documented in ./types.ts):
 *   base (rate × value, quantity or per order) → minimum → caps (amount, % of value) → rounding.
 * GST is then charged once on the sum of the GST-able lines, rounded half up.
 */
import Big from "big.js";
import * as z from "zod";
import type { Locale } from "../i18n/locale";
import { FEE_SCHEDULE } from "./schedule";
import { MARKET_IDS, SIDES, currencyDecimals } from "./table";

export { LOCALE_TAGS, MARKET_IDS, SIDES, feeTable, formatMoney, formatRate, type FeeTableRow, type Text } from "./table";
import type { CurrencyCode, FeeEstimate, FeeLine, FeeQueryErrors, FeeQueryField, FeeRule, MarketId, MarketSchedule, Rounding, Side } from "./types";

export type * from "./types";

/** The UI locales of the site: 'en' | 'cn' | 'zh-hk' (app/lib/i18n/locale.ts; product.md §Locales). */
export type AppLocale = Locale;

/** BCP 47 tags used to format numbers in each UI locale. */

/** Inputs longer than this are refused as not a number (nobody types 100 digits). */
const MAX_INPUT_LENGTH = 100;

const E = "pricing:errors.";

/* ------------------------------------------------------------------ number parsing */

type ParsedAmount = { ok: true; value: Big; normalized: string; decimals: number } | { ok: false; code: "Required" | "Number" | "Positive" };

const PLAIN_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED_NUMBER = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * Parses a user-typed positive decimal: '12.5', ' 1,234.50 ', '.5'. Refuses exponents, 'NaN',
 * 'Infinity', signs other than a leading +, and anything not a plain decimal. Negative or zero
 * values parse as the 'Positive' error. `decimals` counts significant decimal places ('1.50' → 1).
 */
function parseAmount(raw: unknown): ParsedAmount {
  if (raw === undefined || raw === null) return { ok: false, code: "Required" };
  if (typeof raw !== "string") return { ok: false, code: "Number" };
  const text = raw.trim();
  if (text === "") return { ok: false, code: "Required" };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, code: "Number" };
  let body = text;
  let negative = false;
  if (body.startsWith("-") || body.startsWith("\u2212")) {
    negative = true;
    body = body.slice(1).trimStart();
  } else if (body.startsWith("+")) {
    body = body.slice(1);
  }
  if (!PLAIN_NUMBER.test(body) && !GROUPED_NUMBER.test(body)) return { ok: false, code: "Number" };
  const digits = body.replace(/,/g, "");
  const value = new Big(digits.endsWith(".") ? digits.slice(0, -1) : digits);
  if (negative || value.lte(0)) return { ok: false, code: "Positive" };
  const fraction = digits.includes(".") ? digits.slice(digits.indexOf(".") + 1).replace(/0+$/, "") : "";
  return { ok: true, value, normalized: value.toFixed(), decimals: fraction.length };
}

function isMarketId(value: unknown): value is MarketId {
  return typeof value === "string" && (MARKET_IDS as readonly string[]).includes(value);
}

/** price × quantity × multiplier, rounded half up to the currency's minor units. */
function tradeValueOf(market: MarketSchedule, price: Big, quantity: Big): Big {
  return price.times(quantity).times(market.contractMultiplier).round(currencyDecimals(market.currency), Big.roundHalfUp);
}

/** The market's own limits on price and quantity (decimals, maxima, a trade value of at least one minor unit). */
function marketRuleErrors(market: MarketSchedule, rawPrice: unknown, rawQuantity: unknown): FeeQueryErrors {
  const errors: FeeQueryErrors = {};
  const price = parseAmount(rawPrice);
  const quantity = parseAmount(rawQuantity);
  if (price.ok) {
    if (price.decimals > market.price.maxDecimals) errors.price = `${E}priceDecimals`;
    else if (price.value.gt(market.price.max)) errors.price = `${E}priceMax`;
  }
  if (quantity.ok) {
    if (quantity.decimals > market.quantity.maxDecimals) {
      errors.quantity = market.quantity.maxDecimals === 0 ? `${E}quantityWhole` : `${E}quantityDecimals`;
    } else if (quantity.value.gt(market.quantity.max)) {
      errors.quantity = `${E}quantityMax`;
    }
  }
  if (price.ok && quantity.ok && !errors.price && !errors.quantity) {
    if (tradeValueOf(market, price.value, quantity.value).eq(0)) errors.quantity = `${E}tradeValueTooSmall`;
  }
  return errors;
}

/* ------------------------------------------------------------------ the query schema */

function amountField(field: "price" | "quantity") {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${E}${field}Required` : `${E}${field}Number`) })
    .superRefine((text, ctx) => {
      const parsed = parseAmount(text);
      if (!parsed.ok) ctx.addIssue({ code: "custom", message: `${E}${field}${parsed.code}` });
    })
    .transform((text) => {
      const parsed = parseAmount(text);
      return parsed.ok ? parsed.normalized : text;
    });
}

/**
 * zod schema of the calculator's GET query (?market=us&side=sell&price=12.5&quantity=100), for the
 * pricing page's loader (and conform on the client). Every message is an i18n key of the pricing
 * namespace ('pricing:errors.quantityPositive'). Output: { market, side, price, quantity } with price
 * and quantity as normalised decimal strings ('1,234.50' → '1234.5').
 *
 * Rules: all four fields required; price and quantity plain positive decimals (no exponent, NaN,
 * Infinity); then per market (schedule.ts): price decimals and max (1,000,000), quantity decimals
 * (fractional shares to 4 places for US stocks only, 0.01 lot for FX CFDs, whole contracts and
 * shares elsewhere) and max (10,000,000 shares / 100,000 contracts / 1,000 lots), and a trade value
 * of at least one minor unit. HK/SG board lots and JP trading units are not enforced.
 */
export const feeQuerySchema = z
  .object({
    market: z.enum(MARKET_IDS, {
      error: (issue) => (issue.input === undefined || issue.input === "" ? `${E}marketRequired` : `${E}marketInvalid`),
    }),
    side: z.enum(SIDES, {
      error: (issue) => (issue.input === undefined || issue.input === "" ? `${E}sideRequired` : `${E}sideInvalid`),
    }),
    price: amountField("price"),
    quantity: amountField("quantity"),
  })
  .superRefine(
    (data, ctx) => {
      // Runs even when other fields failed (`when` below), so it reads the raw values defensively.
      const raw = data as Record<string, unknown>;
      if (!isMarketId(raw.market)) return;
      const errors = marketRuleErrors(FEE_SCHEDULE.markets[raw.market], raw.price, raw.quantity);
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: "custom", path: [field], message });
      }
    },
    { when: () => true },
  );

/** The validated query: what calculateFees computes from. */
export type FeeQuery = z.output<typeof feeQuerySchema>;

const FIELDS: readonly FeeQueryField[] = ["market", "side", "price", "quantity"];

/** Field → first error (i18n key) of a failed feeQuerySchema parse. */
export function feeQueryErrors(error: z.ZodError): FeeQueryErrors {
  const errors: FeeQueryErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (FIELDS as readonly string[]).includes(field)) {
      const key = field as FeeQueryField;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/* ------------------------------------------------------------------ the estimate */

function round(amount: Big, rounding: Rounding, currency: CurrencyCode): Big {
  const decimals = rounding.decimals ?? currencyDecimals(currency);
  return amount.round(decimals, rounding.mode === "up" ? Big.roundUp : Big.roundHalfUp);
}

function appliesTo(rule: FeeRule, side: Side): boolean {
  return rule.enabled !== false && (rule.side === "both" || rule.side === side);
}

/** One fee of one order: base → minimum → caps → rounding (schedule.ts, types.ts). */
function feeAmount(rule: FeeRule, tradeValue: Big, quantity: Big, currency: CurrencyCode): { amount: Big; note?: string } {
  let amount: Big;
  let note: string | undefined;
  switch (rule.basis) {
    case "percentOfValue":
      amount = tradeValue.times(rule.rate).div(100);
      break;
    case "perMillion":
      amount = tradeValue.times(rule.rate).div(1_000_000);
      break;
    case "perShare":
    case "perContract":
    case "perLot":
      amount = quantity.times(rule.rate);
      break;
    case "perOrder":
      amount = new Big(rule.rate);
      break;
    case "fixedAboveThreshold":
      if (tradeValue.gt(rule.threshold ?? "0")) {
        amount = new Big(rule.rate);
      } else {
        amount = new Big(0);
        note = "pricing:notes.belowThreshold";
      }
      break;
  }
  if (rule.min !== undefined && amount.lt(rule.min)) {
    amount = new Big(rule.min);
    note = "pricing:notes.minimumApplied";
  }
  if (rule.max !== undefined && amount.gt(rule.max)) {
    amount = new Big(rule.max);
    note = "pricing:notes.capApplied";
  }
  if (rule.maxPercentOfValue !== undefined) {
    const cap = tradeValue.times(rule.maxPercentOfValue).div(100);
    if (amount.gt(cap)) {
      amount = cap;
      note = "pricing:notes.capApplied";
    }
  }
  return { amount: round(amount, rule.rounding, currency), note };
}

function estimate(query: FeeQuery): FeeEstimate {
  const market = FEE_SCHEDULE.markets[query.market];
  const { currency } = market;
  const decimals = currencyDecimals(currency);
  const quantity = new Big(query.quantity);
  const tradeValue = tradeValueOf(market, new Big(query.price), quantity);
  const fixed = (amount: Big) => amount.toFixed(decimals);

  const lines: FeeLine[] = [];
  let ownFees = new Big(0);
  let passThroughFees = new Big(0);
  let taxable = new Big(0);
  const rules = [market.commission, market.platform, ...market.passThrough];
  for (const rule of rules) {
    if (rule === null || !appliesTo(rule, query.side)) continue;
    const { amount, note } = feeAmount(rule, tradeValue, quantity, currency);
    if (rule.kind === "passThrough") passThroughFees = passThroughFees.plus(amount);
    else ownFees = ownFees.plus(amount);
    if (rule.gst) taxable = taxable.plus(amount);
    lines.push({
      id: rule.id,
      labelKey: rule.labelKey,
      kind: rule.kind,
      amount: fixed(amount),
      ...(note ? { note } : {}),
      ...(rule.sample ? { sample: true } : {}),
      effectiveDate: rule.effectiveDate,
      source: rule.source,
    });
  }

  // GST once on the sum of the GST-able lines; no GST line when nothing taxable was charged.
  const { gst: gstRule } = FEE_SCHEDULE;
  let gst = new Big(0);
  if (gstRule.enabled && taxable.gt(0)) {
    gst = round(taxable.times(gstRule.ratePercent).div(100), gstRule.rounding, currency);
    lines.push({
      id: gstRule.id,
      labelKey: gstRule.labelKey,
      kind: "tax",
      amount: fixed(gst),
      effectiveDate: gstRule.effectiveDate,
      source: gstRule.source,
    });
  }

  const total = ownFees.plus(passThroughFees).plus(gst);
  const result: FeeEstimate = {
    market: query.market,
    side: query.side,
    currency,
    unit: market.unit,
    price: query.price,
    quantity: query.quantity,
    tradeValue: fixed(tradeValue),
    lines,
    ownFees: fixed(ownFees),
    passThroughFees: fixed(passThroughFees),
    gst: fixed(gst),
    total: fixed(total),
    effectiveDates: Object.fromEntries(lines.map((line) => [line.id, line.effectiveDate])),
    asOf: FEE_SCHEDULE.asOf,
  };
  if (market.settlesTradeValue) {
    result.settlementAmount = fixed(query.side === "buy" ? tradeValue.plus(total) : tradeValue.minus(total));
  }
  return result;
}

/** Input of calculateFees: numbers are accepted too (a non-finite number is a field error). */
export interface FeeInput {
  market: MarketId;
  side: Side;
  price: string | number;
  quantity: string | number;
}

/** Writes a JS number as a plain decimal string (no exponent); NaN and ±Infinity stay invalid. */
function numberToText(value: unknown): unknown {
  if (typeof value !== "number") return value;
  if (!Number.isFinite(value)) return String(value);
  return new Big(value).toFixed();
}

/**
 * Estimates the fees of one order.
 * Takes the market, the side, the price (per share; per share of premium for US options, one
 * contract = 100 shares; per contract of notional for futures; the exchange rate for FX CFDs) and
 * the quantity (shares, contracts or lots) as strings or numbers.
 * Returns { ok: true, result } with every amount in the market's currency, formatted to its minor
 * units, lines in schedule order (commission, platform fee, pass-through fees of the side, then GST);
 * or { ok: false, errors } with the first error of each field as an i18n key (feeQuerySchema's rules).
 * Rates: schedule.ts (own fees are a SAMPLE; pass-through fees of product.md §Fees with dates and sources).
 */
export function calculateFees(input: FeeInput): { ok: true; result: FeeEstimate } | { ok: false; errors: FeeQueryErrors } {
  const parsed = feeQuerySchema.safeParse({
    market: input.market,
    side: input.side,
    price: numberToText(input.price),
    quantity: numberToText(input.quantity),
  });
  if (!parsed.success) return { ok: false, errors: feeQueryErrors(parsed.error) };
  return { ok: true, result: estimate(parsed.data) };
}

/**
 * For the pricing page's loader: the estimate of a GET query, or null when the query holds none of
 * market, side, price and quantity (the first visit shows the empty form, without errors).
 */
export function calculateFeesFromSearchParams(params: URLSearchParams): ReturnType<typeof calculateFees> | null {
  if (!FIELDS.some((field) => params.has(field))) return null;
  const parsed = feeQuerySchema.safeParse({
    market: params.get("market") ?? undefined,
    side: params.get("side") ?? undefined,
    price: params.get("price") ?? undefined,
    quantity: params.get("quantity") ?? undefined,
  });
  if (!parsed.success) return { ok: false, errors: feeQueryErrors(parsed.error) };
  return { ok: true, result: estimate(parsed.data) };
}

/* ------------------------------------------------------------------ formatting */
