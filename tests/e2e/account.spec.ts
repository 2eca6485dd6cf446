/**
 * The account flows in a real browser against the sandbox, with JavaScript
 * on and off, in the three locales and in the login layout on desktop and phone.
 */
import { request as httpRequest } from "node:http";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { SANDBOX, expect, hydrated, randomIp, sandboxSession, seriousAxeViolations, settled, signInAs, test, uniqueEmail, uniquePhone, type SandboxApi } from "./fixtures";

const PASSWORD = "Abc12345";

async function expectSignedIn(page: Page) {
  await expect(page.locator(".user-menu summary")).toBeVisible();
}

async function expectSignedOut(page: Page) {
  await expect(page.locator(".user-menu").getByRole("link", { name: /Sign in|登录|登入/ })).toBeVisible();
}

async function signInByEmail(page: Page, email: string, password: string, path = "/sign-in?by=email") {
  await page.goto(path);
  await page.getByLabel(/^(Email|邮箱|電郵)$/).fill(email);
  await page.getByLabel(/^(Password|密码|密碼)$/).fill(password);
  await page.getByRole("button", { name: /^(Sign in|登录|登入)$/ }).click();
}

async function signOut(page: Page) {
  await settled(page);
  await page.locator(".user-menu summary").click();
  await page.getByRole("button", { name: /Sign out|退出登录|登出/ }).click();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("sign up by email with the outbox code, sign out, sign in again", async ({ page, sandbox, context }) => {
      const email = uniqueEmail("signup");
      await page.goto("/sign-up?by=email");
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.locator("body")).toHaveAttribute("data-layout", "login");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
      if (javaScriptEnabled) await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeDisabled();
      const code = await sandbox.latestCode(email);
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await page.getByLabel("Verification code").fill(code);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel(/I agree/).check();
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSignedIn(page);
      // The toast closes itself after 2 s (spa.spec.ts tests its timing); it stays in the document.
      if (!javaScriptEnabled) await expect(page.locator("[data-toast=success]")).toContainText("Your account has been created");
      const token = (await context.cookies()).find((c) => c.name === "token");
      expect(token?.httpOnly).toBe(true);
      expect(token?.sameSite).toBe("Lax");
      expect(token?.path).toBe("/");
      await signOut(page);
      await expectSignedOut(page);
      expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
      await signInByEmail(page, email, PASSWORD);
      await expectSignedIn(page);
    });

    test("signing out from a Chinese page stays on it, in its language", async ({ page, sandbox }) => {
      for (const [prefix, toast] of [["/cn", "您已退出登录。"], ["/hk", "您已登出。"]] as const) {
        const email = uniqueEmail(`signout${prefix.slice(1)}`);
        await sandbox.createUser({ email, password: PASSWORD });
        await signInByEmail(page, email, PASSWORD, `${prefix}/sign-in?by=email`);
        await expectSignedIn(page);
        await page.goto(`${prefix}/feedback?HCode=h1`);
        if (javaScriptEnabled) await hydrated(page);
        await signOut(page);
        await expectSignedOut(page);
        await expect(page).toHaveURL(new RegExp(`${prefix}/feedback\\?HCode=h1$`));
        await expect(page.locator("html")).toHaveAttribute("lang", prefix === "/cn" ? "zh-CN" : "zh-HK");
        await expect(page.locator("[data-toast=success]")).toContainText(toast);
      }
    });

    test("a session that ended upstream sends an account page to sign-in, saying so, and back after", async ({ page, sandbox, context }) => {
      const email = uniqueEmail("session-end");
      await sandbox.createUser({ email, password: PASSWORD });
      await signInByEmail(page, email, PASSWORD, "/cn/sign-in?by=email");
      await expectSignedIn(page);
      const token = (await context.cookies()).find((c) => c.name === "token")?.value;
      expect(token).toBeTruthy();
      await sandbox.expireToken(token!);
      await page.goto("/cn/payment-records");
      await expect(page).toHaveURL(/\/cn\/sign-in\?redirectTo=%2Fpayment-records$/);
      await expect(page.locator("[data-toast=fail]")).toContainText("登录已过期，请重新登录。");
      expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
      await signInByEmail(page, email, PASSWORD, "/cn/sign-in?by=email&redirectTo=%2Fpayment-records");
      await expect(page).toHaveURL(/\/cn\/payment-records$/);
    });

    test("wrong password and unknown account give the same error, keep the account, clear the password", async ({ page, sandbox }) => {
      const email = uniqueEmail("wrongpw");
      await sandbox.createUser({ email, password: PASSWORD });
      await signInByEmail(page, email, "Wrong12345");
      const error = page.getByRole("alert");
      await expect(error).toHaveText("Incorrect account or password");
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expect(page.getByLabel("Password")).toHaveValue("");
      await signInByEmail(page, uniqueEmail("nobody"), "Wrong12345");
      await expect(page.getByRole("alert")).toHaveText("Incorrect account or password");
    });

    test("field errors are shown and typed values kept", async ({ page }) => {
      await page.goto("/sign-up?by=email&ICode=FRIEND42");
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByLabel(/Invitation code/)).toHaveValue("FRIEND42");
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByLabel("Password", { exact: true }).fill("short");
      if (javaScriptEnabled) {
        await page.getByLabel("Email").blur();
        await expect(page.getByText("Enter a valid email address")).toBeVisible();
        // A choice is checked as it changes (product.md §Forms: on blur and on change): the focus stays on it.
        const terms = page.getByLabel(/I agree/);
        await terms.check();
        await expect(page.getByText("Please accept the terms to continue")).toBeHidden();
        await terms.uncheck();
        await expect(terms).toBeFocused();
        await expect(page.getByText("Please accept the terms to continue")).toBeVisible();
        await terms.check();
        await expect(page.getByText("Please accept the terms to continue")).toBeHidden();
        await terms.uncheck();
      }
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Enter a valid email address")).toBeVisible();
      await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription(/This field is required/);
      await expect(page.getByText("Please accept the terms to continue")).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
      await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(/Invitation code/)).toHaveValue("FRIEND42");
    });
  });
}

