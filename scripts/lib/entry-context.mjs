// The build's document render apart from everything before it: what `npm run bench`'s bare
// components server and `npm run bench:render` render on every request.
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Asks the build in `buildDir` once per path in `paths` for the entry context Remix hands its
 * document render (the request handler runs the loaders against the upstream of the environment
 * and calls the entry, which is replaced here to keep its arguments). `origin` is the URL the
 * requests are made for, `userAgent` their User-Agent. Resolves to { render, contexts }: the
 * build's own entry render (request, status, headers, entryContext, loadContext) → Response, and a
 * Map path → { status, entryContext, loadContext }. Throws for a path Remix answers without
 * rendering a document (a redirect, an error status without a boundary render).
 */
export async function captureEntryContexts(paths, { origin, userAgent, buildDir = "build" }) {
  const { createRequestHandler } = await import("@remix-run/node");
  const build = await import(pathToFileURL(path.resolve(buildDir, "index.js")).href);
  const render = build.entry.module.default;
  let captured;
  const keepContext = (request, status, headers, entryContext, loadContext) => {
    captured = { status, entryContext, loadContext };
    return new Response("");
  };
  const handler = createRequestHandler({ ...build, entry: { ...build.entry, module: { ...build.entry.module, default: keepContext } } }, "production");
  const contexts = new Map();
  for (const p of paths) {
    const loadContext = {
      cspNonce: "bench",
      clientIp: "127.0.0.1",
      requestId: "bench",
      appendSetCookie() {},
      rateLimitedSeconds: null,
      state: { loggedOut: false },
      cache: { personal: false },
      setScriptHashes() {},
    };
    captured = undefined;
    const response = await handler(new Request(origin + p, { headers: { "User-Agent": userAgent } }), loadContext);
    if (!captured) throw new Error(`${p}: Remix answered ${response.status} without rendering a document`);
    contexts.set(p, captured);
  }
  return { render, contexts };
}
