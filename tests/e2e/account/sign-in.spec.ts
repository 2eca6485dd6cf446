/**
 * Signing up, in and out through the pages, with JavaScript on and off, in the three locales and in
 * the login layout on desktop and phone: errors and focus, what typed values are kept, the
 * institutional sign-in, the guards, forged and bot posts.
 */
import { FROM_SITE, expect, hydrated, test, uniqueEmail, uniquePhone } from "../fixtures";
import { PASSWORD, expectSignedIn, expectSignedOut, signInByEmail, signOut } from "./helpers";

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
      // The toast closes itself after 2 s (spa/loading-toasts-menus.spec.ts tests its timing); it stays in the document.
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

    test("signing out from a Chinese page stays on it, in its language", async ({ sharedPage: page, sandbox }) => {
      for (const [prefix, toast] of [
        ["/cn", "您已退出登录。"],
        ["/hk", "您已登出。"],
      ] as const) {
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

    test("wrong password and unknown account give the same error, keep the account, clear the password", async ({ sharedPage: page, sandbox }) => {
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

    test("field errors are shown and typed values kept", async ({ sharedPage: page }) => {
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
      await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription(/Enter your verification code/);
      await expect(page.getByText("Please accept the terms to continue")).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
      await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(/Invitation code/)).toHaveValue("FRIEND42");
    });
  });
}

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

for (const javaScriptEnabled of [false, true]) {
  test(`a refused sign-in puts the focus on its message, and a wrong two-step code on the code (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    sandbox,
    baseURL,
    clientIp,
  }) => {
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

test("institutional sign-in", async ({ sharedPage: page }) => {
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

for (const javaScriptEnabled of [false, true]) {
  test.describe(`guards, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test("auth sends to sign-in and back; guest sends a signed-in user home", async ({ sharedPage: page, sandbox }) => {
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

test.describe("forgery and bots", () => {
  test("a cross-site POST is refused", async ({ request }) => {
    const response = await request.post("/sign-in", {
      form: { method: "email", email: "a@b.co", password: "x" },
      headers: { Origin: "https://evil.example.com" },
    });
    expect(response.status()).toBe(403);
  });
  test("a filled honeypot is refused", async ({ request }) => {
    const response = await request.post("/sign-in", { form: { method: "email", email: "a@b.co", password: "x", website: "http://spam" }, headers: FROM_SITE });
    expect(response.status()).toBe(400);
  });
  test("hostile and oversized input gives field errors, never a 500, never reflected unescaped", async ({ request }) => {
    const hostile = `<script>window.__x=1</script>${"A".repeat(5000)}\r\n`;
    const response = await request.post("/sign-up", {
      form: { method: "email", email: hostile, password: hostile, captcha: hostile, invitationCode: hostile, intent: "forged" },
      headers: FROM_SITE,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<script>window.__x=1</script>");
    expect(html).toContain("Keep your verification code to 6 characters or fewer");
  });
});

test.describe("on a phone with JavaScript", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });

  test("a message for the whole form is scrolled into sight when it comes back", async ({ sharedPage: page }) => {
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

  test("the message after signing in closes by itself and leaves the header's menus usable", async ({ sharedPage: page, sandbox }) => {
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

  test("an error under the mobile number leaves the area code level with it", async ({ sharedPage: page }) => {
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
