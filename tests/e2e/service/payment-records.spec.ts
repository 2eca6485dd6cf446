/**
 * Payment records: cards on a phone, the sign-in round trip, the empty state, a page past the end,
 * and the go-to-page prompt dialog.
 */
import { expect, hydrated, signInAs, test } from "../fixtures";
import { DEMO, PASSWORD, expectNoSeriousAxeViolations, newUser, signInOnPage } from "./helpers";

// The sandbox hashes passwords with scrypt and the pages are full server renders: give each test
// room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.describe("payment records on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE });
  test("records are cards, nothing scrolls sideways", async ({ sharedPage: page }) => {
    await signInAs(page, DEMO.email, DEMO.password);
    await page.goto("/payment-records");
    await expect(page.locator(".records-table")).toBeHidden();
    const card = page.locator(".records-cards li[data-record=PR2026111620]");
    await expect(card).toBeVisible();
    await expect(card).toContainText("+SGD 2,000.00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The two date filters share a row: each stays in its own half of the filter card.
    const filters = (await page.locator(".records-filters").boundingBox())!;
    const from = (await page.getByLabel("From", { exact: true }).boundingBox())!;
    const to = (await page.getByLabel("To", { exact: true }).boundingBox())!;
    expect(from.x + from.width).toBeLessThanOrEqual(to.x);
    expect(to.x + to.width).toBeLessThanOrEqual(filters.x + filters.width);
    await expectNoSeriousAxeViolations(page);
  });
});

test("payment records: signed out goes to sign-in and comes back", async ({ sharedPage: page }) => {
  await page.goto("/payment-records?type=deposit");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fpayment-records%3Ftype%3Ddeposit$/);
  await signInOnPage(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/payment-records\?type=deposit$/, { timeout: 20_000 });
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("deposit");
});

test("payment records: a user with none sees the empty state", async ({ sharedPage: page, sandbox }) => {
  const email = await newUser(sandbox, "norecords");
  await signInAs(page, email, PASSWORD);
  await page.goto("/payment-records");
  await expect(page.getByText("You have no deposits or withdrawals yet.")).toBeVisible();
});

test("payment records: a page past the end goes to the last page", async ({ sharedPage: page }) => {
  await signInAs(page, DEMO.email, DEMO.password);
  await page.goto("/payment-records?page=99");
  await expect(page).toHaveURL(/\/payment-records\?page=2$/);
});

test.describe("the go-to-page prompt dialog", () => {
  test("shows Illegal input, closes on Escape and backdrop, and goes to a valid page", async ({ sharedPage: page }) => {
    await signInAs(page, DEMO.email, DEMO.password);
    await page.goto("/payment-records?type=all");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Go to page…" });
    const dialog = page.getByRole("dialog", { name: "Go to page" });
    await trigger.click();
    await expect(dialog).toBeVisible();
    const input = dialog.getByLabel("Page number (1 to 2)", { exact: true });
    await expect(input).toBeFocused();
    await expectNoSeriousAxeViolations(page, ".prompt-dialog");
    // Centred horizontally, 15vh from the top (product.md §Interface).
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.abs((box?.y ?? 0) - (viewport?.height ?? 0) * 0.15)).toBeLessThan(2);
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - (viewport?.width ?? 0) / 2)).toBeLessThan(2);

    await input.fill("9");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Illegal input");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill("two");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Illegal input");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();

    await trigger.press("Enter");
    await expect(input).toBeFocused();
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/payment-records\?page=2$/);
    await expect(page.getByText("Showing 11–20 of 20")).toBeVisible();
  });

  test("in Chinese the message is translated", async ({ sharedPage: page }) => {
    await signInAs(page, DEMO.email, DEMO.password);
    await page.goto("/cn/payment-records");
    await hydrated(page);
    await page.getByRole("button", { name: "跳至页码…" }).click();
    const dialog = page.getByRole("dialog", { name: "跳至页码" });
    await dialog.getByLabel("页码（1至2）", { exact: true }).fill("0");
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog.getByRole("alert")).not.toHaveText("Illegal input");
    await expect(dialog.getByRole("alert")).not.toBeEmpty();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a plain form takes the page number", async ({ sharedPage: page }) => {
      await signInAs(page, DEMO.email, DEMO.password);
      await page.goto("/payment-records?type=all");
      await page.getByLabel("Page number (1 to 2)", { exact: true }).fill("2");
      await page.getByRole("button", { name: "Go", exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText("Showing 11–20 of 20")).toBeVisible();
    });
  });
});
