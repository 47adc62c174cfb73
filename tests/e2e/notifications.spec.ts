import { test } from "./support/test";
import { INQUIRIES_PATH } from "../../src/shared/contract/paths";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { waitForMail } from "./support/mailbox";
import { visitorHeaders } from "./support/visitor";
import { PHONE_TOO } from "./support/widths";

// The bell and the admin's E-mail panel (docs/product.md sections 11.2 and 11.4). A new contact-form inquiry
// tells every admin on the bell and by e-mail.
test.describe.configure({ timeout: 90_000 });

test(
  "the admin's bell counts a new inquiry, lists it in view and is marked read; the E-mail panel shows its notice as sent",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    test.slow(); // two full axe-core runs
    const name = `Bell Visitor ${testInfo.project.name} ${Date.now()}`;
    const sent = await page.request.post(INQUIRIES_PATH, {
      data: {
        name,
        email: `bell.${Date.now()}@example.in`,
        phone: "9822012345",
        subject: "property",
        message: "Are there 3 BHK homes near Balewadi High Street?",
      },
      headers: visitorHeaders(),
    });
    expect(sent.status()).toBe(201);
    const notice = await waitForMail(e2eAccounts.admin.email, (mail) => mail.subject === `New inquiry: Property Information from ${name}`);
    expect(notice.text).toContain(`${name} sent a message through the contact form`);

    await loginAs(page, "admin", e2eAccounts.admin);
    await page.goto("/admin-dashboard");
    await waitForToastsToClear(page);
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const listId = await bell.getAttribute("aria-controls");
    await bell.click();
    const entry = page.getByRole("link", { name: new RegExp(`New inquiry: Property Information from ${name}`) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText("(unread)");
    // The list stays inside the screen at every width.
    const box = (await page.locator(`[id="${listId}"]`).boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    await expect(entry).not.toContainText("(unread)");
    await page.keyboard.press("Escape");
    await expect(entry).toBeHidden();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeFocused();

    if (width < 768) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "E-mail" }).click();
    const panel = page.getByRole("region", { name: "E-mail" });
    await panel.getByLabel("Kind of message").selectOption({ label: "New inquiry notice" });
    await panel.getByLabel("Recipient or subject").fill(name);
    await expect(panel.getByText("Showing 1-1 of 1")).toBeVisible();
    await expect(panel).toContainText(`New inquiry: Property Information from ${name}`);
    await expect(panel).toContainText(e2eAccounts.admin.email);
    // The status badge, in a table cell (or a phone card's value): the word also heads the sent-time column.
    await expect(panel.locator("td, dd").getByText("Sent", { exact: true })).toBeVisible();
    await expect(panel.locator("td, dd").getByText("1 attempt", { exact: true })).toBeVisible();
    await panel.getByLabel("Status").selectOption({ label: "Failed" });
    await expect(panel.getByText("No e-mail messages")).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  },
);