test("sign up by phone in Chinese with the countdown", async ({ page, sandbox }) => {
  const phone = uniquePhone();
  await page.goto("/cn/sign-up");
  await hydrated(page);
  await expect(page.getByLabel("国家/地区区号")).toHaveValue("+65");
  await page.getByLabel("手机号码").fill(phone);
  await page.getByRole("button", { name: "发送验证码" }).click();
  await expect(page.getByRole("button", { name: /\d+ 秒后重发/ })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "验证码已发送" })).toBeVisible();
  const code = await sandbox.latestCode(`+65${phone}`);
  await page.getByLabel("验证码").fill(code);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole("button", { name: "注册账户" }).click();
  await expect(page).toHaveURL(/\/cn$/);
  await expectSignedIn(page);
});

test("a password typed before the page hydrates is kept when the page comes alive", async ({ page }) => {
  // Hydration waits for the locale texts: while they are held, the page is the server's HTML only,
  // so "Send code" posts the document, and the password is typed into the answer before hydration.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/locales\//, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/sign-up?by=email");
  await page.getByLabel("Email").fill(uniqueEmail("prehydration"));
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  release();
  await hydrated(page);
  // The root's last effect marks the page enhanced: every component's first effects have run.
  await expect(page.locator("html")).toHaveAttribute("data-spa", "ready");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
});

test("an expired captcha is refused with the upstream's message", async ({ page, sandbox }) => {
  const email = uniqueEmail("expired");
  await page.goto("/hk/sign-up?by=email");
  await page.getByLabel("電郵").fill(email);
  await page.getByRole("button", { name: "發送驗證碼" }).click();
  await expect(page.getByRole("status").filter({ hasText: "驗證碼已發送" })).toBeVisible();
  const code = await sandbox.latestCode(email);
  await sandbox.expireCaptcha(email);
  await page.getByLabel("驗證碼").fill(code);
  await page.getByLabel("密碼", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/我已閱讀並同意/).check();
  await page.getByRole("button", { name: "註冊賬戶" }).click();
  await expect(page.getByRole("alert")).toContainText("驗證碼已過期，請重新獲取");
  await expect(page.getByLabel("電郵")).toHaveValue(email);
});

test("sign-in attempts per account are limited with a translated message", async ({ page, sandbox }) => {
  const email = uniqueEmail("limit");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInByEmail(page, email, "Wrong12345");
  await expect(page.getByRole("alert")).toHaveText("Incorrect account or password");
  for (let i = 1; i < 10; i++) {
    const response = await page.request.post("/sign-in?by=email", { form: { method: "email", email, password: "Wrong12345" } });
    expect(response.status()).toBe(400);
  }
  await signInByEmail(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Too many attempts");
});

test("ten wrong passwords from elsewhere do not lock the owner out", async ({ page, sandbox, playwright, baseURL }) => {
  const email = uniqueEmail("lockout");
  await sandbox.createUser({ email, password: PASSWORD });
  // Someone else, from another address, tries ten wrong passwords: that address is refused...
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp(), Origin: new URL(baseURL!).origin } });
  for (let i = 0; i < 10; i++) expect((await other.post("/sign-in?by=email", { form: { method: "email", email, password: "Wrong12345" } })).status()).toBe(400);
  expect((await other.post("/sign-in?by=email", { form: { method: "email", email, password: PASSWORD } })).status()).toBe(429);
  await other.dispose();
  // ...while the owner, from their own address, signs in.
  await signInByEmail(page, email, PASSWORD);
  await expectSignedIn(page);
});

