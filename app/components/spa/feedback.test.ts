import { describe, expect, it } from "vitest";
import { toastDuration } from "~/components/layout/toasts";
import { HOVER_MENUS } from "~/components/spa/header-menus";
import { isPageChange } from "~/components/spa/page-transition";

describe("toast durations (product.md §Toasts)", () => {
  it("success and fail 2000 ms, warning and message 3000 ms, everything 2000 ms on h5", () => {
    expect(toastDuration("success", false)).toBe(2000);
    expect(toastDuration("fail", false)).toBe(2000);
    expect(toastDuration("warning", false)).toBe(3000);
    expect(toastDuration("message", false)).toBe(3000);
    for (const type of ["success", "fail", "warning", "message"] as const) expect(toastDuration(type, true)).toBe(2000);
  });
});

describe("menu delays (product.md §Interface)", () => {
  it("dropdowns show after 250 ms and hide after 150 ms; the popover opens at once and closes after 200 ms", () => {
    expect(HOVER_MENUS.map((m) => [m.open, m.close])).toEqual([
      [250, 150],
      [0, 200],
    ]);
  });
});

describe("page transitions (product.md §Navigation)", () => {
  it("run for a change of page, not for a submission or the same path", () => {
    expect(isPageChange("/", "/pricing", undefined)).toBe(true);
    expect(isPageChange("/", "/pricing", "GET")).toBe(true);
    expect(isPageChange("/sign-in", "/sign-in", undefined)).toBe(false);
    expect(isPageChange("/sign-in", "/", "POST")).toBe(false);
    expect(isPageChange("/", undefined, undefined)).toBe(false);
  });
});
