/**
 * The phone visitor (360 and 390 px wide, an iPhone's user agent), in the three locales, with
 * JavaScript on and off, measured by the boxes the browser lays out:
 * - every fee table on every page that has one reads without a sideways swipe: each row a block
 *   whose cells stay inside it, every cell's text inside its cell, the table's semantics kept;
 * - the home page's first screen holds its "Sign up" button, with the consent banner shown too,
 *   the banner at most a quarter of the screen, all its text shown, covering none of the page's
 *   controls and usable from the keyboard;
 * - the chat launcher covers no text and no control on the first screen and at the page's end.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";
import { LOCALES, PAGES, pageUrl } from "../pages";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** The pages with a fee table: pricing, and every page whose content has a "fees" section. */
const products = JSON.parse(readFileSync("app/locales/en/products.json", "utf8")) as Record<string, { sections?: { kind: string }[] }>;
const FEE_PAGES = PAGES.filter((page) => page.key === "pricing" || products[page.key]?.sections?.some((section) => section.kind === "fees"));

const common = Object.fromEntries(
  LOCALES.map((locale) => [
    locale.id,
    JSON.parse(readFileSync(`app/locales/${locale.id}/common.json`, "utf8")) as { cta: { signUp: string }; consent: { heading: string; accept: string } },
  ]),
);

/** Loads `url` as the visitor would: with JavaScript, once hydrated. */
async function open(page: Page, url: string, javaScript: boolean): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  if (javaScript) await hydrated(page);
}

/**
 * What of the fee tables does not fit the phone: cells outside their row or the table's region,
 * text outside its cell, a region that scrolls sideways, a column label missing; [] when all fit.
 */
function feeTableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const slack = 0.5;
    const inside = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - slack && inner.right <= outer.right + slack;
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const table of document.querySelectorAll<HTMLTableElement>("table.fee-table")) {
      const region = table.closest(".table-wrap")!;
      const caption = table.caption?.textContent ?? "";
      if (region.scrollWidth > region.clientWidth) problems.push(`${caption}: scrolls sideways (${region.scrollWidth} in ${region.clientWidth} px)`);
      const regionBox = region.getBoundingClientRect();
      const headers = [...table.tHead!.rows[0].cells].map((cell) => cell.textContent);
      for (const row of table.tBodies[0].rows) {
        const rowBox = row.getBoundingClientRect();
        const fee = row.cells[0].textContent;
        if (!inside(rowBox, regionBox) || rowBox.right > window.innerWidth) problems.push(`${caption} / ${fee}: the row leaves its table`);
        [...row.cells].forEach((cell, column) => {
          const where = `${caption} / ${fee} / ${headers[column]}`;
          const box = cell.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return problems.push(`${where}: not shown`);
          if (!inside(box, rowBox)) problems.push(`${where}: the cell leaves its row (${box.left}-${box.right} in ${rowBox.left}-${rowBox.right})`);
          const range = document.createRange();
          range.selectNodeContents(cell);
          for (const line of range.getClientRects()) {
            if (line.width > 0 && !inside(line, box)) problems.push(`${where}: text outside its cell`);
          }
          if (column === 0) return;
          // A block's line names its column: the label is the column header's text.
          if (cell.dataset.label !== headers[column]) problems.push(`${where}: labelled "${cell.dataset.label}"`);
          if (getComputedStyle(cell, "::before").content === "none") problems.push(`${where}: no label shown`);
        });
      }
    }
    return problems;
  });
}

/** The table roles in Chromium's own accessibility tree (what a screen reader is given). */
async function accessibleTableRoles(page: Page): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: { ignored: boolean; role?: { value: string } }[] };
  await cdp.detach();
  const counts: Record<string, number> = { table: 0, columnheader: 0, rowheader: 0, cell: 0 };
  for (const node of nodes) {
    const role = node.role?.value;
    if (!node.ignored && role && role in counts) counts[role]++;
  }
  return counts;
}

/**
 * The text and controls the chat launcher covers, while it is on the screen: each visible text
 * line and control (outside the launcher) whose box meets the launcher's, on the screen as now
 * scrolled. `null` when the launcher is not on the screen.
 */
