/**
 * POST /action/session — "Stay signed in" of the session warning (components/spa/session-timeout.tsx).
 * Reaching the server is what keeps the session: the session clock's middleware
 * (session/clock.server.ts) moves the clock on for any request of a live session. Answers 204 when
 * the session is alive, 401 when it is over (the clock ran out, or there is none); nothing else.
 * A POST from the site's own pages only (sameOriginGuard), like every action.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { isSignedIn } from "~/lib/upstream/context.server";

export async function action({ request, context }: ActionFunctionArgs) {
  return new Response(null, { status: isSignedIn(request, context) ? 204 : 401, headers: { "Cache-Control": "no-store" } });
}

export async function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
