/**
 * JSON-LD on the pages: the home page's Organization, a product page's breadcrumb and FAQ, and the
 * pricing and download pages' breadcrumbs.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

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

  test("a product page has a BreadcrumbList and its FAQ as an FAQPage", async ({ sharedPage: page, baseURL }) => {
    await page.goto("/cn/stocks");
    const entities = await jsonLd(page);
    const crumbs = entities.find((entity) => entity["@type"] === "BreadcrumbList") as {
      itemListElement: Array<{ position: number; name: string; item: string }>;
    };
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

  test("the pricing and download pages carry a breadcrumb", async ({ sharedPage: page, baseURL }) => {
    for (const path of ["/pricing", "/download-futures"]) {
      await page.goto(path);
      const crumbs = (await jsonLd(page)).find((entity) => entity["@type"] === "BreadcrumbList") as { itemListElement: Array<{ item: string }> };
      expect(crumbs.itemListElement[1].item).toBe(`${baseURL}${path}`);
    }
  });
});
