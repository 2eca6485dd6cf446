import { describe, expect, it } from "vitest";
import { measureText, textWidth } from "~/lib/forms/text-width";
import { textLength } from "~/services/contract";

describe("textWidth (product.md §Forms: non-ASCII counts as 2)", () => {
  it("counts ASCII as 1", () => {
    expect(textWidth("")).toBe(0);
    expect(textWidth("abc 123!")).toBe(8);
    expect(textWidth("\n\t")).toBe(2);
    expect(textWidth("\u007f")).toBe(1);
  });
  it("counts every non-ASCII character as 2", () => {
    expect(textWidth("开户")).toBe(4);
    expect(textWidth("開戶 API")).toBe(8);
    expect(textWidth("é")).toBe(2);
    expect(textWidth("\u0080")).toBe(2);
    expect(textWidth("ｱ")).toBe(2);
  });
  it("counts a character outside the BMP once, as 2 (not per UTF-16 unit)", () => {
    expect(textWidth("😀")).toBe(2);
    expect(textWidth("𠀀a")).toBe(3);
  });
});

describe("textLength", () => {
  it("counts code points as a person does", () => {
    expect(textLength("")).toBe(0);
    expect(textLength("hello")).toBe(5);
    expect(textLength("你好")).toBe(2);
    expect(textLength("😀😀")).toBe(2);
    expect("😀😀".length).toBe(4);
  });
});

describe("measureText", () => {
  it("measures by length or width", () => {
    expect(measureText("a你", "length")).toBe(2);
    expect(measureText("a你", "width")).toBe(3);
  });
});
