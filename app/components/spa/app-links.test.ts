import { describe, expect, it } from "vitest";
import { appUrlForLink, appWebviewUrl } from "~/components/spa/app-links";
import { appRouteUrl } from "~/lib/http/href";

const ORIGIN = "https://www.dolphin-securities.sg";
const link = (href: string, extra: Partial<{ target: string; appLink: string | null; download: boolean }> = {}) => ({
  href,
  target: "",
  appLink: null,
  download: false,
  ...extra,
});

describe("links inside the company app", () => {
  it("open a named app screen through the app's scheme", () => {
    expect(appUrlForLink(link("/open-account", { appLink: "open-account" }), ORIGIN)).toBe("dolphinapp://open-account");
    expect(appUrlForLink(link("/x", { appLink: "trade/order?symbol=AAPL" }), ORIGIN)).toBe("dolphinapp://trade/order?symbol=AAPL");
    expect(appRouteUrl("javascript:alert(1)")).toBeNull();
    expect(appRouteUrl("//evil")).toBeNull();
  });
  it("open new-window and other-site links in the app's browser", () => {
    const chat = "https://chat.dolphin-securities.sg/?web_plugin_id=3728&signature=AB";
    expect(appUrlForLink(link(chat, { target: "_blank" }), ORIGIN)).toBe(appWebviewUrl(chat));
    expect(appWebviewUrl(chat)).toBe(`dolphinapp://webview?url=${encodeURIComponent(chat)}`);
    expect(appUrlForLink(link("https://apps.apple.com/sg/app/x"), ORIGIN)).toBe(appWebviewUrl("https://apps.apple.com/sg/app/x"));
    expect(appUrlForLink(link("/pricing", { target: "_blank" }), ORIGIN)).toBe(appWebviewUrl(`${ORIGIN}/pricing`));
  });
  it("leave same-site same-window links, downloads and other schemes alone", () => {
    expect(appUrlForLink(link("/pricing"), ORIGIN)).toBeNull();
    expect(appUrlForLink(link(`${ORIGIN}/stocks#faq`), ORIGIN)).toBeNull();
    expect(appUrlForLink(link("https://cdn.example/fees.pdf", { download: true }), ORIGIN)).toBeNull();
    expect(appUrlForLink(link("mailto:help@dolphin.sg"), ORIGIN)).toBeNull();
    expect(appUrlForLink(link("tel:+6560000000", { target: "_blank" }), ORIGIN)).toBeNull();
  });
});
