/**
 * No stranger locks the owner out (docs/security.md §Abuse limits): past an account's limit from
 * every address, spent by strangers' wrong passwords from eleven addresses (as the trusted proxy
 * forwards them), the owner's right password from a new browser is stepped up with a code to the
 * account's phone, never refused; a stranger's wrong password gets the same answer and no code;
 * a code dies after five wrong tries. Resets: strangers' wrong codes from eleven addresses leave
 * the owner's reset alone. JavaScript on and off.
 */
import type { APIResponse, Browser, BrowserContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, randomIp, SANDBOX, settled, test, uniqueEmail, uniquePhone } from "../fixtures";
import { PASSWORD, expectSignedIn } from "./helpers";

const WRONG = "Wrong12345";
/** A test with an attack of a hundred-odd password or code checks through the site and the user service. */
const ATTACK_TIMEOUT_MS = 300_000;

/** Posts `form` to `path` from `addresses` fresh addresses, `each` times from each; answers every response in order. */
async function fromManyAddresses(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  path: string,
  form: Record<string, string>,
  addresses = 11,
  each = 10,
): Promise<APIResponse[]> {
  const responses: APIResponse[] = [];
  for (let a = 0; a < addresses; a++) {
    const stranger = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp(), Origin: new URL(baseURL).origin } });
    for (let i = 0; i < each; i++) {
      const response = await stranger.post(path, { form, maxRedirects: 0 });
      await response.body();
      responses.push(response);
    }
    await stranger.dispose();
  }
  return responses;
}

/** What a stranger can compare between two answers: status, where it leads, and the cookies it sets with their lengths. */
function visible(response: APIResponse) {
  const cookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "set-cookie")
    .map(({ value }) => {
      const pair = value.split(";")[0];
      return `${pair.slice(0, pair.indexOf("="))}:${pair.length}`;
    });
  return { status: response.status(), location: response.headers().location, cookies };
}

