/**
 * The patched loader-data path of the server (patches/@remix-run+router+*.patch and
 * patches/@remix-run+server-runtime+*.patch, docs/patches.md):
 * - a document request's loader data that JSON gives back unchanged reaches the render as it is,
 *   without being turned into JSON text and parsed again; anything else still takes that round
 *   trip, so the render sees what the browser will;
 * - a loader is handed the request itself when its URL has no query string (nothing to strip),
 *   and a copy without `index` and `_data` otherwise.
 * The server loads the CommonJS builds, so those are what is loaded here.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");
const runtime = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");

/** The data the document's render gets for `data`, returned by a loader as json(data). */
async function renderedData(data: unknown): Promise<unknown> {
  const handler = router.createStaticHandler([{ id: "page", path: "/", loader: () => router.json(data) }]);
  const context = await handler.query(new Request("http://site.test/"));
  if (context instanceof Response) throw new Error("unexpected response");
  return context.loaderData.page;
}

class Money {
  constructor(public cents: number) {}
}

describe("a document request's json() loader data (patched router)", () => {
  it("is the loader's own data when JSON gives it back unchanged", async () => {
    const data = { title: "开户", fees: [0.03, 1.99, 0], nested: { ok: true, none: null, list: [{ a: "b" }] } };
    const seen = await renderedData(data);
    expect(seen).toBe(data);
    expect(JSON.stringify(seen)).toBe(JSON.stringify(JSON.parse(JSON.stringify(data))));
  });

  it("is plain values as they are: a string, a number, null", async () => {
    expect(await renderedData("text")).toBe("text");
    expect(await renderedData(12.5)).toBe(12.5);
    expect(await renderedData(null)).toBeNull();
  });

  it.each([
    ["a Date", { at: new Date("2026-11-26T00:00:00Z") }],
    ["an undefined value", { user: undefined, name: "x" }],
    ["NaN", { rate: Number.NaN }],
    ["-0", { change: -0 }],
    ["a class instance", { price: new Money(199) }],
    ["an object without a prototype", Object.assign(Object.create(null), { a: 1 })],
    // eslint-disable-next-line no-sparse-arrays -- the hole is the case under test
    ["an array with a hole", { list: [1, , 3] }],
    ["a toJSON method", { toJSON: () => ({ replaced: true }) }],
    ["a Map", { map: new Map([["a", 1]]) }],
  ])("takes the JSON round trip for %s, so the render sees what the browser parses", async (_name, data) => {
    const seen = await renderedData(data);
    expect(seen).not.toBe(data);
    expect(seen).toStrictEqual(JSON.parse(JSON.stringify(data)));
  });

  it("reads the same JSON text from the body when the response is read (a data request)", async () => {
    const data = { title: "開戶 \u2028<script>", n: [1, 2] };
    const response = router.json(data, { headers: { "X-Test": "1" } });
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await response.text()).toBe(JSON.stringify(data));
  });

  it("throws at once for data JSON cannot write, as before", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => router.json(cycle)).toThrow(TypeError);
    expect(() => router.json({ big: 1n })).toThrow(TypeError);
  });
});

/** A one-route build for the server runtime: the loader records the request it is handed. */
function oneRouteBuild(seen: Request[]) {
  const route = {
    id: "root",
    path: "",
    module: {
      default: () => null,
      loader: ({ request }: { request: Request }) => {
        seen.push(request);
        return runtime.json({ url: request.url });
      },
    },
  };
  return {
    mode: "production",
    routes: { root: route },
    entry: { module: { default: (_request: Request, status: number, headers: Headers) => new Response("<!DOCTYPE html>", { status, headers }) } },
    assets: {
      routes: { root: { id: "root", path: "", module: "/build/root.js", hasLoader: true, hasAction: false, hasErrorBoundary: false } },
      entry: { module: "/build/entry.js", imports: [] },
      url: "/build/manifest.js",
      version: "1",
    },
    future: {},
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    isSpaMode: false,
  } as unknown as Parameters<typeof runtime.createRequestHandler>[0];
}

/** Serves `url` through the server runtime: the request sent, the answer and the requests the loader got. */
async function serve(url: string): Promise<{ request: Request; response: Response; seen: Request[] }> {
  const seen: Request[] = [];
  const handler = runtime.createRequestHandler(oneRouteBuild(seen), "production");
  const request = new Request(url, { headers: { "User-Agent": "test" } });
  const response = await handler(request);
  expect(response.status).toBe(200);
  expect(seen).toHaveLength(1);
  return { request, response, seen };
}

describe("the request a loader is handed (patched server runtime)", () => {
  it("is the request itself when its URL has no query string", async () => {
    const { request, seen } = await serve("http://site.test/");
    expect(seen[0]).toBe(request);
  });

  it("is a copy without `_data` and `index`, keeping the rest of the query, otherwise", async () => {
    const { request, response, seen } = await serve("http://site.test/?page=2&index&_data=root");
    expect(await response.json()).toEqual({ url: "http://site.test/?page=2" });
    expect(seen[0]).not.toBe(request);
    expect(seen[0].headers.get("User-Agent")).toBe("test");
  });
});
