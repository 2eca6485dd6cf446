/**
 * Going to a page of the mobile site signed in (the redirect helper, product.md §Redirect helper): fetch a
 * token key for the visitor's session, then pass through the mobile site's redirect page, which
 * exchanges it and forwards to the target. When the fetch fails, straight to the target (signed
 * out there, but never stuck here). Used by /action/redirect and /action/open-account.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/observability/logger.server";
import { upstreamContext } from "~/lib/upstream/context.server";
import { getTokenKey } from "~/services/user/user.server";

/** The mobile site's page that exchanges a token key and forwards to `url`. */
export const MOBILE_REDIRECT_PATH = "/redirect";

/**
 * The redirect (302) to `target` (an absolute, already allowed URL) through the mobile site at
 * `mobileSiteOrigin` with a fresh token key, or straight to `target` when the key cannot be had.
 * `locale` is the page's (the upstream call's X-Lang); `purpose` names the caller in the warning
 * logged when the key cannot be had.
 */
export async function redirectThroughMobileSite(
  request: Request,
  context: AppLoadContext,
  target: string,
  mobileSiteOrigin: string,
  locale: Locale,
  purpose: string,
): Promise<Response> {
  try {
    const tokenKey = await getTokenKey(upstreamContext(request, context, locale));
    const via = new URL(MOBILE_REDIRECT_PATH, mobileSiteOrigin);
    via.searchParams.set("tokenKey", tokenKey);
    via.searchParams.set("url", target);
    return redirect(via.href);
  } catch (error) {
    logger.warn({ err: error }, `token key for ${purpose} failed; going straight to the target`);
    return redirect(target);
  }
}
