import { describe, expect, it } from "vitest";
import { isTwoStepOn } from "~/lib/session/two-step-status";

describe("isTwoStepOn (product.md §Session: bit 11 counted from 1)", () => {
  it("reads bit 11 only", () => {
    expect(isTwoStepOn({ extendStatusBit: 0 })).toBe(false);
    expect(isTwoStepOn({ extendStatusBit: 1024 })).toBe(true);
    expect(isTwoStepOn({ extendStatusBit: 0b11111111111 })).toBe(true);
    expect(isTwoStepOn({ extendStatusBit: 512 })).toBe(false);
    expect(isTwoStepOn({ extendStatusBit: 2048 })).toBe(false);
    expect(isTwoStepOn({ extendStatusBit: 2048 + 1024 })).toBe(true);
  });
});
