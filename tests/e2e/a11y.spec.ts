import { expect, test } from "./support/test";
import { blockingViolations } from "./support/axe";
import { PHONE_TOO } from "./support/widths";

// The home page (also with the menu open), and the main content of the contact and policy pages, have
// their own accessibility tests in their specs; one policy page stands for the three's shared frame here.
const pages = [
  "/about",
  "/services",
  "/projects",
  "/projects/1",
  "/projects/42",
  "/careers",
  "/contact",
  "/privacy-policy",
  "/no-such-page",
];

/** Pages whose phone layout differs most from the desktop one (stacked grids, the menu button, the form). */
const phoneLayouts = ["/projects/1", "/contact"];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, phoneLayouts.includes(path) ? PHONE_TOO : {}, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await blockingViolations(page)).toEqual([]);
  });
}
