import { describe, expect, it } from "vitest";
import { applyCacheControl, cacheControlFor } from "~/lib/cache-control.server";

const request = (cookie?: string) => new Request("http://localhost/pricing", { headers: cookie ? { Cookie: cookie } : {} });

describe("cache control of documents and data", () => {
  it("signed in (a token cookie) is no-store; anonymous, or a uuid alone, is private and revalidated", () => {
    expect(cacheControlFor(request("token=abc; uuid=u1"))).toBe("no-store");
    expect(cacheControlFor(request("token=abc"))).toBe("no-store");
    expect(cacheControlFor(request("uuid=u1; locale=cn"))).toBe("private, no-cache");
    expect(cacheControlFor(request())).toBe("private, no-cache");
  });

  it("fills in what the route left unset and keeps what it set", () => {
    const unset = new Headers();
    applyCacheControl(request("token=abc"), unset);
    expect(unset.get("Cache-Control")).toBe("no-store");
    expect(unset.get("Vary")).toBe("Cookie, User-Agent");
    const own = new Headers({ "Cache-Control": "private, max-age=60", Vary: "Cookie" });
    applyCacheControl(request(), own);
    expect(own.get("Cache-Control")).toBe("private, max-age=60");
    expect(own.get("Vary")).toBe("Cookie");
  });
});
