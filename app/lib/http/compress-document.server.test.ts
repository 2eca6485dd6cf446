import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressDocument, documentEncoding } from "./compress-document.server";

const request = (acceptEncoding?: string, method = "GET") =>
  new Request("http://site.test/", { method, headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

describe("documentEncoding", () => {
  it("chooses br before gzip as browsers ask, gzip alone, and nothing without a header", () => {
    expect(documentEncoding(request("gzip, deflate, br, zstd"))).toBe("br");
    expect(documentEncoding(request("gzip, deflate"))).toBe("gzip");
    expect(documentEncoding(request("br"))).toBe("br");
    expect(documentEncoding(request())).toBeNull();
    expect(documentEncoding(request(""))).toBeNull();
  });

  it("honours weights (RFC 9110 §12.5.3): zero refuses a coding, the higher weight wins", () => {
    expect(documentEncoding(request("br;q=0, gzip"))).toBe("gzip");
    expect(documentEncoding(request("GZIP;Q=0, BR;Q=0"))).toBeNull();
    expect(documentEncoding(request("br;q=0.5, gzip;q=0.9"))).toBe("gzip");
    expect(documentEncoding(request("identity, deflate, x-gzip"))).toBeNull();
  });

  it("never encodes a HEAD answer (compression() does not either)", () => {
    expect(documentEncoding(request("br, gzip", "HEAD"))).toBeNull();
  });
});

describe("compressDocument", () => {
  const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>开户 0.03% 手續費</p>".repeat(4000)}</body></html>`);

  it("gives bytes that decode to the document, in both codings", async () => {
    const br = await compressDocument(html, "br");
    const gz = await compressDocument(html, "gzip");
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(gz).equals(html)).toBe(true);
    expect(br.length).toBeLessThan(html.length / 10);
    expect(gz.length).toBeLessThan(html.length / 10);
  });
});
