import { describe, expect, it } from "vitest";
import {
  allowedExternalUrl,
  handOverKey,
  isHandOverParam,
  ownPathRedirect,
  ownPathTarget,
  safeRedirectPath,
  withoutHandOverKey,
  withoutHandOverParams,
} from "~/lib/http/safe-redirect";

/** Known open-redirect bypasses: every one must be refused. */
const BYPASSES = [
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "\\evil.com",
  "\\\\evil.com",
  "/%5Cevil.com",
  "/%5cevil.com",
  "%2F%2Fevil.com",
  "/%2F%2Fevil.com",
  "http:evil.com",
  "http://evil.com",
  "https://evil.com/path",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\tevil.com",
  "\t//evil.com",
  "/\r\n/evil.com",
  "/\n/evil.com",
  "//user@evil.com",
  "https://www.dolphin-securities.sg@evil.com",
  "",
  "evil.com",
  // Dot segments the URL parser removes, leaving a path that starts with "//".
  "/..//evil.com",
  "/.//evil.com",
  "/%2e//evil.com",
  "/%2E%2E//evil.com",
  "/a/..//evil.com",
];

describe("safeRedirectPath", () => {
  it.each(BYPASSES)("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/fallback")).toBe("/fallback");
  });
  it("accepts same-site paths with query and hash", () => {
    expect(safeRedirectPath("/payment-records?page=2#x")).toBe("/payment-records?page=2#x");
    expect(safeRedirectPath("/cn/stocks")).toBe("/cn/stocks");
  });
  it("drops a session hand-over key from the target, and keeps the rest of the query", () => {
    expect(safeRedirectPath("/open-account?tokenKey=abc")).toBe("/open-account");
    expect(safeRedirectPath("/stocks?HCode=H1&tokenKey=abc&tokenKey=def#top")).toBe("/stocks?HCode=H1#top");
    expect(safeRedirectPath("/stocks?tokenkey=abc")).toBe("/stocks?tokenkey=abc");
  });
  it("refuses non-strings and very long targets", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(42)).toBe("/");
    expect(safeRedirectPath(`/${"a".repeat(3000)}`)).toBe("/");
  });
});

describe("allowedExternalUrl", () => {
  const hosts = ["m.dolphin-securities.sg"];
  it.each(BYPASSES)("refuses %j", (target) => {
    expect(allowedExternalUrl(target, hosts, "dolphin-securities.sg")).toBeNull();
  });
  it("accepts the brokerage's own hosts over https", () => {
    expect(allowedExternalUrl("https://m.dolphin-securities.sg/open-account?x=1", hosts, "dolphin-securities.sg")).toBe(
      "https://m.dolphin-securities.sg/open-account?x=1",
    );
    expect(allowedExternalUrl("https://www.dolphin-securities.sg/", hosts, "dolphin-securities.sg")).toBe("https://www.dolphin-securities.sg/");
  });
  it("refuses look-alike hosts, userinfo and plain http", () => {
    expect(allowedExternalUrl("https://dolphin-securities.sg.evil.com/", hosts, "dolphin-securities.sg")).toBeNull();
    expect(allowedExternalUrl("https://evildolphin-securities.sg/", hosts, "dolphin-securities.sg")).toBeNull();
    expect(allowedExternalUrl("https://a:b@m.dolphin-securities.sg/", hosts, "dolphin-securities.sg")).toBeNull();
    expect(allowedExternalUrl("http://m.dolphin-securities.sg/", hosts, "dolphin-securities.sg")).toBeNull();
  });
});

describe("ownPathTarget", () => {
  it("keeps a request's own path on this site, however many slashes or backslashes lead it", () => {
    expect(ownPathTarget("/pricing")).toBe("/pricing");
    expect(ownPathTarget("//evil.example")).toBe("/evil.example");
    expect(ownPathTarget("/\\evil.example/x")).toBe("/evil.example/x");
    expect(ownPathTarget("\\/evil.example")).toBe("/evil.example");
    expect(ownPathTarget("/%5Cevil.example")).toBe("/");
  });
});

describe("ownPathRedirect", () => {
  it("answers null, not the home page, for a path that cannot be a redirect target", () => {
    expect(ownPathRedirect("//evil.example")).toBe("/evil.example");
    expect(ownPathRedirect("/news/%E4%B8%AD")).toBe("/news/%E4%B8%AD");
    for (const path of ["/News/%5Cevil.example", "/news/%0d%0a", "/x%09", "/x%7F", "/x\\y", `/${"a".repeat(2_048)}`])
      expect(ownPathRedirect(path), path.slice(0, 40)).toBeNull();
  });
});

describe("withoutHandOverKey", () => {
  it("drops the key from absolute and site-relative URLs alike, the rest as written", () => {
    expect(withoutHandOverKey("https://example.com/a?tokenKey=k&b=a%20b")).toBe("https://example.com/a?b=a%20b");
    expect(withoutHandOverKey("/?tokenKey=k")).toBe("/");
    expect(withoutHandOverKey("/news/1.png?tokenKe%79=k&v=2#x")).toBe("/news/1.png?v=2#x");
    expect(withoutHandOverKey("/news/1.png?v=2")).toBe("/news/1.png?v=2");
    expect(withoutHandOverKey("/news/1.png?tokenkey=k")).toBe("/news/1.png?tokenkey=k");
  });
});

describe("the hand-over key's name", () => {
  it("is read and dropped by one test of its decoded name", () => {
    for (const query of ["tokenKey=k", "tokenKe%79=k", "%74okenKey=k", "a=1&tokenKey=k&tokenKey=j"]) {
      expect(handOverKey(new URLSearchParams(query)), query).toBe("k");
      expect(new URLSearchParams(withoutHandOverParams(query)).has("tokenKey"), query).toBe(false);
    }
    // What the hand-over does not read, nothing needs to drop: another case, a double encoding.
    for (const query of ["tokenkey=k", "TokenKey=k", "tokenKe%2579=k", "tokenKey%00=k", "x=tokenKey"]) {
      expect(handOverKey(new URLSearchParams(query)), query).toBeNull();
      expect(withoutHandOverParams(query), query).toBe(query);
    }
    expect(isHandOverParam("tokenKey")).toBe(true);
    expect(withoutHandOverParams("a=%20b+c&tokenKe%79=1&d")).toBe("a=%20b+c&d");
  });

  it("is dropped from a redirect target however it is spelled", () => {
    expect(safeRedirectPath("/stocks?tokenKe%79=abc&HCode=H1")).toBe("/stocks?HCode=H1");
    expect(safeRedirectPath("/stocks?%74okenKey=abc")).toBe("/stocks");
  });
});
