/**
 * The firm behind the site and the download links, as configured (playwright.config.ts sets the
 * FIRM_* and download variables to values no default has): every footer, /about and the
 * Organization structured data show the firm; /download offers the configured stores and
 * desktop installers, and its QR code encodes the configured link. JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import QRCode from "qrcode";
import { SITE_PORT } from "../../../playwright.config";
import { expect, hydrated, test } from "../fixtures";

const FIRM = {
  name: "Dolphin Securities E2E Pte. Ltd.",
  uen: "201912345K",
  licence: "CMS101234",
  address: "9 Raffles Place, #20-01, Singapore 048619",
  email: "help@e2e.example",
};
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** The page loaded carries the firm's Organization structured data, with the configured values. */
async function expectOrganization(page: Page, path: string) {
  const entities = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const organization = entities.find((entity) => entity["@type"] === "Organization");
  expect(organization, path).toMatchObject({
    legalName: FIRM.name,
    identifier: { propertyID: "UEN", value: FIRM.uen },
    hasCredential: { identifier: FIRM.licence },
    address: { streetAddress: FIRM.address, addressCountry: "SG" },
    email: FIRM.email,
    contactPoint: [
      { telephone: "6222 3333", areaServed: "SG" },
      { telephone: "+65 6222 3334", areaServed: "Worldwide" },
    ],
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the firm behind the site, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("every layout's footer names the firm, its UEN, MAS licence, address, hotlines, email and hours; / carries it as structured data", async ({
      page,
    }) => {
      const pages: Array<[string, string, RegExp[]]> = [
        ["/", ".site-footer", [/Customer service/, /6222 3333 \(in Singapore\)/, /Monday to Friday, 08:30–20:00 \(Singapore time\)/, /Saturday, 09:00–12:00/]],
        ["/cn/pricing", ".site-footer", [/客服热线/, /星期一至星期五 08:30–20:00（新加坡时间）/]],
        ["/hk/sign-in", ".login-footer", [/客戶服務熱線/, /\+65 6222 3334（海外）/]],
        ["/activity/stock", ".site-footer", [/Service hours/]],
      ];
      for (const [path, footer, texts] of pages) {
        await page.goto(path);
        const firm = page.locator(`${footer} [data-firm]`);
        await expect(firm, path).toBeVisible();
        for (const value of Object.values(FIRM)) await expect(firm, `${path}: ${value}`).toContainText(value);
        for (const text of texts) await expect(firm, path).toContainText(text);
        await expect(firm.locator('a[href="tel:62223333"]'), path).toHaveCount(1);
        await expect(firm.locator('a[href="tel:+6562223334"]'), path).toHaveCount(1);
        await expect(firm.locator(`a[href="mailto:${FIRM.email}"]`), path).toHaveCount(1);
        if (path !== "/") continue;
        // The home page's own checks, on the same load.
        await expect(page.locator(".site-footer")).toContainText(`${FIRM.name} holds a Capital Markets Services licence (${FIRM.licence})`);
        await expect(page.locator(".site-footer__bottom")).toContainText(`© ${new Date().getFullYear()} ${FIRM.name}.`);
        await expectOrganization(page, path);
      }
    });

    test("/about gives the company details in all three locales and the same Organization structured data as /, is in the sitemap and linked from the footer", async ({
      page,
      request,
    }) => {
      for (const [path, heading] of [
        ["/about", "Company details"],
        ["/cn/about", "公司信息"],
        ["/hk/about", "公司資料"],
      ]) {
        await page.goto(path);
        const section = page.locator("section.about-firm");
        await expect(section.getByRole("heading", { level: 2 }), path).toHaveText(heading);
        await expect(page.locator(".site-footer").getByRole("heading", { name: heading }), path).toBeVisible();
        for (const value of Object.values(FIRM)) await expect(section, path).toContainText(value);
        await expect(section.locator('a[href="https://eservices.mas.gov.sg/fid"]'), path).toBeVisible();
        if (path === "/about") await expectOrganization(page, path);
      }
      await page.goto("/pricing");
      await expect(page.locator('.site-footer a[href="/about"]')).toBeVisible();
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const path of ["/about", "/cn/about", "/hk/about"]) expect(sitemap).toContain(`${path}</loc>`);
    });

    test("/download offers the configured stores and desktop installers, and the QR code encodes the configured link", async ({
      sharedPage: page,
      request,
    }) => {
      await page.goto("/download");
      await expect(page.locator("header [data-store=appStore]")).toHaveAttribute("href", "https://apps.apple.com/sg/app/e2e-configured/id1000000001");
      await expect(page.locator("header [data-store=googlePlay]")).toHaveAttribute("href", "https://play.google.com/store/apps/details?id=sg.e2e.configured");
      const desktop = page.locator("section.download-desktop");
      await expect(desktop.getByRole("heading", { level: 2 })).toHaveText("The desktop platform");
      await expect(desktop.getByRole("link", { name: "Download for Windows" })).toHaveAttribute("href", "https://downloads.e2e.example/desktop/E2E-Setup.exe");
      await expect(desktop.getByRole("link", { name: "Download for macOS" })).toHaveAttribute("href", "https://downloads.e2e.example/desktop/E2E.dmg");
      // The futures app keeps its default links, its own desktop installers on its page.
      await expect(page.locator(".download-other [data-store=appStore]")).toHaveAttribute("href", /dolphin-futures/);
      await page.goto("/hk/download-futures");
      await expect(page.locator("section.download-desktop [data-desktop=windows]")).toHaveAttribute(
        "href",
        "https://download.dolphin-securities.sg/desktop/DolphinFutures-Setup.exe",
      );
      await expect(page.locator("section.download-desktop")).toContainText("Windows 10");
      await page.goto("/download-app");
      await expect(page.locator("section.download-desktop")).toHaveCount(0);
      // The QR code is the qrcode library's code of the configured link (the futures app: its page here).
      for (const [path, link] of [
        ["/download", "https://get.e2e.example/app?src=qr"],
        ["/cn/download-futures?HCode=E2E1", `http://localhost:${SITE_PORT}/cn/download-futures?HCode=E2E1`],
      ]) {
        const html = await (await request.get(path)).text();
        const expectedLink = link;
        const svg = await QRCode.toString(expectedLink, {
          type: "svg",
          margin: 1,
          errorCorrectionLevel: "M",
          color: { dark: "#14202eff", light: "#ffffffff" },
        });
        expect(html, path).toContain(svg);
        expect(html, path).toContain(`data-qr-link="${expectedLink.replaceAll("&", "&amp;")}"`);
      }
    });
  });
}

