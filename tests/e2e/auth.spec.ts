import { test } from "./support/test";
import { E2E_DOMAIN, e2eAccounts, type E2eAccount } from "./support/accounts";
import { chooseCard, expect, fillLogin, INVALID, logIn, openLogin, toast, waitForToastsToClear, type Card } from "./support/login";
import { blockingViolations } from "./support/axe";
import { PHONE_TOO } from "./support/widths";

// Portal pages are client-rendered from a lazily loaded bundle and every login hashes with argon2id:
// give slow machines room.
test.describe.configure({ timeout: 90_000 });

test.describe("unified login page (product.md 4.1)", () => {
  test("shows the Login tab with three role cards, employee selected, and role-specific placeholders", PHONE_TOO, async ({ page }) => {
    await openLogin(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Staff Portal/);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Portal Info" })).toBeVisible();
    const radios = page.getByRole("radio");
    await expect(radios).toHaveCount(3);
    await expect(page.getByRole("radio", { name: "Employee" })).toBeChecked();
    const email = page.getByLabel("Email address");
    await expect(email).toHaveAttribute("placeholder", `employee@${E2E_DOMAIN}`);
    await chooseCard(page, "HR");
    await expect(email).toHaveAttribute("placeholder", `hr@${E2E_DOMAIN}`);
    await chooseCard(page, "Admin");
    await expect(email).toHaveAttribute("placeholder", `admin@${E2E_DOMAIN}`);
    await expect(page.getByRole("button", { name: "Access Portal" })).toBeEnabled();
    await expect(page.getByText("All sessions are encrypted and monitored")).toBeVisible();
    await expect(page.getByText("Enterprise Security Enabled", { exact: true })).toBeVisible();
  });

  test("the password toggle shows and hides the password with a matching label", async ({ page }) => {
    await openLogin(page, "/admin/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Secret-Value-1");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("Portal Info lists the three portals with their first three features", async ({ page }) => {
    await openLogin(page);
    await page.getByRole("tab", { name: "Portal Info" }).click();
    const panel = page.getByRole("tabpanel");
    for (const [title, features, fourth] of [
      ["Employee Portal", ["Attendance Tracking", "Leave Requests", "Personal Dashboard"], "Task Management"],
      ["HR Portal", ["Employee Management", "Payroll Processing", "Policy Management"], "Reports & Analytics"],
      ["Admin Portal", ["System Configuration", "User Management", "Security Settings"], "Data Analytics"],
    ] as const) {
      const item = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(item).toBeVisible();
      for (const feature of features) await expect(item.getByText(feature, { exact: true })).toBeVisible();
      await expect(item.getByText(fourth)).toHaveCount(0);
    }
  });

  test("validates with the login form's messages before calling the server", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/login") && request.method() === "POST") calls.push(request.url());
    });
    await openLogin(page);
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email address").fill("aarav.deshmukh@gmail.com");
    await page.getByLabel("Password", { exact: true }).fill("anything");
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect(page.getByText(`Only @${E2E_DOMAIN} email addresses are allowed`)).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });
});

test.describe("logging in", () => {
  const cases: [Card, E2eAccount, string, string][] = [
    ["Employee", e2eAccounts.employee, "/employee-dashboard", "Employee Dashboard"],
    ["HR", e2eAccounts.hr, "/hr-dashboard", "HR Dashboard"],
    ["Admin", e2eAccounts.admin, "/admin-dashboard", "Admin Dashboard"],
  ];
  for (const [card, account, path, heading] of cases) {
    test(`${card} logs in through the page and lands on ${path}`, card === "Employee" ? PHONE_TOO : {}, async ({ page, context }) => {
      await logIn(page, card, account);
      await expect(toast(page, "Login Successful")).toContainText(`Welcome to the ${card} portal!`);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(`${account.firstName} ${account.lastName}`).first()).toBeVisible();
      // The session is an httpOnly SameSite=Strict cookie; storage holds no session id.
      const cookies = await context.cookies();
      const session = cookies.find((cookie) => cookie.name === `${account.role}_session`);
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
      const stored = await page.evaluate(() => ({ ...localStorage }));
      expect(Object.keys(stored)).not.toEqual(expect.arrayContaining(["adminSession"]));
      expect(stored["adminSession"] ?? stored["hr-session"] ?? stored["employee-session"]).toBeUndefined();
      expect(JSON.stringify(stored)).not.toContain(session!.value);
    });
  }

  test("the button reads 'Authenticating...' while the login is pending", async ({ page }) => {
    await openLogin(page);
    await page.route("**/api/employee/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await fillLogin(page, "Employee", e2eAccounts.employee);
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect(page.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/employee-dashboard$/, { timeout: 15_000 });
  });

  test("a wrong password shows 'Login Failed' with the server's message and stays on /login", async ({ page }) => {
    await logIn(page, "Employee", { email: e2eAccounts.lockable.email, password: "Not-My-Password-1" });
    await expect(toast(page, "Login Failed")).toContainText(INVALID);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    // The right card and password still work afterwards (and clear the failure count).
    await page.getByLabel("Password", { exact: true }).fill(e2eAccounts.lockable.password);
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect(page).toHaveURL(/\/employee-dashboard$/);
  });

  // A card that does not match the account gets the wrong password's answer (login-routes.test.ts, "wrong portal: ..."),
  // which the page shows as the test above does.

  test("without a server message the failure reads 'Invalid credentials'", async ({ page }) => {
    await openLogin(page);
    await page.route("**/api/hr/login", (route) => route.fulfill({ status: 502, body: "" }));
    await fillLogin(page, "HR", e2eAccounts.hr);
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect(toast(page, "Login Failed")).toContainText("Invalid credentials");
  });
});

