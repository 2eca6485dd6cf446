/**
 * The current user of a request (get-current-user, docs/product.md §Session), asked at most once
 * per request whoever asks first: the root loader, for the header, and the guards of a page that
 * needs a session, which wait for it before the page reads the account's data. So a session the
 * current-user call finds ended (code 300101, login-expired.server.ts) ends the page's request
 * too, whichever loader runs first, and the user service is not asked twice.
 */
import type { AppLoadContext } from "@remix-run/node";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getCurrentUser, type CurrentUser } from "~/services/user/user.server";

/** The answer of get-current-user: the user, or the error it failed with (never thrown). */
export type CurrentUserAnswer = { user: CurrentUser; error: null } | { user: null; error: unknown };

// One entry per request: the load context is one object per request, shared by its loaders.
const answers = new WeakMap<AppLoadContext, Promise<CurrentUserAnswer>>();

/**
 * The current user of the request's session (its cookies), asked once per request. Call it only
 * for a request with both session cookies. Never rejects: a failure is the answer's `error`; a
 * 300101 answer has marked the session ended on the request (`context.state.loggedOut`) by then.
 */
export function currentUserOf(request: Request, context: AppLoadContext): Promise<CurrentUserAnswer> {
  let answer = answers.get(context);
  if (!answer) {
    answer = getCurrentUser(upstreamContext(request, context)).then(
      (user): CurrentUserAnswer => ({ user, error: null }),
      (error: unknown): CurrentUserAnswer => ({ user: null, error }),
    );
    answers.set(context, answer);
  }
  return answer;
}