for (const javaScriptEnabled of [false, true]) {
  test(`a refused sign-in puts the focus on its message, and a wrong two-step code on the code (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, sandbox, baseURL, clientIp }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
    const page = await context.newPage();
    const email = uniqueEmail("focus");
    await sandbox.createUser({ email, areaCode: "+65", phoneNumber: uniquePhone(), password: PASSWORD, twoStep: true });
    await page.goto("/hk/sign-in?by=email");
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("電郵").fill(email);
    await page.getByLabel("密碼", { exact: true }).fill("Wrong12345");
    await page.getByRole("button", { name: "登入" }).click();
    // A message for the whole form (no field is wrong): it has the focus, so it is read out.
    const alert = page.locator(".form-error");
    await expect(alert).toContainText("賬號或密碼錯誤");
    await expect(alert).toBeFocused();
    await page.getByLabel("密碼", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "登入" }).click();
    await expect(page).toHaveURL(/\/hk\/two-step-verification/);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("驗證碼").fill("000000");
    await page.getByRole("button", { name: "驗證並登入" }).click();
    const code = page.getByLabel("驗證碼");
    await expect(code).toHaveAccessibleDescription(/驗證碼/);
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toBeFocused();
    await expect(page.locator(".form-error")).toHaveCount(0);
    await context.close();
  });
}

test("strangers' wrong passwords from many addresses do not lock the owner's own browser out", async ({ page, sandbox, playwright, baseURL }) => {
  // Ten addresses with ten wrong passwords each would spend the account's 100 from
  // everywhere, and the owner, right password and all, was refused for 15 minutes.
  // About 115 password checks by the user service: more than the default time on a busy machine.
  test.slow();
  const email = uniqueEmail("lockout");
  await sandbox.createUser({ email, password: PASSWORD });
  // The owner signed in from this browser before.
  await signInByEmail(page, email, PASSWORD);
  await expectSignedIn(page);
  await signOut(page);
  await expectSignedOut(page);
  const attempt = async (password: string) => {
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp(), Origin: new URL(baseURL!).origin } });
    const statuses: number[] = [];
    for (let i = 0; i < (password === PASSWORD ? 1 : 10); i++) {
      statuses.push((await other.post("/sign-in?by=email&_data=sign-in", { form: { method: "email", email, password }, maxRedirects: 0 })).status());
    }
    await other.dispose();
    return statuses;
  };
  const statuses: number[] = [];
  for (let a = 0; a < 10; a++) statuses.push(...(await attempt("Wrong12345")));
  // The account's 100 from everywhere (the owner's sign-in was one of them) are spent.
  expect(statuses.slice(0, 99)).toEqual(Array(99).fill(400));
  expect(statuses[99]).toBe(429);
  // A browser that never signed in to the account is refused even with the right password...
  expect(await attempt(PASSWORD)).toEqual([429]);
  // ...but the owner's own browser signs in.
  await signInByEmail(page, email, PASSWORD);
  await expectSignedIn(page);
  // The known browser itself guesses no faster than one address, whichever address it comes from.
  await signOut(page);
  await expectSignedOut(page);
  const fromBrowser: number[] = [];
  for (let i = 0; i < 11; i++) {
    const form = { method: "email", email, password: "Wrong12345" };
    fromBrowser.push((await page.request.post("/sign-in?by=email&_data=sign-in", { form, headers: { "X-Forwarded-For": randomIp(), Origin: new URL(baseURL!).origin }, maxRedirects: 0 })).status());
  }
  expect(fromBrowser.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(fromBrowser[10]).toBe(429);
});

test("strangers' code requests and wrong codes do not stop the owner's password reset", async ({ page, sandbox, playwright, baseURL }) => {
  const email = uniqueEmail("reset-lockout");
  await sandbox.createUser({ email, password: PASSWORD });
  const stranger = async () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomIp(), Origin: new URL(baseURL!).origin } });
  // Six codes sent from six addresses (the user service's minute between codes skipped each time):
  // the limit of five an hour counts per address, so none is refused.
  for (let i = 0; i < 6; i++) {
    const other = await stranger();
    await sandbox.expireCaptcha(email);
    const answer = await other.post("/sign-forgot?by=email", { form: { intent: "send-code", method: "email", email } });
    expect(answer.status(), `send ${i + 1}`).toBe(200);
    await other.dispose();
  }
  // Eleven wrong codes from eleven addresses.
  for (let i = 0; i < 11; i++) {
    const other = await stranger();
    const form = { method: "email", email, captcha: `00000${i % 10}`, password: "NewPass123", confirmPassword: "NewPass123" };
    expect((await other.post("/sign-forgot?by=email", { form, maxRedirects: 0 })).status(), `reset ${i + 1}`).toBe(400);
    await other.dispose();
  }
  // The owner, from their own address, once the user service's minute between codes has passed.
  await sandbox.expireCaptcha(email);
  await page.goto("/sign-forgot?by=email");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
  await page.getByLabel("Verification code").fill(await sandbox.latestCode(email));
  // Two passwords that differ: both come back empty, and the message is on the first of them,
  // where the focus goes (the code is kept).
  await page.getByLabel("New password", { exact: true }).fill("NewPass123");
  await page.getByLabel("Confirm new password").fill("NewPass124");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/did not match\. Enter your new password in both fields again/);
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Confirm new password")).toHaveValue("");
  await expect(page.getByLabel("Confirm new password")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("New password", { exact: true }).fill("NewPass123");
  await page.getByLabel("Confirm new password").fill("NewPass123");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?by=email$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await signInByEmail(page, email, "NewPass123");
  await expectSignedIn(page);
});

test("a code request the user service refuses as too soon does not count against the limit", async ({ page, sandbox }) => {
  const email = uniqueEmail("send-refund");
  const send = () => page.request.post("/sign-forgot?by=email", { form: { intent: "send-code", method: "email", email } });
  expect((await send()).status()).toBe(200);
  // Five more within the minute: the user service refuses each, nothing is sent.
  for (let i = 0; i < 5; i++) expect((await send()).status(), `too soon ${i + 1}`).toBe(400);
  // Had they counted, this would be the seventh of five an hour.
  await sandbox.expireCaptcha(email);
  expect((await send()).status()).toBe(200);
});

test("institutional sign-in", async ({ page }) => {
  await page.goto("/sign-in-institutional");
  // The reset page takes a mobile number or an email: an institution ID is told whom to ask instead.
  await expect(page.getByText("Your account manager resets the passwords of institutional accounts")).toBeVisible();
  await expect(page.locator('a[href^="/sign-forgot"]')).toHaveCount(0);
  await page.getByLabel("Institution account ID").fill("INST0001");
  await page.getByLabel("Password").fill("Inst12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
});

test("two-step sign-in: code to the phone, then the session; the settings page shows it is on", async ({ page, sandbox }) => {
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
  test(`a sign-in whose code could not be sent asks for one, and Send code sends it (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, sandbox, baseURL, clientIp }) => {
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
  const wrongCode = (page: Page) => page.request.post("/two-step-verification", { form: { captcha: "000000" } });

  test("a wrong code counts as a failed attempt: the password and nine codes, then a translated refusal", async ({ page, sandbox }) => {
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
test.describe("password reset then sign-in with the new password", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" });
  test("by email, without JavaScript, on a phone", async ({ page, sandbox }) => {
    const email = uniqueEmail("reset");
    await sandbox.createUser({ email, password: PASSWORD });
    await page.goto("/sign-forgot?by=email");
    await expect(page.locator("body")).toHaveAttribute("data-layout", "login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
    const code = await sandbox.latestCode(email);
    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("New password", { exact: true }).fill("Newpass123");
    await page.getByLabel("Confirm new password").fill("Newpass123");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/sign-in\?by=email$/);
    await expect(page.locator("[data-toast=success]")).toContainText("Your password has been reset");
    // Sign-in opens with the account just reset, the password to type focused; once only.
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.reload();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await signInByEmail(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Incorrect account or password");
    await signInByEmail(page, email, "Newpass123");
    await expectSignedIn(page);
  });
});

test.describe("password reset by mobile number", () => {
  test("with JavaScript: the code goes to the phone (the sandbox outbox), the new password signs in, the old one no longer", async ({ page, sandbox }) => {
    const email = uniqueEmail("reset-phone");
    const phone = uniquePhone();
    await sandbox.createUser({ email, areaCode: "+65", phoneNumber: phone, password: PASSWORD });
    await page.goto("/sign-forgot");
    await hydrated(page);
    await expect(page.locator("select[name=areaCode]")).toHaveValue("+65");
    await page.getByLabel("Mobile number", { exact: true }).fill(phone);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
    const code = await sandbox.latestCode(`+65${phone}`);
    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("New password", { exact: true }).fill("Newpass123");
    await page.getByLabel("Confirm new password").fill("Newpass123");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/sign-in(\?by=phone)?$/);
    await expect(page.locator("[data-toast=success]")).toContainText("Your password has been reset");
    // Sign-in opens with the number just reset.
    await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue(phone);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect account or password");
    await page.getByLabel("Mobile number", { exact: true }).fill(phone);
    await page.getByLabel("Password", { exact: true }).fill("Newpass123");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectSignedIn(page);
  });
});


/** A new hand-over key for `email`'s account, from the sandbox (as the app or the mobile site gets one). */
async function tokenKeyOf(email: string): Promise<string> {
  const { token } = await sandboxSession(email, PASSWORD);
  const response = await fetch(`${SANDBOX}/user-server-sg/api/get-token-key/v1`, { method: "POST", headers: { Authorization: token, "Content-Type": "application/json" }, body: "{}" });
  return ((await response.json()) as { data: { tokenKey: string } }).data.tokenKey;
}

/** The value of a browser context's session cookie `name` (uuid or token), or undefined. */
async function sessionCookie(context: BrowserContext, name: "uuid" | "token"): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Two new sandbox accounts (emails made from the prefixes). */
async function twoAccounts(sandbox: SandboxApi, prefixes: [string, string]): Promise<[string, string]> {
  const emails = prefixes.map((prefix) => uniqueEmail(prefix)) as [string, string];
  for (const email of emails) await sandbox.createUser({ email, password: PASSWORD });
  return emails;
}

/** How the confirmation names an account: its email masked as the site masks one. */
const masked = (email: string) => `${email.slice(0, 2)}***@${email.split("@")[1]}`;

test.describe("the session hand-over asks before it signs in a link's account", () => {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("a link opened from outside asks \"Continue as …?\"; continuing signs in, on the page the link was for, without the key", async ({ page, sandbox }) => {
        const email = uniqueEmail("handover");
        await sandbox.createUser({ email, password: PASSWORD });
        // A navigation the browser marks Sec-Fetch-Site: none (typed, or from another app).
        await page.goto(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(email))}&HCode=H1`);
        await expect(page).toHaveURL(/\/hand-over$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm sign-in");
        await expect(page.getByText(`Continue as ${masked(email)}?`)).toBeVisible();
        expect(await page.content()).not.toContain(email);
        // Not signed in until the visitor answers.
        expect(await sessionCookie(page.context(), "token")).toBeUndefined();
        await page.getByRole("button", { name: "Continue" }).click();
        await expect(page).toHaveURL(/\/stocks\?HCode=H1$/);
        await expectSignedIn(page);
        expect(await sessionCookie(page.context(), "uuid")).toBe((await sandboxSession(email, PASSWORD)).uuid);
      });

      test("declining keeps the visitor as they were: signed out, or in their own session", async ({ page, sandbox }) => {
        const [visitor, attacker] = await twoAccounts(sandbox, ["visitor-no", "attacker-no"]);
        await page.goto(`/pricing?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`);
        await expect(page.getByText(`Continue as ${masked(attacker)}?`)).toBeVisible();
        await page.getByRole("button", { name: "No, stay as I am" }).click();
        await expect(page).toHaveURL(/\/pricing$/);
        await expectSignedOut(page);
        expect(await sessionCookie(page.context(), "token")).toBeUndefined();
        // A live session is not replaced without the question, and "No" keeps it.
        await signInAs(page, visitor, PASSWORD);
        const before = await sessionCookie(page.context(), "token");
        await page.goto(`/cn/pricing?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`);
        await expect(page).toHaveURL(/\/cn\/hand-over$/);
        await expect(page.getByText(`以 ${masked(attacker)} 继续？`)).toBeVisible();
        await expect(page.getByText("您当前已登录另一个账户：继续将退出该账户。")).toBeVisible();
        expect(await sessionCookie(page.context(), "token")).toBe(before);
        await page.getByRole("button", { name: "否，保持现状" }).click();
        await expect(page).toHaveURL(/\/cn\/pricing$/);
        await expectSignedIn(page);
        expect(await sessionCookie(page.context(), "token")).toBe(before);
        // The question is gone with the answer.
        await page.goto("/hand-over");
        await expect(page).toHaveURL(/\/cn$|\/$/);
      });

      test("a live session is replaced only once the visitor confirms", async ({ page, sandbox }) => {
        const [visitor, other] = await twoAccounts(sandbox, ["visitor-yes", "other-yes"]);
        await signInAs(page, visitor, PASSWORD);
        const before = await sessionCookie(page.context(), "token");
        await page.goto(`/hk/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(other))}`);
        await expect(page.getByText(`以 ${masked(other)} 繼續？`)).toBeVisible();
        expect(await sessionCookie(page.context(), "token")).toBe(before);
        await page.getByRole("button", { name: "繼續" }).click();
        await expect(page).toHaveURL(/\/hk\/stocks$/);
        await expectSignedIn(page);
        expect(await sessionCookie(page.context(), "uuid")).toBe((await sandboxSession(other, PASSWORD)).uuid);
      });
    });
  }

  test("the confirmation page passes the accessibility checks", async ({ page, sandbox }) => {
    const email = uniqueEmail("handover-a11y");
    await sandbox.createUser({ email, password: PASSWORD });
    await page.goto(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(email))}`);
    await expect(page.getByText(`Continue as ${masked(email)}?`)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("the session hand-over signs in at once only where no one else can have placed the key", () => {
  test("from this site's own pages (Sec-Fetch-Site: same-origin, or without Fetch Metadata a Referer of its own): signed in, the key removed", async ({ page, sandbox, baseURL }) => {
    const email = uniqueEmail("handover-so");
    await sandbox.createUser({ email, password: PASSWORD });
    for (const headers of [{ "Sec-Fetch-Site": "same-origin" }, { Referer: `${baseURL}/news-center` }] as Record<string, string>[]) {
      await page.context().clearCookies();
      const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(email))}&HCode=H1`, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/stocks?HCode=H1");
      expect(response.headers()["set-cookie"]).toMatch(/token=/);
      await page.goto("/stocks");
      await expectSignedIn(page);
    }
  });

  test("without Fetch Metadata and no proof of origin (an older browser following another site's link): asked, not signed in", async ({ page, sandbox }) => {
    const [attacker] = await twoAccounts(sandbox, ["attacker-nofm", "unused-nofm"]);
    for (const headers of [{}, { Referer: "https://evil.example/page" }, { "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }, { "Sec-Fetch-Site": "none" }] as Record<string, string>[]) {
      const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`, { headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(302);
      expect(response.headers().location, JSON.stringify(headers)).toBe("/hand-over");
      expect(response.headers()["set-cookie"] ?? "", JSON.stringify(headers)).not.toMatch(/(^|\n)(token|uuid)=/);
      // Nothing in the next page's address carries the key.
      expect(response.headers().location).not.toContain("tokenKey");
    }
    await page.goto("/stocks");
    await expectSignedOut(page);
  });

  test("a failed key from this site's own pages signs out, clearing each session cookie once", async ({ page }) => {
    const failed = await page.request.get("/stocks?tokenKey=nope", { headers: { "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 });
    expect(failed.headers().location).toBe("/stocks");
    const cleared = failed.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie" && /^(uuid|token|clock)=;/.test(header.value));
    expect(cleared.map((header) => header.value.split("=")[0]).sort()).toEqual(["clock", "token", "uuid"]);
    await page.goto("/stocks");
    await expect(page.locator("[data-toast=fail]")).toContainText("We could not sign you in from the app");
  });

  test("a key is single-use: asked once, then refused with a toast", async ({ page, sandbox }) => {
    const email = uniqueEmail("handover-once");
    await sandbox.createUser({ email, password: PASSWORD });
    const key = await tokenKeyOf(email);
    await page.goto(`/stocks?tokenKey=${encodeURIComponent(key)}`);
    await expect(page).toHaveURL(/\/hand-over$/);
    await page.context().clearCookies();
    await page.goto(`/stocks?tokenKey=${encodeURIComponent(key)}`);
    await expect(page).toHaveURL(/\/stocks$/);
    await expect(page.locator("[data-toast=fail]")).toContainText("We could not sign you in from the app");
    await expectSignedOut(page);
  });

  test("a path beginning // or /\\ stays on this site", async ({ baseURL, clientIp }) => {
    for (const path of ["//evil.example", "///evil.example/x", "/\\evil.example/x"]) {
      // Sent as written (a URL parser on this side would turn the backslash into a slash).
      const response = await new Promise<{ status: number; location: string }>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL!);
        httpRequest({ hostname, port, path: `${path}?tokenKey=abc`, headers: { "X-Forwarded-For": clientIp } }, (answer) => {
          answer.resume();
          resolve({ status: answer.statusCode ?? 0, location: answer.headers.location ?? "" });
        })
          .on("error", reject)
          .end();
      });
      expect(response.status, path).toBe(302);
      const location = response.location;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://site.invalid").origin, path).toBe("https://site.invalid");
    }
  });

  test("a key slipped into sign-in's redirectTo never swaps the session the visitor just started", async ({ browser, sandbox, clientIp }) => {
    const [visitor, attacker] = await twoAccounts(sandbox, ["victim", "csrf"]);
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const page = await context.newPage();
      const redirectTo = `/open-account?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`;
      await signInByEmail(page, visitor, PASSWORD, `/sign-in?by=email&redirectTo=${encodeURIComponent(redirectTo)}`);
      await expect(page).toHaveURL(/\/open-account$/);
      await expectSignedIn(page);
      expect(await sessionCookie(context, "uuid"), `JavaScript ${javaScriptEnabled ? "on" : "off"}`).toBe((await sandboxSession(visitor, PASSWORD)).uuid);
      await context.close();
    }
  });

  test("a live session met by a key from this site's own pages is not replaced unasked", async ({ page, sandbox }) => {
    const [visitor, attacker] = await twoAccounts(sandbox, ["visitor-so", "attacker-so"]);
    await signInAs(page, visitor, PASSWORD);
    const before = await sessionCookie(page.context(), "token");
    const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(attacker))}`, { headers: { "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/hand-over");
    expect(response.headers()["set-cookie"] ?? "").not.toMatch(/(^|\n)token=/);
    expect(await sessionCookie(page.context(), "token")).toBe(before);
  });

  test("in the company app the hand-over replaces a live session at once (the app switched accounts)", async ({ browser, sandbox, clientIp }) => {
    const [before, after] = await twoAccounts(sandbox, ["app-a", "app-b"]);
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DolphinApp/5.2", extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const page = await context.newPage();
      await signInAs(page, before, PASSWORD);
      const old = await sessionCookie(context, "token");
      await page.goto(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(after))}`);
      await expect(page).toHaveURL(/\/stocks$/);
      expect(await sessionCookie(context, "token")).not.toBe(old);
      expect(await sessionCookie(context, "uuid")).toBe((await sandboxSession(after, PASSWORD)).uuid);
      await context.close();
    }
  });

  test("a session that has ended upstream counts as none: a key from this site's own pages replaces it at once", async ({ page, sandbox }) => {
    const [stale, fresh] = await twoAccounts(sandbox, ["stale", "fresh"]);
    await signInAs(page, stale, PASSWORD);
    const old = await sessionCookie(page.context(), "token");
    await sandbox.expireToken(old!);
    const response = await page.request.get(`/stocks?tokenKey=${encodeURIComponent(await tokenKeyOf(fresh))}`, { headers: { "Sec-Fetch-Site": "same-origin" }, maxRedirects: 0 });
    expect(response.headers().location).toBe("/stocks");
    await page.goto("/stocks");
    await expectSignedIn(page);
    expect(await sessionCookie(page.context(), "uuid")).toBe((await sandboxSession(fresh, PASSWORD)).uuid);
  });
});

