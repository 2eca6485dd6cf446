/**
 * The one place every verification code the site causes is counted (docs/security.md §Abuse
 * limits): sign-up and reset codes (account/send-code.server.ts), the two-step sign-in's first
 * code and its resends (two-step-sign-in.server.ts), and the step-up's code, personal and
 * institutional (step-up.server.ts). Each send spends the same limits (rate-limit.server.ts
 * codeSendLimits: per address, per destination number or email, per account, per area code) before
 * the user service is asked, and a send it took is counted in
 * `verification_codes_sent_total{flow, channel, budget}`. Open-API applications, account opening
 * and feedback send no code.
 */
import type { AppLoadContext } from "@remix-run/node";
import { rateLimitText } from "~/lib/forms/form-action.server";
import { codeSendLimits, consume, RateLimitedError, refund, type CodeSend } from "~/lib/http/rate-limit.server";
import type { Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/observability/logger.server";
import { countCodeSent } from "~/lib/observability/telemetry.server";
import { UpstreamError } from "~/lib/upstream/client.server";

/** What became of a send: sent; refused by a limit (`limited`: the translated message); or failed upstream (`error`). */
export type CodeSendOutcome = { sent: true } | { sent: false; limited: string } | { sent: false; error: unknown };

/**
 * Spends the limits of `send` (CodeSend: flow, destination, area-code budget, account, address)
 * and, when none is spent, calls `deliver` (the user service's send). A limit spent answers its
 * translated message, with the points the send had taken given back, so that a refused send costs
 * nothing. A refusal by the user service (a business answer: too soon after the last code, an
 * invalid number) sent nothing and gives its points back; a time-out or a network error may have
 * sent one, so it keeps them. Never throws for a limit or an upstream failure; throws what the
 * limits' store throws beyond a refusal (rate-limit.server.ts consume already fails open).
 */
export async function sendVerificationCode(context: AppLoadContext, locale: Locale, send: CodeSend, deliver: () => Promise<unknown>): Promise<CodeSendOutcome> {
  // The auth tier of this address, spent on the way in (rate-limit.server.ts rateLimits).
  if (context.rateLimitedSeconds) return { sent: false, limited: rateLimitText(new RateLimitedError(context.rateLimitedSeconds), locale) };
  const limits = codeSendLimits(send);
  const taken: typeof limits = [];
  for (const [name, key] of limits) {
    try {
      await consume(name, key);
      taken.push([name, key]);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      await refund(taken);
      return { sent: false, limited: rateLimitText(error, locale) };
    }
  }
  try {
    await deliver();
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "business") await refund(limits);
    // The call's own failure is logged by the upstream client; this says which send it was.
    logger.info({ flow: send.flow, kind: error instanceof UpstreamError ? error.kind : "unknown" }, "verification code not sent");
    return { sent: false, error };
  }
  countCodeSent(send.flow, send.smsBudget === null ? "email" : "sms", send.smsBudget ?? "");
  return { sent: true };
}
