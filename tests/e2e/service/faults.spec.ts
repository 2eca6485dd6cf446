/**
 * The service pages while the sandbox fails. A failing submit shows the product.md §Errors message
 * (or the upstream's own msg) as the form's error and keeps everything typed; a failing list or
 * prefill still renders the page. These tests change the sandbox's global state (faults), so they
 * run in the "faults" project, one at a time.
 */
import { fillReset } from "../account/helpers";
import { expect, hydrated, resetSiteUpstream, resetUpstreamAroundTests, settled, test, uniqueEmail, signInAs } from "../fixtures";
import { DEMO, newUser } from "./helpers";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PASSWORD = "Abc12345";
const BUSY = "The system is busy, please try again later";
const NETWORK = "The network deviated, please try again later";
const CRM = "/crm-server-sg";
const CURRENT_USER = "/user-server-sg/api/get-current-user/v1";
/** The site's one wording of a session that ended (common.json toast.sessionExpired), per locale prefix. */
const SESSION_EXPIRED = { "": "Your session has expired. Please sign in again.", "/cn": "登录已过期，请重新登录。", "/hk": "登入已過期，請重新登入。" };

resetUpstreamAroundTests();

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("payment records: a session only the current-user call says has ended shows none of its records, and sign-in says why", async ({ page, sandbox }) => {
      for (const [prefix, text] of Object.entries(SESSION_EXPIRED)) {
        await signInAs(page, DEMO.email, DEMO.password);
        // The user service answers "login expired" to the current-user call alone (its other calls
        // would still serve the token): the page must not show the records the crm would give.
        await sandbox.fault({ path: CURRENT_USER, mode: "code", code: 300101, msg: "Login expired, please sign in again", times: 1 });
        const answer = await page.goto(`${prefix}/payment-records?type=withdrawal`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/sign-in\\?redirectTo=%2Fpayment-records%3Ftype%3Dwithdrawal$`));
        expect(answer!.request().redirectedFrom()).not.toBeNull();
        await expect(page.locator("[data-toast=fail]")).toContainText(text);
        await expect(page.getByText("Login expired, please sign in again")).toHaveCount(0);
        expect((await page.context().cookies()).map((c) => c.name)).not.toContain("token");
      }
    });

    test("a session that ends on the way to a signed-in page: sign in again, told why, and a reset comes back to the page", async ({ page, sandbox }) => {
      const email = await newUser(sandbox, "ended-reset");
      await signInAs(page, email, PASSWORD);
      await page.goto("/stocks");
      await settled(page);
      // Every current-user call now says the session has ended; the user menu's link is a client
      // navigation with JavaScript (the page loader alone asks), a document load without.
      await sandbox.fault({ path: CURRENT_USER, mode: "code", code: 300101, msg: "Login expired, please sign in again" });
      await page.locator(".user-menu summary").click();
      await page.locator(".user-menu").getByRole("link", { name: "Payment records" }).click();
      await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fpayment-records$/);
      await expect(page.locator("[data-toast=fail]")).toContainText(SESSION_EXPIRED[""]);
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain("token");
      await sandbox.clearFaults();

      // Forgot password keeps where the sign-in was going: the reset leads to sign-in, and sign-in to the records.
      await settled(page);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/sign-forgot\?redirectTo=%2Fpayment-records$/);
      await settled(page);
      await page.getByRole("link", { name: "Email", exact: true }).click();
      await expect(page).toHaveURL(/\/sign-forgot\?redirectTo=%2Fpayment-records&by=email$/);
      await settled(page);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByRole("status").filter({ hasText: "verification code has been sent" })).toBeVisible();
      await fillReset(page, await sandbox.latestCode(email), "NewPass123");
      await expect(page).toHaveURL(/\/sign-in\?by=email&redirectTo=%2Fpayment-records$/);
      await settled(page);
      await page.getByLabel("Password", { exact: true }).fill("NewPass123");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/payment-records$/);
      await expect(page.getByText("You have no deposits or withdrawals yet.")).toBeVisible();
    });

    test("feedback: the crm answering 500 shows the busy message and keeps what was typed", async ({ page, sandbox, request }) => {
      await sandbox.fault({ path: `${CRM}/web/submit-suggestion-info/v1`, mode: "status", status: 500 });
      await page.goto("/feedback");
      if (javaScriptEnabled) await hydrated(page);
      const content = "The price alert for D05 never fired yesterday.\nPlease check.";
      await page.getByLabel("Topic", { exact: true }).selectOption("product");
      await page.getByLabel("Your feedback", { exact: true }).fill(content);
      await page.getByLabel("Email or phone (optional)", { exact: true }).fill("kept@example.com");
      await page.getByRole("button", { name: "Send feedback" }).click();
      await expect(page.getByRole("alert").filter({ hasText: BUSY })).toBeVisible();
      await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("product");
      await expect(page.getByLabel("Your feedback", { exact: true })).toHaveValue(content);
      await expect(page.getByLabel("Email or phone (optional)", { exact: true })).toHaveValue("kept@example.com");
      await expect(page.locator("[data-toast=success]")).toHaveCount(0);
      // Once the crm is back (and its breaker, opened by the 500, closed), the same form goes through.
      await sandbox.clearFaults();
      await resetSiteUpstream(request);
      await page.getByRole("button", { name: "Send feedback" }).click();
      await expect(page.locator("[data-toast=success]")).toContainText("Thank you!");
      await expect(page.getByLabel("Your feedback", { exact: true })).toHaveValue("");
    });

    test("open-API apply (cn): a network failure shows the network message and keeps what was typed", async ({ page, sandbox }) => {
      const email = uniqueEmail("fault-openapi");
      await sandbox.createUser({ email, password: PASSWORD });
      await signInAs(page, email, PASSWORD);
      await sandbox.fault({ path: `${CRM}/web/submit-open-api-apply/v1`, mode: "reset" });
      await page.goto("/cn/open-api-apply");
      if (javaScriptEnabled) await hydrated(page);
      const purpose = "为本公司的投资组合开发自动再平衡工具，每日交易。";
      await page.getByLabel("机构", { exact: true }).check();
      await page.getByLabel("您计划如何使用API？", { exact: true }).fill(purpose);
      await page.getByLabel("联系邮箱", { exact: true }).fill("team@example.com");
      await page.getByLabel(/我已阅读并同意/).check();
      await page.getByRole("button", { name: "提交申请" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "网络" })).toBeVisible();
      await expect(page.getByLabel("您计划如何使用API？", { exact: true })).toHaveValue(purpose);
      await expect(page.getByLabel("联系邮箱", { exact: true })).toHaveValue("team@example.com");
      await expect(page.getByLabel("机构", { exact: true })).toBeChecked();
      await expect(page.locator(".application-status")).toHaveCount(0);
    });
  });
}

test("open-API apply: an upstream business error shows the upstream's own message", async ({ page, sandbox }) => {
  const email = uniqueEmail("fault-code");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInAs(page, email, PASSWORD);
  await sandbox.fault({ path: `${CRM}/web/submit-open-api-apply/v1`, mode: "code", code: 100001, msg: "Applications are paused for maintenance" });
  await page.goto("/open-api-apply");
  await hydrated(page);
  await page.getByLabel("How will you use the API?", { exact: true }).fill("Build dashboards of my own positions and P&L.");
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Applications are paused for maintenance" })).toBeVisible();
  await expect(page.getByLabel("How will you use the API?", { exact: true })).toHaveValue("Build dashboards of my own positions and P&L.");
});

test("the prefill failing still renders the forms", async ({ page, sandbox }) => {
  const email = uniqueEmail("fault-prefill");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInAs(page, email, PASSWORD);
  await sandbox.fault({ path: `${CRM}/api/get-personal-comm-info/v1`, mode: "garbage" });
  await sandbox.fault({ path: "/user-server-sg/web/user-info-for-open-api-apply/v1", mode: "status", status: 503 });
  const feedback = await page.goto("/feedback");
  expect(feedback?.status()).toBe(200);
  await expect(page.getByLabel("Email or phone (optional)", { exact: true })).toHaveValue("");
  const apply = await page.goto("/open-api-apply");
  expect(apply?.status()).toBe(200);
  await expect(page.getByRole("alert")).toContainText(BUSY);
  await expect(page.getByLabel("How will you use the API?", { exact: true })).toBeVisible();
});

test("payment records: the crm failing or hanging shows the error message, the filters stay", async ({ page, sandbox, request }) => {
  await signInAs(page, "demo@dolphin.sg", "Demo12345");
  await sandbox.fault({ path: `${CRM}/web/payment-records/v1`, mode: "status", status: 502 });
  const response = await page.goto("/payment-records?type=deposit");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("alert")).toHaveText(BUSY);
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("deposit");
  expect(await page.content()).not.toMatch(/at [\w.]+ \(.*:\d+:\d+\)/);

  // The 502 opened the crm's breaker, which would answer the busy message again at once: closed,
  // so that the hanging crm is met.
  await resetSiteUpstream(request);
  await sandbox.fault({ path: `${CRM}/web/payment-records/v1`, mode: "delay", ms: 15_000 });
  const started = Date.now();
  await page.goto("/payment-records");
  await expect(page.getByRole("alert")).toHaveText(NETWORK);
  expect(Date.now() - started).toBeLessThan(14_000);
});

test("payment records: an expired session (300101) sends the user to sign in again", async ({ page, sandbox }) => {
  const email = uniqueEmail("fault-expired");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInAs(page, email, PASSWORD);
  await sandbox.fault({ path: `${CRM}/web/payment-records/v1`, mode: "code", code: 300101 });
  await page.goto("/payment-records?type=withdrawal");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fpayment-records%3Ftype%3Dwithdrawal$/);
  expect((await page.context().cookies()).find((c) => c.name === "token")).toBeUndefined();
});
