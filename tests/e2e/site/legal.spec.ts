/**
 * The legal documents (Client Agreement, Risk Disclosure Statement, Privacy Policy, Open API Terms
 * of Use): each a page in the three locales with its sections, date and summary notice; readable
 * from the sign-up and Open API forms in a new tab without losing what was typed, with and without
 * JavaScript; linked from every page's footer; listed in the sitemap; their texts never shipped in
 * the locale resources or the scripts.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { cn } from "../../../app/content/legal/cn";
import { en } from "../../../app/content/legal/en";
import { zhHk } from "../../../app/content/legal/zh-hk";
import { expect, hydrated, signInAs, test, uniqueEmail } from "../fixtures";
import { LOCALES, PAGES, heading } from "../pages";

const DOCUMENTS = PAGES.filter((p) => p.path.startsWith("legal/"));
const TEXTS = { en, cn, "zh-hk": zhHk } as const;
type LocaleId = (typeof LOCALES)[number]["id"];
type DocKey = keyof typeof en;

const resources = (locale: string, ns: string) => JSON.parse(readFileSync(`app/locales/${locale}/${ns}.json`, "utf8"));
const legalUi = (locale: LocaleId) => resources(locale, "legal") as { newTab: string; summary: string; related: string };
const docName = (locale: LocaleId, key: string) => (resources(locale, "common") as { pages: Record<string, string> }).pages[key];
const DATE_FORMAT: Record<LocaleId, RegExp> = { en: /^\d{2} [A-Z][a-z]{2}, \d{4}$/, cn: /^\d{4}-\d{2}-\d{2}$/, "zh-hk": /^\d{4}-\d{2}-\d{2}$/ };
const ENGLISH_RUN = /[a-z]{4,}\s+[a-z]{4,}\s+[a-z]{4,}/i;
const PASSWORD = "Abc12345";

/** Clicks a link that opens a new tab and answers that tab, loaded. */
async function openInNewTab(page: Page, link: ReturnType<Page["locator"]>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.waitForLoadState("domcontentloaded");
  return tab;
}

test.describe("the documents", () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) {
    test(`every document in ${locale.id}: 200, heading, date, summary notice, contents linking each section`, async ({ sharedPage: page }) => {
      expect(DOCUMENTS.map((d) => d.key)).toEqual(["client-agreement", "risk-disclosure", "privacy-policy", "open-api-terms"]);
      for (const doc of DOCUMENTS) {
        const url = `${locale.prefix}/${doc.path}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale.htmlLang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(locale.id, doc.key));
        await expect(page.locator(".legal-page__updated time")).toHaveText(DATE_FORMAT[locale.id]);
        await expect(page.getByRole("note")).toHaveText(legalUi(locale.id).summary.replace("{{document}}", heading(locale.id, doc.key)));
        const sections = TEXTS[locale.id][doc.key as DocKey].sections;
        const body = page.getByTestId("legal-body");
        await expect(body.getByRole("heading", { level: 2 })).toHaveText([...sections.map((s) => s.heading), legalUi(locale.id).related]);
        const toc = page.getByRole("navigation", { name: /Contents|目录|目錄/ }).getByRole("link");
        await expect(toc).toHaveCount(sections.length);
        for (const [i, section] of sections.entries()) {
          await expect(toc.nth(i)).toHaveAttribute("href", `#${section.id}`);
          await expect(page.locator(`section#${section.id} h2`)).toHaveText(section.heading);
        }
        if (locale.id !== "en") {
          const text = await body.innerText();
          expect(text.match(ENGLISH_RUN)?.[0], `${url} has English text`).toBeUndefined();
          expect(text, url).toContain(TEXTS[locale.id][doc.key as DocKey].sections[0].heading);
        }
      }
    });
  }

  test("a contents link jumps to its section; the other documents are linked at the end", async ({ sharedPage: page }) => {
    await page.goto("/legal/privacy-policy");
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: /Data Protection Officer/ })
      .click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy#dpo$/);
    await expect(page.locator("section#dpo")).toBeInViewport();
    await expect(page.locator("section#dpo")).toContainText("dpo@");
    await page.getByRole("navigation", { name: "Other documents" }).getByRole("link", { name: "Open API Terms of Use" }).click();
    await expect(page).toHaveURL(/\/legal\/open-api-terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("en", "open-api-terms"));
  });

  test("an unknown document is the 404 page", async ({ sharedPage: page }) => {
    expect((await page.goto("/legal/terms-of-sale"))?.status()).toBe(404);
    expect((await page.goto("/cn/legal"))?.status()).toBe(404);
  });

  test("sitemap.xml lists every document in every locale", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const doc of DOCUMENTS) for (const locale of LOCALES) expect(xml).toContain(`${locale.prefix}/${doc.path}</loc>`);
  });
});

