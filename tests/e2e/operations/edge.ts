/**
 * The shared cache in front of the test server for one spec file: nginx with the repository's own
 * configuration (deploy/nginx.conf, filled by scripts/lib/nginx-cache.mjs) on 127.0.0.1:`port`,
 * started before the file's first test and stopped after its last. A file that calls it runs its
 * tests in one worker, in order (`test.describe.configure({ mode: "serial" })`), since they share
 * that cache.
 */
import { SITE_PORT } from "../../../playwright.config";
import { startCacheNginx } from "../../../scripts/lib/nginx-cache.mjs";
import { test } from "../fixtures";

/** Starts the file's nginx on `port` (beforeAll) and stops it (afterAll); answers its origin, `http://localhost:<port>`. */
export function edgeForThisFile(port: number): string {
  test.describe.configure({ mode: "serial" });
  let nginx: { stop(): Promise<void> } | undefined;
  test.beforeAll(async () => {
    nginx = await startCacheNginx({ listen: `127.0.0.1:${port}`, site: `127.0.0.1:${SITE_PORT}` });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });
  return `http://localhost:${port}`;
}
