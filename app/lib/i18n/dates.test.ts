import { describe, expect, it } from "vitest";
import { formatDate, siteToday } from "~/lib/i18n/dates";

describe("dates (product.md §Locales)", () => {
  it("formats a day as DD MMM, YYYY in English and YYYY-MM-DD in Chinese", () => {
    expect(formatDate("2026-08-31", "en")).toBe("31 Aug, 2026");
    expect(formatDate("2026-08-31", "cn")).toBe("2026-08-31");
    expect(formatDate("2026-08-31", "zh-hk")).toBe("2026-08-31");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("takes today in Singapore time (UTC+8), whatever the server's zone", () => {
    expect(siteToday(new Date("2026-08-31T15:59:59Z"))).toBe("2026-08-31");
    expect(siteToday(new Date("2026-08-31T16:00:00Z"))).toBe("2026-09-01");
  });
});
