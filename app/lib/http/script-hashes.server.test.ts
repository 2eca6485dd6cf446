import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashOwnScripts, scriptHash } from "~/lib/http/script-hashes.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hashOwnScripts: the document's own inline scripts by hash, no nonce left", () => {
  const nonce = "bm9uY2U+/AB=";
  const html = [
    `<head><link rel="modulepreload" href="/build/a.js"/></head><body>`,
    `<script type="application/ld+json" nonce="${nonce}">{"@type":"Organization"}</script>`,
    `<article><p>news</p><script>alert("smuggled")</script></article>`,
    `<script nonce="${nonce}">window.__remixContext = {"a":"é"};</script>`,
    `<script type="module" nonce="${nonce}" async="">import "/build/entry.js";</script>`,
    `<script nonce="${nonce}">window.__remixContext = {"a":"é"};</script>`,
    `</body>`,
  ].join("");

  it("hashes each marked script once, skips data blocks and unmarked scripts, removes the nonce", () => {
    const { html: out, hashes } = hashOwnScripts(html, nonce);
    expect(hashes).toEqual([sha('window.__remixContext = {"a":"é"};'), sha('import "/build/entry.js";')]);
    expect(hashes).not.toContain(sha('alert("smuggled")'));
    expect(out).not.toContain(nonce);
    expect(out).not.toContain("nonce=");
    expect(out).toContain(`<script>alert("smuggled")</script>`);
    expect(out.length).toBe(html.length - 4 * ` nonce="${nonce}"`.length);
  });

  it("matches the browser's hash of the script's UTF-8 text", () => {
    expect(scriptHash("é")).toBe(
      "'sha256-" +
        createHash("sha256")
          .update(Buffer.from([0xc3, 0xa9]))
          .digest("base64") +
        "'",
    );
  });

  it("leaves a document without the nonce (or with none given) as it is", () => {
    expect(hashOwnScripts("<p>x</p>", nonce)).toEqual({ html: "<p>x</p>", hashes: [] });
    expect(hashOwnScripts(html, "")).toEqual({ html, hashes: [] });
  });
});