test.describe("the redirect helper", () => {
  test("refuses a foreign host", async ({ request }) => {
    for (const target of ["https://evil.example.com/", "//evil.example.com", "javascript:alert(1)", "https://m.dolphin-securities.sg.evil.com/"]) {
      const response = await request.get(`/action/redirect?target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(400);
    }
  });
  test("anonymous goes straight to the target; signed in goes through the mobile site with a token key", async ({ page, request, sandbox }) => {
    const target = "https://m-dev.dolphin-securities.sg/open-account";
    const anonymous = await request.get(`/action/redirect?target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe(target);
    const email = uniqueEmail("helper");
    await sandbox.createUser({ email, password: PASSWORD });
    await signInByEmail(page, email, PASSWORD);
    await expectSignedIn(page);
    const response = await page.request.get(`/action/redirect?target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers().location);
    expect(location.origin).toBe("https://m-dev.dolphin-securities.sg");
    expect(location.pathname).toBe("/redirect");
    expect(location.searchParams.get("tokenKey")).toBeTruthy();
    expect(location.searchParams.get("url")).toBe(target);
  });
});

test("a client whose account is open is not asked to open one: the app is the next step, and in the app nothing is offered", async ({ page, sandbox, browser, clientIp }) => {
  const opened = uniqueEmail("opened");
  await sandbox.createUser({ email: opened, password: PASSWORD, openedAccount: true });
  await signInAs(page, opened, PASSWORD);
  await page.goto("/stocks");
  const hero = page.locator(".page-header .cta-row");
  await expect(hero.getByRole("link", { name: "Download the app" })).toHaveClass(/btn--primary/);
  await expect(page.getByRole("button", { name: /Open (an )?account/ })).toHaveCount(0);
  const app = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DolphinApp/5.2", extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const inApp = await app.newPage();
  await signInAs(inApp, opened, PASSWORD);
  await inApp.goto("/stocks");
  await expect(inApp.locator("h1")).toBeVisible();
  await expect(inApp.locator("[data-app-link=open-account]")).toHaveCount(0);
  await app.close();
  // Not yet opened: still asked.
  const notYet = uniqueEmail("not-opened");
  await sandbox.createUser({ email: notYet, password: PASSWORD });
  await page.context().clearCookies();
  await signInAs(page, notYet, PASSWORD);
  await page.goto("/stocks");
  await expect(page.locator(".page-header .cta-row").getByRole("button", { name: "Open an account" })).toBeVisible();
});

test("the /action routes call the upstream in the page's language (X-Lang)", async ({ page, sandbox }) => {
  const email = uniqueEmail("x-lang");
  const { uuid } = await sandbox.createUser({ email, password: PASSWORD });
  await signInByEmail(page, email, PASSWORD, "/cn/sign-in?by=email");
  await expectSignedIn(page);
  // Open account from a /hk page; the redirect helper with the page's locale, and by a /cn target.
  const openAccount = await page.request.post("/action/open-account", { form: { locale: "zh-hk", search: "" }, maxRedirects: 0 });
  expect(new URL(openAccount.headers().location).searchParams.get("tokenKey")).toBeTruthy();
  const helper = await page.request.get(`/action/redirect?target=${encodeURIComponent("https://m-dev.dolphin-securities.sg/open-account")}&locale=cn`, { maxRedirects: 0 });
  expect(new URL(helper.headers().location).pathname).toBe("/redirect");
  await page.request.get(`/action/redirect?target=${encodeURIComponent("/hk/stocks")}`, { maxRedirects: 0 });
  // Logout from a /cn page (its failure, whose message is shown in the page's language, is in faults.spec.ts).
  await page.request.post("/action/logout", { form: { redirectTo: "/cn/stocks" }, maxRedirects: 0 });
  const sent = (await sandbox.requests(uuid)).filter((r) => /get-token-key|logout/.test(r.path)).map((r) => `${r.path.split("/").slice(-2, -1)[0]} ${r.lang}`);
  // X-Lang: 1 cn, 2 zh-hk, 3 en (product.md §Locales).
  expect(sent).toEqual(["get-token-key 2", "get-token-key 1", "get-token-key 2", "logout 1"]);
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`guards, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test("auth sends to sign-in and back; guest sends a signed-in user home", async ({ page, sandbox }) => {
      const email = uniqueEmail("guard");
      await sandbox.createUser({ email, password: PASSWORD });
      await page.goto("/cn/payment-records?HCode=G1");
      await expect(page).toHaveURL(/\/cn\/sign-in\?redirectTo=%2Fpayment-records%3FHCode%3DG1&HCode=G1$/);
      await page.getByRole("link", { name: "邮箱" }).click();
      await page.getByLabel("邮箱").fill(email);
      await page.getByLabel("密码").fill(PASSWORD);
      await page.getByRole("button", { name: "登录" }).click();
      await expect(page).toHaveURL(/\/cn\/payment-records\?HCode=G1$/);
      await page.goto("/cn/sign-up");
      await expect(page).toHaveURL(/\/cn$/);
    });
  });
}

test.describe("sign-up tells only the owner of the email or number that an account exists", () => {
  const NOT_SENT = "Please get a verification code for this email or mobile number first";
  const EXISTS = "This account already exists";
  const submit = (request: APIRequestContext, target: Record<string, string>, captcha: string) =>
    request.post(`/sign-up?by=${target.method}`, { form: { ...target, captcha, password: PASSWORD, terms: "on" } });
  const sendCode = async (request: APIRequestContext, target: Record<string, string>) =>
    expect((await request.post(`/sign-up?by=${target.method}`, { form: { ...target, intent: "send-code" } })).status()).toBe(200);

  test("without a code sent from this browser, an existing and an unknown email get the same answer", async ({ request, sandbox }) => {
    const existing = uniqueEmail("exists");
    await sandbox.createUser({ email: existing, password: PASSWORD });
    for (const email of [existing, uniqueEmail("unknown")]) {
      const answer = await submit(request, { method: "email", email }, "123456");
      expect(answer.status()).toBe(400);
      const html = await answer.text();
      expect(html).toContain(NOT_SENT);
      expect(html).not.toContain(EXISTS);
      expect(html).toContain(`value="${email}"`);
    }
    // A code sent to another address does not count for this one.
    await sendCode(request, { method: "email", email: uniqueEmail("other") });
    expect(await (await submit(request, { method: "email", email: existing }, "123456")).text()).toContain(NOT_SENT);
  });

  test("a mobile number's code is checked before the account: a wrong code never says it exists", async ({ request, sandbox }) => {
    const phoneNumber = uniquePhone();
    await sandbox.createUser({ areaCode: "+65", phoneNumber, password: PASSWORD });
    const target = { method: "phone", areaCode: "+65", phoneNumber };
    await sendCode(request, target);
    const code = await sandbox.latestCode(`+65${phoneNumber}`);
    const wrong = await (await submit(request, target, code === "000000" ? "111111" : "000000")).text();
    expect(wrong).toContain("Incorrect verification code");
    expect(wrong).not.toContain(EXISTS);
    // Whoever has the code is the number's owner: they are told.
    expect(await (await submit(request, target, code)).text()).toContain(EXISTS);
  });
});

test.describe("forgery and bots", () => {
  test("a cross-site POST is refused", async ({ request }) => {
    const response = await request.post("/sign-in", { form: { method: "email", email: "a@b.co", password: "x" }, headers: { Origin: "https://evil.example.com" } });
    expect(response.status()).toBe(403);
  });
  test("a filled honeypot is refused", async ({ request }) => {
    const response = await request.post("/sign-in", { form: { method: "email", email: "a@b.co", password: "x", website: "http://spam" } });
    expect(response.status()).toBe(400);
  });
  test("hostile and oversized input gives field errors, never a 500, never reflected unescaped", async ({ request }) => {
    const hostile = `<script>window.__x=1</script>${"A".repeat(5000)}\r\n`;
    const response = await request.post("/sign-up", { form: { method: "email", email: hostile, password: hostile, captcha: hostile, invitationCode: hostile, intent: "forged" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<script>window.__x=1</script>");
    expect(html).toContain("This is too long");
  });
});

test.describe("on a phone with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" });

  test("a message for the whole form is scrolled into sight when it comes back", async ({ page }) => {
    await page.goto("/cn/sign-up?by=email");
    await hydrated(page);
    await page.getByLabel("邮箱").fill(uniqueEmail("sight"));
    await page.getByLabel("验证码").fill("123456");
    await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
    await page.getByLabel(/我已阅读并同意/).check();
    // The submit button is below the first screen: pressing it scrolls the top of the form out of sight.
    const submit = page.getByRole("button", { name: "注册账户" });
    await submit.scrollIntoViewIfNeeded();
    await expect(page.getByRole("navigation", { name: "注册方式" })).not.toBeInViewport();
    await submit.click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("请先为此邮箱或手机号获取验证码");
    await expect(alert).toBeInViewport({ ratio: 1 });
    // The same answer again: brought into sight again.
    await submit.scrollIntoViewIfNeeded();
    await expect(alert).not.toBeInViewport();
    await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
    await submit.click();
    await expect(alert).toBeInViewport({ ratio: 1 });
  });
});

test.describe("on a phone without JavaScript", () => {
  const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });

  test("the message after signing in closes by itself and leaves the header's menus usable", async ({ page, sandbox }) => {
    const email = uniqueEmail("toast-nojs");
    await sandbox.createUser({ email, password: PASSWORD });
    await signInByEmail(page, email, PASSWORD, "/hk/sign-in?by=email");
    const toast = page.locator("[data-toast=success]");
    await expect(toast).toBeVisible();
    // Its close button needs JavaScript: without it there is none to press.
    await expect(toast.locator(".toast__close")).toBeHidden();
    await expect(toast).toBeHidden({ timeout: 5_000 });
    await page.locator("details.site-nav-toggle > summary").click();
    await expect(page.locator("details.site-nav-toggle")).toHaveAttribute("open", "");
    await page.locator("details.site-nav-toggle > summary").click();
    await page.locator(".user-menu summary").click();
    await expect(page.locator("details.user-menu")).toHaveAttribute("open", "");
  });

  test("an error under the mobile number leaves the area code level with it", async ({ page }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Mobile number", { exact: true }).fill("1234");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Enter a valid mobile number of 6–15 digits")).toBeVisible();
    await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue("1234");
    // The rejected form autofocuses the number, which scrolls the page: once that is done, both
    // boxes are read in one frame (two separate reads straddled the scroll once in CI).
    await expect(page.getByLabel("Mobile number", { exact: true })).toBeFocused();
    const [areaCodeTop, numberTop] = await page.evaluate(() =>
      ["Country/region code", "Mobile number"].map((name) => {
        const label = [...document.querySelectorAll("label")].find((element) => element.textContent?.trim() === name)!;
        return label.control!.getBoundingClientRect().top;
      }),
    );
    expect(Math.abs(areaCodeTop - numberTop)).toBeLessThanOrEqual(1);
  });
});
