import { describe, expect, it } from "vitest";
import { applyCacheControl, cacheControlFor, hasHandOverKey, PRIVATE_CACHE_CONTROL, PUBLIC_PAGES, SHARED_CACHE_CONTROL } from "~/lib/http/cache-control.server";
import { PAGES } from "~/lib/pages/registry";

const request = (path: string, { cookie, edge = true, method = "GET" }: { cookie?: string; edge?: boolean; method?: string } = {}) =>
  new Request(`http://localhost${path}`, { method, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(edge ? { "X-Device-Class": "desktop" } : {}) } });
const context = (personal = false, loggedOut = false) => ({ cache: { personal }, state: { loggedOut } });

describe("cache control of documents and data", () => {
  it("a public page's anonymous answer is for shared caches, when the edge named the device class", () => {
    for (const path of ["/", "/cn/pricing", "/hk/news/12", "/stocks?HCode=A1", "/legal/privacy-policy", "/activity/stock"]) {
      expect(cacheControlFor(request(path), 200, context()), path).toBe(SHARED_CACHE_CONTROL);
    }
    expect(cacheControlFor(request("/pricing", { method: "HEAD" }), 200, context())).toBe(SHARED_CACHE_CONTROL);
    expect(cacheControlFor(request("/no-such-page"), 404, context())).toBe(SHARED_CACHE_CONTROL);
  });

  it("signed in (a token cookie) or a session hand-over is no-store, however the key's name is written", () => {
    expect(cacheControlFor(request("/pricing", { cookie: "token=abc; uuid=u1" }), 200, context())).toBe("no-store");
    expect(cacheControlFor(request("/?tokenKey=k"), 200, context())).toBe("no-store");
    expect(cacheControlFor(request("/?a=1&tokenKe%79=k"), 302, context())).toBe("no-store");
    expect(hasHandOverKey("?TokenKey=k")).toBe(false);
    expect(hasHandOverKey("")).toBe(false);
  });

  it("anything else anonymous is private: forms, account pages, other errors, posts, no edge, a personal answer", () => {
    for (const path of ["/sign-in", "/cn/sign-up", "/sign-forgot", "/two-step-verification", "/open-api-apply", "/payment-records", "/feedback"]) {
      expect(cacheControlFor(request(path), 200, context()), path).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(cacheControlFor(request("/pricing"), 500, context())).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(request("/pricing"), 400, context())).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(request("/feedback", { method: "POST" }), 200, context())).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(request("/pricing", { edge: false }), 200, context())).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(request("/stocks"), 200, context(true))).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(request("/stocks"), 200, context(false, true))).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(request("/pricing", { cookie: "uuid=u1; locale=cn" }), 200, context())).toBe(SHARED_CACHE_CONTROL);
  });

  it("every page of the registry is decided: public ones listed, the rest private", () => {
    const keys = new Set(PAGES.map((page) => page.key));
    for (const key of PUBLIC_PAGES) expect(keys.has(key), key).toBe(true);
    const privatePages = PAGES.filter((page) => !PUBLIC_PAGES.has(page.key)).map((page) => page.key);
    expect(privatePages.sort()).toEqual([
      "feedback",
      "hand-over",
      "open-api-apply",
      "payment-records",
      "sign",
      "sign-forgot",
      "sign-in",
      "sign-in-institutional",
      "sign-up",
      "two-step-verification",
    ]);
  });

  it("fills in what the route left unset and keeps what it set; Vary names the key's inputs, never the User-Agent", () => {
    const unset = new Headers();
    applyCacheControl(request("/pricing", { cookie: "token=abc" }), unset, 200, context());
    expect(unset.get("Cache-Control")).toBe("no-store");
    expect(unset.get("Vary")).toBe("Cookie, X-Device-Class, X-Region");
    const own = new Headers({ "Cache-Control": "private, max-age=60", Vary: "Cookie" });
    applyCacheControl(request("/pricing"), own, 200, context());
    expect(own.get("Cache-Control")).toBe("private, max-age=60");
    expect(own.get("Vary")).toBe("Cookie");
  });
});
