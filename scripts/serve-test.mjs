// `npm run serve:test`: the browser tests' server, kept running between spec runs while editing
// (README "While editing"). The build in build/ with the tests' environment
// (scripts/lib/test-server.mjs) on E2E_PORT (3100) and E2E_SANDBOX_PORT (4100), restarted by
// Node's watch mode whenever `npm run build:test -- --watch` writes a new build. A spec run
// (`npx playwright test …`, outside CI) finds it answering and uses it instead of starting its
// own, so an edit costs the rebuild and the restart, not a server start per run. Stop it with
// Ctrl-C. The sandbox's store is in memory: a restart empties it, as a spec run's own server does.
import { spawn } from "node:child_process";
import { metricsPortOf, testServerEnv } from "./lib/test-server.mjs";

const sitePort = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
const child = spawn(process.execPath, ["--watch-path=build", "--watch-preserve-output", "--import", "./otel.mjs", "build/server.js"], {
  stdio: "inherit",
  env: { ...process.env, ...testServerEnv(sitePort, sandboxPort, metricsPortOf(sitePort)) },
});
console.log(`› test server on http://localhost:${sitePort}, restarted on every new build in build/`);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
