/**
 * THE fee schedule of every market: the one data file the pricing page and the fee calculator
 * read (product.md §Pricing). Replacing the schedule means editing this file only; the shapes and
 * conventions are in ./types.ts (figures are decimal strings; a percentOfValue rate is a percent).
 *
 * Two kinds of figures live here:
 *
 * 1. The brokerage's OWN commission and platform fees (kind 'commission' / 'platform',
 *    `sample: true`). THESE ARE A SAMPLE SCHEDULE: plausible figures chosen for the website until
 *    the brokerage supplies its real price list. They are not quotes of any real broker.
 *    Fixed by product.md §Product: 0 commission on US stock and US option trading.
 *
 * 2. PASS-THROUGH fees (kind 'passThrough'): exchange, clearing and regulatory fees and taxes,
 *    with the public sources of product.md §Fees, in force on the schedule's `asOf` date. Each carries its
 *    effective date and source; where sources disagree, `sourceNote` records the choice made.
 *
 * GST decision: the brokerage is a Singapore company, so it charges Singapore GST (9%) on its own
 * commission and platform fee for EVERY market, US, HK, JP, UK, options, futures and CFDs included
 * (product.md §Fees: "a Singapore broker adds Singapore GST to its commission"); and on the SGX clearing
 * and access fees (and the SGX settlement instruction fee when enabled) on SGX trades [IRAS; Lim &
 * Tan]. It does not charge GST on foreign markets' pass-through fees and taxes (SEC fee, FINRA TAF,
 * HK stamp duty and levies, UK SDRT and PTM levy...): those are disbursements of foreign charges.
 * The estimate assumes a customer belonging in Singapore; supplies to customers belonging outside
 * Singapore may be zero-rated: set `gst.enabled` to false for such a site.
 */
import type { FeeRule, FeeSchedule } from "./types";

/** Effective date and citation of the brokerage's own (sample) fees. */
const SAMPLE_EFFECTIVE = "2026-11-21";
const SAMPLE_SOURCE = "Sample schedule: placeholder until the brokerage supplies its own";

/** Default rounding: half up to the currency's minor unit. */
const HALF_UP = { mode: "halfUp" } as const;
/** Up to the currency's minor unit (the cent). */
const UP = { mode: "up" } as const;

/** A sample commission or platform fee of the brokerage (GST applies, both sides). */
function own(kind: "commission" | "platform", rule: Pick<FeeRule, "basis" | "rate"> & Partial<Pick<FeeRule, "min" | "max" | "maxPercentOfValue">>): FeeRule {
  return {
    id: kind,
    labelKey: kind === "commission" ? "pricing:fees.commission" : "pricing:fees.platform",
    kind,
    side: "both",
    rounding: HALF_UP,
    gst: true,
    sample: true,
    effectiveDate: SAMPLE_EFFECTIVE,
    chargedBy: "broker",
    source: SAMPLE_SOURCE,
    ...rule,
  };
}

/** US SEC Section 31 fee: on sells only, per USD 1 million of value sold, rounded UP to the cent. */
const SEC_FEE: FeeRule = {
  id: "secFee",
  chargedBy: "sec",
  labelKey: "pricing:fees.secFee",
  kind: "passThrough",
  basis: "perMillion",
  rate: "20.60",
  min: "0.01",
  side: "sell",
  rounding: UP,
  gst: false,
  effectiveDate: "2026-04-04",
  source: "SEC fee rate order FY2026 (release 34-104909); FINRA notice of 2026-03-17",
  sourceNote:
    "History: 27.80 per million from 2024-05-22; 0.00 from 2025-05-14; 20.60 from 2026-04-04. " +
    "The 20.60 figure comes from a secondary source citing FINRA's notice of 2026-03-17: confirm " +
    "against the SEC order. Rounded up to the cent; brokers often charge at least 0.01 (min).",
  noteKey: "pricing:notes.roundedUpCent",
};

