import { test } from "./support/test";
import { ADMIN_SUBSCRIBERS_PATH } from "../../src/shared/contract/admin";
import { ADMIN_NEWSLETTERS_PATH } from "../../src/shared/contract/newsletter";
import { SUBSCRIBERS_PATH } from "../../src/shared/contract/paths";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect } from "./support/login";
import { sessionHeaderOf } from "./support/login-as";
import { waitForMail } from "./support/mailbox";
import { visitorHeaders } from "./support/visitor";

test("a subscriber unsubscribes in one click on the page their newsletter links to", async ({ page }, testInfo) => {
  test.slow(); // a full axe-core run
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const email = `leaving.${tag}@example.in`;
  expect((await page.request.post(SUBSCRIBERS_PATH, { data: { email }, headers: visitorHeaders() })).status()).toBe(201);
  const admin = await sessionHeaderOf("admin", e2eAccounts.admin);
  const campaign = await page.request.post(ADMIN_NEWSLETTERS_PATH, {
    data: { subject: `Launches ${tag}`, body: "Three launches in Wakad this month." },
    headers: admin,
  });
  expect(campaign.status()).toBe(201);

  const mail = await waitForMail(email, (each) => each.subject === `Launches ${tag}`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const link = /https?:\/\/\S+\/unsubscribe\?t=[\w.-]+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(page).toHaveTitle(/^Unsubscribe \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { name: "Unsubscribe", level: 1 })).toBeVisible();
  expect(await blockingViolations(page, { include: "main" })).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("You have been unsubscribed. You will receive no more newsletters.");

  const [subscriber] = await (
    await page.request.get(`${ADMIN_SUBSCRIBERS_PATH}?q=${encodeURIComponent(email)}`, { headers: admin })
  ).json();
  expect(subscriber).toMatchObject({ email, status: "inactive" });
});

test("the unsubscribe page says so when its link is not valid", async ({ page }) => {
  await page.goto(`/unsubscribe?t=1.${"A".repeat(43)}`);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("This unsubscribe link is not valid");
  await page.goto("/unsubscribe");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("This unsubscribe link is not valid");
  // The prerendered question gives way to the answer in the same space: nothing below it moves (CLS budget 0.01).
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0)),
        ).observe({
          type: "layout-shift",
          buffered: true,
        });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(layoutShift).toBeLessThanOrEqual(0.01);
});
