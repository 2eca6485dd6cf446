import { describe, expect, it } from "vitest";
import { parseQuery, trimQuery } from "./query-string";

describe("query-string limits (product.md §Query strings)", () => {
  it("parses at most 1000 parameters", () => {
    const search = Array.from({ length: 1005 }, (_, i) => `p${i}=${i}`).join("&");
    const parsed = parseQuery(search);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.p999).toBe("999");
    expect(parsed.p1000).toBeUndefined();
  });

  it("keeps array indexes below 20 and nests to depth 5", () => {
    // qs 6.17: an index at or above arrayLimit makes an object key, not a sparse array.
    expect(parseQuery("a[19]=x").a).toEqual(["x"]);
    expect(parseQuery("a[20]=x").a).toEqual({ 20: "x" });
    expect(parseQuery("a[b][c][d][e][f][g]=x")).toEqual({ a: { b: { c: { d: { e: { f: { "[g]": "x" } } } } } } });
  });

  it("trims a query to its first 1000 parameters, and leaves a shorter one alone", () => {
    const parameters = Array.from({ length: 1200 }, (_, i) => `p${i}=${i}`);
    const trimmed = trimQuery(parameters.join("&"));
    expect(trimmed?.split("&")).toEqual(parameters.slice(0, 1000));
    expect(trimQuery(parameters.slice(0, 1000).join("&"))).toBeNull();
    // Empty parts ("&&") are not parameters (qs would spend its limit on them; see trimQuery).
    expect(trimQuery(`${parameters.slice(0, 1000).join("&")}${"&".repeat(3000)}`)).toBeNull();
    expect(trimQuery("HCode=a&ICode=b")).toBeNull();
  });
});
