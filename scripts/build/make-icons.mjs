// Makes the web app icons under public/ from the logo artwork (public/favicon.svg's mark), once:
//   node scripts/build/make-icons.mjs
// Chromium (scripts/lib/chromium.mjs) draws each icon at its pixel size; the PNGs and favicon.ico
// (16, 32 and 48 px PNG images in an ICO container) are committed, so nothing runs at build time.
// - icons/icon-192.png, icons/icon-512.png: the round logo on transparency (manifest, purpose any);
// - icons/icon-maskable-512.png: the mark on a full-bleed brand square, inside the central circle
//   of 40 % radius that every mask keeps (W3C Web App Manifest, "maskable" safe zone);
// - apple-touch-icon.png (180 px): opaque, full-bleed (iOS rounds the corners and would paint
//   transparency black).
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_EXECUTABLE, CHROMIUM_FLAGS } from "../lib/chromium.mjs";

const BRAND = "#0b5cab";
// The dolphin of public/favicon.svg, in its 32-unit box (it spans x 7–25, y 9–22).
const MARK = "M7 19c3-7 10-10 18-8-3 1-5 3-6 5 2 0 4 1 5 3-4-1-8 0-11 3 0-2 1-3 2-4-3 0-6 1-8 1z";

/** The round logo, as public/favicon.svg. */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${BRAND}"/><path d="${MARK}" fill="#fff"/></svg>`;
/**
 * The mark on a full square, at `scale` about the centre. Its farthest point (the tail, about
 * 10 units from the centre) lies 10 × scale units out: inside the safe zone's 12.8 up to 1.28.
 */
const square = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -15.5)"><path d="${MARK}" fill="#fff"/></g></svg>`;

const icons = [
  ["icons/icon-192.png", round, 192],
  ["icons/icon-512.png", round, 512],
  ["icons/icon-maskable-512.png", square(1), 512],
  ["apple-touch-icon.png", square(1), 180],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ deviceScaleFactor: 1 });
async function draw(svg, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img style="display:block" width="${size}" height="${size}" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body></html>`,
  );
  await page.locator("img").evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

mkdirSync("public/icons", { recursive: true });
for (const [file, svg, size] of icons) writeFileSync(`public/${file}`, await draw(svg, size));

// favicon.ico: an ICONDIR, one 16-byte entry per image, then the PNG images themselves.
const sizes = [16, 32, 48];
const images = [];
for (const size of sizes) images.push(await draw(round, size));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
writeFileSync("public/favicon.ico", Buffer.concat([header, ...images]));
await browser.close();
console.log("public/icons/*.png, public/apple-touch-icon.png, public/favicon.ico written");
