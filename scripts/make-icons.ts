/**
 * Draws the employee portal's home-screen icons (public/icons/*.png) from public/favicon.svg with the
 * system Chromium (Playwright's own browser download is not available here). Run after changing the
 * favicon: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";

const root = join(import.meta.dirname, "..");
const favicon = readFileSync(join(root, "public/favicon.svg"), "utf8");

/**
 * The maskable icon: the favicon's background fills the whole square (the launcher cuts its own
 * shape) and the mark is kept inside the central safe zone (a circle of 40% of the size).
 */
function maskable(svg: string): string {
  const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? "#0f2a44";
  const mark = svg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<rect[^>]*\/>/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.8) translate(-32 -31)">${mark}</g></svg>`;
}

const icons: { file: string; size: number; svg: string }[] = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "icon-maskable-192.png", size: 192, svg: maskable(favicon) },
  { file: "icon-maskable-512.png", size: 512, svg: maskable(favicon) },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed drawing.
  { file: "apple-touch-icon.png", size: 180, svg: maskable(favicon) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const source = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString("base64")}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${source}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    );
    await page.locator("img").evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({
      path: join(root, "public/icons", icon.file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`wrote public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
