/**
 * The pricing page and its fee calculator (with and without JavaScript, shareable
 * result URLs, field errors), the fee tables in Chinese, the download pages (QR code on desktop,
 * the phone's own store first), JSON-LD, and an accessibility check of /pricing and /download.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, holdScripts, hydrated, seriousAxeViolations, test } from "./fixtures";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

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

  test("US sell: the schedule's figures, itemised", async ({ page }) => {
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

  test("HK buy: the schedule's figures", async ({ page }) => {
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

  test("SG buy: the schedule's figures", async ({ page }) => {
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
    test(`quantity "${quantity}" gives a field error and keeps what was typed`, async ({ page }) => {
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

  test("the order summary names the unit in the quantity's plural form", async ({ page }) => {
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

  test("a shared result URL shows the result", async ({ page }) => {
    await page.goto("/pricing?market=sg&side=buy&price=3.45&quantity=1000");
    await expect(page.getByTestId("calc-total")).toHaveText(money("SGD 3.72"));
    await expect(page.getByLabel("Market")).toHaveValue("sg");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("1000");
  });

  test("the hints follow the chosen market", async ({ page }) => {
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
  test("the inputs follow the URL on links and the back button", async ({ page }) => {
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

/** Every English text of pricing.json that the Chinese file translates, split at its {{variables}}. */
function englishOnlyTexts(locale: "cn" | "zh-hk"): string[] {
  const flatten = (tree: Record<string, unknown>, out: string[] = []): string[] => {
    for (const value of Object.values(tree)) {
      if (typeof value === "string") out.push(value);
      else if (value && typeof value === "object") flatten(value as Record<string, unknown>, out);
    }
    return out;
  };
  const read = (l: string) => flatten(JSON.parse(readFileSync(`app/locales/${l}/pricing.json`, "utf8")) as Record<string, unknown>);
  const translated = new Set(read(locale));
  return read("en")
    .filter((text) => !translated.has(text))
    .flatMap((text) => text.split(/\{\{\s*\w+\s*\}\}/))
    .map((part) => part.trim())
    .filter((part) => /[a-z]{3,}/i.test(part) && part.length >= 4);
}

test("in-page links jump to their section every time, with JavaScript (a fragment navigation of the browser's own)", async ({ page }) => {
  await page.goto("/pricing?market=hk");
  await hydrated(page);
  for (const id of ["us-options", "futures", "stocks", "us-options", "cfds"]) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`.pricing-jump a[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/pricing\\?market=hk#${id}$`));
    // Scrolled to it: its heading at the top of the window (under the sticky header), not still below.
    await expect.poll(() => page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top)), { message: id }).toBeLessThan(200);
  }
  // The calculator's market came through (no reload or loader run dropped the query).
  await expect(page.getByLabel("Market")).toHaveValue("hk");
  // Back returns to the previous section's entry, where the visitor had scrolled (the top).
  await page.goBack();
  await expect(page).toHaveURL(/#us-options$/);
});

test("the fee tables name who levies each fee, and no maintainers' note reaches the page", async ({ page }) => {
  await page.goto("/pricing");
  const us = page.locator(".pricing-market table").first();
  await expect(us.locator("thead th").last()).toHaveText("Charged by");
  await expect(us.locator("tbody tr").filter({ hasText: "SEC fee" }).locator("td").last()).toHaveText("US SEC");
  await expect(us.locator("tbody tr").first().locator("td").last()).toHaveText("Dolphin Securities");
  const html = await page.content();
  for (const note of ["placeholder", "Sample schedule", "34-104909", "secondary source"]) expect(html, note).not.toContain(note);
});

