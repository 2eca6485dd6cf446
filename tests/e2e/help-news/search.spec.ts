/**
 * The help search box in the three locales: suggestions as a combobox (debounce, keyboard, Enter,
 * hostile text), hyphens and spaces ignored, and what was typed before the scripts ran.
 */
import { POLL, holdScripts, hydrated, test } from "../fixtures";
import { LOCALES } from "../pages";
import { type LocaleId, expect, expectNoXss, question, text } from "./helpers";

// These tests walk through several pages each (client navigations load route chunks on demand):
// give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A search word of each locale with several help matches (so the suggestions have a list). */
const SEARCH_WORD: Record<LocaleId, string> = { en: "deposit", cn: "入金", "zh-hk": "存入" };

for (const locale of LOCALES) {
  const p = locale.prefix;
  const id = locale.id;

  test.describe(`${id} suggestions (JavaScript)`, () => {
    test("the combobox suggests after the debounce and works with the keyboard", async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/resources/help-suggest?")) requests.push(r.url());
      });
      // The page's clock is controlled: typing happens with time standing still, then 300 ms pass,
      // so the one-request assertion does not depend on how fast a loaded machine types. (An
      // installed clock still flows with real time until it is paused: a keystroke 300 ms late on
      // a loaded machine once sent a second request.)
      await page.clock.install();
      await page.goto(`${p}/help-center`);
      await hydrated(page);
      await page.clock.pauseAt(Date.now() + 60_000);
      const box = page.getByRole("combobox", { name: text(id, "search.label") });
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await box.pressSequentially(SEARCH_WORD[id]);
      await page.clock.runFor(300);
      const listbox = page.getByRole("listbox", { name: text(id, "search.suggestions") });
      await expect(listbox).toBeVisible();
      const options = listbox.getByRole("option");
      expect(await options.count()).toBeGreaterThan(1);
      // Typing quickly makes one request (product.md §Interface: 300 ms debounce), in the page's locale.
      expect(requests).toHaveLength(1);
      expect(requests[0]).toContain(`locale=${id}`);
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(options.first().locator("mark").first()).toBeVisible();

      await box.press("ArrowDown");
      await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
      await box.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
      await box.press("ArrowUp");
      await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
      await box.press("ArrowUp");
      await expect(options.last()).toHaveAttribute("aria-selected", "true");

      await box.press("Escape");
      await expect(listbox).toBeHidden();
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).not.toHaveAttribute("aria-activedescendant", /.+/);
      await expect(box).toHaveValue(SEARCH_WORD[id]);

      await box.press("ArrowDown");
      await expect(listbox).toBeVisible();
      await box.press("ArrowDown");
      const chosen = (await options.nth(1).textContent())!;
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${p}/help-key/q-`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
      // The box that had the focus is gone with the old page: the focus goes to the main region,
      // not back to the top of the document, so the next Tab continues in the new page.
      await expect(page.locator("#main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#main")))).toBe(true);
    });

    test("Enter without a chosen suggestion searches; a click on a suggestion opens it", async ({ sharedPage: page }) => {
      await page.goto(`${p}/help-key`);
      await hydrated(page);
      const box = page.getByRole("combobox", { name: text(id, "search.label") });
      await box.fill(SEARCH_WORD[id]);
      await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
      await box.press("Enter");
      await expect(page).toHaveURL(`${p}/help-key?q=${encodeURIComponent(SEARCH_WORD[id])}`);
      await expect(page.getByTestId("search-results").getByRole("listitem").first()).toBeVisible();

      const box2 = page.getByRole("combobox", { name: text(id, "search.label") });
      await box2.fill("PayNow");
      const option = page.getByRole("listbox").getByRole("option", { name: question("funding-paynow").title[id] });
      await option.click();
      await expect(page).toHaveURL(`${p}/help-key/q-funding-paynow`);
    });

    test("hostile text typed into the box stays text", async ({ sharedPage: page }) => {
      await page.goto(`${p}/help-center`);
      await hydrated(page);
      const box = page.getByRole("combobox", { name: text(id, "search.label") });
      await box.fill(`<img src=x onerror="window.__xss=1">`);
      await expect(page.getByRole("status").filter({ hasText: text(id, "search.noSuggestions") })).toHaveCount(1);
      await box.press("Enter");
      await expect(page.getByTestId("search-empty")).toBeVisible();
      await expectNoXss(page);
    });
  });
}

test("help search ignores hyphens and spaces: W8BEN finds what W-8BEN finds", async ({ sharedPage: page }) => {
  await page.goto("/help-key?q=W-8BEN");
  const hyphenated = await page.getByTestId("search-results").getByRole("listitem").allTextContents();
  expect(hyphenated.length).toBeGreaterThan(0);
  await page.goto("/help-key?q=W8BEN");
  await expect(page.getByTestId("search-results").getByRole("listitem")).toHaveText(hyphenated);
  await expect(page.getByTestId("search-results").locator("mark").first()).toHaveText("W-8BEN");
});

test("what a visitor types in the help search before the scripts have run is kept when they do, and searched for", async ({ page }) => {
  // The page's scripts arrive late, as on a slow phone: the box is the server's until then.
  const release = await holdScripts(page);
  await page.goto("/help-center", { waitUntil: "domcontentloaded" });
  const box = page.getByRole("search").first().getByLabel(text("en", "search.label"));
  await box.fill("PayNow");
  release();
  await page.waitForFunction(() => document.documentElement.dataset.spa === "ready", undefined, POLL);
  // Hydrated and rendered again since (the combobox attributes come with hydration's next render).
  await expect(box).toHaveAttribute("role", "combobox");
  await expect(box).toHaveValue("PayNow");
  await box.press("Enter");
  await expect(page).toHaveURL("/help-key?q=PayNow");
  await expect(page.getByTestId("search-results").getByRole("listitem").first()).toBeVisible();
});

// The keyword's limit (100 characters, the contract's SEARCH_KEYWORD_LIMIT) is counted in code
// points on both sides: emoji (two UTF-16 units each, which a `maxLength` would count twice),
// letters with combining marks (two code points each) and CJK all stop at 100 characters.
const OVER_LIMIT = { emoji: "😀".repeat(101), combining: "e\u0301".repeat(51), cjk: "存".repeat(101) };
const AT_LIMIT = { emoji: "😀".repeat(100), combining: "e\u0301".repeat(50), cjk: "存".repeat(100) };

test("the help search box stops at 100 characters counted as the server counts (JavaScript)", async ({ sharedPage: page }) => {
  await page.goto("/help-center");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: text("en", "search.label") });
  for (const kind of ["emoji", "combining", "cjk"] as const) {
    await box.fill(OVER_LIMIT[kind]);
    await expect(box, kind).toHaveValue(AT_LIMIT[kind]);
  }
  await box.press("Enter");
  await expect(page).toHaveURL(`/help-key?q=${encodeURIComponent(AT_LIMIT.cjk)}`);
  await expect(box).toHaveValue(AT_LIMIT.cjk);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a longer help search is cut to 100 characters counted as the box counts, never half an emoji", async ({ page }) => {
    await page.goto("/help-center");
    const box = page.getByRole("search").first().getByLabel(text("en", "search.label"));
    for (const kind of ["emoji", "combining", "cjk"] as const) {
      await box.fill(OVER_LIMIT[kind]);
      await box.press("Enter");
      await expect(page, kind).toHaveURL(/\/help-key\?q=/);
      await expect(page.getByRole("search").first().getByLabel(text("en", "search.label")), kind).toHaveValue(AT_LIMIT[kind]);
      await page.goBack();
    }
  });
});
