import { describe, expect, it } from "vitest";
import { areaCodeFor } from "~/lib/http/region.server";

describe("areaCodeFor: the phone area code a form starts with", () => {
  it("is the visitor's region's when the forms offer it, whatever the site's language", () => {
    expect(areaCodeFor("HK", "en")).toBe("+852");
    expect(areaCodeFor("SG", "zh-hk")).toBe("+65");
    expect(areaCodeFor("MY", "cn")).toBe("+60");
  });

  it("is the language's site's when the region is unknown or not offered", () => {
    expect(areaCodeFor("", "zh-hk")).toBe("+852");
    expect(areaCodeFor("", "cn")).toBe("+86");
    expect(areaCodeFor("", "en")).toBe("+65");
    expect(areaCodeFor("FR", "zh-hk")).toBe("+852");
  });
});
