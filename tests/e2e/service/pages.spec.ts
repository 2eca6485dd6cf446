/**
 * The service pages in a real browser against the sandbox, with JavaScript on and off, in English and
 * Chinese: feedback (anonymous and signed in), the open-API application and payment records; a
 * rejected form without JavaScript, and axe checks. Sandbox faults during a submit are in
 * service/faults.spec.ts.
 */
import { expect, hydrated, signInAs, test, uniqueEmail } from "../fixtures";
import { DEMO, MOBILE_ORIGIN, PASSWORD, expectNoSeriousAxeViolations, newUser, signInOnPage } from "./helpers";

// The sandbox hashes passwords with scrypt and the pages are full server renders: give each test
// room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const FEEDBACK_TEXT = {
  en: {
    path: "/feedback",
    category: "Topic",
    content: "Your feedback",
    contact: "Email or phone (optional)",
    submit: "Send feedback",
    sent: "Thank you! We have received your feedback.",
    app: "App and website",
  },
  cn: {
    path: "/cn/feedback",
    category: "反馈类别",
    content: "反馈内容",
    contact: "邮箱或电话（选填）",
    submit: "提交反馈",
    sent: "感谢您的反馈，我们已经收到！",
    app: "App与网站",
  },
} as const;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`service pages, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const locale of ["en", "cn"] as const) {
      test(`feedback, anonymous (${locale}): success toast, cleared form, the crm has it; a second one works too`, async ({ sharedPage: page, sandbox }) => {
        const text = FEEDBACK_TEXT[locale];
        await page.goto(text.path);
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByLabel(text.contact, { exact: true })).toHaveValue("");
        const run = uniqueEmail("fb");
        for (const round of [1, 2]) {
          const content = `Round ${round} (${run}): the watchlist does not sync between my phone and the website.`;
          await page.getByLabel(text.category, { exact: true }).selectOption({ label: text.app });
          await page.getByLabel(text.content, { exact: true }).fill(content);
          await page.getByLabel(text.contact, { exact: true }).fill("+65 8123 4567");
          await page.getByRole("button", { name: text.submit }).click();
          await expect(page.locator("[data-toast=success]")).toContainText(text.sent);
          await expect(page).toHaveURL(new RegExp(`${text.path}$`));
          // The cleared form says this round's answer has come (the first round's toast may still
          // be showing in the second), so the crm has stored it by now.
          await expect(page.getByLabel(text.content, { exact: true })).toHaveValue("");
          // What the crm stored: the form's values (the phone in E.164), in the page's language, linked to no one.
          expect(await sandbox.stored("suggestions", { content })).toEqual([
            expect.objectContaining({ category: "app", content, contact: "+6581234567", lang: locale, uuid: null }),
          ]);
          await expect(page.getByLabel(text.category, { exact: true })).toHaveValue("");
          await expect(page.getByLabel(text.contact, { exact: true })).toHaveValue("");
          await expect(page.locator("[data-counter] [aria-hidden]")).toHaveText("0 / 500");
        }
      });
    }

    test("feedback, signed in (cn): contact prefilled from the account, kept prefilled after sending", async ({ sharedPage: page, sandbox }) => {
      const email = await newUser(sandbox, "fb-signed");
      await signInAs(page, email, PASSWORD);
      const text = FEEDBACK_TEXT.cn;
      await page.goto(text.path);
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByLabel(text.contact, { exact: true })).toHaveValue(email);
      await expect(page.getByText("已为您填入账户的联系方式")).toBeVisible();
      await page.getByLabel(text.category, { exact: true }).selectOption("account");
      const content = `希望可以在网页上修改绑定的手机号码。${email}`;
      await page.getByLabel(text.content, { exact: true }).fill(content);
      await page.getByRole("button", { name: text.submit }).click();
      await expect(page.locator("[data-toast=success]")).toContainText(text.sent);
      // Signed in, the crm links the suggestion to the account.
      const [user] = await sandbox.stored("users", { email });
      expect(await sandbox.stored("suggestions", { content })).toEqual([expect.objectContaining({ category: "account", contact: email, uuid: user?.uuid })]);
      await expect(page.getByLabel(text.content, { exact: true })).toHaveValue("");
      await expect(page.getByLabel(text.contact, { exact: true })).toHaveValue(email);
    });

    test("feedback: field errors are shown, typed values kept, hostile input refused", async ({ sharedPage: page, sandbox }) => {
      await page.goto("/feedback?category=service");
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("service");
      await page.getByLabel("Your feedback", { exact: true }).fill("Too short");
      await page.getByLabel("Email or phone (optional)", { exact: true }).fill("not a contact");
      await page.getByLabel("Email or phone (optional)", { exact: true }).blur();
      await page.getByRole("button", { name: "Send feedback" }).click();
      await expect(page.getByText("Write at least 10 characters in your feedback")).toBeVisible();
      await expect(page.getByText("Enter a valid email address or phone number")).toBeVisible();
      await expect(page.getByLabel("Your feedback", { exact: true })).toHaveValue("Too short");
      await expect(page.getByLabel("Your feedback", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Email or phone (optional)", { exact: true })).toHaveValue("not a contact");
      // An address is typed as it is: phones neither capitalise nor correct it.
      await expect(page.getByLabel("Email or phone (optional)", { exact: true })).toHaveAttribute("autocapitalize", "none");
      await expect(page.getByLabel("Email or phone (optional)", { exact: true })).toHaveAttribute("autocorrect", "off");
      await expect(page.locator("[data-counter] [aria-hidden]")).toHaveText("9 / 500");
      const hostile = 'Nice site <img src=x onerror="alert(1)"> really';
      await page.getByLabel("Your feedback", { exact: true }).fill(hostile);
      await page.getByLabel("Email or phone (optional)", { exact: true }).fill("");
      await page.getByLabel("Email or phone (optional)", { exact: true }).blur();
      await page.getByRole("button", { name: "Send feedback" }).click();
      await expect(page.getByText("Please remove HTML tags (text between < and >)")).toBeVisible();
      await expect(page.getByLabel("Your feedback", { exact: true })).toHaveValue(hostile);
      await expect(page.locator("[data-toast]")).toHaveCount(0);
      // Refused by the site: nothing reached the crm.
      expect(await sandbox.stored("suggestions", { content: hostile })).toEqual([]);
      // "Too long" is the form's one message of that kind, stating this field's own limit.
      await page.getByLabel("Your feedback", { exact: true }).fill("好".repeat(501));
      await page.getByRole("button", { name: "Send feedback" }).click();
      await expect(page.getByText("Keep your feedback to 500 characters or fewer")).toBeVisible();
    });

    test("open-API apply: signed out goes to sign-in and back; prefilled; submitted; status shown on return", async ({ sharedPage: page, sandbox }) => {
      const email = await newUser(sandbox, "openapi");
      await page.goto("/open-api-apply");
      await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fopen-api-apply$/);
      await signInOnPage(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/open-api-apply$/, { timeout: 20_000 });
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for Open API access");
      await expect(page.getByLabel("Contact email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Individual", { exact: true })).toBeChecked();
      await expect(page.getByText("Not opened yet")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your application" })).toHaveCount(0);

      await page.getByLabel("Institution", { exact: true }).check();
      await page.getByLabel("How will you use the API?", { exact: true }).fill("Short");
      // Leave the field first: its on-blur error moves the button (a click must not race that).
      await page.getByLabel("How will you use the API?", { exact: true }).blur();
      await page.getByRole("button", { name: "Submit application" }).click();
      await expect(page.getByText("Please describe your plans in a little more detail (at least 20 characters)")).toBeVisible();
      await expect(page.getByText("Please accept the terms to continue")).toBeVisible();
      await expect(page.getByLabel("Institution", { exact: true })).toBeChecked();
      expect(await sandbox.stored("open-api-applications", { contactEmail: email })).toEqual([]);

      const purpose = "Automate the rebalancing of our fund's Singapore and US equity positions.";
      await page.getByLabel("How will you use the API?", { exact: true }).fill(purpose);
      await page.getByLabel(/I have read and agree/).check();
      await page.getByRole("button", { name: "Submit application" }).click();
      await expect(page.locator("[data-toast=success]")).toContainText("Your application has been submitted");
      // What the crm stored: the form's values (not the terms), for this account, pending.
      const [user] = await sandbox.stored("users", { email });
      const stored = await sandbox.stored("open-api-applications", { uuid: String(user?.uuid) });
      expect(stored).toEqual([expect.objectContaining({ applicantType: "institution", purpose, contactEmail: email, status: "pending" })]);
      expect(stored[0]).not.toHaveProperty("terms");
      const status = page.locator(".application-status");
      await expect(status).toHaveAttribute("data-status", "pending");
      await expect(status).toContainText("Under review");
      await expect(status).toContainText("Institution");
      // The submission date, formatted on the server in the page's language (DD MMM, YYYY).
      await expect(status.locator("time")).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
      await expect(status.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

      await page.goto("/cn/open-api-apply");
      await expect(page.locator(".application-status")).toContainText("审核中");
      await expect(page.locator(".application-status time")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByRole("heading", { name: "更新申请" })).toBeVisible();
      await expect(page.getByLabel("您计划如何使用API？", { exact: true })).toHaveValue(purpose);
      await expect(page.getByLabel("机构", { exact: true })).toBeChecked();
      // A message of a kind names the field in the page's language.
      if (javaScriptEnabled) await hydrated(page);
      await page.getByLabel("联系邮箱", { exact: true }).fill("nope");
      await page.getByLabel("联系邮箱", { exact: true }).blur();
      await page.getByRole("button", { name: "更新申请" }).click();
      await expect(page.getByLabel("联系邮箱", { exact: true })).toHaveAccessibleDescription(/请输入有效的联系邮箱/);
    });

    test("payment records: list, filter by type and by date range, paging, empty state", async ({ sharedPage: page }) => {
      await signInAs(page, DEMO.email, DEMO.password);
      await page.goto("/payment-records");
      if (javaScriptEnabled) await hydrated(page);
      const table = page.locator(".records-table");
      await expect(page.getByText("Showing 1–10 of 20")).toBeVisible();
      await expect(table.locator("tbody tr")).toHaveCount(10);
      const newest = table.locator("tr[data-record=PR2026111620]");
      await expect(newest).toContainText("16 Nov, 2026");
      await expect(newest).toContainText("+SGD 2,000.00");
      await expect(newest).toContainText("Processing");
      await expect(table.locator("tr[data-record=PR2026102118]")).toContainText("+HKD 8,888.88");
      await expect(table.locator("tr[data-record=PR2026110419]")).toContainText("-SGD 600.00");

      await page.getByLabel("Type", { exact: true }).selectOption("withdrawal");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/type=withdrawal/);
      await expect(page.getByText("Showing 1–6 of 6")).toBeVisible();
      await expect(table.locator("tbody tr")).toHaveCount(6);
      for (const row of await table.locator("tbody tr").all()) await expect(row).toContainText("Withdrawal");
      await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);

      await page.getByLabel("Type", { exact: true }).selectOption("all");
      await page.getByLabel("From", { exact: true }).fill("2026-03-01");
      await page.getByLabel("To", { exact: true }).fill("2026-04-30");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/from=2026-03-01&to=2026-04-30/);
      await expect(page.getByText("Showing 1–4 of 4")).toBeVisible();
      await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-03-01");

      await page.getByLabel("From", { exact: true }).fill("2025-01-01");
      await page.getByLabel("To", { exact: true }).fill("2025-01-31");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("No deposits or withdrawals match these filters.")).toBeVisible();
      await expect(table).toHaveCount(0);
      await page.locator("[data-empty]").getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/payment-records$/);
      await expect(page.getByLabel("From", { exact: true })).toHaveValue("");

      const pager = page.getByRole("navigation", { name: "Pages" });
      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/payment-records\?page=2$/);
      await expect(page.getByText("Showing 11–20 of 20")).toBeVisible();
      await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(table.locator("tr[data-record=PR2026011201]")).toContainText("12 Jan, 2026");
      await pager.getByRole("link", { name: "Page 1" }).click();
      await expect(page.getByText("Showing 1–10 of 20")).toBeVisible();
    });

    test("payment records in Chinese: the locale's dates and amounts; a reversed range is explained", async ({ sharedPage: page }) => {
      await signInAs(page, DEMO.email, DEMO.password);
      await page.goto("/cn/payment-records?type=deposit&from=2026-10-01&to=2026-10-31");
      const row = page.locator(".records-table tr[data-record=PR2026102118]");
      await expect(row).toContainText("2026-10-21");
      await expect(row).toContainText("+HKD 8,888.88");
      await expect(row).toContainText("已完成");
      await expect(page.getByText("第1–2条，共2条")).toBeVisible();
      // The payment rails' names are the page's language too.
      await page.goto("/cn/payment-records?type=deposit&from=2026-01-01&to=2026-01-31");
      const wire = page.locator(".records-table tr[data-record=PR2026012803]");
      await expect(wire).toContainText("电汇");
      await expect(wire).not.toContainText("Wire");
      await page.goto("/cn/payment-records?from=2026-05-01&to=2026-04-01");
      await expect(page.getByRole("alert")).toHaveText("开始日期不能晚于结束日期");
      await expect(page.getByLabel("开始日期", { exact: true })).toHaveAttribute("aria-invalid", "true");
    });

    test("open account: anonymous goes to sign-up first, in the page's locale", async ({ sharedPage: page }) => {
      await page.goto("/cn/open-account?HCode=OA1");
      await page.locator(".page-header").getByRole("button", { name: "开户" }).click();
      await expect(page).toHaveURL(/\/cn\/sign-up\?redirectTo=%2Fopen-account&HCode=OA1$/);
    });

    test("open account: signed in goes through the mobile site's redirect page with a token key", async ({ page, sandbox }) => {
      await page.route(`${MOBILE_ORIGIN}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Mobile site</title><h1>Mobile site</h1>" }),
      );
      const email = await newUser(sandbox, "openacct");
      await signInAs(page, email, PASSWORD);
      await page.goto("/open-account");
      await page.locator(".page-header").getByRole("button", { name: "Open an account" }).click();
      await expect(page).toHaveURL(new RegExp(`^${MOBILE_ORIGIN}/redirect\\?`));
      const url = new URL(page.url());
      expect(url.searchParams.get("tokenKey")).toBeTruthy();
      expect(url.searchParams.get("url")).toBe(`${MOBILE_ORIGIN}/open-account`);
    });
  });
}