/** The codes the sandbox delivered to `to`. */
async function outbox(to: string): Promise<Array<{ type: string; code: string }>> {
  return (await (await fetch(`${SANDBOX}/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ type: string; code: string }>;
}

/** A browser of its own (a twelfth address, no `device` cookie). */
async function newBrowser(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  return { context, page: await context.newPage() };
}

/** Signs in through the page, once it is ready (hydrated when JavaScript is on). */
async function signInByEmail(page: Page, email: string, password: string, path = "/sign-in?by=email") {
  await page.goto(path);
  await settled(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** No session cookie in the browser (the login layout's pages have no user menu to look at). */
async function expectNoSession(context: BrowserContext) {
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("token");
}

const signInForm = (email: string, password: string) => ({ method: "email", email, password });

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("past the account's limit, the owner's right password from a new browser is stepped up with a code to the phone", async ({
      browser,
      playwright,
      baseURL,
      sandbox,
    }) => {
      // 110 password checks, three browser pages and an axe run.
      test.setTimeout(ATTACK_TIMEOUT_MS);
      const email = uniqueEmail("step-up");
      const phone = uniquePhone();
      await sandbox.createUser({ email, areaCode: "+65", phoneNumber: phone, password: PASSWORD });
      const attack = await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(email, WRONG));
      expect(attack.slice(0, 100).map((r) => r.status())).toEqual(Array(100).fill(400));
      // Past the 100 from everywhere: stepped up, not refused, and no code for a wrong password.
      expect(attack.slice(100).map((r) => r.status())).toEqual(Array(10).fill(302));
      expect(attack[100].headers().location).toBe("/two-step-verification");
      expect(await outbox(`+65${phone}`)).toEqual([]);

      const { context, page } = await newBrowser(browser, baseURL!, javaScriptEnabled);
      await signInByEmail(page, email, PASSWORD, "/sign-in?by=email&redirectTo=%2Fpricing");
      await expect(page).toHaveURL(/\/two-step-verification(\?|$)/);
      await expect(page.getByText("If the account and password are right, we have sent a verification code")).toBeVisible();
      await expect(page.getByLabel("Verification code")).toBeFocused();
      const sent = await outbox(`+65${phone}`);
      expect(sent).toEqual([expect.objectContaining({ type: "login" })]);
      await page.getByLabel("Verification code").fill(sent[0].code);
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expectSignedIn(page);
      await context.close();
    });

    test("past the account's limit, a stranger's wrong password gets the same page and no code; five wrong codes kill a code", async ({
      browser,
      playwright,
      baseURL,
      sandbox,
    }) => {
      test.setTimeout(ATTACK_TIMEOUT_MS);
      const email = uniqueEmail("step-up-stranger");
      const phone = uniquePhone();
      await sandbox.createUser({ email, areaCode: "+65", phoneNumber: phone, password: PASSWORD });
      await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(email, WRONG), 10);

      // A stranger's browser, the wrong password: the step-up page, a code that opens nothing.
      const stranger = await newBrowser(browser, baseURL!, javaScriptEnabled);
      await signInByEmail(stranger.page, email, WRONG);
      await expect(stranger.page).toHaveURL(/\/two-step-verification$/);
      await expect(stranger.page.getByText("If the account and password are right, we have sent a verification code")).toBeVisible();
      await stranger.page.getByLabel("Verification code").fill("123456");
      await stranger.page.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(stranger.page.getByLabel("Verification code")).toHaveAccessibleDescription(/This code is not right/);
      await expectNoSession(stranger.context);
      await stranger.context.close();
      expect(await outbox(`+65${phone}`)).toEqual([]);

      // The owner: five wrong codes, and then the right one is refused too: the step-up is over.
      const owner = await newBrowser(browser, baseURL!, javaScriptEnabled);
      await signInByEmail(owner.page, email, PASSWORD);
      await expect(owner.page).toHaveURL(/\/two-step-verification/);
      const [sent] = await outbox(`+65${phone}`);
      const wrong = sent.code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        await owner.page.getByLabel("Verification code").fill(wrong);
        await owner.page.getByRole("button", { name: "Verify and sign in" }).click();
        await expect(owner.page.getByLabel("Verification code")).toHaveAccessibleDescription(/This code is not right/);
      }
      await owner.page.getByLabel("Verification code").fill(sent.code);
      await owner.page.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(owner.page).toHaveURL(/\/sign-in$/);
      await expect(owner.page.getByRole("alert")).toContainText("Too many incorrect codes");
      await expectNoSession(owner.context);
      // A new sign-in, a new code (after the user service's minute between codes), and the owner is in.
      await sandbox.expireCaptcha(`+65${phone}`);
      await signInByEmail(owner.page, email, PASSWORD);
      await expect(owner.page).toHaveURL(/\/two-step-verification/);
      await owner.page.getByLabel("Verification code").fill(await sandbox.latestCode(`+65${phone}`));
      await owner.page.getByRole("button", { name: "Verify and sign in" }).click();
      await expectSignedIn(owner.page);
      await owner.context.close();
    });

    test("an account without a phone, past its limit: a reset lets the owner's browser sign in", async ({ browser, playwright, baseURL, sandbox }) => {
      test.setTimeout(ATTACK_TIMEOUT_MS);
      const email = uniqueEmail("step-up-no-phone");
      await sandbox.createUser({ email, password: PASSWORD });
      await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(email, WRONG), 10);
      const { context, page } = await newBrowser(browser, baseURL!, javaScriptEnabled);
      await signInByEmail(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/two-step-verification/);
      await expect(page.getByText("An account without a mobile number: reset your password")).toBeVisible();
      await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/sign-forgot");
      await page.goto("/sign-forgot?by=email");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
      await page.getByLabel("Verification code").fill(await sandbox.latestCode(email));
      await page.getByLabel("New password", { exact: true }).fill("NewPass123");
      await page.getByLabel("Confirm new password").fill("NewPass123");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page).toHaveURL(/\/sign-in\?by=email$/);
      // The reset proved the mailbox: this browser is known for the account and signs in at once.
      await signInByEmail(page, email, "NewPass123");
      await expectSignedIn(page);
      await context.close();
    });

    test("strangers' wrong reset codes from many addresses leave the owner's reset alone; five wrong codes kill a code", async ({
      browser,
      playwright,
      baseURL,
      sandbox,
    }) => {
      test.setTimeout(ATTACK_TIMEOUT_MS);
      const email = uniqueEmail("reset-many");
      await sandbox.createUser({ email, password: PASSWORD });
      const form = { method: "email", email, captcha: "000000", password: "NewPass123", confirmPassword: "NewPass123" };
      const attack = await fromManyAddresses(playwright, baseURL!, "/sign-forgot?by=email", form);
      // 110 wrong codes: each refused as wrong, none as over a limit.
      expect(attack.map((r) => r.status())).toEqual(Array(110).fill(400));

      const { context, page } = await newBrowser(browser, baseURL!, javaScriptEnabled);
      await page.goto("/sign-forgot?by=email");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
      const code = await sandbox.latestCode(email);
      // Five wrong codes: the fifth kills the code, and the right one no longer resets.
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        await page.getByLabel("Verification code").fill(wrong);
        await page.getByLabel("New password", { exact: true }).fill("NewPass123");
        await page.getByLabel("Confirm new password").fill("NewPass123");
        await page.getByRole("button", { name: "Reset password" }).click();
        await expect(page.getByRole("alert")).toHaveText(
          i < 4 ? "Incorrect verification code" : "Too many incorrect attempts, please get a new verification code",
        );
      }
      await page.getByLabel("Verification code").fill(code);
      await page.getByLabel("New password", { exact: true }).fill("NewPass123");
      await page.getByLabel("Confirm new password").fill("NewPass123");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page.getByRole("alert")).toHaveText("Too many incorrect attempts, please get a new verification code");
      // A new code resets the password (with JavaScript the page still says the first was sent:
      // the outbox says when the second is).
      await sandbox.expireCaptcha(email);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect.poll(async () => (await outbox(email)).length).toBe(2);
      await page.getByLabel("Verification code").fill(await sandbox.latestCode(email));
      await page.getByLabel("New password", { exact: true }).fill("NewPass123");
      await page.getByLabel("Confirm new password").fill("NewPass123");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page).toHaveURL(/\/sign-in\?by=email$/);
      await signInByEmail(page, email, "NewPass123");
      await expectSignedIn(page);
      await context.close();
    });
  });
}

test("past the limit, a right password, a wrong one and an unknown account get the same answer", async ({ playwright, baseURL, sandbox }) => {
  // 220 password checks.
  test.setTimeout(ATTACK_TIMEOUT_MS);
  const email = uniqueEmail("step-up-same");
  const phone = uniquePhone();
  await sandbox.createUser({ email, areaCode: "+65", phoneNumber: phone, password: PASSWORD });
  const unknown = uniqueEmail("step-up-nobody");
  await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(email, WRONG), 10);
  await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(unknown, WRONG), 10);
  const [wrong] = await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(email, WRONG), 1, 1);
  const [unknownAccount] = await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(unknown, PASSWORD), 1, 1);
  const [right] = await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email", signInForm(email, PASSWORD), 1, 1);
  expect(visible(wrong)).toEqual(expect.objectContaining({ status: 302, location: "/two-step-verification" }));
  expect(visible(unknownAccount)).toEqual(visible(wrong));
  expect(visible(right)).toEqual(visible(wrong));
  // Only the right password sent a code, to the account's phone.
  expect(await outbox(`+65${phone}`)).toHaveLength(1);
});
