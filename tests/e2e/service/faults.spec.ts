/**
 * The service pages while the sandbox fails. A failing submit shows the product.md §Errors message
 * (or the upstream's own msg) as the form's error and keeps everything typed; a failing list or
 * prefill still renders the page. These tests change the sandbox's global state (faults), so they
 * run in the "faults" project, one at a time.
 */
import { expect, hydrated, resetSiteUpstream, resetUpstreamAroundTests, test, uniqueEmail, signInAs } from "../fixtures";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PASSWORD = "Abc12345";
const BUSY = "The system is busy, please try again later";
const NETWORK = "The network deviated, please try again later";
const CRM = "/crm-server-sg";

resetUpstreamAroundTests();

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

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
