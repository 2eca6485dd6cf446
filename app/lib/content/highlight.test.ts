import { describe, expect, it } from "vitest";
import { highlightSegments } from "~/lib/content/highlight";

describe("highlightSegments", () => {
  it("marks every case-insensitive match", () => {
    expect(highlightSegments("Deposit with PayNow; deposits are fast", "deposit")).toEqual([
      { text: "Deposit", match: true },
      { text: " with PayNow; ", match: false },
      { text: "deposit", match: true },
      { text: "s are fast", match: false },
    ]);
  });
  it("marks each word of the query, longest first", () => {
    const marked = highlightSegments("Two-step verification and password reset", "password two-step").filter((s) => s.match);
    expect(marked.map((s) => s.text)).toEqual(["Two-step", "password"]);
  });
  it("treats the query as text, not a pattern", () => {
    expect(highlightSegments("a+b (cd)", "(cd)")).toEqual([
      { text: "a+b (", match: false },
      { text: "cd", match: true },
      { text: ")", match: false },
    ]);
    expect(highlightSegments("a+b", "a+b")).toEqual([{ text: "a+b", match: true }]);
    expect(highlightSegments("x.y", ".*")).toEqual([{ text: "x.y", match: false }]);
  });
  it("keeps markup in the text and the query as plain text", () => {
    const segments = highlightSegments("<img src=x onerror=alert(1)> title", "<img");
    expect(segments[0]).toEqual({ text: "<img", match: true });
    expect(segments.map((s) => s.text).join("")).toBe("<img src=x onerror=alert(1)> title");
  });
  it("marks single CJK characters but not single latin letters", () => {
    expect(highlightSegments("如何入金", "金").filter((s) => s.match)).toEqual([{ text: "金", match: true }]);
    expect(highlightSegments("a cat", "a")).toEqual([{ text: "a cat", match: false }]);
  });
  it("ignores punctuation inside a word, either way", () => {
    expect(highlightSegments("The W-8BEN form", "W8BEN").filter((s) => s.match)).toEqual([{ text: "W-8BEN", match: true }]);
    expect(highlightSegments("The W8BEN form", "w-8ben").filter((s) => s.match)).toEqual([{ text: "W8BEN", match: true }]);
    expect(highlightSegments("a - b", "--")).toEqual([{ text: "a - b", match: false }]);
  });
  it("stays linear on runs of punctuation (no catastrophic backtracking)", () => {
    // With optional marks side by side, six dots took 8.5 s and forty would never end (this test
    // would then run into the test timeout).
    const text = `ab${".".repeat(40)}x ${"-".repeat(5000)}`;
    expect(highlightSegments(text, `ab${".".repeat(40)}cd ${"-?!".repeat(30)}zz`).filter((s) => s.match)).toEqual([]);
  });
  it("handles empty text and queries", () => {
    expect(highlightSegments("", "x")).toEqual([]);
    expect(highlightSegments("text", "  ")).toEqual([{ text: "text", match: false }]);
  });
});
