/**
 * What the sign-in objective counts (docs/operations.md §Metrics, `sign_in_attempts_total`): each
 * sign-in attempt of the personal and institutional password forms and of the two-step code,
 * with how it ended. A wrong password or code is the user service answering (`rejected`, good); a
 * service that failed, timed out, answered garbage or whose breaker is open kept the visitor out
 * (`upstream_failure`, bad).
 */
import { countSignIn, type SignInKind, type SignInOutcome } from "~/lib/observability/telemetry.server";
import { UpstreamError } from "~/lib/upstream/client.server";

/** The outcome of a sign-in step that rejected with `error`: `rejected` for a business answer, else `upstream_failure`. */
export function signInFailure(error: unknown): Extract<SignInOutcome, "rejected" | "upstream_failure"> {
  return error instanceof UpstreamError && error.kind === "business" ? "rejected" : "upstream_failure";
}

/**
 * A rejection handler for a step of a sign-in of `kind` that does not complete it (the two-step
 * code check): counts the attempt with signInFailure's outcome and rethrows `error`.
 */
export function countFailedSignIn(kind: SignInKind): (error: unknown) => never {
  return (error) => {
    countSignIn(kind, signInFailure(error));
    throw error;
  };
}

/**
 * `call`, the user service's answer that completes a sign-in of `kind` (the password accepted, or
 * the two-step session), with the attempt counted as it settles: `signed_in` when it resolves,
 * else signInFailure's outcome. Resolves and rejects as `call` does.
 */
export function countedSignIn<T>(kind: SignInKind, call: Promise<T>): Promise<T> {
  return call.then((value) => {
    countSignIn(kind, "signed_in");
    return value;
  }, countFailedSignIn(kind));
}

/** Counts an attempt of `kind` refused by a rate limit before the user service was asked. */
export function countLimitedSignIn(kind: SignInKind): void {
  countSignIn(kind, "limited");
}
