import { test } from "./support/test";
import { e2eAccounts } from "./support/accounts";
import { expect, logIn, openLogin, toast } from "./support/login";
import { PHONE_TOO } from "./support/widths";

// The dashboards' guards (docs/product.md section 4.2), apart from the login page's own specs (auth.spec.ts).
// Portal pages are client-rendered from a lazily loaded bundle and every login hashes with argon2id:
// give slow machines room.
test.describe.configure({ timeout: 90_000 });

test.describe("dashboard guards (product.md 4.2)", () => {
  test("nobody signed in: each dashboard says so and goes to /login", async ({ page }) => {
    for (const [path, message] of [
      ["/admin-dashboard", "Please login as Admin to access this dashboard"],
      ["/admin", "Please login as Admin to access this dashboard"],
      ["/hr", "Please login as HR to access this dashboard"],
      ["/employee-dashboard", "No employee session found"],
    ] as const) {
      await page.goto(path);
      await expect(toast(page, "Access Denied"), path).toContainText(message, { timeout: 30_000 });
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test("a dashboard link opened without a session (an e-mailed ?panel=) opens the login on its card and comes back after the login", async ({
    page,
  }) => {
    await page.goto("/hr-dashboard?panel=leaves");
    await expect(toast(page, "Access Denied")).toContainText("Please login as HR to access this dashboard", { timeout: 30_000 });
    await expect(page).toHaveURL(/\/login$/);
    // The form opens on the HR card: the link said which portal it belongs to.
    await expect(page.getByRole("radio", { name: "HR" })).toBeChecked();
    await logIn(page, "HR", e2eAccounts.hr);
    await expect(page).toHaveURL(/\/hr-dashboard\?panel=leaves$/);
    await expect(page.getByRole("region", { name: "Leave Requests" })).toBeVisible({ timeout: 15_000 });
  });

  test("an HR user is sent from the Admin Dashboard to the HR Dashboard", async ({ page }) => {
    await logIn(page, "HR", e2eAccounts.hr);
    await expect(page).toHaveURL(/\/hr-dashboard$/);
    await page.goto("/admin/dashboard");
    await expect(toast(page, "Access Denied")).toContainText("HR users cannot access the Admin Dashboard. Redirecting to HR Dashboard", {
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/hr-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "HR Dashboard" })).toBeVisible();
    // The signed-in person's name; "HR Manager" only when there is none (docs/product.md section 6.1).
    await expect(page.getByText(`Welcome back, ${e2eAccounts.hr.firstName} ${e2eAccounts.hr.lastName}`)).toBeVisible();
  });

  test("an admin reaches the HR Dashboard from the admin header", PHONE_TOO, async ({ page }, testInfo) => {
    await logIn(page, "Admin", e2eAccounts.admin);
    await expect(page.getByText(`Welcome back, ${e2eAccounts.admin.firstName} ${e2eAccounts.admin.lastName}`)).toBeVisible({
      timeout: 15_000,
    });
    // On a phone the header's actions are behind its Menu button (docs/product.md section 4.3).
    if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "HR Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/hr-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "HR Dashboard" })).toBeVisible({ timeout: 15_000 });
  });

  test("an employee is kept out of the HR and admin dashboards", async ({ page }) => {
    await logIn(page, "Employee", e2eAccounts.employee);
    await expect(page).toHaveURL(/\/employee-dashboard$/);
    await page.goto("/hr-dashboard");
    await expect(toast(page, "Access Denied")).toContainText(
      "Employees cannot access the HR Dashboard. Redirecting to Employee Dashboard",
      {
        timeout: 30_000,
      },
    );
    await expect(page).toHaveURL(/\/employee-dashboard$/);
    await page.goto("/admin-dashboard");
    await expect(toast(page, "Access Denied")).toContainText("Please login as Admin to access this dashboard", { timeout: 30_000 });
    await expect(page).toHaveURL(/\/login$/);
  });

  test("stored data without a live session leads back to /login with a clear message", async ({ page }) => {
    await openLogin(page);
    await page.evaluate(() =>
      localStorage.setItem("adminUser", JSON.stringify({ id: 1, email: "x@y.example", name: "Someone", role: "admin" })),
    );
    await page.goto("/admin-dashboard");
    await expect(toast(page, "Session Expired")).toContainText("Your session has expired. Please log in again.", { timeout: 30_000 });
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("adminUser"))).toBeNull();
  });
});
