// The server's route-matching caches (patches/*.patch, applied by patch-package on install; issue 8,
// README "Patched dependencies"). The server loads the CommonJS builds of these packages, so that is
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
