/**
 * POST /__test/age-session — sets back the clock of the browser's session (session/clock.server.ts)
 * so that the browser tests can see a session time out without waiting 30 minutes: the form's
 * `idleSeconds` since the last request and `ageSeconds` since the sign-in (both default 0).
 * 404 unless ENABLE_TEST_ROUTES=1, which production deployments never set.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { serverEnv } from "~/lib/config/env.server";
import { readForm } from "~/lib/forms/form-action.server";
import { sessionClockCookie } from "~/lib/session/clock.server";

export async function action({ request }: ActionFunctionArgs) {
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") throw new Response("Not Found", { status: 404 });
  const form = await readForm(request);
  const now = Math.floor(Date.now() / 1000);
  const seconds = (name: string) => Math.max(0, Math.floor(Number(form.get(name) ?? 0)) || 0);
  const clock = { since: now - seconds("ageSeconds"), seen: now - seconds("idleSeconds") };
  return json({ ok: true }, { headers: { "Set-Cookie": sessionClockCookie.write(clock) } });
}

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}
