import { readFileSync } from "node:fs";
import { test, type Page } from "./support/test";
import { buildJobInput, buildProjectInput } from "../../src/server/seed/builders";
import { ADMIN_JOBS_PATH } from "../../src/shared/contract/jobs";
import { INQUIRIES_PATH, SUBSCRIBERS_PATH } from "../../src/shared/contract/paths";
import { ADMIN_PROJECTS_PATH } from "../../src/shared/contract/projects";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, toast } from "./support/login";
import { loginAs } from "./support/login-as";
import { visitorHeaders } from "./support/visitor";

async function openPanel(page: Page, card: RegExp, region: string) {
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: card }).click();
  await expect(page.getByRole("region", { name: region })).toBeVisible();
  return page.getByRole("region", { name: region });
}

// Replying (the compose dialog, the thread, the e-mail in the SMTP sink): inquiry-reply.spec.ts.
test("an admin views an inquiry with its message; Reply opens the compose dialog addressed to the sender", async ({ page }, testInfo) => {
  test.slow();
  const name = `Farhan Shaikh ${testInfo.project.name} ${Date.now()}`;
  const email = `farhan.${testInfo.project.name}.${Date.now()}@example.in`;
  const message = "Is the 3 BHK in Kesar Greens still available? We want to visit this Sunday.\nPlease call after 5 pm.";
  const sent = await page.request.post(INQUIRIES_PATH, {
    data: { name, email, phone: "9822012345", subject: "property", message },
    headers: visitorHeaders(),
  });
  expect(sent.status()).toBe(201);

  await loginAs(page, "admin", e2eAccounts.admin);
  const panel = await openPanel(page, /^Inquiries/, "Customer Inquiries");
  for (const label of ["Total", "This Month", "Response Rate"]) await expect(panel.getByText(label, { exact: true })).toBeVisible();
  const row = panel.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Property Information");
  await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Inquiry" });
  await expect(dialog).toContainText("Please call after 5 pm.");
  await expect(dialog).toContainText("New");
  expect(await blockingViolations(page)).toEqual([]);
  await expect(dialog.getByText("No replies yet")).toBeVisible();
  await dialog.getByRole("button", { name: "Reply" }).click();
  const compose = page.getByRole("dialog", { name: `Reply to ${name}` });
  await expect(compose.getByLabel("To")).toHaveValue(email);
  await expect(compose.getByLabel("Subject")).toHaveValue("Re: Property Information");
  await compose.getByRole("button", { name: "Cancel" }).click();
  await expect(compose).toBeHidden();
  await row.getByRole("button", { name: `Reply to ${name}` }).click();
  await expect(page.getByRole("dialog", { name: `Reply to ${name}` }).getByLabel("To")).toHaveValue(email);
});

test("subscribers: the newest ten, View All, and deactivate / reactivate", async ({ page }, testInfo) => {
  test.slow(); // a full axe-core run on the panel
  const email = `reader.${testInfo.project.name}.${Date.now()}@example.in`;
  expect((await page.request.post(SUBSCRIBERS_PATH, { data: { email }, headers: visitorHeaders() })).status()).toBe(201);
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
  // The dialog is narrower than a table needs: a card per subscriber (docs/product.md section 2.3).
  await expect(all.getByRole("listitem").filter({ hasText: email })).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
});

test("every export downloads the whole table as CSV, with the rows just made, and says how many records", async ({ page }, testInfo) => {
  test.slow();
  const { sessionHeader } = await loginAs(page, "admin", e2eAccounts.admin);
  const tag = `${testInfo.project.name} ${Date.now()}`;
  const made = {
    project: `Export Check Towers ${tag}`,
    inquiry: `Export Check Visitor ${tag}`,
    subscriber: `export.${testInfo.project.name}.${Date.now()}@example.in`,
    job: `Export Check Analyst ${tag}`,
  };
  const create = async (path: string, data: object, headers: Record<string, string> = {}) =>
    expect((await page.request.post(path, { data, headers })).status()).toBe(201);
  await create(ADMIN_PROJECTS_PATH, buildProjectInput({ projectName: made.project }), sessionHeader);
  await create(
    INQUIRIES_PATH,
    { name: made.inquiry, email: made.subscriber, phone: "9822012345", subject: "property", message: "Please send the price list." },
    visitorHeaders(),
  );
  await create(SUBSCRIBERS_PATH, { email: made.subscriber }, visitorHeaders());
  // A closed opening: the public careers page (checked by other specs meanwhile) does not change.
  await create(ADMIN_JOBS_PATH, buildJobInput({ title: made.job, isActive: false }), sessionHeader);

  const exports: [RegExp, string, string, string, string][] = [
    [/All Projects/, "Projects", "Export Projects", "ID,Project Name,Project Type,Location,Developer/Client", made.project],
    [/^Inquiries/, "Customer Inquiries", "Export Inquiries", "ID,Received,Name,Email,Phone,Subject,Message,Status,Replied", made.inquiry],
    [/^Subscribers/, "Newsletter Subscribers", "Export Email List", "Email,Subscribed,Status,Source", made.subscriber],
    [/Job Openings/, "Job Openings", "Export Jobs", "ID,Title,Department,Location,Type,Experience,Salary,Status,Posted", made.job],
  ];
  for (const [card, region, button, header, row] of exports) {
    const panel = await openPanel(page, card, region);
    const download = page.waitForEvent("download");
    await panel.getByRole("button", { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^(projects|inquiries|subscribers|jobs)-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = readFileSync((await file.path())!, "utf8");
    expect(content.charCodeAt(0)).toBe(0xfeff);
    expect(content.slice(1)).toMatch(new RegExp(`^${header.replace(/[()/]/g, "\\$&")}`));
    expect(content).toContain(row);
    const records = content.split("\r\n").filter(Boolean).length - 1;
    await expect(toast(page, "Export Complete")).toContainText(`${records} record`);
  }
});
