/**
 * A rendered document compressed whole, before its headers are sent (entry.server.tsx), so that it
 * leaves with its Content-Length in one piece instead of in chunks (docs/performance.md
 * "Shared cache"): nginx's shared cache stores the length with the page and answers a hit exactly
 * as it answers a file, and a browser knows the download's size. compression() would stream it,
 * chunked and without a length; it leaves an answer that has a Content-Encoding alone.
 * The same choice compression() makes: its negotiator, br before gzip when the client weighs them
 * alike, nothing for HEAD, brotli at quality 4 and gzip at zlib's default level.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";

/** The content codings a document can be sent in, best first. */
export const DOCUMENT_ENCODINGS = ["br", "gzip"] as const;
export type DocumentEncoding = (typeof DOCUMENT_ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The coding of a document answer to `request`: "br" or "gzip" when its Accept-Encoding allows one
 * (RFC 9110 §12.5.3: a coding with weight 0 is refused; br wins a tie), null for the bytes as they
 * are (no header, only identity, or a HEAD request, which compression() never encodes either).
 */
export function documentEncoding(request: Request): DocumentEncoding | null {
  if (request.method === "HEAD") return null;
  const header = request.headers.get("accept-encoding");
  if (!header) return null;
  const chosen = new Negotiator({ headers: { "accept-encoding": header.toLowerCase() } }).encoding(
    [...DOCUMENT_ENCODINGS, "identity"],
    [...DOCUMENT_ENCODINGS],
  );
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

/**
 * `body` in `encoding`, compressed on libuv's thread pool (not the event loop), as compression()
 * does. Answers a Buffer of its own. Throws what zlib throws (never for a Buffer in practice).
 */
export async function compressDocument(body: Buffer, encoding: DocumentEncoding): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}
