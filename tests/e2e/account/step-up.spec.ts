/**
 * No stranger locks the owner out (docs/security.md §Abuse limits): past an account's limit from
 * every address, spent by strangers' wrong passwords from eleven addresses (as the trusted proxy
 * forwards them), the owner's right password from a new browser is stepped up with a code to the
 * account's phone, never refused; a stranger's wrong password gets the same answer and no code;
 * a code dies after five wrong tries; a code opens the step-up it was sent for, once (replayed
 * from a second browser it is not right); a stranger's sign-up code to the owner's phone, which
 * starts the user service's minute between codes, leaves the owner a "Send code" after that minute,
 * not counted against the account's five codes an hour. Institutional accounts the same, their
 * code to the authorised person's phone. Resets: strangers' wrong codes from eleven addresses leave the
 * owner's reset alone.
 *
 * An account's limit from everywhere stays spent for its 15 minutes, whatever the owner does, so
 * each test spends it once and then goes through the owner's part with JavaScript off and on,
 * each in a new browser.
 */
import type { APIResponse, Browser, BrowserContext, Page } from "@playwright/test";
import { CAPTCHA_COOLDOWN_MS } from "../../../app/services/contract";
import { expect, FROM_SITE, randomIp, SANDBOX, seriousAxeViolations, settled, test as base, uniqueEmail, uniquePhone } from "../fixtures";
import { PASSWORD, expectSignedIn, fillReset, fromManyAddresses, signInByEmail } from "./helpers";

const WRONG = "Wrong12345";
/** A test with an attack of a hundred-odd password or code checks through the site and the user service, then two browsers. */
const ATTACK_TIMEOUT_MS = 300_000;

/** An account of a test: personal by e-mail, or an institution's; `phone`, its +65 mobile number, if any. */
interface Account {
  email?: string;
  institutionId?: string;
  phone?: string;
}

/** The sign-in post of `account` with `password`: its path and form (the personal page by e-mail, or the institutional page). */
function signInPost(account: Account, password: string): [string, Record<string, string>] {
  return account.institutionId
    ? ["/sign-in-institutional", { institutionId: account.institutionId, password }]
    : ["/sign-in?by=email", { method: "email", email: account.email!, password }];
}

const test = base.extend<{
  /** `strangers(path, form, addresses?, each?)`: strangers' posts from many addresses to the test's site (fromManyAddresses). */
  strangers: (path: string, form: Record<string, string>, addresses?: number, each?: number) => Promise<APIResponse[]>;
  /**
   * `spent(account, addresses?)`: the test's attack, once per account. Creates the account (the
   * right password PASSWORD) and spends its sign-in limit from everywhere with strangers' wrong
   * passwords, ten from each of `addresses` addresses (10: the limit's 100 exactly); their answers.
   */
  spent: (account: Account, addresses?: number) => Promise<APIResponse[]>;
}>({
  strangers: async ({ playwright, baseURL }, use) => {
    await use((path, form, addresses, each) => fromManyAddresses(playwright, baseURL!, path, form, addresses, each));
  },
  spent: async ({ sandbox, strangers }, use) => {
    await use(async (account, addresses = 10) => {
      const { email, institutionId, phone } = account;
      await sandbox.createUser({ email, institutionId, ...(phone ? { areaCode: "+65", phoneNumber: phone } : {}), password: PASSWORD });
      return strangers(...signInPost(account, WRONG), addresses);
    });
  },
});
test.describe.configure({ timeout: ATTACK_TIMEOUT_MS });

