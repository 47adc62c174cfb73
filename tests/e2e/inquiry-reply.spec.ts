import { test } from "./support/test";
import { INQUIRIES_PATH } from "../../src/shared/contract/paths";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, toast } from "./support/login";
import { loginAs } from "./support/login-as";
import { waitForMail } from "./support/mailbox";
import { visitorHeaders } from "./support/visitor";

test("an admin replies to an inquiry from the compose dialog: the e-mail reaches the sender, the thread keeps it", async ({
  page,
}, testInfo) => {
  test.slow(); // two full axe-core runs
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const name = `Reply Visitor ${tag}`;
  const email = `reply.${tag}@example.in`;
  const sent = await page.request.post(INQUIRIES_PATH, {
    data: { name, email, phone: "9822012345", subject: "general", message: "Do you also market plotted developments near Hinjewadi?" },
    headers: visitorHeaders(),
  });
  expect(sent.status()).toBe(201);

  await loginAs(page, "admin", e2eAccounts.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: /^Inquiries/ }).click();
  const panel = page.getByRole("region", { name: "Customer Inquiries" });
  const row = panel.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Reply to ${name}` }).click();

  const compose = page.getByRole("dialog", { name: `Reply to ${name}` });
  await expect(compose.getByLabel("To")).toHaveValue(email);
  await expect(compose.getByLabel("Subject")).toHaveValue("Re: General Inquiry");
  await expect(compose.getByLabel("Message")).toHaveValue(`Dear ${name},\n\n`);
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
  await compose.getByLabel("Message").fill("");
  await compose.getByRole("button", { name: "Send Reply" }).click();
  await expect(compose.getByText("Message is required")).toBeVisible();
  await compose.getByLabel("Message").fill(`Dear ${name},\n\nYes, we do. Shall we call you on Monday at 11 am?\n\nRegards,\nVikram`);
  await compose.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await expect(compose).toBeHidden();
  await expect(row.getByText("Replied")).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe("Re: General Inquiry");
  expect(mail.text).toContain("Yes, we do. Shall we call you on Monday at 11 am?");

  await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Inquiry" });
  const thread = dialog.getByRole("region", { name: "Replies" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread).toContainText("Re: General Inquiry");
  await expect(thread).toContainText(`To ${email}`);
  await expect(thread).toContainText("Shall we call you on Monday at 11 am?");
  expect(await blockingViolations(page, { include: "[role=dialog]" })).toEqual([]);
});
