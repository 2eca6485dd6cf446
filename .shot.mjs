import { chromium, devices } from "@playwright/test";
const [,, url, out, kind] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const ctx = await browser.newContext(kind === "phone" ? { ...devices["iPhone 13"] } : { viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
await page.goto(url);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
