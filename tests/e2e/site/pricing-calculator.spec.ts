/**
 * The fee calculator on the pricing page, with and without JavaScript: the schedule's figures,
 * field errors, shareable result URLs, the market's hints, and the inputs following the URL.
 */
import type { Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test } from "../fixtures";

/** Amounts are formatted with a no-break space after the currency code: match any space. */
function money(text: string): RegExp {
  return new RegExp(`^${text.replace(/\./g, "\\.").replace(" ", "\\s")}$`);
}

async function fillCalculator(page: Page, values: { market: string; side: "buy" | "sell"; price: string; quantity: string }) {
  await page.getByLabel("Market").selectOption(values.market);
  await page.getByRole("radio", { name: values.side === "buy" ? "Buy" : "Sell" }).check();
  await page.getByLabel("Price", { exact: true }).fill(values.price);
  await page.getByLabel("Quantity", { exact: true }).fill(values.quantity);
}

test.describe("fee calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("US sell: the schedule's figures, itemised", async ({ sharedPage: page }) => {
    await page.goto("/pricing");
    await fillCalculator(page, { market: "us", side: "sell", price: "25.50", quantity: "1000" });
    await page.getByRole("button", { name: "Calculate" }).click();
    // The result page opens at the calculator, not at the top of the page.
    await expect(page).toHaveURL(/\/pricing\?market=us&side=sell&price=25\.50&quantity=1000#calculator$/);
    // Trade value 25.50 × 1,000 = 25,500.00
    // Commission 0% = 0.00 (sample; 0 commission on US stocks)
    // Platform fee 0.005 × 1,000 = 5.00 (≥ min 1.00, ≤ 1% of value 255.00)
    // SEC fee 25,500 × 20.60 / 1,000,000 = 0.5253 → rounded up to the cent 0.53
    // FINRA TAF 1,000 × 0.000195 = 0.195 → up 0.20 (max 9.79)
    // CAT fee 1,000 × 0.0000265 = 0.0265 → half up 0.03
    // GST 9% × (0.00 + 5.00) = 0.45
    // Total 5.00 + 0.53 + 0.20 + 0.03 + 0.45 = 6.21; receivable 25,500.00 − 6.21 = 25,493.79
    const result = page.getByTestId("calc-result");
    await expect(result.getByTestId("calc-trade-value")).toHaveText(money("USD 25,500.00"));
    await expect(result.locator('[data-line="commission"] td').first()).toHaveText(money("USD 0.00"));
    await expect(result.locator('[data-line="platform"] td').first()).toHaveText(money("USD 5.00"));
    await expect(result.locator('[data-line="secFee"] td').first()).toHaveText(money("USD 0.53"));
    await expect(result.locator('[data-line="finraTaf"] td').first()).toHaveText(money("USD 0.20"));
    await expect(result.locator('[data-line="catFee"] td').first()).toHaveText(money("USD 0.03"));
    await expect(result.locator('[data-line="gst"] td').first()).toHaveText(money("USD 0.45"));
    await expect(result.getByTestId("calc-total")).toHaveText(money("USD 6.21"));
    await expect(result.getByTestId("calc-settlement")).toHaveText(money("USD 25,493.79"));
    await expect(result.locator('[data-line="platform"]')).toContainText("Sample fee");
    await expect(result).toContainText("Figures are estimates for illustration only");
    // The typed values stay in the form.
    await expect(page.getByLabel("Market")).toHaveValue("us");
    await expect(page.getByRole("radio", { name: "Sell" })).toBeChecked();
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("25.50");
  });

  test("HK buy: the schedule's figures", async ({ sharedPage: page }) => {
    await page.goto("/pricing");
    await fillCalculator(page, { market: "hk", side: "buy", price: "38.45", quantity: "500" });
    await page.getByRole("button", { name: "Calculate" }).click();
    // Trade value 38.45 × 500 = 19,225.00
    // Commission 0.03% = 5.7675 → 5.77 (≥ min 3.00); platform fee 15.00 per order
    // Stamp duty 0.1% = 19.225 → rounded up to a whole dollar 20.00
    // SFC levy 0.0027% = 0.519075 → 0.52; AFRC levy 0.00015% = 0.0288375 → 0.03
    // HKEX trading fee 0.00565% = 1.0862125 → 1.09; CCASS 0.0042% = 0.80745 → 0.81
    // GST 9% × (5.77 + 15.00) = 1.8693 → 1.87
    // Total 20.77 + 22.45 + 1.87 = 45.09; payable 19,225.00 + 45.09 = 19,270.09
    const result = page.getByTestId("calc-result");
    await expect(result.getByTestId("calc-trade-value")).toHaveText(money("HKD 19,225.00"));
    await expect(result.locator('[data-line="commission"] td').first()).toHaveText(money("HKD 5.77"));
    await expect(result.locator('[data-line="platform"] td').first()).toHaveText(money("HKD 15.00"));
    await expect(result.locator('[data-line="hkStampDuty"] td').first()).toHaveText(money("HKD 20.00"));
    await expect(result.locator('[data-line="sfcLevy"] td').first()).toHaveText(money("HKD 0.52"));
    await expect(result.locator('[data-line="afrcLevy"] td').first()).toHaveText(money("HKD 0.03"));
    await expect(result.locator('[data-line="hkexTradingFee"] td').first()).toHaveText(money("HKD 1.09"));
    await expect(result.locator('[data-line="ccassFee"] td').first()).toHaveText(money("HKD 0.81"));
    await expect(result.locator('[data-line="gst"] td').first()).toHaveText(money("HKD 1.87"));
    await expect(result.getByTestId("calc-total")).toHaveText(money("HKD 45.09"));
    await expect(result.getByTestId("calc-settlement")).toHaveText(money("HKD 19,270.09"));
  });

  test("SG buy: the schedule's figures", async ({ sharedPage: page }) => {
    await page.goto("/pricing");
    await fillCalculator(page, { market: "sg", side: "buy", price: "3.45", quantity: "1000" });
    await page.getByRole("button", { name: "Calculate" }).click();
    // Trade value 3.45 × 1,000 = 3,450.00
    // Commission 0.03% = 1.035 → half up 1.04 (≥ min 0.99); platform fee 0.99
    // SGX clearing 0.0325% = 1.12125 → 1.12; SGX access 0.0075% = 0.25875 → 0.26
    // GST 9% × (1.04 + 0.99 + 1.12 + 0.26 = 3.41) = 0.3069 → 0.31
    // Total 2.03 + 1.38 + 0.31 = 3.72; payable 3,450.00 + 3.72 = 3,453.72
    const result = page.getByTestId("calc-result");
    await expect(result.getByTestId("calc-trade-value")).toHaveText(money("SGD 3,450.00"));
    await expect(result.locator('[data-line="commission"] td').first()).toHaveText(money("SGD 1.04"));
    await expect(result.locator('[data-line="platform"] td').first()).toHaveText(money("SGD 0.99"));
    await expect(result.locator('[data-line="sgxClearing"] td').first()).toHaveText(money("SGD 1.12"));
    await expect(result.locator('[data-line="sgxAccess"] td').first()).toHaveText(money("SGD 0.26"));
    await expect(result.locator('[data-line="gst"] td').first()).toHaveText(money("SGD 0.31"));
    await expect(result.getByTestId("calc-total")).toHaveText(money("SGD 3.72"));
    await expect(result.getByTestId("calc-settlement")).toHaveText(money("SGD 3,453.72"));
  });

  const badQuantities = [
    { quantity: "-5", error: "The quantity must be more than 0." },
    { quantity: "0", error: "The quantity must be more than 0." },
    { quantity: "ten", error: "Enter the quantity as a number, such as 100." },
    { quantity: "99999999999", error: "The quantity is above this market's maximum." },
  ];
  for (const { quantity, error } of badQuantities) {
    test(`quantity "${quantity}" gives a field error and keeps what was typed`, async ({ sharedPage: page }) => {
      await page.goto("/pricing");
      await fillCalculator(page, { market: "hk", side: "sell", price: "12.5", quantity });
      await page.getByRole("button", { name: "Calculate" }).click();
      const input = page.getByLabel("Quantity", { exact: true });
      await expect(input).toHaveValue(quantity);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
      const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
      expect(errorId, describedBy).toBeTruthy();
      await expect(page.locator(`#${errorId}`)).toHaveText(error);
      await expect(input).toHaveAccessibleDescription(new RegExp(error.replace(/[.']/g, ".")));
      // The other typed values are kept too, and the price is not marked invalid.
      await expect(page.getByLabel("Market")).toHaveValue("hk");
      await expect(page.getByRole("radio", { name: "Sell" })).toBeChecked();
      const price = page.getByLabel("Price", { exact: true });
      await expect(price).toHaveValue("12.5");
      await expect(price).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("calc-total")).toHaveCount(0);
    });
  }

  test("the order summary names the unit in the quantity's plural form", async ({ sharedPage: page }) => {
    const summaries = [
      ["/pricing?market=us&side=buy&price=10&quantity=1", "US stocks: Buy 1 share at USD 10.00"],
      ["/pricing?market=us&side=buy&price=10&quantity=2", "US stocks: Buy 2 shares at USD 10.00"],
      ["/pricing?market=us&side=buy&price=10&quantity=0.5", "US stocks: Buy 0.5 shares at USD 10.00"],
      ["/pricing?market=futures&side=sell&price=10&quantity=1", "Futures: Sell 1 contract at USD 10.00"],
      ["/pricing?market=fx-cfd&side=buy&price=1.085&quantity=1", "FX CFDs: Buy 1 lot at USD 1.085"],
      ["/pricing?market=fx-cfd&side=buy&price=1.085&quantity=3", "FX CFDs: Buy 3 lots at USD 1.085"],
      ["/cn/pricing?market=us&side=buy&price=10&quantity=1", "：买入 1 股，价格 USD 10.00"],
    ] as const;
    for (const [url, summary] of summaries) {
      await page.goto(url);
      await expect(page.getByTestId("calc-order"), url).toContainText(summary);
    }
  });

  test("a shared result URL shows the result", async ({ sharedPage: page }) => {
    await page.goto("/pricing?market=sg&side=buy&price=3.45&quantity=1000");
    await expect(page.getByTestId("calc-total")).toHaveText(money("SGD 3.72"));
    await expect(page.getByLabel("Market")).toHaveValue("sg");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("1000");
  });

  test("the hints follow the chosen market", async ({ sharedPage: page }) => {
    await page.goto("/pricing?market=fx-cfd&side=buy&price=1.08525&quantity=0.5");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(HINTS["fx-cfd"].quantity);
    await expect(page.getByTestId("calc-total")).toBeVisible();
    // Choosing another market changes the hints at once, before any submission.
    await page.getByLabel("Market").selectOption("jp");
    await expect(page.getByLabel("Price", { exact: true })).toHaveAccessibleDescription(HINTS.jp.price);
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(HINTS.jp.quantity);
    await expect(page.locator("#calc-quantity-hint")).toHaveJSProperty("innerText", HINTS.jp.quantity);
  });
});

/** The English hints of two markets (locales/en/pricing.json), read whole: one market's hint only. */
const HINTS = {
  jp: { price: "Price per share in JPY, up to 1 decimal place.", quantity: "Whole shares, up to 10,000,000. Trading units are not checked." },
  "fx-cfd": { price: "Exchange rate of a USD-quoted pair, up to 5 decimal places.", quantity: "Lots of 100,000 units, from 0.01 lot up to 1,000 lots." },
};

test("the hints follow a market chosen before the page's scripts ran", async ({ page }) => {
  // The scripts wait until the market is chosen: the visitor was quicker than the network.
  const release = await holdScripts(page);
  await page.goto("/pricing", { waitUntil: "commit" });
  await page.getByLabel("Market").selectOption("fx-cfd");
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(HINTS["fx-cfd"].quantity);
  release();
  await hydrated(page);
  await expect(page.getByLabel("Market")).toHaveValue("fx-cfd");
  await expect(page.getByLabel("Price", { exact: true })).toHaveAccessibleDescription(HINTS["fx-cfd"].price);
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(HINTS["fx-cfd"].quantity);
  // Hydrated, the hints still follow the select.
  await page.getByLabel("Market").selectOption("jp");
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(HINTS.jp.quantity);
});

test.describe("fee calculator with JavaScript", () => {
  test("updates as you type, without a full page load, and the URL is shareable", async ({ page, context }) => {
    // Several debounced navigations in a row: give a busy machine time.
    test.slow();
    await page.goto("/pricing");
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await expect(page.locator("form.calc__form [aria-live=polite]")).toHaveCount(1);
    await page.getByLabel("Market").selectOption("hk");
    await page.getByRole("radio", { name: "Buy" }).check();
    await page.getByLabel("Price", { exact: true }).pressSequentially("38.45");
    await page.getByLabel("Quantity", { exact: true }).pressSequentially("500");
    // No click on Calculate: the debounced change submits by itself.
    await expect(page.getByTestId("calc-total")).toHaveText(money("HKD 45.09"), { timeout: 20_000 });
    await expect(page).toHaveURL(/\/pricing\?market=hk&side=buy&price=38\.45&quantity=500$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // Typing on updates the estimate: 600 shares → trade value 23,070.00.
    await page.getByLabel("Quantity", { exact: true }).fill("600");
    await expect(page.getByTestId("calc-trade-value")).toHaveText(money("HKD 23,070.00"));
    // An error shows while typing, tied to its field, and the typed text stays.
    await page.getByLabel("Quantity", { exact: true }).fill("-1");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#calc-quantity-error")).toHaveText("The quantity must be more than 0.");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("-1");
    // ...and is read out: a polite live region, there from the start, carries the errors' text.
    const announced = page.locator("form.calc__form [aria-live=polite]");
    await expect(announced).toHaveText("The quantity must be more than 0.");
    await page.getByLabel("Quantity", { exact: true }).fill("500");
    await expect(announced).toHaveText("");
    await expect(page.getByTestId("calc-total")).toHaveText(money("HKD 45.09"));
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // The URL is shareable: a new tab opening it shows the same estimate.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByTestId("calc-total")).toHaveText(money("HKD 45.09"));
    await expect(shared.getByLabel("Price", { exact: true })).toHaveValue("38.45");
    await shared.close();
  });
});

test.describe("fee calculator with JavaScript, history", () => {
  test("the inputs follow the URL on links and the back button", async ({ sharedPage: page }) => {
    test.slow();
    await page.goto("/pricing?market=sg&side=buy&price=3.45&quantity=1000");
    await hydrated(page);
    await expect(page.getByTestId("calc-total")).toHaveText(money("SGD 3.72"));
    await page.locator("header").getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId("calc-total")).toHaveCount(0);
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Market")).toHaveValue("us");
    await page.goBack();
    await expect(page.getByTestId("calc-total")).toHaveText(money("SGD 3.72"));
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("1000");
    await expect(page.getByLabel("Market")).toHaveValue("sg");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveAccessibleDescription(/Whole shares/);
  });
});
