/**
 * The markets and order sides of the fee schedule, in display order: plain constants, so that a
 * page's browser bundle can list them without the schedule or its decimal arithmetic.
 */
import type { MarketId, Side } from "./types";

/** Every market of the schedule, in display order. */
export const MARKET_IDS = ["us", "hk", "sg", "jp", "uk", "us-options", "futures", "fx-cfd", "stock-cfd"] as const satisfies readonly MarketId[];

// Compile-time check: MARKET_IDS lists every MarketId of app/lib/content/product-content.ts.
type MissingMarket = Exclude<MarketId, (typeof MARKET_IDS)[number]>;
const marketIdsComplete: [MissingMarket] extends [never] ? true : never = true;
void marketIdsComplete;

/** The sides of an order. */
export const SIDES = ["buy", "sell"] as const satisfies readonly Side[];
