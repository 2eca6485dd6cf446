/**
 * The sign-in flow (docs/product.md §Sign-in): phone with area code, or email, and the password
 * → web-password-login/v2. Within the sign-in limits (per account and address, per account, known
 * devices past strangers' failures: rate-limit.server.ts signInLimits); past the account's limit
 * from every address, a browser not known for it is stepped up (step-up.server.ts). An account with two-step
 * verification on goes to /two-step-verification (two-step-sign-in.server.ts); any other starts
 * its session and goes to the safe redirectTo, this browser remembered as known for the account.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { targetKey } from "~/lib/account/code-targets.server";
import { knownDeviceCookie, knownDeviceId } from "~/lib/account/known-device.server";
import { encryptPassword } from "~/lib/account/password.server";
import { countedSignIn, countLimitedSignIn } from "~/lib/account/sign-in-outcome.server";
import { checkSignInLimits, startStepUp } from "~/lib/account/step-up.server";
import { startTwoStepSignIn } from "~/lib/account/two-step-sign-in.server";
import { upstreamConfig } from "~/lib/config/env.server";
import { formReply, upstreamErrorText, type ParsedSubmission } from "~/lib/forms/form-action.server";
import { rewardSignIn } from "~/lib/http/rate-limit.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { requestLocale } from "~/lib/i18n/i18n.server";
import type { signInSchema } from "~/lib/schemas/account";
import { startSession } from "~/lib/session/start-session.server";
import { UpstreamError } from "~/lib/upstream/client.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { login, type LoginBody } from "~/services/user/user.server";

/**
 * Signs in with a valid sign-in form (`submission`), going to `redirectTo` (any value: made safe,
 * home by default) afterwards. Answers the redirect that starts the session or the two-step
 * verification or the step-up, or `{ result }` for the form with the refusal (429 over a limit, 400 for the user
 * service's answer or failure); the password is never written back.
 */
export async function signIn(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  submission: ParsedSubmission<z.output<typeof signInSchema>>,
  redirectTo: unknown,
) {
  const locale = requestLocale(request);
  const value = submission.value;
  // The same key as a reset's and a code's target: one account, one name in every limit.
  const account = targetKey(value);
  const deviceId = knownDeviceId(request, account);
  // Past the account's limit from every address (which strangers can spend), a browser not known
  // for the account is stepped up, never refused: whatever the password, the same answer.
  const { refused, stepUp } = await checkSignInLimits(context, locale, account, deviceId);
  if (refused) {
    countLimitedSignIn("personal");
    return json({ result: formReply(submission, { formErrors: [refused] }) }, { status: 429 });
  }
  const config = upstreamConfig(new URL(request.url).host);
  const target = safeRedirectPath(redirectTo, "/");
  try {
    // The form's value is the body (LoginBody), its `method` as `loginType`, the password encrypted.
    // A password accepted counts as signed in, a two-step account's too (its code is counted apart).
    const { method, ...fields } = value;
    const answer = await countedSignIn(
      "personal",
      login(upstreamContext(request, context), {
        ...fields,
        loginType: method,
        password: encryptPassword(value.password, config.rsaPublicKey),
      } as LoginBody),
    );
    if (stepUp) return await startStepUp({ request, context }, account, target, answer);
    if (answer.needTwoStep) return await startTwoStepSignIn({ request, context }, answer, account, target);
    await rewardSignIn(account, context.clientIp, deviceId);
    return startSession(request, answer, target, { type: "success", key: "account:messages.signedIn" }, [knownDeviceCookie(request, account)]);
  } catch (error) {
    if (stepUp && error instanceof UpstreamError && error.kind === "business") return startStepUp({ request, context }, account, target, null);
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }) }, { status: 400 });
  }
}
