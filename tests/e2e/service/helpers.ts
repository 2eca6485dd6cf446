/**
 * Helpers of the service-page browser specs (service/*.spec.ts): a new sandbox user, and signing in on
 * the page a guard sent the browser to.
 */
import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, uniqueEmail } from "../fixtures";

export const PASSWORD = "Abc12345";
export const DEMO = { email: "demo@dolphin.sg", password: "Demo12345" };
export const MOBILE_ORIGIN = "https://m-dev.dolphin-securities.sg";

/** Signs in on the sign-in page the guard sent the browser to (the redirectTo round trip). */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByRole("link", { name: "Email", exact: true }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function newUser(sandbox: { createUser: (u: { email: string; password: string }) => Promise<unknown> }, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await sandbox.createUser({ email, password: PASSWORD });
  return email;
}

export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  expect(await seriousAxeViolations(page, include)).toEqual([]);
}
