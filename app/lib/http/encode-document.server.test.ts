import { describe, expect, it } from "vitest";
import { encodeDocument } from "./encode-document.server";

describe("encodeDocument", () => {
  it("gives the same bytes as Buffer.from for ASCII, Chinese, emoji and a lone surrogate", () => {
    for (const text of ["<!DOCTYPE html><p>Fees</p>", "<p>开户 — 繁體中文 · 0.03%</p>", "<p>📈 ok</p>", "<p>\ud800 lone</p>", ""]) {
      expect(encodeDocument(text).equals(Buffer.from(text, "utf8"))).toBe(true);
    }
  });

  it("gives each document bytes of its own: the next call does not change the last one's", () => {
    const first = encodeDocument("<p>first 中文</p>");
    const copy = Buffer.from(first);
    encodeDocument("<p>second document, longer than the first one, 繁體</p>");
    expect(first.equals(copy)).toBe(true);
  });

  it("encodes a document too large for its scratch space whole", () => {
    const large = `<p>${"价".repeat(200_000)}</p>`;
    const bytes = encodeDocument(large);
    expect(bytes.length).toBe(Buffer.byteLength(large));
    expect(bytes.toString("utf8")).toBe(large);
  });
});
