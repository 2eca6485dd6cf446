/**
 * Automated accessibility checks (axe: WCAG 2 A/AA rules and best practices) on every content,
 * legal, account and campaign page (English on desktop and phone, Chinese on the phone): no
 * serious or critical violation, and no content outside a landmark, the chat launcher included. Pricing, download, help, news and service pages have their own
 * checks in their specs.
 */
import { expect, hydrated, seriousAxeViolations, settled, signInAs, test, uniqueEmail } from "../fixtures";

const PAGES = [
  ...["/", "/stocks", "/us-options", "/futures", "/fx-cfd", "/stock-cfds", "/fractional-shares", "/structured-product", "/interest-on-cash-balance"],
  ...["/stocks-premier", "/us-options-premier", "/futures-premier", "/promotions", "/about", "/personal", "/open-account", "/institution"],
  ...["/sign-in", "/sign-up", "/sign-forgot", "/sign-in-institutional"],
  ...["/legal/client-agreement", "/legal/risk-disclosure", "/legal/privacy-policy", "/legal/open-api-terms"],
  ...["/activity/anniversary", "/activity/smart-order", "/activity/stock", "/activity/stock-aug", "/market/new-user", "/no-such-page"],
];
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

// One test per page, so that each has its own time budget and the pages run in parallel, on the
// worker's shared page of the device (fixtures.ts sharedPage: a load and a read, nothing more). English
// on desktop and phone; Chinese on the phone (h5), the narrowest layout, where a language's text
// is likeliest to overflow. Chinese on the desktop is left out to keep the suite's time bounded:
// it has the English desktop's markup and layout (its wider text is checked on the phone).
for (const prefix of ["", "/cn"]) {
  for (const device of prefix ? (["phone"] as const) : (["desktop", "phone"] as const)) {
    test.describe(`${prefix || "/"} on ${device}`, () => {
      if (device === "phone") test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE });
      for (const path of PAGES) {
        const url = `${prefix}${path === "/" && prefix ? "" : path}` || "/";
        test(`${url}: no serious or critical axe violation, all content in landmarks, and nothing scrolls sideways`, async ({ sharedPage: page }) => {
          await page.goto(url);
          // The chat launcher too sits in a landmark (seriousAxeViolations reports axe's "region").
          await expect(page.locator("a[data-chat-launcher]")).toBeVisible();
          // Colour contrast is the English phone page's: the same markup and stylesheet, whose
          // one rule for Chinese (:lang(zh)) sets a grid's column width, no colour or type size.
          // It is axe's costliest rule, most of a check's time.
          expect(await seriousAxeViolations(page, undefined, { without: prefix ? ["color-contrast"] : [] }), url).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
        });
      }
    });
  }
}

// WCAG 1.4.10 reflow: at 320 CSS px (a small phone, or 400 % zoom) the header's buttons fit.
test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, userAgent: IPHONE });
  for (const url of ["/", "/pricing"]) {
    test(`${url}: the header fits and nothing scrolls sideways`, async ({ sharedPage: page }) => {
      await page.goto(url);
      const signUp = (await page.locator(".site-header .user-menu .btn--primary").boundingBox())!;
      expect(signUp.x + signUp.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }
});

// Touch targets (Apple's 44 pt; WCAG 2.5.5): the header's controls on a phone, signed in.
test.describe("tap targets on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, hasTouch: true });
  test("the logo, the account menu and its items are at least 44 × 44 px", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("taps");
    await sandbox.createUser({ email, password: "Abc12345" });
    await signInAs(page, email, "Abc12345");
    await page.goto("/");
    await settled(page);
    await page.locator(".user-menu summary").click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    for (const selector of [".site-header__logo", ".user-menu > summary", ".user-menu .dropdown__panel a", ".user-menu .linklike"]) {
      for (const box of await page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(Math.round(box.height), selector).toBeGreaterThanOrEqual(44);
        expect(Math.round(box.width), selector).toBeGreaterThanOrEqual(44);
      }
    }
  });

  test("the footer's links, a legal document's contents and the account pages' links are 44 px tall", async ({ sharedPage: page }) => {
    for (const [path, selector] of [
      ["/", ".site-footer li > a"],
      ["/legal/client-agreement", ".legal-toc a"],
      ["/legal/client-agreement", ".legal-related a"],
      ["/hk/sign-up", ".auth-links a"],
      ["/hk/sign-in", ".auth-links a"],
    ]) {
      await page.goto(path);
      const boxes = await page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length, `${path} ${selector}`).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(Math.round(box.height), `${path} ${selector}`).toBeGreaterThanOrEqual(44);
        expect(Math.round(box.width), `${path} ${selector}`).toBeGreaterThanOrEqual(44);
      }
    }
  });

  test("a toast's close button is 44 × 44 px", async ({ sharedPage: page, sandbox }) => {
    const email = uniqueEmail("toast-taps");
    await sandbox.createUser({ email, password: "Abc12345" });
    await page.goto("/sign-in?by=email");
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Abc12345");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator(".user-menu summary")).toBeVisible();
    // Signing in is a document load, whose toast may have closed (2 s) before the page hydrated
    // on a busy machine; a toast of the page's own (showToast's event) has the same close button.
    await settled(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("dolphin:toast", { detail: { type: "success", key: "toast.success" } })));
    const close = page.locator(".toast--scripted .toast__close");
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  });
});
