// Compiles server.ts (and the sandbox it may start) to build/server.js with esbuild.
import { build, stop } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  // Every npm package stays external (imported from node_modules at run time): OpenTelemetry's
  // instrumentations (otel.mjs) patch express, http, pino and the fetch client as they load, and
  // cannot see a module bundled into this file. Only the repository's own code is bundled.
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "~": "./app" },
});
// Shut esbuild's service down before Node exits (evanw/esbuild#3635: a service left running at
// exit now and then prints a Go "all goroutines are asleep" trace).
await stop();