test("the fee tables a client navigation renders are the markup the server sends (kept once per locale on the server)", async ({ page, request }) => {
  for (const [from, to] of [
    ["/download", "/pricing"],
    ["/cn/download", "/cn/pricing"],
  ]) {
    const served = await (await request.get(to)).text();
    const serverTables = [...served.matchAll(/<div class="table-wrap"[^>]*>(<table class="fee-table">.*?<\/table>)<\/div>/g)].map((match) => match[1]);
    expect(serverTables.length, to).toBeGreaterThanOrEqual(9);
    await page.goto(from);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator(".site-nav").getByRole("link", { name: to.startsWith("/cn") ? "收费" : "Pricing", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator("table.fee-table")).toHaveCount(serverTables.length);
    // Still the same document: the tables were rendered by React in the browser.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    const clientTables = await page.locator("table.fee-table").evaluateAll((tables) => tables.map((table) => table.outerHTML));
    // The browser serializes what it parsed: compare both after one parse by the same browser.
    const reparsed = await page.evaluate((html) => {
      const template = document.createElement("template");
      template.innerHTML = html.join("");
      return [...template.content.querySelectorAll("table.fee-table")].map((table) => table.outerHTML);
    }, serverTables);
    expect(clientTables, to).toEqual(reparsed);
  }
});

test("wherever a fee table is shown, each rate says whether GST is added and how it is rounded, and the schedule's notices follow", async ({ page }) => {
  for (const path of ["/pricing", "/stocks", "/hk/stocks"]) {
    await page.goto(path);
    const hk = page.locator("table.fee-table").filter({ has: page.locator("caption", { hasText: /^(Hong Kong stocks|港股)/ }) }).first();
    const rate = (fee: RegExp) => hk.locator("tbody tr").filter({ has: page.locator("th", { hasText: fee }) }).locator("td").first();
    const chinese = path.startsWith("/hk");
    await expect(rate(/^(Commission|佣金)$/), path).toHaveText(chinese ? "成交金額的 0.03%，另加 GST" : "0.03% of trade value + GST");
    await expect(rate(/^(Stamp duty|印花稅)$/), path).toHaveText(chinese ? /^成交金額的 0\.1%。向上調整至整數元。/ : /^0\.1% of trade value\. Rounded up to a whole dollar\./);
    // A levy GST is not added to.
    await expect(rate(/^(SFC transaction levy|證監會交易徵費)$/), path).toHaveText(chinese ? "成交金額的 0.0027%" : "0.0027% of trade value");
    if (path !== "/pricing") await expect(page.getByText(chinese ? /另加 9% 新加坡商品及服務稅/ : /Singapore GST of 9% is added to our commission/).first(), path).toBeVisible();
  }
});

for (const { locale, prefix } of [{ locale: "cn", prefix: "/cn" }, { locale: "zh-hk", prefix: "/hk" }] as const) {
  test(`the fee tables in ${locale} have no English fallback text`, async ({ page }) => {
    await page.goto(`${prefix}/pricing`);
    const tables = page.locator(".pricing-market table");
    await expect(tables).toHaveCount(9);
    const texts = await tables.evaluateAll((elements) =>
      elements.map((table) => {
        const cells = [...table.querySelectorAll("caption, thead th, tbody tr > *")];
        return cells.map((cell) => cell.textContent ?? "").join("\n");
      }),
    );
    // Who levies each fee is named in the page's language too (HKEX is 香港交易所).
    const chargedBy = await tables.evaluateAll((elements) => elements.flatMap((table) => [...table.querySelectorAll("tbody tr > :last-child")].map((cell) => cell.textContent ?? "")));
    expect(chargedBy.length).toBeGreaterThan(30);
    for (const name of chargedBy) expect(name, name).toMatch(/[\u4e00-\u9fff]/);
    const english = englishOnlyTexts(locale);
    for (const text of texts) {
      for (const phrase of english) expect(text, `"${phrase}" in ${locale}`).not.toContain(phrase);
      expect(text).toMatch(/[\u4e00-\u9fff]/);
    }
    await expect(page.locator(".pricing-market thead th").first()).toHaveText(locale === "cn" ? "费用" : "費用");
  });
}

test.describe("download pages", () => {
  test("desktop visitors get a QR code made on the server, and both stores", async ({ request, page }) => {
    const html = await (await request.get("/download")).text();
    expect(html).toMatch(/data-testid="download-qr"[\s\S]*?<svg[^>]*viewBox=/);
    await page.goto("/download");
    const qr = page.getByTestId("download-qr");
    await expect(qr.locator("svg, img[src^='data:']").first()).toBeVisible();
    await expect(qr.getByRole("img", { name: /QR code/ })).toBeVisible();
    const stores = page.locator("header [data-store]");
    await expect(stores).toHaveCount(2);
    await expect(stores.first()).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    await expect(stores.nth(1)).toHaveAttribute("href", /^https:\/\/play\.google\.com\//);
  });

  test("/download-futures offers the futures app and its features", async ({ page }) => {
    await page.goto("/download-futures");
    await expect(page.locator("header [data-store]").first()).toHaveAttribute("href", /dolphin-futures/);
    await expect(page.getByRole("heading", { name: "Built for futures trading" })).toBeVisible();
    await expect(page.getByText("Real-time margin monitoring")).toBeVisible();
    await expect(page.getByText("iPhone with iOS 15 or later")).toBeVisible();
    await expect(page.getByText("Android phone with Android 9 or later")).toBeVisible();
  });

  test.describe("on an iPhone", () => {
    test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    test("the App Store comes first and there is no QR code", async ({ page }) => {
      await page.goto("/download-app");
      const stores = page.locator("header [data-store]");
      await expect(stores.first()).toHaveAttribute("data-store", "appStore");
      await expect(stores.first()).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
      await expect(page.getByTestId("download-qr")).toHaveCount(0);
    });
  });

  test.describe("inside the company app", () => {
    test.use({ userAgent: `${IPHONE} DolphinApp/5.2.0`, viewport: { width: 390, height: 844 } });
    test("the app's own page says it is already in use and drops the install steps and requirements; the futures app's page keeps them", async ({ page }) => {
      await page.goto("/download-app");
      await expect(page.locator("[data-in-app]")).toBeVisible();
      await expect(page.locator("#features-heading")).toBeVisible();
      await expect(page.locator("#steps-heading")).toHaveCount(0);
      await expect(page.locator("#requirements-heading")).toHaveCount(0);
      await page.goto("/download-futures");
      await expect(page.locator("#steps-heading")).toBeVisible();
      await expect(page.locator("#requirements-heading")).toBeVisible();
    });
  });

  test.describe("a phone 320 px wide", () => {
    test.use({ userAgent: ANDROID, viewport: { width: 320, height: 700 } });
    for (const path of ["/download-futures", "/download-app", "/download"]) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      });
    }
  });

  test.describe("on an Android phone", () => {
    test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });
    test("Google Play comes first", async ({ page }) => {
      await page.goto("/download");
      await expect(page.locator("header [data-store]").first()).toHaveAttribute("data-store", "googlePlay");
    });
  });

  test("the download page speaks Chinese under /cn", async ({ page }) => {
    await page.goto("/cn/download-futures");
    await expect(page.getByText("系统要求")).toBeVisible();
    await expect(page.getByText("iOS 15 或以上版本的 iPhone")).toBeVisible();
  });
});

