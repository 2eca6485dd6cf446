/**
 * POST /__test/clear-caches — empties the server's caches between the browser tests' fault
 * scenarios. A resource route, so that no root loader runs (and refills the caches) on the way.
 * 404 unless ENABLE_TEST_ROUTES=1, which production deployments never set.
 */
import { json } from "@remix-run/node";
import { clearCaches } from "~/lib/cache.server";
import { serverEnv } from "~/lib/config.server";

export async function action() {
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") throw new Response("Not Found", { status: 404 });
  clearCaches();
  return json({ ok: true });
}

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}
