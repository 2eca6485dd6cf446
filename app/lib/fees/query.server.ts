/**
 * The calculator's query handling (zod validation) for the pricing page's loader, kept on the
 * server so that the page's browser bundle holds no zod.
 */
export { calculateFeesFromSearchParams } from "./calculator";
