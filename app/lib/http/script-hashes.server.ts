/**
 * The CSP hashes of a rendered document's own inline scripts (W3C CSP Level 3 hash-source), so that
 * a document a shared cache keeps carries no nonce: a nonce must be new for every response, and a
 * stored page is one response served to many.
 *
 * The render marks the site's own scripts (Remix's <Scripts> and <ScrollRestoration>, and any
 * script a component renders with useNonce()) with the request's random nonce; here those are
 * found by it, hashed, and the nonce attributes are removed. Upstream HTML inside the page (news,
 * help) never carries that nonce, which it could not know before the render, so a script it
 * smuggled in gets no hash and the browser refuses it. Data blocks (`type="application/ld+json"`)
 * run nothing and need no hash.
 */
import { createHash } from "node:crypto";

export interface HashedDocument {
  /** The document without the nonce attributes. */
  html: string;
  /** CSP source expressions, `'sha256-<base64>'`, one per distinct inline script, in document order. */
  hashes: string[];
}

/** The CSP hash-source of a script's text (its UTF-8 bytes, as the browser hashes them). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Finds the inline scripts of `html` that carry ` nonce="<nonce>"`, answers their hashes and the
 * document with every such attribute removed. An empty nonce marks nothing: the document is
 * answered as it is, with no hash.
 */
export function hashOwnScripts(html: string, nonce: string): HashedDocument {
  if (!nonce) return { html, hashes: [] };
  const marker = ` nonce="${nonce}"`;
  const hashes: string[] = [];
  let at = html.indexOf(marker);
  if (at === -1) return { html, hashes };
  while (at !== -1) {
    const tagStart = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", at);
    if (html.startsWith("<script", tagStart) && tagEnd !== -1) {
      const tag = html.slice(tagStart, tagEnd);
      const close = html.indexOf("</script>", tagEnd);
      const type = /\stype="([^"]*)"/.exec(tag)?.[1];
      const runs = type === undefined || type === "module" || type === "text/javascript";
      if (runs && close !== -1 && !tag.includes(" src=")) {
        const hash = scriptHash(html.slice(tagEnd + 1, close));
        if (!hashes.includes(hash)) hashes.push(hash);
      }
    }
    at = html.indexOf(marker, at + marker.length);
  }
  return { html: html.replaceAll(marker, ""), hashes };
}
