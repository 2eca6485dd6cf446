/**
 * The account's sign-in and code limits: translated refusals, and strangers who cannot lock the owner
 * out of signing in or of resetting the password.
 */
import { FROM_SITE, expect, randomIp, test, uniqueEmail } from "../fixtures";
import { PASSWORD, expectSignedIn, expectSignedOut, fromManyAddresses, fromNewAddress, signInByEmail, signOut } from "./helpers";

test("sign-in attempts per account are limited with a translated message", async ({ sharedPage: page, sandbox }) => {
  const email = uniqueEmail("limit");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInByEmail(page, email, "Wrong12345");
  await expect(page.getByRole("alert")).toHaveText("Incorrect account or password");
  for (let i = 1; i < 10; i++) {
    const response = await page.request.post("/sign-in?by=email", { form: { method: "email", email, password: "Wrong12345" }, headers: FROM_SITE });
    expect(response.status()).toBe(400);
  }
  await signInByEmail(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Too many attempts");
});

test("ten wrong passwords from elsewhere do not lock the owner out", async ({ page, sandbox, playwright, baseURL }) => {
  const email = uniqueEmail("lockout");
  await sandbox.createUser({ email, password: PASSWORD });
  // Someone else, from another address, tries ten wrong passwords: that address is refused...
  const other = await fromNewAddress(playwright, baseURL!);
  for (let i = 0; i < 10; i++) expect((await other.post("/sign-in?by=email", { form: { method: "email", email, password: "Wrong12345" } })).status()).toBe(400);
  expect((await other.post("/sign-in?by=email", { form: { method: "email", email, password: PASSWORD } })).status()).toBe(429);
  await other.dispose();
  // ...while the owner, from their own address, signs in.
  await signInByEmail(page, email, PASSWORD);
  await expectSignedIn(page);
});

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
  // Sign-in's data requests, whose answer to a step-up is a redirect's 204.
  const attempts = async (password: string, addresses: number, each: number) =>
    (await fromManyAddresses(playwright, baseURL!, "/sign-in?by=email&_data=sign-in", { method: "email", email, password }, addresses, each)).map((r) =>
      r.status(),
    );
  const statuses = await attempts("Wrong12345", 10, 10);
  // The account's 100 from everywhere (the owner's sign-in was one of them) are spent: the next
  // attempt is stepped up (step-up.spec.ts), the redirect of a data request.
  expect(statuses.slice(0, 99)).toEqual(Array(99).fill(400));
  expect(statuses[99]).toBe(204);
  // A browser that never signed in to the account is stepped up even with the right password...
  expect(await attempts(PASSWORD, 1, 1)).toEqual([204]);
  // ...but the owner's own browser signs in.
  await signInByEmail(page, email, PASSWORD);
  await expectSignedIn(page);
  // The known browser itself guesses no faster than one address, whichever address it comes from.
  await signOut(page);
  await expectSignedOut(page);
  const fromBrowser: number[] = [];
  for (let i = 0; i < 11; i++) {
    const form = { method: "email", email, password: "Wrong12345" };
    fromBrowser.push(
      (
        await page.request.post("/sign-in?by=email&_data=sign-in", {
          form,
          headers: { "X-Forwarded-For": randomIp(), Origin: new URL(baseURL!).origin },
          maxRedirects: 0,
        })
      ).status(),
    );
  }
  expect(fromBrowser.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(fromBrowser[10]).toBe(429);
});

test("strangers' code requests do not stop the owner's password reset", async ({ page, sandbox, playwright, baseURL }) => {
  const email = uniqueEmail("reset-lockout");
  await sandbox.createUser({ email, password: PASSWORD });
  // Six codes sent from six addresses (the user service's minute between codes skipped each time):
  // the limit of five an hour counts per address, so none is refused.
  const sends = await fromManyAddresses(playwright, baseURL!, "/sign-forgot?by=email", { intent: "send-code", method: "email", email }, 6, 1, () =>
    sandbox.expireCaptcha(email),
  );
  expect(sends.map((r) => r.status())).toEqual(Array(6).fill(200));
  // (Strangers' wrong codes, the other attack on a reset, are step-up.spec.ts's, one account each.)
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

test("a code request the user service refuses as too soon does not count against the limit", async ({ sharedPage: page, sandbox }) => {
  const email = uniqueEmail("send-refund");
  const send = () => page.request.post("/sign-forgot?by=email", { form: { intent: "send-code", method: "email", email }, headers: FROM_SITE });
  expect((await send()).status()).toBe(200);
  // Five more within the minute: the user service refuses each, nothing is sent.
  for (let i = 0; i < 5; i++) expect((await send()).status(), `too soon ${i + 1}`).toBe(400);
  // Had they counted, this would be the seventh of five an hour.
  await sandbox.expireCaptcha(email);
  expect((await send()).status()).toBe(200);
});