function coveredByLauncher(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const launcher = document.querySelector("a[data-chat-launcher]")!;
    const own = launcher.getBoundingClientRect();
    if (own.bottom <= 0 || own.top >= window.innerHeight || getComputedStyle(launcher).visibility !== "visible") return null;
    const meets = (box: DOMRect) =>
      box.width > 0 && box.height > 0 && box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top;
    // Text hidden from sight (the visually-hidden pattern: absolutely placed and clipped) is not covered.
    const hidden = (element: Element | null): boolean => {
      for (let e = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.visibility !== "visible" || style.opacity === "0") return true;
        if (style.position === "absolute" && style.clip !== "auto") return true;
      }
      return false;
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some(meets)) continue;
      const text = node.textContent?.trim();
      if (text && !launcher.contains(node) && !hidden(node.parentElement)) covered.push(`text "${text.slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll("a, button, input, select, textarea, summary")) {
      if (control === launcher || !meets(control.getBoundingClientRect()) || hidden(control)) continue;
      covered.push(`control "${(control.textContent ?? "").trim().slice(0, 40) || control.outerHTML.slice(0, 60)}"`);
    }
    return covered;
  });
}

type Size = (typeof SIZES)[number];

/**
 * On the home page as loaded and scrolled to the top: "Sign up" wholly on the first screen, the
 * hero whole; with the banner, the banner at most a quarter of the screen, above "Sign up", all
 * its text and both its buttons shown, covering none of the page's controls.
 */
async function expectFirstScreen(page: Page, texts: (typeof common)[string], size: Size, banner: boolean, where: string): Promise<void> {
  const signUp = page.getByRole("main").getByRole("link", { name: texts.cta.signUp, exact: true }).first();
  const button = (await signUp.boundingBox())!;
  expect(button.y, `${where}: "Sign up" starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(button.y + button.height, `${where}: "Sign up" ends on the first screen`).toBeLessThanOrEqual(size.height);
  // Nothing of the hero was dropped to make room.
  for (const part of [page.locator(".hero h1"), page.locator(".hero .page-header__lead"), page.locator(".hero-points li").first()])
    await expect(part).toBeVisible();
  const consent = page.getByRole("region", { name: texts.consent.heading });
  if (!banner) {
    await expect(consent).toHaveCount(0);
    return;
  }
  const box = (await consent.boundingBox())!;
  expect(box.height, `${where}: the banner's height`).toBeLessThanOrEqual(size.height / 4);
  expect(box.y + box.height, `${where}: "Sign up" is not under the banner`).toBeLessThanOrEqual(button.y);
  // All of its text shows (nothing left to scroll in its box), and both buttons.
  const textBox = consent.locator(".consent__bar > div");
  expect(await textBox.evaluate((element) => element.scrollHeight - element.clientHeight), where).toBeLessThanOrEqual(1);
  for (const choice of await consent.getByRole("button").all()) {
    const choiceBox = (await choice.boundingBox())!;
    expect(choiceBox.y + choiceBox.height, where).toBeLessThanOrEqual(box.y + box.height);
    expect(choiceBox.x + choiceBox.width, where).toBeLessThanOrEqual(size.width);
  }
  // It covers none of the page's own controls.
  const covered = await page.evaluate(
    (banner) => {
      const own = banner.getBoundingClientRect();
      return [...document.querySelectorAll("a, button, input, select, textarea, summary")]
        .filter((control) => !banner.contains(control))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top)
        .map(({ control }) => control.outerHTML.slice(0, 80));
    },
    await consent.elementHandle(),
  );
  expect(covered, where).toEqual([]);
}

/**
 * From the top of the page as loaded: the chat launcher covers no text or control on the first
 * screen; without the banner (which changes the first screen only), once scrolled it is at hand
 * in its corner, and at the page's end it is on the screen and covers nothing. Leaves the page
 * scrolled.
 */
