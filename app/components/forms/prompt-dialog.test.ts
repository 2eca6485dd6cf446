import { describe, expect, it } from "vitest";
import { ILLEGAL_INPUT_KEY, validatePrompt } from "~/components/forms/prompt-dialog";

const illegal = { ok: false, error: ILLEGAL_INPUT_KEY };

describe("validatePrompt (product.md §Forms: 'Illegal input' when a pattern or validator fails)", () => {
  it("uses the common namespace's illegal-input key", () => {
    expect(ILLEGAL_INPUT_KEY).toBe("errors.illegalInput");
  });
  it("accepts a value matching a string pattern as a whole, trimmed", () => {
    expect(validatePrompt(" 12 ", { pattern: "\\d{1,6}" })).toEqual({ ok: true, value: "12" });
    expect(validatePrompt("12a", { pattern: "\\d{1,6}" })).toEqual(illegal);
    expect(validatePrompt("a12", { pattern: "\\d+" })).toEqual(illegal);
    expect(validatePrompt("1234567", { pattern: "\\d{1,6}" })).toEqual(illegal);
  });
  it("uses a RegExp as given, even a global one used twice", () => {
    const pattern = /^[a-z]+$/g;
    expect(validatePrompt("abc", { pattern }).ok).toBe(true);
    expect(validatePrompt("abc", { pattern }).ok).toBe(true);
    expect(validatePrompt("ABC", { pattern })).toEqual(illegal);
  });
  it("runs the validator after the pattern; false or a throw is illegal", () => {
    const inRange = (v: string) => Number(v) >= 1 && Number(v) <= 5;
    expect(validatePrompt("3", { pattern: "\\d+", validator: inRange })).toEqual({ ok: true, value: "3" });
    expect(validatePrompt("0", { pattern: "\\d+", validator: inRange })).toEqual(illegal);
    expect(validatePrompt("6", { pattern: "\\d+", validator: inRange })).toEqual(illegal);
    expect(
      validatePrompt("x", {
        validator: () => {
          throw new Error("boom");
        },
      }),
    ).toEqual(illegal);
  });
  it("refuses an empty value unless it is optional", () => {
    expect(validatePrompt("   ")).toEqual(illegal);
    expect(validatePrompt("", { required: false, pattern: "\\d+" })).toEqual({ ok: true, value: "" });
  });
  it("accepts anything non-empty without rules", () => {
    expect(validatePrompt("<b>hi</b>")).toEqual({ ok: true, value: "<b>hi</b>" });
  });
});
