import type { Page } from "@playwright/test";
import { expect } from "./login";

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The month `back` months before today's (Asia/Kolkata). A month is finalised once and the specs of one worker
 * share a database, so each payroll spec finalises its own: the leave-adjustment spec last month, the HR payroll
 * spec three (desktop) and four (phone) months back, the payment spec five, the statutory-returns spec eight.
 */
export function pastMonth(back: number): { value: string; name: string; short: string } {
  const [year, month] = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }).split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  return {
    value: first.toISOString().slice(0, 7),
    name: first.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
    short: `${SHORT_MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`,
  };
}

/** HR's Payroll panel showing `month` (the page is signed in as HR). */
export async function openPayroll(page: Page, month: { value: string; name: string }) {
  await page.goto("/hr-dashboard");
  await page.getByRole("button", { name: /Monthly Payroll/ }).click();
  const panel = page.getByRole("region", { name: "Payroll" });
  await panel.getByLabel("Month").fill(month.value);
  await expect(panel.getByText(`Showing payroll for ${month.name}`)).toBeVisible();
  return panel;
}
