/**
 * Helpers of the single-page-app browser specs (spa/*.spec.ts): the router's state, held requests,
 * the stubbed third-party hosts, the settings the test server runs with, and the clock's
 * assertion timeout for client navigations on a busy machine.
 */
import type { Page } from "@playwright/test";
import { SITE_PORT } from "../../../playwright.config";
import { CHAT_HOST, POLL, expect as baseExpect, settled, stubThirdParties } from "../fixtures";

// Client navigations on a busy test machine (the whole suite, three browsers, two cores) can take
// longer than the suite's 7 s default; nothing here waits on wall time otherwise.
export const expect = baseExpect.configure({ timeout: 15_000 });

export const ORIGIN = `http://localhost:${SITE_PORT}`;

export { CHAT_HOST, stubThirdParties };
export const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

export const PASSWORD = "Abc12345";

export type RouterWindow = Window & {
  __remixRouter: { navigate: (to: string | number, opts?: object) => Promise<void>; state: { navigation: { state: string } } };
};

/** Hydrated, and the SPA behaviours installed (their effects have run): the fixtures' settled(). */
export const hydrated = settled;

/** Starts a client navigation without waiting for it (a reload may replace the document). */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    void (window as unknown as RouterWindow).__remixRouter.navigate(target);
  }, to);
}

/** Waits until the router is idle. */
export async function routerIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as RouterWindow).__remixRouter.state.navigation.state === "idle", undefined, POLL);
}

export async function signIn(page: Page, email: string, path = "/sign-in?by=email"): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.getByLabel(/^(Email|邮箱|電郵)$/).fill(email);
  await page.getByLabel(/^(Password|密码|密碼)$/).fill(PASSWORD);
  await page.getByRole("button", { name: /^(Sign in|登录|登入)$/ }).click();
}
