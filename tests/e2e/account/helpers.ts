/**
 * Helpers of the account browser specs (account/*.spec.ts): signing in and out through the pages,
 * and whether the header shows a session.
 */
import type { APIRequestContext, APIResponse, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, randomIp, settled } from "../fixtures";

export const PASSWORD = "Abc12345";

export async function expectSignedIn(page: Page) {
  await expect(page.locator(".user-menu summary")).toBeVisible();
}

export async function expectSignedOut(page: Page) {
  await expect(page.locator(".user-menu").getByRole("link", { name: /Sign in|登录|登入/ })).toBeVisible();
}

/** Signs in through the personal page by email, once it is ready (hydrated when JavaScript is on). */
export async function signInByEmail(page: Page, email: string, password: string, path = "/sign-in?by=email") {
  await page.goto(path);
  await settled(page);
  await page.getByLabel(/^(Email|邮箱|電郵)$/).fill(email);
  await page.getByLabel(/^(Password|密码|密碼)$/).fill(password);
  await page.getByRole("button", { name: /^(Sign in|登录|登入)$/ }).click();
}

export async function signOut(page: Page) {
  await settled(page);
  await page.locator(".user-menu summary").click();
  await page.getByRole("button", { name: /Sign out|退出登录|登出/ }).click();
}

/** A request context from an address of its own (as the trusted proxy forwards it), posting as the site's own pages do. */
export function fromNewAddress(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp(), Origin: new URL(baseURL).origin } });
}

/**
 * Strangers' posts of `form` to `path`: `each` from each of `addresses` new addresses (a
 * hundred-odd spend an account's limit from everywhere), `beforeEach` awaited before each post
 * (to skip the user service's minute between codes, say). Answers every response in order,
 * redirects not followed.
 */
export async function fromManyAddresses(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  path: string,
  form: Record<string, string>,
  addresses = 11,
  each = 10,
  beforeEach?: () => Promise<void>,
): Promise<APIResponse[]> {
  const responses: APIResponse[] = [];
  for (let a = 0; a < addresses; a++) {
    const stranger = await fromNewAddress(playwright, baseURL);
    for (let i = 0; i < each; i++) {
      await beforeEach?.();
      const response = await stranger.post(path, { form, maxRedirects: 0 });
      await response.body();
      responses.push(response);
    }
    await stranger.dispose();
  }
  return responses;
}

/** Fills the reset form's code and new password (twice) and submits it. */
export async function fillReset(page: Page, code: string, password: string) {
  await page.getByLabel(/^(Verification code|验证码|驗證碼)$/).fill(code);
  await page.getByLabel(/^(New password|新密码|新密碼)$/).fill(password);
  await page.getByLabel(/^(Confirm new password|确认新密码|確認新密碼)$/).fill(password);
  await page.getByRole("button", { name: /^(Reset password|重置密码|重設密碼)$/ }).click();
}
