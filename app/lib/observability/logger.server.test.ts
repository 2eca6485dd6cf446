import { describe, expect, it } from "vitest";
import { hideHandOverKey, requestLogSerializers } from "~/lib/observability/logger.server";

/** A logged URL → what the log keeps. */
const URLS: Array<[string, string]> = [
  ["/stocks?tokenKey=abc123&HCode=H1#top", "/stocks?tokenKey=%5Bhidden%5D&HCode=H1#top"],
  // The name read decoded, as the hand-over reads it; an absolute URL (the redirect helper's Location).
  ["https://m.dolphin-securities.sg/open?token%4Bey=abc123", "https://m.dolphin-securities.sg/open?tokenKey=%5Bhidden%5D"],
  ["/stocks?HCode=H1", "/stocks?HCode=H1"],
  ["/stocks", "/stocks"],
];

describe("the session hand-over key stays out of the access log", () => {
  it.each(URLS)("%s", (url, logged) => {
    expect(hideHandOverKey(url)).toBe(logged);
  });

  it("in the logged request and the logged redirect", () => {
    expect(requestLogSerializers.req({ url: "/?tokenKey=secret", query: { tokenKey: "secret" } })).toEqual({
      url: "/?tokenKey=%5Bhidden%5D",
      query: { tokenKey: "[hidden]" },
    });
    const logged = JSON.stringify(requestLogSerializers.res({ headers: { location: "https://m.dolphin-securities.sg/x?tokenKey=secret" } }));
    expect(logged).not.toContain("secret");
  });
});
