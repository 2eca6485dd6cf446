/**
 * Two-step sign-in: the code to the phone, a code that could not be sent, the countdown to the next
 * send, and wrong codes counted as failed sign-in attempts.
 */
import type { Page } from "@playwright/test";
import { FROM_SITE, expect, hydrated, seriousAxeViolations, test, uniqueEmail, uniquePhone } from "../fixtures";
import { PASSWORD, expectSignedIn, signInByEmail } from "./helpers";

test("two-step sign-in: code to the phone, then the session; the settings page shows it is on", async ({ sharedPage: page, sandbox }) => {
  // Six page loads (sign-in, two-step, a reload, the signed-in document, settings) and two axe runs.
  test.slow();
  const email = uniqueEmail("twostep");
  const phone = uniquePhone();
  await sandbox.createUser({ email, areaCode: "+65", phoneNumber: phone, password: PASSWORD, twoStep: true });
  await signInByEmail(page, email, PASSWORD, "/sign-in?by=email&redirectTo=%2Fpricing");
  await expect(page).toHaveURL(/\/two-step-verification/);
  // The sign-in sent the code on its way: the page asks for it, the code field first.
  await expect(page.getByText("enter the verification code we have sent by text message")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /verification code has been sent to \+65 \d{4}\*+/ })).toBeVisible();
  await expect(page.getByLabel("Verification code")).toBeFocused();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Reloaded, the page still knows the code went: no second "Send code" offered within the minute.
  await page.reload();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await sandbox.latestCode(`+65${phone}`);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expectSignedIn(page);
  await page.goto("/two-step-verification");
  await expect(page.locator("[data-two-step]")).toHaveAttribute("data-two-step", "on");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

for (const javaScriptEnabled of [false, true]) {
  test(`a sign-in whose code could not be sent asks for one, and Send code sends it (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    sandbox,
    baseURL,
    clientIp,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
    const page = await context.newPage();
    const email = uniqueEmail("twostep-resend");
    const phone = uniquePhone();
    await sandbox.createUser({ email, areaCode: "+65", phoneNumber: phone, password: PASSWORD, twoStep: true });
    await signInByEmail(page, email, PASSWORD, "/cn/sign-in?by=email");
    await expect(page).toHaveURL(/\/cn\/two-step-verification/);
    const first = await sandbox.latestCode(`+65${phone}`);
    // A second sign-in within the user service's minute between codes: this send is refused.
    await signInByEmail(page, email, PASSWORD, "/cn/sign-in?by=email");
    await expect(page).toHaveURL(/\/cn\/two-step-verification/);
    await expect(page.getByText("请点击「发送验证码」")).toBeVisible();
    // Why this send did not go is said at once, in the page's language.
    await expect(page.locator(".form-error")).toHaveText("验证码发送过于频繁，请稍后再试");
    await expect(page.getByRole("status").filter({ hasText: "验证码已发送" })).toHaveCount(0);
    if (javaScriptEnabled) await hydrated(page);
    await sandbox.expireCaptcha(`+65${phone}`);
    await page.getByRole("button", { name: "发送验证码" }).click();
    await expect(page.getByRole("status").filter({ hasText: "验证码已发送" })).toBeVisible();
    const second = await sandbox.latestCode(`+65${phone}`);
    expect(second).not.toBe(first);
    await page.getByLabel("验证码").fill(second);
    await page.getByRole("button", { name: "验证并登录" }).click();
    await expectSignedIn(page);
    await context.close();
  });
}

test("after a wrong code the countdown to the next send goes on; another method's form starts afresh", async ({ page, sandbox }) => {
  const email = uniqueEmail("countdown");
  await sandbox.createUser({ email, areaCode: "+65", phoneNumber: uniquePhone(), password: PASSWORD, twoStep: true });
  await signInByEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/two-step-verification/);
  await hydrated(page);
  // The code went with the sign-in: the countdown runs from the page's arrival.
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  await expect(page.getByLabel("Verification code")).toBeFocused();
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  // The user service's refusal is about the code: on its field, which takes the focus.
  await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription(/Incorrect verification code/);
  await expect(page.getByLabel("Verification code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Verification code")).toBeFocused();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
  // Sign-up: a code sent by phone, then the email tab: its own "Send code" is offered.
  await page.context().clearCookies();
  await page.goto("/sign-up");
  await hydrated(page);
  await page.getByLabel("Mobile number", { exact: true }).fill(uniquePhone());
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByRole("link", { name: "Email" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send code" })).toBeEnabled();
});

test.describe("two-step codes and the account's sign-in attempts", () => {
  const wrongCode = (page: Page) => page.request.post("/two-step-verification", { form: { captcha: "000000" }, headers: FROM_SITE });

  test("a wrong code counts as a failed attempt: the password and nine codes, then a translated refusal", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("twostep-guess");
    await sandbox.createUser({ email, areaCode: "+65", phoneNumber: uniquePhone(), password: PASSWORD, twoStep: true });
    await signInByEmail(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/two-step-verification/);
    for (let i = 0; i < 9; i++) expect((await wrongCode(page)).status(), `code ${i + 1}`).toBe(400);
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Too many attempts");
    await expect(page.getByLabel("Verification code")).toHaveValue("123456");
  });

  test("a completed two-step sign-in forgets the account's failed attempts", async ({ page, sandbox, playwright, baseURL, clientIp }) => {
    const email = uniqueEmail("twostep-reward");
    const phone = uniquePhone();
    await sandbox.createUser({ email, areaCode: "+65", phoneNumber: phone, password: PASSWORD, twoStep: true });
    // Another client of the same address (the limit counts per account and address).
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp, Origin: new URL(baseURL!).origin } });
    const signIn = (password: string) => other.post("/sign-in?by=email", { form: { method: "email", email, password }, maxRedirects: 0 });
    for (let i = 0; i < 8; i++) expect((await signIn("Wrong12345")).status()).toBe(400);
    // The ninth attempt is the password, the tenth the code: the last one the limit allows.
    await signInByEmail(page, email, PASSWORD);
    await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
    await page.getByLabel("Verification code").fill(await sandbox.latestCode(`+65${phone}`));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expectSignedIn(page);
    // Ten more attempts are allowed again: nine wrong passwords and then the right one.
    for (let i = 0; i < 9; i++) expect((await signIn("Wrong12345")).status(), `wrong password ${i + 1}`).toBe(400);
    const right = await signIn(PASSWORD);
    expect(right.status()).toBe(302);
    expect(right.headers().location).toContain("/two-step-verification");
    await other.dispose();
  });
});
