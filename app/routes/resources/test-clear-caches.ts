/**
 * POST /__test/clear-caches — empties the server's caches and closes its upstream breakers
 * (breakers.server.ts) between the browser tests' fault scenarios. A resource route, so that no root loader runs (and refills the caches) on the way.
 * With `smsAreaCode` (an area code abroad) in the form, it gives that area code's text-message
 * budget back instead (rate-limit.server.ts smsAbroad and its typed share), so that the budget's
 * browser tests run again against the same server within the hour.
 * 404 unless ENABLE_TEST_ROUTES=1, which production deployments never set.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { serverEnv } from "~/lib/config/env.server";
import { readForm } from "~/lib/forms/form-action.server";
import { reward } from "~/lib/http/rate-limit.server";
import { resetBreakers } from "~/lib/upstream/breakers.server";
import { clearCaches } from "~/lib/upstream/cache.server";

export async function action({ request }: ActionFunctionArgs) {
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") throw new Response("Not Found", { status: 404 });
  const areaCode = request.headers.get("Content-Type")?.includes("form") ? (await readForm(request)).get("smsAreaCode") : null;
  if (typeof areaCode === "string" && areaCode) {
    await reward("smsAbroad", areaCode);
    await reward("smsAbroadTyped", areaCode);
  } else {
    clearCaches();
    resetBreakers();
  }
  return json({ ok: true });
}

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}
