import { expect, test } from "./support/test";

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("/career redirects to /careers", async ({ page }) => {
  await page.goto("/career");
  await expect(page).toHaveURL(/\/careers$/);
});

test("a page loads only its own chunk; another page's chunk is fetched when a link to it is hovered or focused", async ({ page }) => {
  const pageChunks: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/([a-z-]+-page)-[\w-]+\.js$/.exec(request.url());
    if (match) pageChunks.push(match[1]!);
  });
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  expect(pageChunks).toEqual(["about-page"]);

  // The footer's quick links are there at every width.
  const quickLinks = page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" });
  await quickLinks.getByRole("link", { name: "Careers" }).hover();
  await expect.poll(() => pageChunks).toEqual(["about-page", "careers-page"]);
  await quickLinks.getByRole("link", { name: "Services" }).focus();
  await expect.poll(() => pageChunks).toEqual(["about-page", "careers-page", "services-page"]);

  await quickLinks.getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Careers");
});
