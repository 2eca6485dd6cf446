// Compiles server.ts (and the sandbox it may start) to build/server.js with esbuild (STACK.md).
import { build, stop } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "~": "./app" },
});
// Shut esbuild's service down before Node exits (evanw/esbuild#3635: a service left running at
// exit now and then prints a Go "all goroutines are asleep" trace).
await stop();
