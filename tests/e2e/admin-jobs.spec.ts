import { test } from "./support/test";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";

test("an admin posts a job opening, sees it on the careers page, closes it and sees it gone", async ({ page }, testInfo) => {
  test.slow();
  const title = `Closing Manager ${testInfo.project.name} ${Date.now()}`;
  await loginAs(page, "admin", e2eAccounts.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: /Job Openings/ }).click();
  const panel = page.getByRole("region", { name: "Job Openings" });

  await panel.getByRole("button", { name: "Post New Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Post New Job" });
  await dialog.getByRole("button", { name: "Post Job" }).click();
  for (const message of [
    "Title is required",
    "Department is required",
    "Location is required",
    "Type is required",
    "Experience is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Department").selectOption("Sales");
  await dialog.getByLabel("Type").selectOption("Full-time");
  await dialog.getByLabel("Location").fill("Kharadi, Pune");
  await dialog.getByLabel("Experience").fill("3-5 years");
  await dialog.getByLabel("Salary").fill("₹7-10 LPA");
  await dialog.getByLabel("Requirements").fill("3+ years of closing\nMarathi and Hindi");
  await dialog.getByRole("button", { name: "Post Job" }).click();
  await expect(toast(page, "Job opening posted successfully")).toBeVisible();
  const row = panel.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Active");

  await page.goto("/careers");
  const opening = page.getByRole("article", { name: title });
  await expect(opening).toContainText("3+ years of closing");
  await expect(opening).toContainText("₹7-10 LPA");

  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: /Job Openings/ }).click();
  await waitForToastsToClear(page);
  await row.getByRole("button", { name: `Close ${title}` }).click();
  await expect(row).toContainText("Closed");
  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
});
