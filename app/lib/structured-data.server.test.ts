import { describe, expect, it } from "vitest";
import { jsonLdString } from "~/lib/structured-data.server";

describe("jsonLdString", () => {
  it("keeps text that could end the script or open a comment from doing so, and stays JSON", () => {
    const data = { name: "</script><!-- a & b > c", text: "line\u2028para\u2029end" };
    const out = jsonLdString(data);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain("\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c");
    expect(JSON.parse(out)).toEqual(data);
  });
});
