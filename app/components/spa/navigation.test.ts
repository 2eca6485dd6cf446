import { describe, expect, it, vi } from "vitest";
import { carryCampaignCodes, enhanceNavigation, missingCampaignParams, wrapRouterNavigate } from "~/components/spa/navigation";

const ctx = { pathname: "/", search: "?HCode=H1&ICode=I1&other=x", defaultHCode: "" };

describe("campaign codes in client navigations (product.md §Navigation)", () => {
  it("adds the current HCode and ICode to a target that lacks them", () => {
    expect(carryCampaignCodes("/pricing", ctx)).toBe("/pricing?HCode=H1&ICode=I1");
    expect(carryCampaignCodes("/cn/news/3?page=2#top", ctx)).toBe("/cn/news/3?page=2&HCode=H1&ICode=I1#top");
    expect(carryCampaignCodes("?tab=2", ctx)).toBe("?tab=2&HCode=H1&ICode=I1");
  });
  it("keeps a target's own codes", () => {
    expect(carryCampaignCodes("/sign-up?HCode=OWN", ctx)).toBe("/sign-up?HCode=OWN&ICode=I1");
    expect(carryCampaignCodes("/sign-up?HCode=A&ICode=B", ctx)).toBe("/sign-up?HCode=A&ICode=B");
  });
  it("uses the default HCode when neither page has one", () => {
    expect(carryCampaignCodes("/stocks", { search: "", defaultHCode: "DEF" })).toBe("/stocks?HCode=DEF");
    expect(carryCampaignCodes("/stocks", { search: "?ICode=I", defaultHCode: "DEF" })).toBe("/stocks?HCode=DEF&ICode=I");
    expect(carryCampaignCodes("/stocks", { search: "", defaultHCode: "" })).toBe("/stocks");
  });
  it("leaves route-relative paths, other sites and history steps to the router", () => {
    expect(carryCampaignCodes("../x", ctx)).toBe("../x");
    expect(carryCampaignCodes("//evil.example/x", ctx)).toBe("//evil.example/x");
    expect(enhanceNavigation(-1, undefined, ctx)).toEqual([-1, undefined]);
  });
  it("handles location objects", () => {
    expect(carryCampaignCodes({ pathname: "/stocks", search: "?a=1" }, ctx)).toEqual({ pathname: "/stocks", search: "?a=1&HCode=H1&ICode=I1" });
  });
  it("carries them as fields of a GET form, and in the action URL of a POST form", () => {
    const formData = new FormData();
    formData.set("keyword", "fees");
    const [to] = enhanceNavigation("/help-key", { formMethod: "get", formData }, ctx);
    expect(to).toBe("/help-key");
    expect(Object.fromEntries(formData)).toEqual({ keyword: "fees", HCode: "H1", ICode: "I1" });
    expect(enhanceNavigation("/sign-in?by=email", { formMethod: "post", formData: new FormData() }, ctx)[0]).toBe("/sign-in?by=email&HCode=H1&ICode=I1");
  });
  it("lists only the missing codes", () => {
    expect(missingCampaignParams(new URLSearchParams("HCode=x"), "?HCode=H&ICode=I", "")).toEqual([["ICode", "I"]]);
  });
});

describe("wrapping the router", () => {
  it("wraps navigate once, enhances each call, and restores it", async () => {
    const original = vi.fn(async (_to: unknown, _opts?: Record<string, unknown>) => undefined);
    const router = { navigate: original };
    const restore = wrapRouterNavigate(router, () => ctx);
    expect(wrapRouterNavigate(router, () => ctx)).toBeTypeOf("function");
    await router.navigate("/pricing", { replace: true });
    expect(original).toHaveBeenCalledTimes(1);
    expect(original).toHaveBeenCalledWith("/pricing?HCode=H1&ICode=I1", { replace: true });
    restore();
    expect(router.navigate).toBe(original);
  });
  it("never stops a navigation when the enhancement fails", async () => {
    const original = vi.fn(async (_to: unknown, _opts?: Record<string, unknown>) => undefined);
    const router = { navigate: original };
    wrapRouterNavigate(router, () => {
      throw new Error("no context");
    });
    await router.navigate("/pricing");
    expect(original).toHaveBeenCalledWith("/pricing", undefined);
  });
});