export const FEE_SCHEDULE: FeeSchedule = {
  asOf: "2026-11-21",

  /** Minor units of each currency: JPY has none. */
  currencyDecimals: { USD: 2, HKD: 2, SGD: 2, JPY: 0, GBP: 2 },

  gst: {
    id: "gst",
    chargedBy: "iras",
    labelKey: "pricing:fees.gst",
    ratePercent: "9",
    enabled: true,
    rounding: HALF_UP,
    effectiveDate: "2024-01-01",
    source: "IRAS: GST at 9% from 2024-01-01; Lim & Tan schedule of charges (GST on SGX fees)",
    sourceNote: "Charged on the sum of the lines with gst: true, rounded half up once (not per line). " + "See the GST decision at the top of this file.",
  },

  markets: {
    /* ------------------------------------------------------------------ US stocks (USD) */
    us: {
      id: "us",
      labelKey: "pricing:markets.us",
      currency: "USD",
      unit: "shares",
      contractMultiplier: "1",
      price: { maxDecimals: 4, max: "1000000" },
      // Fractional shares to 4 decimal places (product.md §Regulation, product mechanics).
      quantity: { maxDecimals: 4, max: "10000000" },
      settlesTradeValue: true,
      // product.md §Product: 0 commission on US stock and option trading.
      commission: own("commission", { basis: "percentOfValue", rate: "0" }),
      // SAMPLE: USD 0.005 per share, at least 1.00, at most 1% of the trade value.
      platform: own("platform", { basis: "perShare", rate: "0.005", min: "1.00", maxPercentOfValue: "1" }),
      passThrough: [
        SEC_FEE,
        {
          id: "finraTaf",
          chargedBy: "finra",
          labelKey: "pricing:fees.finraTaf",
          kind: "passThrough",
          basis: "perShare",
          rate: "0.000195",
          max: "9.79",
          side: "sell",
          rounding: UP,
          gst: false,
          effectiveDate: "2026-01-01",
          source: "FINRA By-Laws Schedule A, Trading Activity Fee (2026 rate per secondary sources)",
          sourceNote:
            "FINRA's schedule gave 0.000166 per share, max 8.30 per trade for 2024-25; secondary " +
            "sources give 0.000195, max 9.79 for 2026: we use the 2026 figures. Rounded up to the " +
            "cent, as brokers pass it on.",
          noteKey: "pricing:notes.roundedUpCent",
        },
        {
          id: "catFee",
          chargedBy: "cat",
          labelKey: "pricing:fees.catFee",
          kind: "passThrough",
          basis: "perShare",
          rate: "0.0000265",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          // Configurable line: set enabled to false if the brokerage absorbs the CAT fee.
          enabled: true,
          effectiveDate: "2024-09-01",
          source: "CAT NMS Plan funding model (CAT fees on executing brokers from 2024-09); broker pass-through rate",
          sourceNote:
            "CAT fees are billed to executing brokers per executed equivalent share (CAT Fee " +
            "2024-1: 0.000035); what brokers pass on differs (examples 0.0000265 or 0.000003 per " +
            "share, as secondary sources report them). We use 0.0000265 per share on both sides, rounded half up to the " +
            "cent; change the rate or disable the line to match the brokerage's practice.",
          noteKey: "pricing:notes.catConfigurable",
        },
      ],
      noteKeys: ["pricing:notes.usFractional", "pricing:notes.usZeroCommission"],
    },

    /* ---------------------------------------------------------------- Hong Kong (HKD) */
    hk: {
      id: "hk",
      labelKey: "pricing:markets.hk",
      currency: "HKD",
      unit: "shares",
      contractMultiplier: "1",
      price: { maxDecimals: 3, max: "1000000" },
      // Board lots are not enforced (they differ per stock): the estimate takes any whole quantity.
      quantity: { maxDecimals: 0, max: "10000000" },
      settlesTradeValue: true,
      // SAMPLE: 0.03%, at least HKD 3; platform fee HKD 15 per order.
      commission: own("commission", { basis: "percentOfValue", rate: "0.03", min: "3.00" }),
      platform: own("platform", { basis: "perOrder", rate: "15.00" }),
      passThrough: [
        {
          id: "hkStampDuty",
          chargedBy: "hkGovernment",
          labelKey: "pricing:fees.hkStampDuty",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.1",
          side: "both",
          rounding: { mode: "up", decimals: 0 },
          gst: false,
          effectiveDate: "2023-11-17",
          source: "HK Stamp Duty Ordinance (Cap. 117); HKEX transaction-costs page",
          sourceNote:
            "Was 0.13% before 2023-11-17. Rounded up to a whole dollar. Transfers of ETFs are " +
            "exempt (Stamp Duty (Amendment) Ordinance 2015): the estimate assumes shares, as the " +
            "note tells users.",
          noteKey: "pricing:notes.hkStampDutyEtf",
        },
        {
          id: "sfcLevy",
          chargedBy: "sfc",
          labelKey: "pricing:fees.sfcLevy",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.0027",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "2014-10-01",
          source: "SFC transaction levy; HKEX transaction-costs page",
          sourceNote: "Rate per the HKEX transaction-costs page (product.md §Fees); effective date to confirm.",
        },
        {
          id: "afrcLevy",
          chargedBy: "afrc",
          labelKey: "pricing:fees.afrcLevy",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.00015",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "2022-01-01",
          source: "AFRC transaction levy; HKEX transaction-costs page",
          sourceNote: "Rate per the HKEX transaction-costs page (product.md §Fees); effective date to confirm.",
        },
        {
          id: "hkexTradingFee",
          chargedBy: "hkex",
          labelKey: "pricing:fees.hkexTradingFee",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.00565",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "2023-01-01",
          source: "HKEX trading fee; HKEX transaction-costs page",
          sourceNote: "Rate per the HKEX transaction-costs page (product.md §Fees); effective date to confirm.",
        },
        {
          id: "ccassFee",
          chargedBy: "hkex",
          labelKey: "pricing:fees.ccassFee",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.0042",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "2025-06-30",
          source: "HKEX announcement: CCASS settlement fee from 2025-06-30",
          sourceNote: "Was 0.002%, min HKD 2, max HKD 100; no minimum or maximum since 2025-06-30.",
        },
      ],
      noteKeys: ["pricing:notes.hkBoardLots"],
    },

    /* ---------------------------------------------------------------- Singapore (SGD) */
    sg: {
      id: "sg",
      labelKey: "pricing:markets.sg",
      currency: "SGD",
      unit: "shares",
      contractMultiplier: "1",
      price: { maxDecimals: 3, max: "1000000" },
      // Board lots (100 shares; unit share market for odd lots) are not enforced.
      quantity: { maxDecimals: 0, max: "10000000" },
      settlesTradeValue: true,
      // SAMPLE: 0.03%, at least SGD 0.99; platform fee SGD 0.99 per order.
      commission: own("commission", { basis: "percentOfValue", rate: "0.03", min: "0.99" }),
      platform: own("platform", { basis: "perOrder", rate: "0.99" }),
      passThrough: [
        {
          id: "sgxClearing",
          chargedBy: "sgx",
          labelKey: "pricing:fees.sgxClearing",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.0325",
          side: "both",
          rounding: HALF_UP,
          gst: true,
          effectiveDate: "2014-06-01",
          source: "SGX clearing fee (cut from 0.04% and uncapped from 2014-06-01); Lim & Tan",
        },
        {
          id: "sgxAccess",
          chargedBy: "sgx",
          labelKey: "pricing:fees.sgxAccess",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.0075",
          side: "both",
          rounding: HALF_UP,
          gst: true,
          effectiveDate: "2014-06-01",
          source: "SGX trading access fee; Lim & Tan schedule of charges",
          sourceNote:
            "The rate is long-standing; its start date is not confirmed: 2014-06-01 is the date " +
            "of SGX's current securities fee structure (clearing fee change).",
        },
        {
          id: "sgxSettlement",
          chargedBy: "sgx",
          labelKey: "pricing:fees.sgxSettlement",
          kind: "passThrough",
          basis: "perOrder",
          rate: "0.35",
          side: "both",
          rounding: HALF_UP,
          gst: true,
          // Charged "at some brokers" (product.md §Fees): accounts held through the brokerage's custodian
          // as nominee do not pay it per trade. Enable if the brokerage passes it on.
          enabled: false,
          effectiveDate: "2019-01-15",
          source: "SGX settlement instruction fee (per instruction, at some brokers)",
          sourceNote:
            "In force by 2019-01-15 (date of a broker's FAQ on it); start date to confirm. " + "Disabled: not charged to custodian (nominee) accounts.",
        },
      ],
      noteKeys: ["pricing:notes.sgBoardLots", "pricing:notes.gstOnSgx"],
    },

    /* -------------------------------------------------------------------- Japan (JPY) */
    jp: {
      id: "jp",
      labelKey: "pricing:markets.jp",
      currency: "JPY",
      unit: "shares",
      contractMultiplier: "1",
      price: { maxDecimals: 1, max: "1000000" },
      // Trading units (100 shares) are not enforced.
      quantity: { maxDecimals: 0, max: "10000000" },
      settlesTradeValue: true,
      // SAMPLE: 0.05%, at least JPY 80 (JPY has no minor unit).
      commission: own("commission", { basis: "percentOfValue", rate: "0.05", min: "80" }),
      platform: null,
      // product.md §Fees: no investor stamp duty or exchange levy; sales of securities are exempt
      // from Japanese consumption tax. Singapore GST applies to the commission.
      passThrough: [],
      noteKeys: ["pricing:notes.jpNoLevies"],
    },

    /* --------------------------------------------------------------- United Kingdom (GBP) */
    uk: {
      id: "uk",
      labelKey: "pricing:markets.uk",
      currency: "GBP",
      unit: "shares",
      contractMultiplier: "1",
      price: { maxDecimals: 4, max: "1000000" },
      quantity: { maxDecimals: 0, max: "10000000" },
      settlesTradeValue: true,
      // SAMPLE: 0.05%, at least GBP 1.
      commission: own("commission", { basis: "percentOfValue", rate: "0.05", min: "1.00" }),
      platform: null,
      passThrough: [
        {
          id: "ukSdrt",
          chargedBy: "hmrc",
          labelKey: "pricing:fees.ukSdrt",
          kind: "passThrough",
          basis: "percentOfValue",
          rate: "0.5",
          side: "buy",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "1986-10-27",
          source: "HMRC Stamp Duty Reserve Tax on electronic share purchases (gov.uk)",
          sourceNote:
            "0.5% on electronic purchases since SDRT began (Finance Act 1986). Rounded half up to " +
            "the penny (assumed). Not due on AIM shares or most ETFs: the estimate assumes ordinary " +
            "UK shares.",
          noteKey: "pricing:notes.sdrtScope",
        },
        {
          id: "ptmLevy",
          chargedBy: "takeoverPanel",
          labelKey: "pricing:fees.ptmLevy",
          kind: "passThrough",
          basis: "fixedAboveThreshold",
          rate: "1.50",
          threshold: "10000",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "2024-12-02",
          source: "Takeover Panel: PTM levy GBP 1.50 on trades over GBP 10,000",
          sourceNote: "Over = strictly greater than 10,000. Not on ETFs, funds, CFDs or options.",
          noteKey: "pricing:notes.ptmScope",
        },
      ],
      noteKeys: [],
    },

    /* ------------------------------------------------------------- US options (USD) */
    "us-options": {
      id: "us-options",
      labelKey: "pricing:markets.us-options",
      currency: "USD",
      unit: "contracts",
      // Premium quoted per share; one contract = 100 shares.
      contractMultiplier: "100",
      price: { maxDecimals: 2, max: "1000000" },
      quantity: { maxDecimals: 0, max: "100000" },
      settlesTradeValue: true,
      // product.md §Product: 0 commission. SAMPLE platform fee: USD 0.30 per contract, at least 1.00.
      commission: own("commission", { basis: "perContract", rate: "0" }),
      platform: own("platform", { basis: "perContract", rate: "0.30", min: "1.00" }),
      passThrough: [
        {
          id: "orf",
          chargedBy: "optionsExchanges",
          labelKey: "pricing:fees.orf",
          kind: "passThrough",
          basis: "perContract",
          rate: "0.02815",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "2025-03-03",
          source: "Options Regulatory Fee (options exchanges' fee schedules), 0.02815 as of 2025-03-03",
          sourceNote:
            "The ORF changes each February and August; 0.02815 is the latest figure in product.md §Fees " + "(about 0.028): confirm the current rate.",
        },
        {
          id: "occFee",
          chargedBy: "occ",
          labelKey: "pricing:fees.occFee",
          kind: "passThrough",
          basis: "perContract",
          rate: "0.025",
          side: "both",
          rounding: HALF_UP,
          gst: false,
          effectiveDate: "2025-02-14",
          source: "OCC clearing fee schedule; OCC fee filing of 2025-02-14",
          sourceNote:
            "Sources disagree: 0.02 per contract up to 2,750 contracts (max 55 per trade) vs. the " +
            "2025-02-14 filing raising it to 0.025 and removing the cap. We use the filing (0.025, " +
            "no cap); the date is the filing's, to confirm.",
          noteKey: "pricing:notes.occFiling",
        },
        {
          id: "finraTafOptions",
          chargedBy: "finra",
          labelKey: "pricing:fees.finraTafOptions",
          kind: "passThrough",
          basis: "perContract",
          rate: "0.00329",
          side: "sell",
          rounding: UP,
          gst: false,
          effectiveDate: "2026-01-01",
          source: "FINRA By-Laws Schedule A, TAF on option sales (2026 rate per secondary sources)",
          sourceNote: "0.00279 per contract before 2026-01-01. Rounded up to the cent like the share TAF.",
          noteKey: "pricing:notes.roundedUpCent",
        },
        // The SEC fee also applies to option sales, on the premium value.
        { ...SEC_FEE, id: "secFeeOptions" },
      ],
      noteKeys: ["pricing:notes.optionsMultiplier", "pricing:notes.usZeroCommission"],
    },

    /* ---------------------------------------------------------------- Futures (USD) */
    futures: {
      id: "futures",
      labelKey: "pricing:markets.futures",
      currency: "USD",
      unit: "contracts",
      // Fees are per contract; the price entered is the notional value of one contract.
      contractMultiplier: "1",
      price: { maxDecimals: 4, max: "1000000" },
      quantity: { maxDecimals: 0, max: "100000" },
      settlesTradeValue: false,
      // SAMPLE: USD 1.50 per contract commission + USD 0.50 per contract platform fee.
      commission: own("commission", { basis: "perContract", rate: "1.50" }),
      platform: own("platform", { basis: "perContract", rate: "0.50" }),
      // Exchange, clearing and regulatory fees differ by contract: not estimated (noted).
      passThrough: [],
      noteKeys: ["pricing:notes.futuresPrice", "pricing:notes.futuresExchangeFees"],
    },

    /* ----------------------------------------------------------------- FX CFDs (USD) */
    "fx-cfd": {
      id: "fx-cfd",
      labelKey: "pricing:markets.fx-cfd",
      currency: "USD",
      unit: "lots",
      // One standard lot = 100,000 units of the base currency; value shown for a USD-quoted pair.
      contractMultiplier: "100000",
      price: { maxDecimals: 5, max: "1000000" },
      // Down to 0.01 lot (micro lot).
      quantity: { maxDecimals: 2, max: "1000" },
      settlesTradeValue: false,
      // SAMPLE: spread-only pricing, no commission.
      commission: own("commission", { basis: "perLot", rate: "0" }),
      platform: null,
      passThrough: [],
      noteKeys: ["pricing:notes.fxSpreadOnly", "pricing:notes.fxNotional", "pricing:notes.cfdFinancing"],
    },

    /* -------------------------------------------------------------- Stock CFDs (USD) */
    "stock-cfd": {
      id: "stock-cfd",
      labelKey: "pricing:markets.stock-cfd",
      currency: "USD",
      unit: "shares",
      contractMultiplier: "1",
      price: { maxDecimals: 4, max: "1000000" },
      quantity: { maxDecimals: 0, max: "10000000" },
      settlesTradeValue: false,
      // SAMPLE: 0.05% of the notional value, at least USD 1.
      commission: own("commission", { basis: "percentOfValue", rate: "0.05", min: "1.00" }),
      platform: null,
      // No stamp duty, SEC fee or PTM levy on CFDs (product.md §Fees, United Kingdom: not on CFDs).
      passThrough: [],
      noteKeys: ["pricing:notes.cfdNoPassThrough", "pricing:notes.cfdFinancing"],
    },
  },
};
