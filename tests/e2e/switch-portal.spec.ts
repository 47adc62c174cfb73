import { request as playwrightRequest } from "@playwright/test";
import { test } from "./support/test";
import { employeeRolePath } from "../../src/shared/contract/employees";
import { switchMessages } from "../../src/shared/contract/portal-switch";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { hireEmployee } from "./support/employees";
import { fakeAddress } from "./support/fake-geocoder";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs, sessionHeaderOf } from "./support/login-as";

// docs/product.md section 4.3: an HR user opens her own employee portal from the HR header, without logging out.

/** The office in Baner, where the stand-in geocoder names the place. */
const OFFICE = { latitude: 18.5598, longitude: 73.7897, accuracy: 15 };

/** A fresh person (check-in is once a day) made an HR user by the admin. */
async function hireHrUser(baseURL: string) {
  const person = await hireEmployee(baseURL, { firstName: "Rutuja", department: "HR", designation: "HR Executive" });
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const changed = await api.put(employeeRolePath(person.employee.id), {
      data: { role: "hr" },
      headers: await sessionHeaderOf("admin", e2eAccounts.admin),
    });
    expect(changed.status()).toBe(200);
  } finally {
    await api.dispose();
  }
  return person;
}

test("an HR user switches to her own employee portal with her password and checks in; the HR session stays", async ({ page, baseURL }) => {
  test.slow();
  const person = await hireHrUser(baseURL!);
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation(OFFICE);
  await loginAs(page, "hr", person);
  await page.goto("/hr-dashboard");
  await expect(page.getByRole("heading", { name: "HR Dashboard" })).toBeVisible();
  // Not an admin: no way to the admin dashboard.
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);

  await page.getByRole("button", { name: "My Employee Portal" }).click();
  const dialog = page.getByRole("dialog", { name: "Open your employee portal" });
  await expect(dialog).toContainText("You stay signed in here.");
  await dialog.getByRole("button", { name: "Open Employee Portal" }).click();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Open Employee Portal" }).click();
  await expect(dialog.getByText(switchMessages.wrongPassword)).toBeVisible();
  await expect(page).toHaveURL(/\/hr-dashboard$/);
  await waitForToastsToClear(page);
  expect(await blockingViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await dialog.getByLabel("Password", { exact: true }).fill(person.password);
  await dialog.getByRole("button", { name: "Open Employee Portal" }).click();
  await expect(page).toHaveURL(/\/employee-dashboard$/);
  await expect(page.getByRole("heading", { name: "Employee Dashboard" })).toBeVisible();
  await expect(page.getByText(person.name).first()).toBeVisible();

  await page.getByRole("button", { name: "Check In" }).click();
  await expect(toast(page, "Check-in Successful")).toContainText("Your attendance and location have been recorded");
  await expect(page.getByRole("list", { name: "Attendance records" })).toContainText(fakeAddress(OFFICE.latitude, OFFICE.longitude));

  // The HR portal is still signed in: back to it without a login.
  await page.goto("/hr-dashboard");
  await expect(page.getByRole("heading", { name: "HR Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "My Employee Portal" })).toBeVisible();
});

test("an admin in the HR dashboard has a link back to the admin dashboard", async ({ page }) => {
  await loginAs(page, "admin", e2eAccounts.admin);
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: "HR Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { name: "HR Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});