test("the documents' texts reach the browser only as the page's data: not in the locale resources, not in any script", async ({ page, request }) => {
  // A sentence of each document, in each locale.
  const samples = LOCALES.flatMap((l) =>
    Object.values(TEXTS[l.id]).map((doc) => (doc.sections.flatMap((s) => s.body).find((b) => typeof b === "string") as string).slice(0, 30)),
  );
  for (const locale of LOCALES) {
    const body = await (await request.get(`/locales/${locale.id}`)).text();
    for (const sample of samples) expect(body, `/locales/${locale.id}`).not.toContain(sample);
  }
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/legal/risk-disclosure");
  await hydrated(page);
  // A client navigation fetches the next document as loader data, not as a script.
  await page.getByRole("navigation", { name: "Other documents" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("en", "privacy-policy"));
  await expect(page.getByTestId("legal-body")).toContainText(en["privacy-policy"].sections[0].heading);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const source = await (await request.get(url)).text();
    for (const sample of samples) expect(source, url).not.toContain(sample);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`forms, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const locale of LOCALES) {
      test(`sign-up in ${locale.id}: each document opens in a new tab and the form keeps what was typed`, async ({ sharedPage: page }) => {
        await page.goto(`${locale.prefix}/sign-up`);
        if (javaScriptEnabled) await hydrated(page);
        await page.locator('input[name="phoneNumber"]').fill("81234567");
        await page.locator('input[name="invitationCode"]').fill("FRIEND8");
        const terms = page.locator('input[name="terms"]');
        await terms.check();
        const note = page.locator(`#${await terms.getAttribute("id")}-note`);
        await expect(terms).toHaveAttribute("aria-describedby", new RegExp(`${await terms.getAttribute("id")}-note`));
        // The links sit outside the checkbox's label.
        await expect(page.locator("label.checkbox a")).toHaveCount(0);
        const links = note.getByRole("link");
        await expect(links).toHaveCount(3);
        for (const [i, key] of ["client-agreement", "risk-disclosure", "privacy-policy"].entries()) {
          const link = links.nth(i);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", /noopener/);
          await expect(link).toHaveAccessibleName(`${docName(locale.id, key)} ${legalUi(locale.id).newTab}`);
          const tab = await openInNewTab(page, link);
          await expect(tab).toHaveURL(new RegExp(`${locale.prefix}/legal/${key}$`));
          await expect(tab.getByRole("heading", { level: 1 })).toHaveText(heading(locale.id, key));
          await tab.close();
        }
        await expect(page).toHaveURL(new RegExp(`${locale.prefix}/sign-up$`));
        await expect(page.locator('input[name="phoneNumber"]')).toHaveValue("81234567");
        await expect(page.locator('input[name="invitationCode"]')).toHaveValue("FRIEND8");
        await expect(terms).toBeChecked();
      });
    }

    for (const locale of [LOCALES[0], LOCALES[2]]) {
      test(`the Open API application in ${locale.id}: the terms open in a new tab and the form keeps what was typed`, async ({ sharedPage: page, sandbox }) => {
        const email = uniqueEmail("legal");
        await sandbox.createUser({ email, password: PASSWORD });
        await signInAs(page, email, PASSWORD);
        await page.goto(`${locale.prefix}/open-api-apply`);
        if (javaScriptEnabled) await hydrated(page);
        const purpose = page.locator('textarea[name="purpose"]');
        await purpose.fill("Rebalance my portfolio of Singapore and US shares every month.");
        const terms = page.locator('input[name="terms"]');
        await terms.check();
        await expect(terms).toHaveAccessibleDescription(new RegExp(docName(locale.id, "open-api-terms").replace(/[()]/g, "\\$&")));
        const link = page.locator(`#${await terms.getAttribute("id")}-note`).getByRole("link");
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute("target", "_blank");
        const tab = await openInNewTab(page, link);
        await expect(tab).toHaveURL(new RegExp(`${locale.prefix}/legal/open-api-terms$`));
        await expect(tab.getByRole("heading", { level: 1 })).toHaveText(heading(locale.id, "open-api-terms"));
        await tab.close();
        await expect(purpose).toHaveValue("Rebalance my portfolio of Singapore and US shares every month.");
        await expect(terms).toBeChecked();
      });
    }

    test("the footer links the four documents, translated, in every locale", async ({ sharedPage: page }) => {
      for (const locale of LOCALES) {
        await page.goto(`${locale.prefix}/stocks`);
        const footer = page.locator("footer");
        for (const doc of DOCUMENTS) {
          await expect(footer.getByRole("link", { name: docName(locale.id, doc.key), exact: true })).toHaveAttribute("href", `${locale.prefix}/${doc.path}`);
        }
      }
      await page.goto("/cn/stocks");
      if (javaScriptEnabled) await hydrated(page);
      await page
        .locator("footer")
        .getByRole("link", { name: docName("cn", "risk-disclosure"), exact: true })
        .click();
      await expect(page).toHaveURL(/\/cn\/legal\/risk-disclosure$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("cn", "risk-disclosure"));
      await expect(page.getByTestId("legal-body")).toContainText(cn["risk-disclosure"].sections[2].heading);
    });
  });
}
