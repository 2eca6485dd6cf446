/**
 * Help center and news center in the three locales, with JavaScript on and off: topics, articles,
 * search results, paging (links without JavaScript, "Load more" with it), 404s for unknown ids, the
 * sandbox's hostile markup rendered inert, the help assistant, the FAQ, the discover page, heading
 * levels and axe checks. No fault injection here (tests/e2e/operations/faults.spec.ts owns the sandbox's
 * global state).
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { articles, helpTabs, newsTabs, officialNews, officialTabs, questions } from "../../../sandbox/seed/content";
import { hydrated, seriousAxeViolations, test } from "../fixtures";
import { LOCALES, heading } from "../pages";
import { type Json, type LocaleId, expect, expectNoXss, question, text } from "./helpers";

// These tests walk through several pages each (client navigations load route chunks on demand):
// give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const common: Record<LocaleId, Json> = Object.fromEntries(
  LOCALES.map((l) => [l.id, JSON.parse(readFileSync(`app/locales/${l.id}/common.json`, "utf8"))]),
) as Record<LocaleId, Json>;

const article = (id: string) => articles.find((a) => a.id === id)!;
const helpTab = (id: string) => helpTabs.find((t) => t.id === id)!;
const newsTab = (id: string) => newsTabs.find((t) => t.id === id)!;

/** product.md §Locales date formats of the seeded dates used below. */
const DATES: Record<string, Record<LocaleId, string>> = {
  "2026-02-09": { en: "09 Feb, 2026", cn: "2026-02-09", "zh-hk": "2026-02-09" },
  "2026-11-05": { en: "05 Nov, 2026", cn: "2026-11-05", "zh-hk": "2026-11-05" },
  "2026-11-12": { en: "12 Nov, 2026", cn: "2026-11-12", "zh-hk": "2026-11-12" },
};

const MARKET_ARTICLES = articles.filter((a) => a.tabId === "market").length;

