/**
 * The institutional sign-in flow (docs/product.md §Institutional): the institution's account id and
 * password → web-password-login/v2 with loginType "institution", within the sign-in limits (the
 * account named "institution:<id>"). Past the account's limit from every address, a browser not
 * known for it is stepped up as a personal sign-in is (step-up.server.ts: a code to the mobile
 * number the user service holds for the institution's authorised person), never refused. Success
 * starts the session and goes to the safe redirectTo, this browser remembered as known for the
 * account. Two-step verification is not offered to institutional accounts.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { institutionAccount } from "~/lib/account/code-targets.server";
import { knownDeviceCookie, knownDeviceId } from "~/lib/account/known-device.server";
import { encryptPassword } from "~/lib/account/password.server";
import { countedSignIn, countLimitedSignIn } from "~/lib/account/sign-in-outcome.server";
import { checkSignInLimits, startStepUp } from "~/lib/account/step-up.server";
import { upstreamConfig } from "~/lib/config/env.server";
import { formReply, upstreamErrorText, type ParsedSubmission } from "~/lib/forms/form-action.server";
import { rewardSignIn } from "~/lib/http/rate-limit.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { requestLocale } from "~/lib/i18n/i18n.server";
import type { institutionSignInSchema } from "~/lib/schemas/account";
import { startSession } from "~/lib/session/start-session.server";
import { UpstreamError } from "~/lib/upstream/client.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { login } from "~/services/user/user.server";

/**
 * Signs an institution in with a valid form (`submission`), going to `redirectTo` (made safe, home
 * by default) afterwards. Answers the redirect that starts the session or the step-up, or
 * `{ result }` for the form with the refusal (429 over a limit from this address or browser, 400 for
 * the user service's answer or failure).
 */
export async function institutionalSignIn(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  submission: ParsedSubmission<z.output<typeof institutionSignInSchema>>,
  redirectTo: unknown,
) {
  const locale = requestLocale(request);
  const { institutionId, password } = submission.value;
  const account = institutionAccount(institutionId);
  const deviceId = knownDeviceId(request, account);
  const { refused, stepUp } = await checkSignInLimits(context, locale, account, deviceId);
  if (refused) {
    countLimitedSignIn("institutional");
    return json({ result: formReply(submission, { formErrors: [refused] }) }, { status: 429 });
  }
  const target = safeRedirectPath(redirectTo, "/");
  try {
    const answer = await countedSignIn(
      "institutional",
      login(upstreamContext(request, context), {
        loginType: "institution",
        institutionId,
        password: encryptPassword(password, upstreamConfig(new URL(request.url).host).rsaPublicKey),
      }),
    );
    if (answer.needTwoStep) throw new Error("two-step verification is not offered for institutional accounts");
    if (stepUp) return await startStepUp({ request, context }, account, target, answer);
    await rewardSignIn(account, context.clientIp, deviceId);
    return startSession(request, answer, target, { type: "success", key: "account:messages.signedIn" }, [knownDeviceCookie(request, account)]);
  } catch (error) {
    if (stepUp && error instanceof UpstreamError && error.kind === "business") return startStepUp({ request, context }, account, target, null);
    return json({ result: formReply(submission, { formErrors: [upstreamErrorText(error, locale)] }) }, { status: 400 });
  }
}
