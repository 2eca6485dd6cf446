/**
 * Helpers of the account browser specs (account/*.spec.ts): signing in and out through the pages,
 * and whether the header shows a session.
 */
import type { Page } from "@playwright/test";
import { expect, settled } from "../fixtures";

export const PASSWORD = "Abc12345";

export async function expectSignedIn(page: Page) {
  await expect(page.locator(".user-menu summary")).toBeVisible();
}

export async function expectSignedOut(page: Page) {
  await expect(page.locator(".user-menu").getByRole("link", { name: /Sign in|登录|登入/ })).toBeVisible();
}

export async function signInByEmail(page: Page, email: string, password: string, path = "/sign-in?by=email") {
  await page.goto(path);
  await page.getByLabel(/^(Email|邮箱|電郵)$/).fill(email);
  await page.getByLabel(/^(Password|密码|密碼)$/).fill(password);
  await page.getByRole("button", { name: /^(Sign in|登录|登入)$/ }).click();
}

export async function signOut(page: Page) {
  await settled(page);
  await page.locator(".user-menu summary").click();
  await page.getByRole("button", { name: /Sign out|退出登录|登出/ }).click();
}
