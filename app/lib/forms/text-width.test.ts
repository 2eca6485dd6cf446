import { describe, expect, it } from "vitest";
import { measureText, textWidth } from "~/lib/forms/text-width";
import { textLength, truncateText } from "~/services/contract";

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

describe("truncateText (the boxes' limit, counted as textLength)", () => {
  it("keeps a text within the limit as it is", () => {
    expect(truncateText("", 3)).toBe("");
    expect(truncateText("abc", 3)).toBe("abc");
    expect(truncateText("😀😀😀", 3)).toBe("😀😀😀");
  });
  it("cuts after `max` code points: emoji whole, CJK and combining marks one each", () => {
    expect(truncateText("😀".repeat(5), 3)).toBe("😀😀😀");
    expect(truncateText("你好世界", 2)).toBe("你好");
    // "é" written as e + U+0301 is two characters, as textLength counts it.
    expect(truncateText("e\u0301e\u0301", 3)).toBe("e\u0301e");
    expect(truncateText("a😀b", 2)).toBe("a😀");
    for (const text of ["😀".repeat(60), "你".repeat(60), "e\u0301".repeat(60), "a😀".repeat(60)]) {
      expect(textLength(truncateText(text, 50))).toBe(50);
    }
  });
  it("never leaves half an emoji, as String.slice would", () => {
    const cut = truncateText("a" + "😀".repeat(60), 50);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(("a" + "😀".repeat(60)).slice(0, 50)).toMatch(/[\ud800-\udbff]$/);
  });
});

describe("measureText", () => {
  it("measures by length or width", () => {
    expect(measureText("a你", "length")).toBe(2);
    expect(measureText("a你", "width")).toBe(3);
  });
});
