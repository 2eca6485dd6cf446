import { readFileSync } from "node:fs";

/**
 * Routes come from the page registry (app/pages.json): each page is registered once, under an
 * optional locale segment (`:lang?/stocks`), for en (no prefix), cn (/cn) and zh-hk (/hk) —
 * product.md §Locales. Route ids are the page keys. An unknown prefix ("/xx/stocks",
 * or "/xx" taken as home's `:lang`) is a 404 from the page's loader or action
 * (app/lib/pages/page-info.server.ts requirePage). One registration per page instead of one per locale keeps
 * React Router's matching, done several times per request, a third cheaper.
 * File-based routing is off: only the registry and the few resource routes below exist.
 */
const { pages, modules } = JSON.parse(readFileSync(new URL("./app/pages.json", import.meta.url), "utf8"));
/** The route module of each page key (the registry's `modules`, by module). */
const moduleOf = new Map(Object.entries(modules).flatMap(([file, keys]) => keys.map((key) => [key, file])));

/**
 * The development build's folder, which `npm run dev` (scripts/dev.sh) sets: the server build at
 * `<folder>/index.js`, the browser build in `<folder>/public/build` (still served at /build/).
 * Otherwise (`npm run build`: NODE_ENV production) the build goes to build/ and public/build, so
 * the two stand side by side: a browser test after `npm run dev` needs no rebuild of either.
 */
const devBuildDir = process.env.NODE_ENV === "development" ? process.env.DEV_BUILD_DIR : undefined;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  // The Express-level modules are in the server build too (server/modules.ts, exported by
  // app/entry.server.tsx): under \`npm run dev\` an edit there is a new build, as one under app/.
  watchPaths: ["server"],
  ...(devBuildDir ? { serverBuildPath: `${devBuildDir}/index.js`, assetsBuildDirectory: `${devBuildDir}/public/build` } : {}),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverDependenciesToBundle: [/^remix-i18next/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("locales/:locale", "routes/resources/locales.ts", { id: "resources/locales" });
      route("sitemap.xml", "routes/resources/sitemap.ts", { id: "resources/sitemap" });
      route("robots.txt", "routes/resources/robots.ts", { id: "resources/robots" });
      route(".well-known/security.txt", "routes/resources/security-txt.ts", { id: "resources/security-txt" });
      route("action/locale", "routes/resources/set-locale.ts", { id: "resources/set-locale" });
      route("action/consent", "routes/resources/consent.ts", { id: "resources/consent" });
      route("action/logout", "routes/resources/logout.ts", { id: "resources/logout" });
      route("action/session", "routes/resources/session.ts", { id: "resources/session" });
      route("action/redirect", "routes/resources/redirect.ts", { id: "resources/redirect" });
      route("action/analytics", "routes/resources/analytics.ts", { id: "resources/analytics" });
      route("action/open-account", "routes/resources/open-account.ts", { id: "resources/open-account" });
      // The chat link, signed when the visitor opens it (product.md §Chat), in each locale.
      route(":lang?/chat", "routes/resources/chat.ts", { id: "resources/chat" });
      route("resources/help-suggest", "routes/resources/help-suggest.ts", { id: "resources/help-suggest" });
      // Scenarios for the browser tests (error pages, cache reset); 404 unless ENABLE_TEST_ROUTES=1.
      route("__test/clear-caches", "routes/resources/test-clear-caches.ts", { id: "resources/test-clear-caches" });
      route("__test/age-session", "routes/resources/test-age-session.ts", { id: "resources/test-age-session" });
      route("__test/age-step-up", "routes/resources/test-age-step-up.ts", { id: "resources/test-age-step-up" });
      route("__test/:scenario", "routes/test-scenarios.tsx", { id: "test-scenarios" });
      for (const page of pages) {
        const file = moduleOf.get(page.key);
        if (!file) throw new Error(`app/pages.json: no module renders the page "${page.key}"`);
        route(page.path ? `:lang?/${page.path}` : ":lang?", file, { id: page.key });
      }
      route("*", "routes/not-found.tsx", { id: "not-found" });
    });
  },
};
