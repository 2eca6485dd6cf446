/**
 * POST /action/analytics — the collector proxy (product.md §Product: the browser never calls an upstream
 * itself). The browser posts `{ events }` with sendBeacon (JSON as text/plain) or fetch keepalive;
 * this validates it (zod, 16 KB, 20 events), stamps the product.md §Analytics properties and forwards it to the
 * environment's collector with the production or default project and a 20 s timeout. Same-origin
 * only: server.ts refuses cross-site posts before they get here. Answers 204 with no body.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { MAX_ANALYTICS_BODY_BYTES, analyticsSite, forwardToCollector, parseClientBatch, toCollectorBatch } from "~/lib/analytics/collect.server";
import { logger } from "~/lib/observability/logger.server";

/** Reads at most `limit` bytes of the body; null when it is longer (the rest is not read). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const noBody = (status: number, headers?: HeadersInit) => new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Validates a batch, forwards it to the collector, answers 204 (or 400, 413, 502). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return noBody(405, { Allow: "POST" });
  const text = await readLimited(request, MAX_ANALYTICS_BODY_BYTES);
  if (text === null) return noBody(413);
  const parsed = parseClientBatch(text);
  if (!parsed.ok) return noBody(parsed.status);
  const site = analyticsSite(request);
  try {
    await forwardToCollector(toCollectorBatch(parsed.batch, site), site.collectorOrigin);
  } catch (error) {
    // Analytics is best effort: log and tell the (uninterested) beacon, never retry from here.
    logger.warn({ err: error }, "analytics forward failed");
    return noBody(502);
  }
  return noBody(204);
}

/** Only POST is served here. */
export async function loader() {
  return noBody(405, { Allow: "POST" });
}
