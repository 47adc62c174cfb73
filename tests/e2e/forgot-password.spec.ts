import { test } from "./support/test";
import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import { forgotPasswordMessage, linkExpiredMessage, passwordSetMessage } from "../../src/shared/contract/mail";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { expect, logIn } from "./support/login";
import { passwordLinkIn, waitForMail } from "./support/mailbox";
import { PHONE_TOO } from "./support/widths";

// Forgot password (docs/product.md section 11.3): the e-mailed link is the only way back in without an admin.
test.describe.configure({ timeout: 90_000 });

test(
  "a person who forgot the password sets a new one through the e-mailed link and logs in with it",
  PHONE_TOO,
  async ({ page, baseURL }) => {
    test.slow(); // three full axe-core runs
    const person = await hireEmployee(baseURL!);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByLabel("Email address").fill(person.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText(forgotPasswordMessage);

    const mail = await waitForMail(person.email, (message) => message.subject.endsWith("set a new password"));
    expect(mail.text).toContain(`Dear ${person.name},`);
    const link = passwordLinkIn(mail);
    expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(`${baseURL}/reset-password`);
    const newPassword = `Monsoon-Baner-${Date.now() % 100_000}`;
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("status")).toContainText(passwordSetMessage);
    expect(await blockingViolations(page)).toEqual([]);

    // The old password is gone; the new one opens the employee portal.
    const old = await page.request.post(LOGIN_PATHS.employee, { data: { email: person.email, password: person.password } });
    expect(old.status()).toBe(401);
    await page.getByRole("link", { name: "Go to login" }).click();
    await logIn(page, "Employee", { email: person.email, password: newPassword });
    await expect(page).toHaveURL(/\/employee-dashboard$/);
    await expect(page.getByText(person.name).first()).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Another-Pass-Word-9");
    await page.getByLabel("Confirm new password").fill("Another-Pass-Word-9");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("alert")).toContainText(linkExpiredMessage);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  },
);
