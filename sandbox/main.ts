/**
 * `npm run sandbox`: runs the sandbox on its own.
 * SANDBOX_PORT (default 4000), SANDBOX_HOST (default 127.0.0.1), SANDBOX_DB (default
 * .data/sandbox.sqlite; ":memory:" for a throw-away store), SANDBOX_QUIET=1 for no request log.
 */
import { resolve } from "node:path";
import { startSandbox } from "./server";

const port = Number(process.env.SANDBOX_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`sandbox: SANDBOX_PORT must be a port number, not "${process.env.SANDBOX_PORT}"`);
  process.exit(1);
}
const db = process.env.SANDBOX_DB ?? ".data/sandbox.sqlite";
const dbPath = db === ":memory:" ? db : resolve(db);

const sandbox = await startSandbox({
  port,
  host: process.env.SANDBOX_HOST ?? "127.0.0.1",
  dbPath,
  quiet: process.env.SANDBOX_QUIET === "1",
});
console.log(`sandbox listening on ${sandbox.url} (store: ${dbPath})`);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`sandbox: ${signal}, closing`);
    sandbox.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error("sandbox: close failed", err);
        process.exit(1);
      },
    );
  });
}
