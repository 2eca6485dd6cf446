import { describe, expect, it } from "vitest";
import { hideHandOverKey, requestLogSerializers } from "~/lib/logger.server";

describe("the session hand-over key stays out of the access log", () => {
  it("hides the key's value in a path or an absolute URL, and keeps the rest", () => {
    expect(hideHandOverKey("/stocks?tokenKey=abc123&HCode=H1#top")).toBe("/stocks?tokenKey=%5Bhidden%5D&HCode=H1#top");
    expect(hideHandOverKey("https://m.dolphin-securities.sg/open?token%4Bey=abc123")).toBe("https://m.dolphin-securities.sg/open?tokenKey=%5Bhidden%5D");
    expect(hideHandOverKey("/stocks?HCode=H1")).toBe("/stocks?HCode=H1");
    expect(hideHandOverKey("/stocks")).toBe("/stocks");
  });

  it("in the logged request and the logged redirect", () => {
    expect(requestLogSerializers.req({ url: "/?tokenKey=secret", query: { tokenKey: "secret" } })).toEqual({ url: "/?tokenKey=%5Bhidden%5D", query: { tokenKey: "[hidden]" } });
    const logged = JSON.stringify(requestLogSerializers.res({ headers: { location: "https://m.dolphin-securities.sg/x?tokenKey=secret" } }));
    expect(logged).not.toContain("secret");
  });
});