test("logout revokes the session, clears stored data and returns to /login", async ({ page, context }) => {
  await logIn(page, "Employee", e2eAccounts.employee);
  await expect(page.getByRole("heading", { level: 1, name: "Employee Dashboard" })).toBeVisible({ timeout: 15_000 });
  await waitForToastsToClear(page);
  const before = (await context.cookies()).find((cookie) => cookie.name === "employee_session")!;
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  const replay = await page.request.get("/api/auth/me", { headers: { "x-employee-session": before.value } });
  expect(replay.status()).toBe(401);
  await page.goto("/employee-dashboard");
  await expect(toast(page, "Access Denied")).toContainText("No employee session found", { timeout: 30_000 });
});

test("password change needs the current password and signs out the other sessions", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const account = testInfo.project.name === "phone" ? e2eAccounts.changerPhone : e2eAccounts.changerDesktop;
  const newPassword = `${account.password}-new`;
  let current: string = account.password;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await logIn(otherPage, "Employee", account);
    await expect(otherPage).toHaveURL(/\/employee-dashboard$/);
    await logIn(page, "Employee", account);
    await expect(page).toHaveURL(/\/employee-dashboard$/);
    await waitForToastsToClear(page);

    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("Current password").fill("Not-The-Current-1");
    await dialog.getByLabel("New password", { exact: true }).fill(newPassword);
    await dialog.getByLabel("Confirm new password").fill(`${newPassword}x`);
    await dialog.getByRole("button", { name: "Save Password" }).click();
    await expect(dialog.getByText("Passwords do not match")).toBeVisible();
    await dialog.getByLabel("Confirm new password").fill(newPassword);
    await dialog.getByRole("button", { name: "Save Password" }).click();
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();
    await dialog.getByLabel("Current password").fill(account.password);
    await dialog.getByRole("button", { name: "Save Password" }).click();
    await expect(toast(page, "Password Changed")).toContainText("Your other sessions have been signed out.");
    current = newPassword;
    await expect(dialog).toBeHidden();

    // The other browser's session is gone; this one carries on.
    await otherPage.reload();
    await expect(toast(otherPage, "Session Expired")).toContainText("Your session has expired. Please log in again.");
    await expect(otherPage).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Employee Dashboard" })).toBeVisible();

    // The old password no longer works, the new one does.
    await waitForToastsToClear(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await logIn(page, "Employee", account);
    await expect(toast(page, "Login Failed")).toContainText(INVALID);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect(page).toHaveURL(/\/employee-dashboard$/);
  } finally {
    await other.close();
    if (current !== account.password) {
      // Put the password back (through the API, with header auth) so the next run starts from the known one.
      const login = await page.request.post("/api/employee/login", { data: { email: account.email, password: current } });
      const { sessionId } = (await login.json()) as { sessionId: string };
      const reset = await page.request.post("/api/auth/password", {
        headers: { "x-employee-session": sessionId },
        data: { currentPassword: current, newPassword: account.password },
      });
      expect(reset.status()).toBe(200);
    }
  }
});

test.describe("accessibility", () => {
  test("the login page (both tabs, with errors) has no serious or critical violation", PHONE_TOO, async ({ page }) => {
    test.slow(); // four full axe-core runs
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openLogin(page);
    await page.getByRole("button", { name: "Access Portal" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(await blockingViolations(page, { exclude: "[data-sonner-toaster]" })).toEqual([]);
    await page.getByRole("tab", { name: "Portal Info" }).click();
    expect(await blockingViolations(page, { exclude: "[data-sonner-toaster]" })).toEqual([]);
  });

  test("a dashboard and the Change Password dialog have no serious or critical violation", async ({ page }) => {
    test.slow(); // two full axe-core runs after a login
    await page.emulateMedia({ reducedMotion: "reduce" });
    await logIn(page, "Admin", e2eAccounts.admin);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await waitForToastsToClear(page);
    expect(await blockingViolations(page, { exclude: "[data-sonner-toaster]" })).toEqual([]);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByRole("dialog", { name: "Change Password" }).getByRole("button", { name: "Save Password" }).click();
    await expect(page.getByText("Current password is required")).toBeVisible();
    expect(await blockingViolations(page, { exclude: "[data-sonner-toaster]" })).toEqual([]);
  });
});
