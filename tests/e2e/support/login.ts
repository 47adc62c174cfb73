import { expect as baseExpect, type Page } from "@playwright/test";

/** Helpers for the staff-portal specs: open the login page, pick a card, log in, read toasts. */
export const INVALID = "Invalid email or password for the selected portal";
export const expect = baseExpect.configure({ timeout: 20_000 });
export type Card = "Employee" | "HR" | "Admin";

export async function openLogin(page: Page, path = "/login") {
  await page.goto(path);
  await expect(page.getByLabel("Email address")).toBeVisible({ timeout: 30_000 });
}

/** Clicks a role card the way a person does (the radio inside it is visually hidden). */
export async function chooseCard(page: Page, card: Card) {
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: card, exact: true }) })
    .click();
  await expect(page.getByRole("radio", { name: card, exact: true })).toBeChecked();
}

export async function fillLogin(page: Page, card: Card, account: { email: string; password: string }) {
  await chooseCard(page, card);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
}

export async function logIn(page: Page, card: Card, account: { email: string; password: string }) {
  await openLogin(page);
  await fillLogin(page, card, account);
  await page.getByRole("button", { name: "Access Portal" }).click();
}

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
/**
 * Toasts sit top right for 5 seconds, where they can cover buttons: closes them with their close
 * button, as a person would, instead of waiting.
 */
export async function waitForToastsToClear(page: Page) {
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  for (let attempt = 0; attempt < 5 && (await open.count()) > 0; attempt += 1) {
    // A toast may close by itself between the count and the click.
    await open
      .first()
      .getByRole("button", { name: "Close toast" })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}
