/** Facts about the current user shared by server and browser (product.md §Current user, §Session). */
import { TWO_STEP_MASK } from "~/lib/config/constants";

/** product.md §Session: two-step verification is on when bit 11 (counted from 1) of extendStatusBit is set. */
export function isTwoStepOn(user: { extendStatusBit: number }): boolean {
  return (user.extendStatusBit & TWO_STEP_MASK) !== 0;
}
