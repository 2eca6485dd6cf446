/**
 * Helpers of the security browser specs (security/*.spec.ts): cookies of a raw response, signing in
 * by a request.
 */
import type { APIResponse, Page } from "@playwright/test";
import { FROM_SITE } from "../fixtures";

export const PASSWORD = "Abc12345";

/**
 * A path of each route that takes a post (each route with an action, in one of its locales), for
 * the checks that run before any action: the forgery check, the proxy's rewritten Host.
 */
export const POST_PATHS = [
  "/sign-in",
  "/cn/sign-in-institutional",
  "/hk/sign-up",
  "/sign-forgot",
  "/two-step-verification",
  "/hand-over",
  "/help-key/q-account-open-singpass",
  "/",
  "/no-such-page",
  "/feedback",
  "/open-api-apply",
  "/action/analytics",
  "/action/consent",
  "/action/logout",
  "/action/open-account",
  "/action/session",
  "/action/locale",
  "/action/redirect",
];

export function setCookies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
}

export async function signInRequest(page: Page, email: string, redirectTo?: string, password = PASSWORD): Promise<APIResponse> {
  return page.request.post(`/sign-in${redirectTo === undefined ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}`, {
    form: { method: "email", email, password, ...(redirectTo === undefined ? {} : { redirectTo }) },
    headers: FROM_SITE,
    maxRedirects: 0,
  });
}