test.describe("accessibility (axe): no serious or critical violations", () => {
  test("feedback, anonymous, with errors shown", async ({ sharedPage: page }) => {
    await page.goto("/feedback");
    await expectNoSeriousAxeViolations(page);
    await hydrated(page);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByText("Enter your feedback")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
  test("open-API apply and payment records, signed in, in Chinese", async ({ sharedPage: page }) => {
    await signInAs(page, DEMO.email, DEMO.password);
    for (const path of ["/cn/open-api-apply", "/cn/payment-records", "/payment-records?from=2025-01-01&to=2025-01-02", "/open-account"]) {
      await page.goto(path);
      await hydrated(page);
      await expectNoSeriousAxeViolations(page);
    }
  });
});

test.describe("a rejected form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("comes back with the focus on its first invalid field, what was typed kept", async ({ sharedPage: page }) => {
    await page.goto("/feedback");
    await page.getByLabel("Email or phone (optional)", { exact: true }).fill("not a contact");
    await page.getByRole("button", { name: "Send feedback" }).click();
    // The topic is the first field in error: the page starts there, not at the top.
    await expect(page.getByLabel("Topic", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Topic", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email or phone (optional)", { exact: true })).toHaveValue("not a contact");
    // Only the topic fixed: the feedback text is next.
    await page.getByLabel("Topic", { exact: true }).selectOption("account");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByLabel("Your feedback", { exact: true })).toBeFocused();
  });
});
