// Precompresses the fingerprinted browser assets (public/build/**/*.js, *.css) after `remix build`
// (bytes): beside each file a `.br` (brotli, quality 11) and a `.gz` (zopfli, gzip format,
// about 3 % smaller than zlib's level 9), written only when smaller than the file itself.
// server.ts serves them with express-static-gzip (brotli first, then gzip, by the request's
// Accept-Encoding), so the server neither compresses assets per request nor sends more bytes than
// the best compressor makes; a file without siblings is compressed on the fly as before.
// Usage: node scripts/build/precompress.mjs [dir]   (default public/build). Prints the totals.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { filesUnder } from "../lib/files.mjs";

const DIR = process.argv[2] ?? path.join("public", "build");
const COMPRESSIBLE = /\.(js|css)$/;
/**
 * Zopfli's iterations (its default is 15). 50 takes ~2.5× the time (~2 s more for the build) for
 * a few bytes per file (12 on the 75 KB framework chunk): bytes every visitor downloads, and the
 * JavaScript budget of the marketing pages is that tight.
 */
const ZOPFLI_ITERATIONS = 50;

const started = Date.now();
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
for (const file of filesUnder(DIR).filter((f) => COMPRESSIBLE.test(f))) {
  const raw = readFileSync(file);
  const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gzip = Buffer.from(await gzipAsync(raw, { numiterations: ZOPFLI_ITERATIONS }));
  for (const [suffix, bytes] of [
    [".br", brotli],
    [".gz", gzip],
  ]) {
    // A sibling left from an earlier build of the same name would be served for a changed file.
    rmSync(file + suffix, { force: true });
    if (bytes.length < raw.length) writeFileSync(file + suffix, bytes);
  }
  totals.files += 1;
  totals.raw += raw.length;
  totals.br += Math.min(brotli.length, raw.length);
  totals.gz += Math.min(gzip.length, raw.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `precompress: ${totals.files} files in ${DIR}, ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip (zopfli) ${kb(totals.gz)}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
