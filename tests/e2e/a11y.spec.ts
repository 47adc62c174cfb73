import { expect, test } from "@playwright/test";
import { blockingViolations } from "./support/axe";

const pages = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/projects/1",
  "/projects/42",
  "/careers",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/no-such-page",
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await blockingViolations(page)).toEqual([]);
  });
}
