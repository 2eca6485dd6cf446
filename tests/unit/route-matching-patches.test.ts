// The server's route-matching caches (patches/*.patch, applied by patch-package on install,
// docs/patches.md). The server loads the CommonJS builds of these packages, so that is
// what is loaded here (Vitest would otherwise pick the unpatched ES module builds).
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router");
const routerServer = require("react-router-dom/server") as typeof import("react-router-dom/server");

/** A tree shaped like the site's: a root with pages under an optional locale segment. */
function siteTree() {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", path: ":lang?" },
        { id: "stocks", path: ":lang?/stocks" },
        { id: "news-article", path: ":lang?/news/:slug" },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

describe("patched matchRoutes (server build of @remix-run/router)", () => {
  it("is the patched build", () => {
    const source = require("node:fs").readFileSync(require.resolve("@remix-run/router"), "utf8") as string;
    expect(source).toContain("function matchRoutesUncached(");
    expect(source).toContain("const rankedBranchesCache = new WeakMap()");
    expect(source).toContain("function resolveToUncached(");
  });

  it("answers a repeated path as the first time, with the params of the path", () => {
    const routes = siteTree();
    const ids = (path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id);
    expect(ids("/cn/news/abc")).toEqual(["root", "news-article"]);
    expect(ids("/cn/news/abc")).toEqual(["root", "news-article"]);
    expect(router.matchRoutes(routes, "/cn/news/abc")?.at(-1)?.params).toEqual({ lang: "cn", slug: "abc" });
    expect(router.matchRoutes(routes, "/news/xyz")?.at(-1)?.params).toEqual({ slug: "xyz" });
    expect(ids("/stocks")).toEqual(["root", "stocks"]);
    expect(ids("/hk")).toEqual(["root", "home"]);
    expect(ids("/a/b/c/d")).toEqual(["root", "not-found"]);
    expect(router.matchRoutes(routes, "/stocks", "/base")).toBeNull();
  });

  it("gives every caller its own match objects, so one caller's change does not reach the next", () => {
    const routes = siteTree();
    const first = router.matchRoutes(routes, "/hk/news/one")!;
    // As in an uncached answer, the matches of one answer share one params object.
    expect(first[0].params).toBe(first[1].params);
    (first[1].params as Record<string, string>).slug = "changed";
    first.pop();
    const second = router.matchRoutes(routes, "/hk/news/one")!;
    expect(second).toHaveLength(2);
    expect(second[1].params).toEqual({ lang: "hk", slug: "one" });
    expect(second[1]).not.toBe(first[1]);
    expect(second[0].route).toBe(routes[0]);
  });

  it("keeps answers per tree: another tree with the same paths gets its own routes", () => {
    const a = siteTree();
    const b = siteTree();
    expect(router.matchRoutes(a, "/stocks")![1].route).toBe(a[0].children[1]);
    expect(router.matchRoutes(b, "/stocks")![1].route).toBe(b[0].children[1]);
  });

  it("stays correct past its size cap (the cache is emptied, not wrong)", () => {
    const routes = siteTree();
    for (let i = 0; i < 1200; i++) {
      expect(router.matchRoutes(routes, `/news/n${i}`)!.at(-1)!.params).toEqual({ slug: `n${i}` });
    }
    expect(router.matchRoutes(routes, "/news/n3")!.at(-1)!.params).toEqual({ slug: "n3" });
  });
});

describe("patched createStaticRouter (react-router-dom/server) and <RemixServer>", () => {
  it("<RemixServer> keeps its route tree per build manifest (so the caches below can hit)", () => {
    const file = require.resolve("@remix-run/react").replace(/index\.js$/, "server.js");
    const source = require("node:fs").readFileSync(file, "utf8") as string;
    expect(source).toContain("let routes$1 = serverRoutesOf(manifest, routeModules, context);");
  });

  it("converts a route tree once and maps each render's matches onto those data routes", async () => {
    const routes = siteTree();
    const handler = router.createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/cn/stocks"));
    if (context instanceof Response) throw new Error("unexpected response");
    const one = routerServer.createStaticRouter(routes, context);
    const two = routerServer.createStaticRouter(routes, context);
    expect(two.routes).toBe(one.routes);
    expect(one.routes[0].children?.map((r) => r.id)).toEqual(["home", "stocks", "news-article", "not-found"]);
    expect(one.state.matches.map((m) => m.route)).toEqual([one.routes[0], one.routes[0].children![1]]);
    const other = routerServer.createStaticRouter(siteTree(), context);
    expect(other.routes).not.toBe(one.routes);
  });
});

describe("patched resolveTo (server build of @remix-run/router)", () => {
  const resolveTo = (router as unknown as { resolveTo?: unknown }).resolveTo as
    | ((to: unknown, routePathnames: string[], locationPathname: string, isPathRelative?: boolean) => { pathname: string; search: string; hash: string })
    | undefined;

  it("resolves a site path the same from any route, as a copy of its own", () => {
    expect(resolveTo).toBeTypeOf("function");
    const a = resolveTo!("/cn/stocks/?x=1#f", ["/", "/hk"], "/hk/news");
    expect(a).toEqual({ pathname: "/cn/stocks/", search: "?x=1", hash: "#f" });
    a.pathname = "/changed";
    expect(resolveTo!("/cn/stocks/?x=1#f", ["/"], "/")).toEqual({ pathname: "/cn/stocks/", search: "?x=1", hash: "#f" });
    expect(resolveTo!("/a/../b", ["/"], "/x")).toEqual({ pathname: "/b", search: "", hash: "" });
  });

  it("still resolves relative targets against the route", () => {
    expect(resolveTo!("details", ["/", "/news"], "/news")).toMatchObject({ pathname: "/news/details" });
    expect(resolveTo!("..", ["/", "/news"], "/news/1")).toMatchObject({ pathname: "/" });
    expect(resolveTo!("?page=2", ["/", "/news"], "/news/1")).toMatchObject({ pathname: "/news/1", search: "?page=2" });
  });
});

describe("patched json() loader data (server build of @remix-run/router)", () => {
  it("gives a document request the JSON round trip of the loader's data, without reading the body", async () => {
    const when = new Date("2026-11-21T08:00:00Z");
    const response = router.json({ when, missing: undefined, list: [1, "二", null], text: "a\u2028b" }, { headers: { "Cache-Control": "no-store" } });
    const handler = router.createStaticHandler([{ id: "page", path: "/", loader: () => response }]);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(context.loaderData.page).toEqual({ when: when.toISOString(), list: [1, "二", null], text: "a\u2028b" });
    expect(context.loaderHeaders.page.get("Cache-Control")).toBe("no-store");
    // The body is still whole for anyone else (a data request sends the response itself).
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ when: when.toISOString(), list: [1, "二", null], text: "a\u2028b" });
  });

  it("reads a json() response whose body was already read as before (an error, not stale data)", async () => {
    const response = router.json({ a: 1 });
    await response.text();
    const handler = router.createStaticHandler([{ id: "page", path: "/", loader: () => response, hasErrorBoundary: true }]);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(context.errors?.page).toBeInstanceOf(TypeError);
  });
});
