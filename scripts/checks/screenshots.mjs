// Screenshots of pages at desktop (1440 px) and phone (390 px) widths, for looking at them:
//   node scripts/checks/screenshots.mjs [baseURL] [outDir] path1 path2 ...
// Uses Debian's chromium (CHROMIUM_PATH to override).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "../lib/chromium.mjs";

const [base = "http://localhost:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_FLAGS });
const sizes = [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  {
    name: "phone",
    viewport: { width: 390, height: 844 },
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    deviceScaleFactor: 1,
  },
];
for (const size of sizes) {
  const context = await browser.newContext({ viewport: size.viewport, userAgent: size.userAgent, deviceScaleFactor: size.deviceScaleFactor ?? 1 });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${size.name}-${path.replace(/[^a-z0-9]+/gi, "_") || "home"}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(file, overflow > 0 ? `HORIZONTAL OVERFLOW ${overflow}px` : "");
  }
  await context.close();
}
await browser.close();
