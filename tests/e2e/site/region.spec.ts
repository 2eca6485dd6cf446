/**
 * The visitor's region from the quotes-location service (the sandbox maps addresses to
 * regions, sandbox/README.md "Region table"; loopback and private addresses are Singapore). The
 * client address is the X-Forwarded-For the server trusts from loopback.
 */
import { expect, test } from "../fixtures";

test("a visitor from Hong Kong gets +852 as the default area code on sign-up, sign-in and reset", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "1.36.20.1" });
  // The first render may miss the lookup's 400 ms budget on a busy machine (see below); the
  // answer then fills the per-address cache for the next one.
  await expect
    .poll(
      async () => {
        await page.goto("/sign-up");
        return page.getByLabel("Country/region code").inputValue();
      },
      { timeout: 15_000 },
    )
    .toBe("+852");
  for (const path of ["/sign-up", "/sign-in", "/sign-forgot"]) {
    await page.goto(path);
    await expect(page.getByLabel("Country/region code"), path).toHaveValue("+852");
  }
});

test("a visitor from Singapore (private address) gets +65", async ({ sharedPage: page }) => {
  await page.goto("/sign-up");
  await expect(page.getByLabel("Country/region code")).toHaveValue("+65");
});

test("a visitor from a restricted region sees a polite notice on product pages, and nothing is blocked", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "8.8.8.8" });
  // The region lookup has a 400 ms budget per render (a slow answer means "unknown" and the page
  // is not held up); on a busy test machine the first answer can miss it, and then fills the
  // per-address cache. So the notice must appear within a few renders, and every render is a 200.
  await expect
    .poll(
      async () => {
        const response = await page.goto("/stocks");
        expect(response?.status()).toBe(200);
        return (await page.locator("[data-region-notice]").count()) ? page.locator("[data-region-notice]").textContent() : null;
      },
      { timeout: 15_000 },
    )
    .toContain("United States");
  await page.goto("/cn/futures");
  await expect(page.locator("[data-region-notice]")).toContainText("美国");
  await expect(page.getByRole("link", { name: "注册" }).first()).toBeVisible();
});

test("no notice for an allowed region or on company pages", async ({ page }) => {
  await page.goto("/stocks");
  await expect(page.locator("[data-region-notice]")).toHaveCount(0);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "8.8.8.8" });
  await page.goto("/about");
  await expect(page.locator("[data-region-notice]")).toHaveCount(0);
});