test.describe("inside the company app", () => {
  test.use({ userAgent: `${IPHONE} DolphinApp/5.2.0` });
  test("no footer of any kind (the app shows the firm itself)", async ({ sharedPage: page }) => {
    for (const path of ["/about", "/sign-in"]) {
      await page.goto(path);
      await expect(page.locator(".site-footer, .login-footer"), path).toHaveCount(0);
    }
  });
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe("web app icons", () => {
  test("the manifest's PNG icons (192, 512, a maskable 512), the apple-touch-icon and favicon.ico have their type and pixel size", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifestResponse = await request.get(manifestHref!);
    expect(manifestResponse.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; type: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: "Dolphin Securities", short_name: "Dolphin", start_url: "/", display: "standalone" });
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    for (const [src, size] of [...pngs.map((icon) => [icon.src, Number(icon.sizes.split("x")[0])] as const), [touchIcon!, 180] as const]) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toBe("image/png");
      expect(pngSize(await response.body()), src).toEqual({ width: size, height: size });
    }
    // favicon.ico: an ICO holding 16, 32 and 48 px images.
    const ico = await request.get("/favicon.ico");
    expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = await ico.body();
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    const count = body.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => body.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < count; i++) {
      const length = body.readUInt32LE(6 + 16 * i + 8);
      const offset = body.readUInt32LE(6 + 16 * i + 12);
      expect(pngSize(body.subarray(offset, offset + length))).toEqual({ width: sizes[i], height: sizes[i] });
    }
  });

  test("Chromium finds the site installable (the check Lighthouse's installability audit ran)", async ({ page }) => {
    await page.goto("/");
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    // The test's browser context is off the record, which Chromium names as the one obstacle (the
    // same check lists a missing or unfit manifest, icon, start URL or display mode).
    await expect
      .poll(async () =>
        ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: Array<{ errorId: string }> }).installabilityErrors.map((e) => e.errorId),
      )
      .toEqual(["in-incognito"]);
  });
});

// "Was this helpful?" is recorded: the collector (the sandbox's) receives the event with the
// article id and the answer. Each case votes on its own locale's page, so that parallel tests and
// earlier runs against the same server are told apart by page_name.
for (const [javaScriptEnabled, prefix, answer, buttonName] of [
  [true, "/cn", "no", "没有帮助"],
  [false, "/hk", "yes", "有幫助"],
] as const) {
  test.describe(`"Was this helpful?" with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test(`a "${answer}" vote reaches the analytics collector with the article id`, async ({ sharedPage: page, sandbox }) => {
      const pageName = `${prefix}/help-key/q-funding-egiro`;
      const votes = async () => (await sandbox.analytics("help_article_vote")).filter((event) => event.properties.page_name === pageName);
      const before = (await votes()).length;
      await page.goto(pageName);
      if (javaScriptEnabled) await hydrated(page);
      await page.locator(".helpful").getByRole("button", { name: buttonName, exact: true }).click();
      await expect(page.getByTestId("helpful-thanks")).toBeVisible();
      await expect(page).toHaveURL(pageName);
      await expect.poll(async () => (await votes()).length).toBe(before + 1);
      const [event] = (await votes()).slice(-1);
      expect(event).toMatchObject({
        event: "help_article_vote",
        project: "default",
        properties: { article_id: "funding-egiro", helpful: answer, page_media: "web", app_type: 12, app_env: "local" },
      });
    });
  });
}
