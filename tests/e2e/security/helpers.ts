/**
 * Helpers of the security browser specs (security/*.spec.ts): cookies of a raw response, signing in
 * by a request.
 */
import type { APIResponse, Page } from "@playwright/test";
import { FROM_SITE } from "../fixtures";

export const PASSWORD = "Abc12345";

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
