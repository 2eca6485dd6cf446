/**
 * docs/security.md §Crafted requests that cost seconds: what the guards of server/request-cost.ts
 * answer against the running site (their cost is measured by `npm run bench:crafted`, never
 * here). A path or a lazy route discovery `p` value of thousands of segments is answered as its
 * first segments are (the same 404 page, the same routes); a manifest request of more paths than
 * any page asks for is a 400; the manifest requests the browser really makes are all answered.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";

/** The build's manifest version, as the browser reads it from a page. */
async function manifestVersion(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
  if (!version) throw new Error("no manifest version in the home page");
  return version;
}

test.describe("the lazy route discovery's manifest (GHSA-chx6-hx7r-mcp5)", () => {
  test("a p value of thousands of slashes or segments is answered with the routes of its first segments", async ({ request }) => {
    const version = await manifestVersion(request);
    for (const deep of ["/".repeat(3800), "/a".repeat(3700), "/cn" + "/a".repeat(3600)]) {
      const response = await request.get(`/__manifest?version=${version}&p=${deep}`);
      expect(response.status()).toBe(200);
      const routes = Object.keys((await response.json()) as Record<string, unknown>).sort();
      // The same routes as the path's first twelve segments: past the third, only the 404 route.
      const short = deep.split("/").slice(0, 13).join("/");
      const shortAnswer = await request.get(`/__manifest?version=${version}&p=${encodeURIComponent(short)}`);
      expect(routes, short).toEqual(Object.keys((await shortAnswer.json()) as Record<string, unknown>).sort());
    }
  });

  test("a manifest request of more paths than any page asks for is a 400", async ({ request }) => {
    const version = await manifestVersion(request);
    const many = Array.from({ length: 300 }, (_, i) => `p=%2Fx${i}`).join("&");
    expect((await request.get(`/__manifest?version=${version}&${many}`)).status()).toBe(400);
    // Counted as Remix asks for them: 40 paths of 8 segments are 320 leading parts.
    const deep = Array.from({ length: 40 }, (_, i) => `p=/x${i}/a/b/c/d/e/f/g`).join("&");
    expect((await request.get(`/__manifest?version=${version}&${deep}`)).status()).toBe(400);
  });

  test("every manifest request the browser makes is answered, and its links navigate", async ({ page }) => {
    const answers: Array<[string, number]> = [];
    page.on("response", (response) => {
      if (response.url().includes("/__manifest?")) answers.push([response.url(), response.status()]);
    });
    // The pages with the most links (the news center's tabs and articles, the questions of the FAQ).
    for (const path of ["/news-center", "/cn/faq", "/hk/help-center"]) {
      await page.goto(path);
      await hydrated(page);
      await expect.poll(() => answers.filter(([url]) => url.includes("p=")).length, path).toBeGreaterThan(0);
    }
    // A help answer's link, followed by the client router with the routes the manifest gave it.
    await page.locator('main a[href*="/help-key/q-"]').first().click();
    await expect(page).toHaveURL(/\/hk\/help-key\/q-/);
    await expect(page.locator("#article-title")).toBeVisible();
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`a document path of thousands of segments, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("is the 404 page of its locale", async ({ sharedPage: page }) => {
      for (const [path, heading] of [
        ["/a".repeat(3700), "This page could not be found"],
        [`/cn${"/a".repeat(3600)}?HCode=H1`, "页面不存在"],
        [`/stocks${"/".repeat(40)}x`, "This page could not be found"],
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path.slice(0, 20)).toBe(404);
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      }
    });
  });
}

test("a data request on such a path answers as the page does", async ({ request }) => {
  const response = await request.get(`${"/a".repeat(3700)}?_data=not-found`);
  expect(response.status()).toBe(404);
  expect((await request.get(`${"/a".repeat(3700)}?_data=root`)).status()).toBe(200);
});