/** Runs `part` with JavaScript off, then on, each as a step of the test. */
async function withJavaScriptOffAndOn(part: (javaScriptEnabled: boolean) => Promise<void>): Promise<void> {
  for (const javaScriptEnabled of [false, true]) await test.step(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => part(javaScriptEnabled));
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

/** The codes the sandbox delivered to `to`, the latest first. */
async function outbox(to: string): Promise<Array<{ type: string; code: string }>> {
  return (await (await fetch(`${SANDBOX}/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ type: string; code: string }>;
}

/** The codes delivered to `to` since it had `before` of them, the latest first. */
async function codesSince(to: string, before: number): Promise<Array<{ type: string; code: string }>> {
  const all = await outbox(to);
  return all.slice(0, all.length - before);
}

/** A browser of its own (an address of its own, no `device` cookie). */
async function newBrowser(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  return { context, page: await context.newPage() };
}

/** Enters a step-up code and submits it. */
async function enterCode(page: Page, code: string) {
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

/**
 * A second browser signs in with the right password and enters `code`, already used by another
 * step-up: "not right", and no session.
 */
async function expectReplayRefused(browser: Browser, baseURL: string, javaScriptEnabled: boolean, signIn: (page: Page) => Promise<void>, code: string) {
  const replay = await newBrowser(browser, baseURL, javaScriptEnabled);
  await signIn(replay.page);
  await expect(replay.page).toHaveURL(/\/two-step-verification(\?|$)/);
  await enterCode(replay.page, code);
  await expect(replay.page.getByLabel("Verification code")).toHaveAccessibleDescription(/This code is not right/);
  await expectNoSession(replay.context);
  await replay.context.close();
}

/** No session cookie in the browser (the login layout's pages have no user menu to look at). */
async function expectNoSession(context: BrowserContext) {
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("token");
}

/** Signs in to `institutionId` with the right password through the institutional page. */
async function signInInstitutional(page: Page, institutionId: string) {
  await page.goto("/sign-in-institutional");
  await settled(page);
  await page.getByLabel("Institution account ID").fill(institutionId);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
const STEP_UP_TEXT = "If the account and password are right, we have sent a verification code";

test("past the account's limit, the owner's right password from a new browser is stepped up, and every password gets the same answer", async ({
  browser,
  strangers,
  spent,
  baseURL,
  sandbox,
}) => {
  const email = uniqueEmail("step-up");
  const phone = uniquePhone();
  const attack = await spent({ email, phone }, 11);
  expect(attack.slice(0, 100).map((r) => r.status())).toEqual(Array(100).fill(400));
  // Past the 100 from everywhere: stepped up, not refused, and no code for a wrong password.
  expect(attack.slice(100).map((r) => r.status())).toEqual(Array(10).fill(302));
  expect(attack[100].headers().location).toBe("/two-step-verification");
  expect(await outbox(`+65${phone}`)).toEqual([]);

  // A right password, a wrong one and an account that does not exist, each past its limit: the
  // same answer. Only the right password sends a code, to the account's phone.
  const unknown = { email: uniqueEmail("step-up-nobody") };
  await strangers(...signInPost(unknown, WRONG), 10);
  const [wrong] = await strangers(...signInPost({ email }, WRONG), 1, 1);
  const [unknownAccount] = await strangers(...signInPost(unknown, PASSWORD), 1, 1);
  const [right] = await strangers(...signInPost({ email }, PASSWORD), 1, 1);
  expect(visible(wrong)).toEqual(expect.objectContaining({ status: 302, location: "/two-step-verification" }));
  expect(visible(unknownAccount)).toEqual(visible(wrong));
  expect(visible(right)).toEqual(visible(wrong));
  expect(await outbox(`+65${phone}`)).toHaveLength(1);

  await withJavaScriptOffAndOn(async (javaScriptEnabled) => {
    // The user service's minute between codes, skipped.
    await sandbox.expireCaptcha(`+65${phone}`);
    const before = (await outbox(`+65${phone}`)).length;
    const { context, page } = await newBrowser(browser, baseURL!, javaScriptEnabled);
    await signInByEmail(page, email, PASSWORD, "/sign-in?by=email&redirectTo=%2Fpricing");
    await expect(page).toHaveURL(/\/two-step-verification(\?|$)/);
    await expect(page.getByText(STEP_UP_TEXT)).toBeVisible();
    await expect(page.getByLabel("Verification code")).toBeFocused();
    // A reset from here goes on to where the sign-in was going, as sign-in's own link does.
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/sign-forgot?redirectTo=%2Fpricing");
    if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the step-up page").toEqual([]);
    const sent = await codesSince(`+65${phone}`, before);
    expect(sent).toEqual([expect.objectContaining({ type: "login" })]);
    await enterCode(page, sent[0].code);
    await expect(page).toHaveURL(/\/pricing$/);
    await expectSignedIn(page);
    await context.close();
    // The code is used: it opens no other step-up, from another browser with the right password.
    await expectReplayRefused(browser, baseURL!, javaScriptEnabled, (other) => signInByEmail(other, email, PASSWORD), sent[0].code);

    // A stranger's sign-up code to the owner's phone starts the user service's minute between
    // codes: the owner's step-up sends nothing, the page offers "Send code" after the minute, and
    // the refused send is not one of the account's five codes an hour (this test spends all five).
    await sandbox.expireCaptcha(`+65${phone}`);
    const stranger = await newBrowser(browser, baseURL!, false);
    const strangerSend = await stranger.context.request.post("/sign-up?by=phone", {
      form: { intent: "send-code", method: "phone", areaCode: "+65", phoneNumber: phone },
      headers: FROM_SITE,
    });
    expect(strangerSend.status()).toBe(200);
    await stranger.context.close();
    const beforeOwner = (await outbox(`+65${phone}`)).length;
    const owner = await newBrowser(browser, baseURL!, javaScriptEnabled);
    if (javaScriptEnabled) await owner.page.clock.install();
    await signInByEmail(owner.page, email, PASSWORD);
    await expect(owner.page).toHaveURL(/\/two-step-verification$/);
    await expect(owner.page.getByText("No code after a minute? Use Send code for a new one")).toBeVisible();
    expect(await codesSince(`+65${phone}`, beforeOwner)).toEqual([]);
    const send = owner.page.getByRole("button", { name: /^(Send code|Resend in \d+ s)$/ });
    if (javaScriptEnabled) {
      await expect(send).toBeDisabled();
      await expect(send).toHaveText(/Resend in \d+ s/);
    } else {
      // Asked within the minute: how long is left, and nothing sent.
      await send.click();
      await expect(owner.page.getByRole("alert")).toContainText(/You can ask for a new code in \d+ seconds/);
      expect(await codesSince(`+65${phone}`, beforeOwner)).toEqual([]);
    }
    // The minute passes (on the site, the page, and the user service).
    expect((await owner.page.request.post("/__test/age-step-up", { form: { seconds: "60" }, headers: FROM_SITE })).status()).toBe(200);
    await sandbox.expireCaptcha(`+65${phone}`);
    if (javaScriptEnabled) await owner.page.clock.fastForward(60_000);
    await expect(send).toHaveText("Send code");
    await send.click();
    await expect(owner.page.getByRole("status").filter({ hasText: "we have sent a new code" })).toBeVisible();
    const resent = await codesSince(`+65${phone}`, beforeOwner);
    expect(resent).toEqual([expect.objectContaining({ type: "login" })]);
    await enterCode(owner.page, resent[0].code);
    await expectSignedIn(owner.page);
    await owner.context.close();
  });
});

test("past the account's limit, a stranger's wrong password gets the same page and no code; five wrong codes kill a code", async ({
  browser,
  spent,
  baseURL,
  sandbox,
}) => {
  const email = uniqueEmail("step-up-stranger");
  const phone = uniquePhone();
  await spent({ email, phone });

  await withJavaScriptOffAndOn(async (javaScriptEnabled) => {
    // A stranger's browser, the wrong password: the step-up page, a code that opens nothing.
    const stranger = await newBrowser(browser, baseURL!, javaScriptEnabled);
    await signInByEmail(stranger.page, email, WRONG);
    await expect(stranger.page).toHaveURL(/\/two-step-verification$/);
    await expect(stranger.page.getByText(STEP_UP_TEXT)).toBeVisible();
    await enterCode(stranger.page, "123456");
    await expect(stranger.page.getByLabel("Verification code")).toHaveAccessibleDescription(/This code is not right/);
    await expectNoSession(stranger.context);
    await stranger.context.close();

    // The owner: five wrong codes, and then the right one is refused too: the step-up is over.
    await sandbox.expireCaptcha(`+65${phone}`);
    const before = (await outbox(`+65${phone}`)).length;
    const owner = await newBrowser(browser, baseURL!, javaScriptEnabled);
    await signInByEmail(owner.page, email, PASSWORD);
    await expect(owner.page).toHaveURL(/\/two-step-verification/);
    const sent = await codesSince(`+65${phone}`, before);
    // The stranger's wrong password sent none.
    expect(sent).toHaveLength(1);
    const wrong = sent[0].code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      await enterCode(owner.page, wrong);
      await expect(owner.page.getByLabel("Verification code")).toHaveAccessibleDescription(/This code is not right/);
    }
    await enterCode(owner.page, sent[0].code);
    await expect(owner.page).toHaveURL(/\/sign-in$/);
    await expect(owner.page.getByRole("alert")).toContainText("Too many incorrect codes");
    await expectNoSession(owner.context);
    // A new sign-in, a new code (after the user service's minute between codes), and the owner is in.
    await sandbox.expireCaptcha(`+65${phone}`);
    await signInByEmail(owner.page, email, PASSWORD);
    await expect(owner.page).toHaveURL(/\/two-step-verification/);
    await enterCode(owner.page, await sandbox.latestCode(`+65${phone}`));
    await expectSignedIn(owner.page);
    await owner.context.close();
  });
});

test("an institution past its limit: the right password is stepped up with a code to its authorised person's phone", async ({
  browser,
  strangers,
  spent,
  baseURL,
  sandbox,
}) => {
  const institutionId = `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
  const phone = uniquePhone();
  const attack = await spent({ institutionId, phone });
  expect(attack.map((r) => r.status())).toEqual(Array(100).fill(400));
  const [wrong] = await strangers(...signInPost({ institutionId }, WRONG), 1, 1);
  const [right] = await strangers(...signInPost({ institutionId }, PASSWORD), 1, 1);
  expect(visible(wrong)).toEqual(expect.objectContaining({ status: 302, location: "/two-step-verification" }));
  expect(visible(right)).toEqual(visible(wrong));

  await withJavaScriptOffAndOn(async (javaScriptEnabled) => {
    await sandbox.expireCaptcha(`+65${phone}`);
    const { context, page } = await newBrowser(browser, baseURL!, javaScriptEnabled);
    await signInInstitutional(page, institutionId);
    await expect(page).toHaveURL(/\/two-step-verification$/);
    await expect(page.getByText(STEP_UP_TEXT)).toBeVisible();
    await expect(page.getByText("The code goes to the mobile number of your institution's authorised person")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/sign-in-institutional");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveCount(0);
    const code = await sandbox.latestCode(`+65${phone}`);
    await enterCode(page, code);
    await expectSignedIn(page);
    await context.close();
    // The code is used: it opens no other step-up of the institution, from another browser.
    await expectReplayRefused(browser, baseURL!, javaScriptEnabled, (other) => signInInstitutional(other, institutionId), code);
  });
});

test("an account without a phone, past its limit: a reset lets the owner's browser sign in", async ({ browser, spent, baseURL, sandbox }) => {
  const email = uniqueEmail("step-up-no-phone");
  await spent({ email });
  let password = PASSWORD;
  await withJavaScriptOffAndOn(async (javaScriptEnabled) => {
    const { context, page } = await newBrowser(browser, baseURL!, javaScriptEnabled);
    await signInByEmail(page, email, password);
    await expect(page).toHaveURL(/\/two-step-verification/);
    await expect(page.getByText("or an account without a mobile number: reset your password by email")).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/sign-forgot");
    await sandbox.expireCaptcha(email);
    await page.goto("/sign-forgot?by=email");
    await settled(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
    password = javaScriptEnabled ? "NewPass456" : "NewPass123";
    await fillReset(page, await sandbox.latestCode(email), password);
    await expect(page).toHaveURL(/\/sign-in\?by=email$/);
    // The reset proved the mailbox: this browser is known for the account and signs in at once.
    await signInByEmail(page, email, password);
    await expectSignedIn(page);
    await context.close();
  });
});

test("strangers' wrong reset codes from many addresses leave the owner's reset alone; five wrong codes kill a code", async ({
  browser,
  strangers,
  baseURL,
  sandbox,
}) => {
  const email = uniqueEmail("reset-many");
  await sandbox.createUser({ email, password: PASSWORD });
  const form = { method: "email", email, captcha: "000000", password: "NewPass123", confirmPassword: "NewPass123" };
  const attack = await strangers("/sign-forgot?by=email", form);
  // 110 wrong codes: each refused as wrong, none as over a limit.
  expect(attack.map((r) => r.status())).toEqual(Array(110).fill(400));

  await withJavaScriptOffAndOn(async (javaScriptEnabled) => {
    const { context, page } = await newBrowser(browser, baseURL!, javaScriptEnabled);
    // The page's clock, to move past the resend countdown below rather than wait a minute for it.
    if (javaScriptEnabled) await page.clock.install();
    await sandbox.expireCaptcha(email);
    const before = (await outbox(email)).length;
    await page.goto("/sign-forgot?by=email");
    await settled(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
    await expect.poll(async () => (await outbox(email)).length).toBe(before + 1);
    const code = await sandbox.latestCode(email);
    // Five wrong codes: the fifth kills the code, and the right one no longer resets.
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      await fillReset(page, wrong, "NewPass123");
      await expect(page.getByRole("alert")).toHaveText(
        i < 4 ? "Incorrect verification code" : "Too many incorrect attempts, please get a new verification code",
      );
    }
    await fillReset(page, code, "NewPass123");
    await expect(page.getByRole("alert")).toHaveText("Too many incorrect attempts, please get a new verification code");
    // A new code resets the password (with JavaScript the page still says the first was sent:
    // the outbox says when the second is).
    await sandbox.expireCaptcha(email);
    // With JavaScript the button counts down CAPTCHA_COOLDOWN_MS from the first code.
    if (javaScriptEnabled) await page.clock.fastForward(CAPTCHA_COOLDOWN_MS);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect.poll(async () => (await outbox(email)).length).toBe(before + 2);
    // The page has the send's answer before the reset is typed (the answer empties the password
    // fields): without JavaScript the answer says the code was sent; with it, the code field takes
    // the focus from the button.
    if (javaScriptEnabled) await expect(page.getByLabel("Verification code")).toBeFocused();
    else await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
    await fillReset(page, await sandbox.latestCode(email), "NewPass123");
    await expect(page).toHaveURL(/\/sign-in\?by=email$/);
    await signInByEmail(page, email, "NewPass123");
    await expectSignedIn(page);
    await context.close();
  });
});
