import { readFileSync } from "node:fs";
import { test, type Page } from "@playwright/test";
import { INQUIRIES_PATH, SUBSCRIBERS_PATH } from "../../src/shared/contract/paths";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, toast } from "./support/login";
import { loginAs } from "./support/login-as";

async function openPanel(page: Page, card: RegExp, region: string) {
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: card }).click();
  await expect(page.getByRole("region", { name: region })).toBeVisible();
  return page.getByRole("region", { name: region });
}

test("an admin views an inquiry with its message and replies: an e-mail draft to the sender, marked replied", async ({ page }, testInfo) => {
  const name = `Farhan Shaikh ${testInfo.project.name} ${Date.now()}`;
  const email = `farhan.${testInfo.project.name}.${Date.now()}@example.in`;
  const message = "We are launching 240 homes in Tathawade and need a sales partner.\nPlease call after 5 pm.";
  const sent = await page.request.post(INQUIRIES_PATH, { data: { name, email, phone: "9822012345", subject: "partnership", message } });
  expect(sent.status()).toBe(201);

  await loginAs(page, "admin", e2eAccounts.admin);
  const panel = await openPanel(page, /^Inquiries/, "Customer Inquiries");
  for (const label of ["Total", "This Month", "Response Rate"]) await expect(panel.getByText(label, { exact: true })).toBeVisible();
  const row = panel.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Business Partnership");
  await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Inquiry" });
  await expect(dialog).toContainText("Please call after 5 pm.");
  await expect(dialog).toContainText("New");
  const reply = dialog.getByRole("link", { name: "Reply" });
  await expect(reply).toHaveAttribute("href", `mailto:${email}?subject=Re%3A%20Business%20Partnership`);
  await reply.click();
  await page.keyboard.press("Escape");
  await expect(row.getByText("Replied")).toBeVisible();
  await expect(row.getByRole("link", { name: `Reply to ${name}` })).toHaveAttribute("href", `mailto:${email}?subject=Re%3A%20Business%20Partnership`);
});

test("subscribers: the newest ten, View All, and deactivate / reactivate", async ({ page }, testInfo) => {
  const email = `reader.${testInfo.project.name}.${Date.now()}@example.in`;
  expect((await page.request.post(SUBSCRIBERS_PATH, { data: { email } })).status()).toBe(201);
  await loginAs(page, "admin", e2eAccounts.admin);
  const panel = await openPanel(page, /^Subscribers/, "Newsletter Subscribers");
  await expect(panel.getByRole("table", { name: "Latest subscribers" }).getByRole("row")).toHaveCount(11);
  const row = panel.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Website");
  await row.getByRole("button", { name: `Deactivate ${email}` }).click();
  await expect(row).toContainText("Inactive");
  await row.getByRole("button", { name: `Reactivate ${email}` }).click();
  await expect(row.getByRole("button", { name: `Deactivate ${email}` })).toBeVisible();
  await panel.getByRole("button", { name: /^View All \d+ Subscribers$/ }).click();
  const all = page.getByRole("dialog", { name: /^All Subscribers/ });
  await all.getByLabel("Search by email").fill(email);
  await expect(all.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
});

test("every export downloads the whole table as CSV and says how many records", async ({ page }) => {
  test.slow();
  await loginAs(page, "admin", e2eAccounts.admin);
  const exports: [RegExp, string, string, string][] = [
    [/All Projects/, "Projects", "Export Projects", "ID,Project Name,Project Type,Location,Developer/Client"],
    [/^Inquiries/, "Customer Inquiries", "Export Inquiries", "ID,Received,Name,Email,Phone,Subject,Message,Status,Replied"],
    [/^Subscribers/, "Newsletter Subscribers", "Export Email List", "Email,Subscribed,Status,Source"],
    [/Job Openings/, "Job Openings", "Export Jobs", "ID,Title,Department,Location,Type,Experience,Salary,Status,Posted"],
  ];
  for (const [card, region, button, header] of exports) {
    const panel = await openPanel(page, card, region);
    const download = page.waitForEvent("download");
    await panel.getByRole("button", { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^(projects|inquiries|subscribers|jobs)-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = readFileSync((await file.path())!, "utf8");
    expect(content.charCodeAt(0)).toBe(0xfeff);
    expect(content.slice(1)).toMatch(new RegExp(`^${header.replace(/[()/]/g, "\\$&")}`));
    const records = content.split("\r\n").filter(Boolean).length - 1;
    await expect(toast(page, "Export Complete")).toContainText(`${records} record`);
    if (region === "Projects") expect(content).toContain("Kesar Greens");
  }
});
