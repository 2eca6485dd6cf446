import { describe, expect, it } from "vitest";
import { counterStatus } from "~/components/forms/text-counter";

describe("counterStatus (product.md §Forms: current length against the maximum)", () => {
  it("counts an empty or missing value as 0", () => {
    expect(counterStatus(undefined, 500)).toEqual({ count: 0, max: 500, remaining: 500, over: 0 });
    expect(counterStatus("", 10)).toEqual({ count: 0, max: 10, remaining: 10, over: 0 });
  });
  it("reports what is left and what is over", () => {
    expect(counterStatus("hello", 10)).toMatchObject({ count: 5, remaining: 5, over: 0 });
    expect(counterStatus("x".repeat(10), 10)).toMatchObject({ count: 10, remaining: 0, over: 0 });
    expect(counterStatus("x".repeat(12), 10)).toMatchObject({ count: 12, remaining: 0, over: 2 });
  });
  it("counts a submitted CRLF line break once, as the textarea shows it", () => {
    expect(counterStatus("a\r\nb", 10).count).toBe(3);
    expect(counterStatus("a\nb", 10).count).toBe(3);
  });
  it("counts characters, or width when the limit is in width", () => {
    expect(counterStatus("申请API", 20).count).toBe(5);
    expect(counterStatus("申请API", 20, "width").count).toBe(7);
    expect(counterStatus("😀", 20).count).toBe(1);
  });
});
