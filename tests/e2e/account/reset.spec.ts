/**
 * Password reset by email (without JavaScript, on a phone) and by mobile number, then sign-in with the
 * new password.
 */
import { expect, hydrated, test, uniqueEmail, uniquePhone } from "../fixtures";
import { PASSWORD, expectSignedIn, signInByEmail } from "./helpers";

test.describe("password reset then sign-in with the new password", () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  test("by email, without JavaScript, on a phone", async ({ sharedPage: page, sandbox }) => {
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
  test("with JavaScript: the code goes to the phone (the sandbox outbox), the new password signs in, the old one no longer", async ({
    sharedPage: page,
    sandbox,
  }) => {
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