async function expectInertBody(page: Page) {
  const body = page.getByTestId("article-body");
  await expect(body).toBeVisible();
  await expect(body.locator("script, iframe, object, embed, style, [onerror], [onclick], [onmouseover], [style]")).toHaveCount(0);
  await expect(body.locator('a[href^="javascript"], img[src="x"]')).toHaveCount(0);
  for (const link of await body.locator("a").all()) {
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await expectNoXss(page);
}

for (const locale of LOCALES) {
  const p = locale.prefix;
  const id = locale.id;

  for (const js of [false, true]) {
    test.describe(`${id}, JavaScript ${js ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled: js });

      test("browse help topics, open an article and vote", async ({ sharedPage: page }) => {
        await page.goto(`${p}/help-center`);
        if (js) await hydrated(page);
        // The help center's axe check, on this load (English and Simplified Chinese).
        if (js && id !== "zh-hk") expect(await seriousAxeViolations(page), `${p}/help-center`).toEqual([]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id, "help-center"));
        const topics = page.getByRole("navigation", { name: text(id, "center.topicsLabel") });
        await expect(topics.getByRole("link")).toHaveText(helpTabs.map((t) => t.name[id]));
        // The first topic is chosen by default.
        await expect(topics.getByRole("link", { name: helpTab("account").name[id] })).toHaveAttribute("aria-current", "page");

        await topics.getByRole("link", { name: helpTab("funding").name[id] }).click();
        await expect(page).toHaveURL(new RegExp(`${p}/help-center\\?tab=funding#topics$`));
        await expect(topics.getByRole("link", { name: helpTab("funding").name[id] })).toHaveAttribute("aria-current", "page");
        const panel = page.getByTestId("topic-questions");
        await expect(panel.getByRole("heading")).toHaveText(text(id, "center.topicQuestions", { topic: helpTab("funding").name[id] }));
        const paynow = question("funding-paynow");
        await panel.getByRole("link", { name: paynow.title[id] }).click();

        await expect(page).toHaveURL(`${p}/help-key/q-funding-paynow`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(paynow.title[id]);
        await expect(page.locator(".article__meta time")).toHaveText(DATES["2026-02-09"][id]);
        await expect(page.getByTestId("article-body").locator("p").first()).toBeVisible();
        const related = page.getByRole("region", { name: text(id, "article.related") });
        await expect(related.getByRole("link").first()).toBeVisible();
        await expect(page.getByRole("navigation", { name: text(id, "breadcrumbs") }).getByRole("link", { name: helpTab("funding").name[id] })).toBeVisible();
        if (js) await hydrated(page);

        await page.getByRole("button", { name: text(id, "article.yes"), exact: true }).click();
        await expect(page.getByTestId("helpful-thanks")).toHaveText(text(id, "article.thanksYes"));
        await expect(page).toHaveURL(`${p}/help-key/q-funding-paynow`);
      });

      test("search from the help center, results marked, open a result", async ({ sharedPage: page }) => {
        await page.goto(`${p}/help-center`);
        if (js) await hydrated(page);
        const box = page.getByRole("search").first().getByLabel(text(id, "search.label"));
        await box.fill("PayNow");
        await box.press("Enter");
        await expect(page).toHaveURL(`${p}/help-key?q=PayNow`);
        const results = page.getByTestId("search-results").getByRole("listitem");
        await expect(results.first()).toBeVisible();
        if (js && id === "en") expect(await seriousAxeViolations(page), "/help-key?q=PayNow").toEqual([]);
        expect(await results.count()).toBeGreaterThan(0);
        await expect(results.first().locator("mark").first()).toHaveText(/paynow/i);
        await expect(page.getByTestId("result-count")).toBeVisible();
        await results.first().getByRole("link").click();
        await expect(page).toHaveURL(new RegExp(`${p}/help-key/q-`));
        await expect(page.getByRole("heading", { level: 1 })).toContainText("PayNow");
      });

      test("a search without results shows the common questions and the feedback form link", async ({ sharedPage: page }) => {
        await page.goto(`${p}/help-key/zzqqxx`);
        if (js && id === "en") {
          await hydrated(page);
          expect(await seriousAxeViolations(page), "/help-key/zzqqxx").toEqual([]);
        }
        await expect(page.getByTestId("search-empty")).toContainText(text(id, "search.empty", { query: "zzqqxx" }));
        await expect(page.getByTestId("search-empty").getByRole("link", { name: text(id, "search.feedback") })).toHaveAttribute("href", `${p}/feedback`);
        await expect(
          page.getByRole("region", { name: text(id, "center.popularHeading") }).getByRole("link", { name: question("security-two-step").title[id] }),
        ).toBeVisible();
      });

      test("news list pages: previous/next links without JavaScript, load more with it", async ({ sharedPage: page }) => {
        await page.goto(`${p}/news-list/market`);
        if (js) await hydrated(page);
        // A news list's axe check, on this load (Traditional Chinese; English's is the FAQ test's).
        if (js && id === "zh-hk") expect(await seriousAxeViolations(page), `${p}/news-list/market`).toEqual([]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id, "news-list"));
        await expect(page.getByTestId("news-list-tabs").getByRole("link", { name: newsTab("market").name[id] })).toHaveAttribute("aria-current", "page");
        const items = page.getByTestId("news-items").locator(".news-card");
        await expect(items).toHaveCount(6);
        const first = items.first();
        await expect(first.getByRole("heading")).toBeVisible();
        await expect(first.locator(".news-card__summary")).not.toBeEmpty();
        await expect(first.locator("time")).toHaveText(DATES["2026-11-12"][id]);
        const image = first.locator("img");
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("width", /\d+/);
        await expect(image).toHaveAttribute("height", /\d+/);
        const pager = page.getByRole("navigation", { name: text(id, "paging.label") });
        if (!js) {
          await pager.getByRole("link", { name: text(id, "paging.next") }).click();
          await expect(page).toHaveURL(`${p}/news-list/market?page=2`);
          await expect(items).toHaveCount(MARKET_ARTICLES - 6);
          await expect(pager.getByRole("link", { name: text(id, "paging.next") })).toHaveCount(0);
          await pager.getByRole("link", { name: text(id, "paging.previous") }).click();
          await expect(page).toHaveURL(`${p}/news-list/market`);
          await expect(items).toHaveCount(6);
        } else {
          await page.evaluate(() => ((window as unknown as { __stay?: number }).__stay = 1));
          await expect(pager.getByRole("link", { name: text(id, "paging.next") })).toHaveCount(0);
          await page.getByRole("button", { name: text(id, "news.loadMore") }).click();
          await expect(items).toHaveCount(MARKET_ARTICLES);
          await expect(page).toHaveURL(`${p}/news-list/market`);
          expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
          await expect(page.getByRole("button", { name: text(id, "news.loadMore") })).toHaveCount(0);
          await expect(items.nth(6).getByRole("link")).toBeFocused();
        }
      });

      test("news center, a tab, an article and its neighbours", async ({ sharedPage: page }) => {
        await page.goto(`${p}/news-center`);
        if (js) await hydrated(page);
        if (js && id === "en") expect(await seriousAxeViolations(page), "/news-center").toEqual([]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id, "news-center"));
        await expect(page.getByTestId("news-center-tabs").getByRole("link")).toHaveText(newsTabs.map((t) => t.name[id]));
        await expect(page.getByTestId("official-tabs").getByRole("link")).toHaveCount(officialTabs.length + 1);
        const events = officialNews.filter((n) => n.tabId === "events");
        await page
          .getByTestId("official-tabs")
          .getByRole("link", { name: officialTabs.find((t) => t.id === "events")!.name[id] })
          .click();
        await expect(page).toHaveURL(`${p}/news-center?official=events#official`);
        await expect(page.getByTestId("official-news").getByRole("listitem")).toHaveCount(events.length);

        await page
          .getByTestId("news-center-tabs")
          .getByRole("link", { name: newsTab("market").name[id] })
          .click();
        await expect(page).toHaveURL(`${p}/news-list/market`);
        const etf = article("market-etf-basics");
        await page.getByRole("link", { name: etf.title[id] }).click();
        await expect(page).toHaveURL(`${p}/news/market-etf-basics`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(etf.title[id]);
        await expect(page.locator(".article__meta time")).toHaveText(DATES["2026-11-05"][id]);
        const nav = page.getByRole("navigation", { name: text(id, "news.articleNav") });
        await nav.getByRole("link", { name: text(id, "news.previous") }).click();
        await expect(page).toHaveURL(`${p}/news/market-limit-vs-market`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article("market-limit-vs-market").title[id]);
        await page
          .getByRole("navigation", { name: text(id, "news.articleNav") })
          .getByRole("link", { name: text(id, "news.next") })
          .click();
        await expect(page).toHaveURL(`${p}/news/market-etf-basics`);
      });

      test("hostile markup in articles and search terms stays inert", async ({ sharedPage: page }) => {
        for (const url of [`${p}/news/market-security-notice`, `${p}/help-key/q-security-report-phishing`]) {
          await page.goto(url);
          if (js) await hydrated(page);
          await expectInertBody(page);
          // The two articles' axe checks, on these loads.
          if (js && id === "en") expect(await seriousAxeViolations(page), url).toEqual([]);
        }
        const hostile = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
        await page.goto(`${p}/help-key?${new URLSearchParams({ q: hostile })}`);
        if (js) await hydrated(page);
        await expect(page.getByTestId("search-empty")).toContainText(hostile);
        await expect(page.locator("main img[src='x'], main script")).toHaveCount(0);
        await expectNoXss(page);
      });

      test("the help assistant generates answers from two choices", async ({ sharedPage: page }) => {
        await page.goto(`${p}/help-generator`);
        if (js) await hydrated(page);
        // The assistant's axe checks, one per step, on these loads (English).
        const axe = js && id === "en" ? async () => expect(await seriousAxeViolations(page), page.url()).toEqual([]) : async () => {};
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id, "help-generator"));
        await axe();
        await page.getByRole("radio", { name: text(id, "generator.topics.security.label") }).check();
        await page.getByRole("button", { name: text(id, "generator.next") }).click();
        await expect(page).toHaveURL(`${p}/help-generator?topic=security`);
        const need = page.getByRole("radio", { name: text(id, "generator.topics.security.needs.password.label") });
        await expect(need).toBeVisible();
        await axe();
        await need.check();
        await page.getByRole("button", { name: text(id, "generator.show") }).click();
        await expect(page).toHaveURL(`${p}/help-generator?topic=security&need=password`);
        const answers = page.getByTestId("generator-answers").getByRole("link");
        await expect(answers.first()).toBeVisible();
        await expect(answers.getByText(question("security-reset-password").title[id], { exact: true })).toBeVisible();
        await axe();
      });
    });
  }

  test(`${id}: unknown tab and article ids are 404`, async ({ sharedPage: page }) => {
    const notFound = text(id, "errors.notFound", {}, common);
    for (const url of [
      `${p}/help-center?tab=nope`,
      `${p}/help-key/q-nope`,
      `${p}/news-list/nope`,
      `${p}/news/nope`,
      `${p}/news-center?official=nope`,
      `${p}/news-list/market?page=99`,
      `${p}/help-generator?topic=nope`,
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(notFound);
    }
  });

  test(`${id}: FAQ groups the common questions by topic; the pages without ids answer`, async ({ sharedPage: page }) => {
    // The FAQ's and the news list's axe checks, on these loads (English).
    const axe = id === "en" ? async () => (await hydrated(page), expect(await seriousAxeViolations(page), page.url()).toEqual([])) : async () => {};
    await page.goto(`${p}/faq`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id, "faq"));
    await axe();
    const common = questions.filter((q) => q.common);
    for (const tabId of new Set(common.map((q) => q.tabId))) {
      const group = page.getByRole("region", { name: helpTab(tabId).name[id] });
      await expect(group.getByRole("link", { name: common.find((q) => q.tabId === tabId)!.title[id] })).toBeVisible();
    }
    await page.goto(`${p}/news-list`);
    await expect(page.getByTestId("news-list-tabs").getByRole("link", { name: newsTab("market").name[id] })).toHaveAttribute("aria-current", "page");
    await axe();
    await page.goto(`${p}/news`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id, "news"));
    await expect(page.getByTestId("news-center-tabs").getByRole("link")).toHaveCount(newsTabs.length);
  });

  test(`${id}: discover has entry points and the discover-more button`, async ({ sharedPage: page }) => {
    await page.goto(`${p}/discover`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id, "discover"));
    // Discover's axe check, on this load (English).
    if (id === "en") {
      await hydrated(page);
      expect(await seriousAxeViolations(page), "/discover").toEqual([]);
    }
    const more = page.locator('[data-analytics-button="discover-more"]');
    await expect(more).toHaveCount(1);
    await expect(more).toHaveText(text(id, "discover.more"));
    await expect(more).toHaveAttribute("href", `${p}/news-center`);
    for (const path of ["/news-center", "/help-center", "/promotions", "/stocks", "/faq", "/help-generator"]) {
      await expect(page.locator(`main a[href="${p}${path}"]`).first()).toBeVisible();
    }
    await expect(page.locator(".news-card")).toHaveCount(3);
  });
}

test("an article's headings go down one level at a time from the page's h1", async ({ sharedPage: page }) => {
  // This seeded article's body starts at h3 (axe heading-order, a moderate finding).
  await page.goto("/news/market-security-notice");
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i], `heading ${i + 1} of ${levels.join(",")}`).toBeLessThanOrEqual(levels[i - 1] + 1);
});

// Every help and news page has its axe check in the tests above, on the loads those make: the
// help center (en, cn), a search's results and the empty search, the FAQ, the news center, a news
// list (en, zh-hk), both articles, the assistant's three steps and discover.
test.describe("accessibility (axe): no serious or critical violations", () => {
  test("the open suggestion list", async ({ sharedPage: page }) => {
    await page.goto("/help-center");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: text("en", "search.label") });
    await box.fill("deposit");
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    expect(await seriousAxeViolations(page, ".help-search")).toEqual([]);
  });
});