/** The parsed JSON-LD entities of a page (each script must hold valid JSON). */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("structured data", () => {
  test("the home page has an Organization", async ({ page, baseURL }) => {
    await page.goto("/");
    const entities = await jsonLd(page);
    const org = entities.find((entity) => entity["@type"] === "Organization");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: "Dolphin Securities",
      url: baseURL,
      logo: `${baseURL}/icons/icon-512.png`,
    });
    expect(entities.some((entity) => entity["@type"] === "BreadcrumbList")).toBe(false);
  });

  test("a product page has a BreadcrumbList and its FAQ as an FAQPage", async ({ page, baseURL }) => {
    await page.goto("/cn/stocks");
    const entities = await jsonLd(page);
    const crumbs = entities.find((entity) => entity["@type"] === "BreadcrumbList") as { itemListElement: Array<{ position: number; name: string; item: string }> };
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: `${baseURL}/cn` },
      { "@type": "ListItem", position: 2, name: expect.any(String), item: `${baseURL}/cn/stocks` },
    ]);
    await page.goto("/stocks");
    const english = await jsonLd(page);
    const faq = english.find((entity) => entity["@type"] === "FAQPage") as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    const products = JSON.parse(readFileSync("app/locales/en/products.json", "utf8")) as { stocks: { faq: Array<{ q: string; a: string }> } };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(products.stocks.faq.map((item) => item.q));
    expect(faq.mainEntity[0].acceptedAnswer.text).toBe(products.stocks.faq[0].a);
    // No raw "<" can end the script early.
    const html = await (await page.request.get("/stocks")).text();
    for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) expect(match[1]).not.toContain("<");
  });

  test("the pricing and download pages carry a breadcrumb", async ({ page, baseURL }) => {
    for (const path of ["/pricing", "/download-futures"]) {
      await page.goto(path);
      const crumbs = (await jsonLd(page)).find((entity) => entity["@type"] === "BreadcrumbList") as { itemListElement: Array<{ item: string }> };
      expect(crumbs.itemListElement[1].item).toBe(`${baseURL}${path}`);
    }
  });
});

test.describe("accessibility", () => {
  for (const path of ["/pricing", "/pricing?market=us&side=sell&price=abc&quantity=0", "/pricing?market=jp&side=buy&price=2500&quantity=100", "/download", "/download-futures"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      test.slow(); // axe walks every table of the fee schedule
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
