/**
 * Route guards by name (product.md §Errors "Unknown middleware"). A page declares the guards it needs
 * in its route module (`const GUARDS = ["auth"]`), and this one resolver runs them, in order, first
 * thing in the page's loader and action (`await runGuards(GUARDS, args)`):
 * - auth: signed in, else to sign-in with a safe redirectTo (and back after signing in), with the
 *   "session expired" toast when the session ended during this request (login-expired.server.ts);
 *   the current user is asked first (current-user.server.ts), so that a session the user service
 *   says has ended (300101) never shows the page's account data (product.md §Session);
 * - guest: signed out, else to redirectTo (when safe) or home;
 * - twoStep: in the middle of a two-step sign-in or a sign-in's step-up, or else like auth;
 * - app: inside the company app, else to the app download page.
 * A name no guard has is a 500 "Unknown middleware <name>" on the error page.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { stepUpCookie } from "~/lib/account/step-up.server";
import { pendingTwoStepCookie } from "~/lib/account/two-step-cookie.server";
import { parseDevice } from "~/lib/http/device.server";
import { localizeHref } from "~/lib/http/href";
import { redirectTarget } from "~/lib/http/redirect-target.server";
import { fixedT, requestLocale } from "~/lib/i18n/i18n.server";
import { requirePage } from "~/lib/pages/page-info.server";
import { currentUserOf } from "~/lib/session/current-user.server";
import { sessionEnded, signInRedirect } from "~/lib/session/login-expired.server";
import { isSignedIn } from "~/lib/upstream/context.server";

type GuardArgs = { request: Request; context: AppLoadContext };
type Guard = (args: GuardArgs) => void | Promise<void>;

/** Signed in, and the user service still holds the session: else the sign-in redirect (told why when it ended). */
async function requireLiveSession({ request, context }: GuardArgs): Promise<void> {
  if (!isSignedIn(request, context)) signInRedirect(request, context);
  await currentUserOf(request, context);
  if (sessionEnded(context)) signInRedirect(request, context);
}

export const GUARDS: Record<string, Guard> = {
  auth: requireLiveSession,
  guest({ request, context }) {
    if (isSignedIn(request, context)) throw redirect(redirectTarget(request));
  },
  async twoStep(args) {
    if (pendingTwoStepCookie.read(args.request) || stepUpCookie.read(args.request)) return;
    await requireLiveSession(args);
  },
  app({ request }) {
    if (!parseDevice(request.headers.get("User-Agent") ?? "").inCompanyApp) {
      const url = new URL(request.url);
      throw redirect(localizeHref("/download-app", requestLocale(request), url.search));
    }
  },
};

/**
 * Runs the named guards in order; throws the first redirect, or the 500 for an unknown name.
 * First of all, the request must be for a page (requirePage: the 404 of an unknown locale prefix).
 */
export async function runGuards(names: readonly string[], args: GuardArgs): Promise<void> {
  requirePage(args.request);
  for (const name of names) {
    const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
    if (!guard) {
      const message = fixedT(requestLocale(args.request))("errors.unknownMiddleware", { name });
      throw json({ message }, { status: 500 });
    }
    await guard(args);
  }
}
