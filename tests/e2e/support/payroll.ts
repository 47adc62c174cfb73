import type { APIRequestContext, Page } from "@playwright/test";
import { finalisePath, HR_PAYROLL_PATH, payrollMessages, type PayrollMonth } from "../../../src/shared/contract/payroll";
import { expect } from "./login";

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface SpecMonth {
  value: string;
  name: string;
  short: string;
}

/** The month `back` months before today's (Asia/Kolkata). */
export function pastMonth(back: number): SpecMonth {
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

/**
 * Months are finalised in order from the company's first finalised month (docs/product.md section 9.14), and the
 * specs of one worker share a database in no set order: every worker's payroll begins eight months back. A spec that
 * finalises a month through the panel takes the first one still a draft from there (the statutory-returns, payment
 * and HR payroll specs: three months at most); the leave-adjustment spec, run after them (playwright.config.ts),
 * finalises every month up to last month.
 */
const FIRST_PAYROLL_BACK = 8;

/** The first month from eight months back still a draft, for a spec to finalise through the panel. */
export async function nextMonthToFinalise(request: APIRequestContext, headers: Record<string, string>): Promise<SpecMonth> {
  for (let back = FIRST_PAYROLL_BACK; back >= 1; back -= 1) {
    const month = pastMonth(back);
    const payroll = (await (await request.get(`${HR_PAYROLL_PATH}?month=${month.value}`, { headers })).json()) as PayrollMonth;
    if (payroll.status === "draft") return month;
  }
  throw new Error("Every past month is finalised: no month left to finalise through the panel");
}

/** Finalises through the API, in order, every month from eight months back to `month` (one an earlier spec finalised is left as it is). */
export async function finaliseThrough(request: APIRequestContext, headers: Record<string, string>, month: string): Promise<void> {
  for (let back = FIRST_PAYROLL_BACK; pastMonth(back).value <= month; back -= 1) {
    const { value } = pastMonth(back);
    const response = await request.post(finalisePath(value), { headers });
    if (response.status() !== 200)
      expect((await response.json()) as { message: string }, value).toMatchObject({ message: payrollMessages.alreadyFinalised(value) });
  }
}
