import { describe, expect, it } from "vitest";
import { CUT_MARKER, MAX_MANIFEST_PATHS, MAX_PATH_SEGMENTS, firstSegments, requestCost } from "./request-cost";

const segments = (count: number, segment = "a") => `/${segment}`.repeat(count);

describe("requestCost: paths", () => {
  it("passes every path of the site and any path up to the segment limit, as sent", () => {
    for (const target of [
      "/",
      "/stocks",
      "/cn/help-key/q-1001?HCode=H1",
      "/hk/activity/stock-aug",
      "/news/market-structure-basics",
      `${segments(MAX_PATH_SEGMENTS)}?q=1`,
    ]) {
      expect(requestCost(target), target).toEqual({ action: "pass" });
    }
  });

  it("cuts a deeper path to its first segments and the marker, query kept", () => {
    expect(requestCost(`${segments(3700)}?q=1`)).toEqual({ action: "rewrite", target: `${segments(MAX_PATH_SEGMENTS)}/${CUT_MARKER}?q=1` });
    expect(requestCost(`/cn${segments(100)}`)).toEqual({ action: "rewrite", target: `/cn${segments(MAX_PATH_SEGMENTS - 1)}/${CUT_MARKER}` });
    // Runs of slashes are segments too (empty ones), and the marker keeps the cut from ending in
    // slashes: "/sign-in" and 20 slashes is no page, and its cut is not one either.
    expect(requestCost(`/sign-in${"/".repeat(20)}x`)).toEqual({ action: "rewrite", target: `/sign-in${"/".repeat(MAX_PATH_SEGMENTS - 1)}/${CUT_MARKER}` });
  });

  it("reads the path as the router will: dot segments resolved, backslashes as slashes", () => {
    // 3 000 dot segments resolve to "/stocks": a page, handed on as sent.
    expect(requestCost(`${"/.".repeat(3000)}/stocks`)).toEqual({ action: "pass" });
    expect(requestCost(`${"/x/..".repeat(1000)}/stocks`)).toEqual({ action: "pass" });
    expect(requestCost(`/${"a\\".repeat(40)}`)).toMatchObject({ action: "rewrite", target: `${segments(MAX_PATH_SEGMENTS)}/${CUT_MARKER}` });
    // A target beginning "//" is a path, never another host.
    expect(requestCost(`//evil.example${segments(40)}`)).toMatchObject({
      action: "rewrite",
      target: `//evil.example${segments(MAX_PATH_SEGMENTS - 2)}/${CUT_MARKER}`,
    });
  });

  it("firstSegments leaves a path within the limit alone", () => {
    expect(firstSegments("/cn/news/1")).toBe("/cn/news/1");
    expect(firstSegments(segments(MAX_PATH_SEGMENTS + 1))).toBe(segments(MAX_PATH_SEGMENTS));
    expect(firstSegments("/".repeat(40))).toBe("/".repeat(MAX_PATH_SEGMENTS));
  });
});

describe("requestCost: the lazy route discovery's manifest (GHSA-chx6-hx7r-mcp5)", () => {
  const manifest = (paths: string[]) => `/__manifest?${paths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=abc`;

  it("passes what the browser asks for", () => {
    // The news center's own request: its links' paths, 56 leading parts.
    const paths = ["/", "/cn", "/hk", "/stocks", "/pricing", ...Array.from({ length: 48 }, (_, i) => `/news/article-${i}`), "/news-list/1", "/help-key/q-1001"];
    expect(requestCost(manifest(paths))).toEqual({ action: "pass" });
    expect(requestCost("/__manifest?version=abc")).toEqual({ action: "pass" });
  });

  it("cuts a deep p value, whatever its spelling, keeping the others and the version", () => {
    for (const deep of ["/".repeat(3800), segments(3700), "a".concat(segments(3000))]) {
      const decision = requestCost(`/__manifest?version=abc&p=%2Fstocks&p=${deep}`);
      expect(decision.action).toBe("rewrite");
      const query = new URL(`http://x${(decision as { target: string }).target}`).searchParams;
      expect(query.get("version")).toBe("abc");
      expect(query.getAll("p")[0]).toBe("/stocks");
      expect(query.getAll("p")[1]).toBe(firstSegments(deep.startsWith("/") ? deep : `/${deep}`));
    }
    // The same request reached through dot segments is read as the router reads it.
    expect(requestCost(`/x/../__manifest?version=abc&p=${segments(40)}`).action).toBe("rewrite");
  });

  it("refuses more leading parts than the limit", () => {
    const many = Array.from({ length: MAX_MANIFEST_PATHS + 1 }, (_, i) => `/${i}`);
    expect(requestCost(manifest(many))).toEqual({ action: "refuse", reason: `manifest request of more than ${MAX_MANIFEST_PATHS} paths` });
    // Counted as the router asks for them: "/a/b/c" is "/a", "/a/b" and "/a/b/c".
    const deep = Array.from({ length: Math.ceil(MAX_MANIFEST_PATHS / 8) + 1 }, (_, i) => `/${i}${segments(7)}`);
    expect(requestCost(manifest(deep)).action).toBe("refuse");
    expect(requestCost(manifest(Array.from({ length: MAX_MANIFEST_PATHS }, (_, i) => `/${i}`))).action).toBe("pass");
  });
});
