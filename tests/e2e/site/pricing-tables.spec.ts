/**
 * The pricing page's fee tables: who levies each fee, GST and rounding, the markup of a client
 * navigation, no English left in Chinese, in-page links, and an accessibility check of the pricing
 * and download pages.
 */
import { readFileSync } from "node:fs";
import { expect, hydrated, seriousAxeViolations, test } from "../fixtures";

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

test("in-page links jump to their section every time, with JavaScript (a fragment navigation of the browser's own)", async ({ sharedPage: page }) => {
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

test("the fee tables name who levies each fee, and no maintainers' note reaches the page", async ({ sharedPage: page }) => {
  await page.goto("/pricing");
  const us = page.locator(".pricing-market table").first();
  await expect(us.locator("thead th").last()).toHaveText("Charged by");
  await expect(us.locator("tbody tr").filter({ hasText: "SEC fee" }).locator("td").last()).toHaveText("US SEC");
  await expect(us.locator("tbody tr").first().locator("td").last()).toHaveText("Dolphin Securities");
  const html = await page.content();
  for (const note of ["placeholder", "Sample schedule", "34-104909", "secondary source"]) expect(html, note).not.toContain(note);
});

test("the fee tables a client navigation renders are the markup the server sends (kept once per locale on the server)", async ({
  sharedPage: page,
  request,
}) => {
  for (const [from, to] of [
    ["/download", "/pricing"],
    ["/cn/download", "/cn/pricing"],
  ]) {
    const served = await (await request.get(to)).text();
    const serverTables = [...served.matchAll(/<div class="table-wrap"[^>]*>(<table class="fee-table"[^>]*>.*?<\/table>)<\/div>/g)].map((match) => match[1]);
    expect(serverTables.length, to).toBeGreaterThanOrEqual(9);
    await page.goto(from);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page
      .locator(".site-nav")
      .getByRole("link", { name: to.startsWith("/cn") ? "收费" : "Pricing", exact: true })
      .click();
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

test("wherever a fee table is shown, each rate says whether GST is added and how it is rounded, and the schedule's notices follow", async ({
  sharedPage: page,
}) => {
  for (const path of ["/pricing", "/stocks", "/hk/stocks"]) {
    await page.goto(path);
    const hk = page
      .locator("table.fee-table")
      .filter({ has: page.locator("caption", { hasText: /^(Hong Kong stocks|港股)/ }) })
      .first();
    const rate = (fee: RegExp) =>
      hk
        .locator("tbody tr")
        .filter({ has: page.locator("th", { hasText: fee }) })
        .locator("td")
        .first();
    const chinese = path.startsWith("/hk");
    await expect(rate(/^(Commission|佣金)$/), path).toHaveText(chinese ? "成交金額的 0.03%，另加 GST" : "0.03% of trade value + GST");
    await expect(rate(/^(Stamp duty|印花稅)$/), path).toHaveText(
      chinese ? /^成交金額的 0\.1%。向上調整至整數元。/ : /^0\.1% of trade value\. Rounded up to a whole dollar\./,
    );
    // A levy GST is not added to.
    await expect(rate(/^(SFC transaction levy|證監會交易徵費)$/), path).toHaveText(chinese ? "成交金額的 0.0027%" : "0.0027% of trade value");
    if (path !== "/pricing")
      await expect(page.getByText(chinese ? /另加 9% 新加坡商品及服務稅/ : /Singapore GST of 9% is added to our commission/).first(), path).toBeVisible();
  }
});

for (const { locale, prefix } of [
  { locale: "cn", prefix: "/cn" },
  { locale: "zh-hk", prefix: "/hk" },
] as const) {
  test(`the fee tables in ${locale} have no English fallback text`, async ({ sharedPage: page }) => {
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
    const chargedBy = await tables.evaluateAll((elements) =>
      elements.flatMap((table) => [...table.querySelectorAll("tbody tr > :last-child")].map((cell) => cell.textContent ?? "")),
    );
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

test.describe("accessibility", () => {
  for (const path of [
    "/pricing",
    "/pricing?market=us&side=sell&price=abc&quantity=0",
    "/pricing?market=jp&side=buy&price=2500&quantity=100",
    "/download",
    "/download-futures",
  ]) {
    test(`${path} has no serious or critical axe violations`, async ({ sharedPage: page }) => {
      test.slow(); // axe walks every table of the fee schedule
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
