import { expect, test } from "@playwright/test";

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("/career redirects to /careers", async ({ page }) => {
  await page.goto("/career");
  await expect(page).toHaveURL(/\/careers$/);
});
