/**
 * Server rendering: the request's locale picks its resources for the components' translations; the
 * page's own inline scripts are allowed by their hashes, not a nonce, so that a shared cache can
 * keep the document (script-hashes.server.ts): the render marks them with the load context's
 * nonce, and the server puts their hashes in the CSP (server/security.ts).
 *
 * The document is rendered to one string (react-dom's renderToString), not streamed: no route
 * defers data or suspends, so the whole document was always React's "shell" and streaming sent it
 * only once it was complete anyway — through a Node stream turned into a web stream and back, for
 * 15–20 % of the server's throughput (docs/performance.md). A thrown render
 * error reaches Remix, which renders the error boundary instead, as with a shell error before. A
 * route that starts to use `defer` / `<Await>` or Suspense for data needs renderToPipeableStream
 * back (onShellReady for browsers, onAllReady for bots).
 */
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { redirectDocument } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { prerenderFeeTable } from "~/components/content/fee-table-prerender.server";
import { NonceProvider } from "~/components/layout/nonce";
import { setFeeTablePrerender } from "~/lib/fees/views.server";
import { applyCacheControl } from "~/lib/http/cache-control.server";
import { compressDocument, documentEncoding } from "~/lib/http/compress-document.server";
import { encodeDocument } from "~/lib/http/encode-document.server";
import { ownPathTarget, withoutHandOverParams } from "~/lib/http/safe-redirect";
import { hashOwnScripts } from "~/lib/http/script-hashes.server";
import { requestLocale, resources } from "~/lib/i18n/i18n.server";
import { TranslationProvider } from "~/lib/i18n/react";
import { hideHandOverKey, logger } from "~/lib/observability/logger.server";
import { SESSION_EXPIRED_TOAST } from "~/lib/session/login-expired.server";
import { toastCookie } from "~/lib/session/toast.server";

/**
 * The app's modules the process uses (server/modules.ts), for server.ts: it takes them from this
 * build, so that the process holds one copy of each (docs/architecture.md §The build).
 */
export * as serverModules from "../server/modules";

// The fee tables' markup is rendered once per market and locale, by the component that writes it.
setFeeTablePrerender(prerenderFeeTable);

/**
 * The document for a request: `<!DOCTYPE html>` and the rendered root, with Remix's status and
 * headers (Content-Type set here), compressed whole when the request accepts br or gzip and sent
 * with its Content-Length either way. Throws what the render throws (Remix then renders the error
 * boundary with status 500).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const locale = requestLocale(request);
  const nonce = loadContext.cspNonce;
  const html = renderToString(
    <NonceProvider value={nonce}>
      <TranslationProvider locale={locale} resources={resources[locale]}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </TranslationProvider>
    </NonceProvider>,
  );
  // Under `npm run dev` the scripts keep the nonce: the hot-update runtime imports modules from
  // its inline script, and an import inherits the nonce of the script making it, not a hash.
  const rendered = process.env.NODE_ENV === "development" ? { html, hashes: null } : hashOwnScripts(html, nonce);
  if (rendered.hashes) loadContext.setScriptHashes(rendered.hashes);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyCacheControl(request, responseHeaders, responseStatusCode, loadContext);
  // Handed over as a one-chunk stream of bytes: a string body would be checked for lone
  // surrogates and encoded by the fetch implementation's TextEncoder, a tenth of the server's CPU
  // for a 50 KB document, and a Buffer body is copied whole by the Response constructor (WebIDL's
  // copy of a BufferSource), 2.5× the time of the stream (~25 µs a request).
  const bytes = encodeDocument(`<!DOCTYPE html>${rendered.html}`);
  // Compressed here, whole, and sent with its length: a cache stores and answers it in one piece
  // as it would a file, not chunked with a last write of its own, which waited for the client's
  // delayed ACK (compress-document.server.ts; compression() leaves an encoded answer alone).
  const encoding = documentEncoding(request);
  const body = encoding ? await compressDocument(bytes, encoding) : bytes;
  if (encoding) responseHeaders.set("Content-Encoding", encoding);
  responseHeaders.set("Content-Length", String(body.byteLength));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  return new Response(stream, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The loader and action data the SPA fetches (`?_data=`) get the documents' Cache-Control rule
 * (cache-control.server.ts).
 * Answers with immutable headers (none of ours; Response.redirect would be one) pass as they are.
 * A data request whose session the site's clock ended (session/clock.server.ts) is answered with a
 * document load of the page instead, the "session expired" toast with it: the page in the browser
 * still holds the signed-in root data, which a client navigation would not load again.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  if (context.state.timedOut && request.method === "GET") {
    const url = new URL(request.url);
    url.searchParams.delete("_data");
    // The page's own path, through the site's redirect check: a page at "//evil.example" (a path
    // of this site) must not become a Location of another host (docs/security.md §Open redirects).
    const query = withoutHandOverParams(url.search.slice(1));
    const target = `${ownPathTarget(url.pathname)}${query ? `?${query}` : ""}`;
    return redirectDocument(target, { headers: { "Set-Cookie": toastCookie.write(SESSION_EXPIRED_TOAST) } });
  }
  try {
    applyCacheControl(request, response.headers, response.status, context);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  return response;
};

/**
 * Errors of a request, logged at error level with the URL (its hand-over key hidden). A refusal
 * the router answers itself (405 for a method or a page without an action, 403/404 for a data
 * request a route does not serve) is the client's doing, not the server's: logged at debug only,
 * so that anyone's odd requests cannot fill the error log and its alerts.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const url = hideHandOverKey(request.url);
  if (isRouteErrorResponse(error) && error.status < 500) logger.debug({ status: error.status, url }, "request refused");
  else logger.error({ err: error, url }, "request error");
};
