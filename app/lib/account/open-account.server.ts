/**
 * Where "Open account" leads: the account-opening flow of the mobile site of the
 * request's environment. Signed-in visitors get there through the redirect helper's token-key
 * hand-over (POST /action/open-account); anonymous visitors sign up first.
 */
import { upstreamConfig } from "~/lib/config/env.server";

/** The mobile site's account-opening page. */
export const MOBILE_OPEN_ACCOUNT_PATH = "/open-account";

/** The site page an anonymous visitor comes back to after signing up. */
export const OPEN_ACCOUNT_PAGE = "/open-account";

/** The absolute URL of the mobile site's account-opening flow for a request host. */
export function mobileOpenAccountUrl(host: string): string {
  return new URL(MOBILE_OPEN_ACCOUNT_PATH, upstreamConfig(host).mobileSiteOrigin).href;
}
