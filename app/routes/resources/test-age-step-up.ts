/**
 * POST /__test/age-step-up — sets back when the browser's step-up (account/step-up.server.ts) last
 * asked for a code, by the form's `seconds` (default 60), so that the browser tests can ask for a
 * new code without waiting the minute. 404 unless ENABLE_TEST_ROUTES=1, which production
 * deployments never set; 400 without a step-up in progress.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { stepUpCookie } from "~/lib/account/step-up.server";
import { serverEnv } from "~/lib/config/env.server";
import { readForm } from "~/lib/forms/form-action.server";

export async function action({ request }: ActionFunctionArgs) {
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") throw new Response("Not Found", { status: 404 });
  const stepUp = stepUpCookie.read(request);
  if (!stepUp) return json({ ok: false }, { status: 400 });
  const form = await readForm(request);
  const seconds = Math.max(0, Math.floor(Number(form.get("seconds") ?? 60)) || 0);
  return json({ ok: true }, { headers: { "Set-Cookie": stepUpCookie.write({ ...stepUp, sentAt: Math.max(0, stepUp.sentAt - seconds * 1000) }) } });
}

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}