async function expectLauncherClear(page: Page, size: Size, banner: boolean, where: string): Promise<void> {
  expect((await coveredByLauncher(page)) ?? [], `${where}, first screen`).toEqual([]);
  if (banner) return;
  await page.evaluate(() => window.scrollTo(0, 400));
  const launcher = (await page.locator("a[data-chat-launcher]").boundingBox())!;
  expect(launcher.y + launcher.height, `${where}, scrolled`).toBeLessThanOrEqual(size.height);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const atEnd = await coveredByLauncher(page);
  expect(atEnd, `${where}, page end: the launcher is on the screen`).not.toBeNull();
  expect(atEnd, `${where}, page end`).toEqual([]);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript, userAgent: IPHONE, viewport: SIZES[1] });

    for (const locale of LOCALES) {
      test(`${locale.id}: every column of every fee row reads at 360 and 390 px without a sideways swipe`, async ({ sharedPage: page, baseURL }) => {
        test.slow(); // every page with a fee table, at two widths
        const context = page.context();
        await context.addCookies([{ name: "consent", value: "denied", url: baseURL! }]);
        for (const feePage of FEE_PAGES) {
          const url = pageUrl(locale.prefix, feePage);
          await open(page, url, javaScript);
          const tables = await page.locator("table.fee-table").count();
          expect(tables, url).toBeGreaterThan(0);
          for (const size of SIZES) {
            await page.setViewportSize(size);
            expect(await feeTableProblems(page), `${url} at ${size.width} px`).toEqual([]);
          }
          if (feePage.key === "pricing") {
            // The blocks are still a table to a screen reader: one table per market, its column
            // headers, a row header per fee and a cell per column of each row.
            const rows = await page.locator("table.fee-table tbody tr").count();
            expect(await accessibleTableRoles(page), url).toEqual({ table: tables, columnheader: 7 * tables, rowheader: rows, cell: 6 * rows });
          }
        }
        // A desktop keeps the table: one line per fee, its columns side by side.
        await page.setViewportSize({ width: 1280, height: 800 });
        const row = page.locator("table.fee-table tbody tr").first();
        const [first, last] = await Promise.all([row.locator("th").boundingBox(), row.locator("td").last().boundingBox()]);
        expect(last!.y).toBe(first!.y);
        expect(last!.x).toBeGreaterThan(first!.x + first!.width);
      });

      const home = locale.prefix || "/";
      test(`${home}: at 360 and 390 px the first screen holds "Sign up", with the consent banner too, and the chat launcher covers nothing`, async ({
        sharedPage: page,
        baseURL,
      }) => {
        const context = page.context();
        const texts = common[locale.id];
        for (const banner of [true, false]) {
          await context.clearCookies();
          if (!banner) await context.addCookies([{ name: "consent", value: "denied", url: baseURL! }]);
          await open(page, home, javaScript);
          for (const size of SIZES) {
            const where = `${home} at ${size.width} × ${size.height} (banner: ${banner})`;
            await page.setViewportSize(size);
            await page.evaluate(() => window.scrollTo(0, 0));
            await expectFirstScreen(page, texts, size, banner, where);
            await expectLauncherClear(page, size, banner, where);
          }
        }
      });

      for (const path of ["/sign-up", "/pricing", "/stocks"]) {
        const url = `${locale.prefix}${path}`;
        test(`${url}: the chat launcher covers no text or control on the first screen or at the page's end, at 360 and 390 px`, async ({
          sharedPage: page,
          baseURL,
        }) => {
          const context = page.context();
          for (const banner of [false, true]) {
            await context.clearCookies();
            if (!banner) await context.addCookies([{ name: "consent", value: "denied", url: baseURL! }]);
            await open(page, url, javaScript);
            for (const size of SIZES) {
              await page.setViewportSize(size);
              await page.evaluate(() => window.scrollTo(0, 0));
              await expectLauncherClear(page, size, banner, `${url} at ${size.width} px (banner: ${banner})`);
            }
          }
        });
      }
    }

    test("the consent banner is reached and answered from the keyboard at 360 px", async ({ sharedPage: page }) => {
      const context = page.context();
      await page.setViewportSize(SIZES[0]);
      await open(page, "/", javaScript);
      const consent = page.getByRole("region", { name: common.en.consent.heading });
      await expect(consent.getByRole("heading", { level: 2, name: common.en.consent.heading })).toBeVisible();
      const accept = consent.getByRole("button", { name: common.en.consent.accept });
      // The skip link, the privacy policy's link, then Accept.
      for (let presses = 0; presses < 3; presses++) await page.keyboard.press("Tab");
      await expect(accept).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(consent).toHaveCount(0);
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "consent")?.value).toBe("granted");
    });
  });
}
