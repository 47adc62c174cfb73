import { request as playwrightRequest } from "@playwright/test";
import { test } from "./support/test";
import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import { EMPLOYEE_LEAVE_PATH } from "../../src/shared/contract/employee-portal";
import { notificationsReadPath } from "../../src/shared/contract/notifications";
import { formatCalendarDate } from "../../src/shared/display-format";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs, sessionHeaderOf } from "./support/login-as";
import { waitForMail } from "./support/mailbox";

// The leave messages (docs/product.md section 11.6) as people meet them: HR's bell rings for a new request and
// opens the Leave panel; the decision reaches the employee by e-mail and on their bell, each opening their requests.
test.describe.configure({ timeout: 90_000 });

/** A Monday at least a week ahead: one working day of sick leave, in no one's way. */
function mondayAhead(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

test("an employee's leave request rings HR's bell; HR approves it from there, and the employee's e-mail and bell say so", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // three axe-core runs and an e-mail round trip
  const person = await hireEmployee(baseURL!);
  const date = mondayAhead();
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    // HR begins with nothing unread, so the count on the bell is this request's.
    expect((await api.post(notificationsReadPath("hr"), { headers: await sessionHeaderOf("hr", e2eAccounts.hr), data: {} })).status()).toBe(
      200,
    );
    const login = await api.post(LOGIN_PATHS.employee, { data: { email: person.email, password: person.password } });
    const headers = { "x-employee-session": ((await login.json()) as { sessionId: string }).sessionId };
    const asked = await api.post(EMPLOYEE_LEAVE_PATH, {
      headers,
      data: { leaveType: "sick", startDate: date, endDate: date, reason: "Viral fever, doctor advised rest" },
    });
    expect(asked.status()).toBe(201);
  } finally {
    await api.dispose();
  }

  await loginAs(page, "hr", e2eAccounts.hr);
  await page.goto("/hr-dashboard");
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const notice = page.getByRole("link", {
    name: new RegExp(`^Leave request from ${person.name}: Sick Leave, ${formatCalendarDate(date)}`),
  });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("(unread)");
  expect(await blockingViolations(page)).toEqual([]);

  // The notification opens the Leave panel and counts as read.
  await notice.click();
  await expect(page).toHaveURL(/\/hr-dashboard\?panel=leaves$/);
  const panel = page.getByRole("region", { name: "Leave Requests" });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await panel.getByLabel("Search by employee name or ID").fill(person.employee.lastName);
  await panel.getByRole("button", { name: new RegExp(`^Approve leave for ${person.name}`) }).click();
  const approve = page.getByRole("dialog", { name: "Approve Leave" });
  await approve.getByLabel("Comment (optional)").fill("Get well soon");
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "Leave approved")).toBeVisible();

  // The employee's e-mail: the decision, HR's comment and the link to their requests.
  const subject = `Your leave request was approved: Sick Leave, ${formatCalendarDate(date)}`;
  const mail = await waitForMail(person.email, (message) => message.subject === subject);
  expect(mail.text).toContain(`Dear ${person.name},`);
  expect(mail.text).toContain(`HR approved your Sick Leave request for ${formatCalendarDate(date)}.`);
  expect(mail.text).toContain("Comment: Get well soon");
  const link = `${baseURL}/employee-dashboard?tab=leave`;
  expect(mail.text).toContain(`See your leave requests: ${link}`);
  expect(mail.html).toContain(`href="${link}"`);
  await waitForToastsToClear(page);

  const employeePage = await (await browser.newContext({ baseURL })).newPage();
  try {
    await loginAs(employeePage, "employee", person);
    // The e-mail's link opens the Leave Requests tab, with the request approved.
    await employeePage.goto(link);
    await expect(employeePage.getByRole("tab", { name: "Leave Requests" })).toHaveAttribute("aria-selected", "true");
    const requests = employeePage.getByRole("list", { name: "Leave requests" });
    await expect(requests.getByRole("listitem").filter({ hasText: "Sick Leave" })).toContainText("Approved");
    // And their bell has the same news.
    const employeeBell = employeePage.getByRole("button", { name: "Notifications, 1 unread" });
    await employeeBell.click();
    const news = employeePage.getByRole("link", { name: new RegExp(`^${subject}`) });
    await expect(news).toContainText("Get well soon");
    expect(await blockingViolations(employeePage)).toEqual([]);
  } finally {
    await employeePage.context().close();
  }
});
