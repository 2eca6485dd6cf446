/**
 * Route guards by name (product.md §Errors "Unknown middleware"). A page declares the guards it needs
 * in its route module (`const GUARDS = ["auth"]`), and this one resolver runs them, in order, first
 * thing in the page's loader and action (`await runGuards(GUARDS, args)`):
 * - auth: signed in, else to sign-in with a safe redirectTo (and back after signing in), with the
 *   "session expired" toast when the session ended during this request (login-expired.server.ts);
 * - guest: signed out, else to redirectTo (when safe) or home;
 * - twoStep: signed in, or in the middle of a two-step sign-in or a sign-in's step-up; else like auth;
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
import { signInRedirect } from "~/lib/session/login-expired.server";
import { isSignedIn } from "~/lib/upstream/context.server";

type GuardArgs = { request: Request; context: AppLoadContext };
type Guard = (args: GuardArgs) => void | Promise<void>;

export const GUARDS: Record<string, Guard> = {
  auth({ request, context }) {
    if (!isSignedIn(request, context)) signInRedirect(request, context);
  },
  guest({ request, context }) {
    if (isSignedIn(request, context)) throw redirect(redirectTarget(request));
  },
  twoStep({ request, context }) {
    if (!isSignedIn(request, context) && !pendingTwoStepCookie.read(request) && !stepUpCookie.read(request)) signInRedirect(request, context);
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
