import { afterEach, describe, expect, it } from "vitest";
import { resetServerEnvCache, serverEnv } from "~/lib/config/env.server";
import { firmView, formatHours, parseOpeningHours, resetFirmCache, telHref } from "~/lib/legal/firm.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvCache();
  resetFirmCache();
});

describe("telHref", () => {
  it("keeps the digits and a leading +", () => {
    expect(telHref("+65 6000 0000")).toBe("tel:+6560000000");
    expect(telHref("1800-000 (0000)")).toBe("tel:18000000000");
  });
});

describe("service hours", () => {
  it("parses schema.org openingHours and says them in each locale", () => {
    const spans = parseOpeningHours("Mo-Fr 09:00-18:00, Sa 09:00-12:00");
    expect(spans).toEqual([
      { from: "Mo", to: "Fr", opens: "09:00", closes: "18:00" },
      { from: "Sa", to: "Sa", opens: "09:00", closes: "12:00" },
    ]);
    expect(formatHours(spans, "en")).toEqual(["Monday to Friday, 09:00–18:00 (Singapore time)", "Saturday, 09:00–12:00 (Singapore time)"]);
    expect(formatHours(spans, "cn")).toEqual(["星期一至星期五 09:00–18:00（新加坡时间）", "星期六 09:00–12:00（新加坡时间）"]);
    expect(formatHours(spans, "zh-hk")[0]).toBe("星期一至星期五 09:00–18:00（新加坡時間）");
  });
});

describe("firmView", () => {
  it("has obviously sample defaults", () => {
    const firm = firmView("en");
    expect(firm).toMatchObject({ name: "Dolphin Securities Pte. Ltd. (sample)", uen: "200000000X", licence: "CMS000000" });
    expect(firm.hotlineAbroad).toEqual({ label: "+65 6000 0000", href: "tel:+6560000000" });
  });

  it("reads each value from the environment", () => {
    Object.assign(process.env, {
      FIRM_LEGAL_NAME: "Example Brokers Pte. Ltd.",
      FIRM_UEN: "201912345K",
      FIRM_CMS_LICENCE: "CMS101234",
      FIRM_ADDRESS: "9 Raffles Place, Singapore 048619",
      FIRM_HOTLINE: "6222 3333",
      FIRM_HOTLINE_ABROAD: "+65 6222 3333",
      FIRM_EMAIL: "help@example.org",
      FIRM_SERVICE_HOURS: "Mo-Sa 08:30-20:00",
    });
    expect(firmView("cn")).toEqual({
      name: "Example Brokers Pte. Ltd.",
      uen: "201912345K",
      licence: "CMS101234",
      address: "9 Raffles Place, Singapore 048619",
      hotline: { label: "6222 3333", href: "tel:62223333" },
      hotlineAbroad: { label: "+65 6222 3333", href: "tel:+6562223333" },
      email: "help@example.org",
      hours: ["星期一至星期六 08:30–20:00（新加坡时间）"],
    });
  });

  it("refuses values that are not a UEN, a CMS licence number, an abroad number or opening hours", () => {
    for (const [name, value] of [
      ["FIRM_UEN", "12345"],
      ["FIRM_CMS_LICENCE", "LIC-1"],
      ["FIRM_HOTLINE_ABROAD", "6000 0000"],
      ["FIRM_SERVICE_HOURS", "weekdays"],
    ]) {
      process.env = { ...saved, [name]: value };
      resetServerEnvCache();
      expect(() => serverEnv(), name).toThrow(name);
    }
  });
});
