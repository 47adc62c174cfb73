import { test, type Page } from "./support/test";
import { ADMIN_PROJECTS_PATH } from "../../src/shared/contract/projects";
import { e2eAccounts } from "./support/accounts";
import { blockingViolations } from "./support/axe";
import { expect, toast, waitForToastsToClear } from "./support/login";
import { loginAs } from "./support/login-as";
import { PHONE_TOO } from "./support/widths";

async function openProjects(page: Page) {
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: /All Projects/ }).click();
  await expect(page.getByRole("region", { name: "Projects" })).toBeVisible();
}

test("an admin creates, edits and deletes a project, with validation and the delete confirmation", async ({ page }, testInfo) => {
  test.slow();
  await loginAs(page, "admin", e2eAccounts.admin);
  await openProjects(page);
  const name = `Mahalunge Heights ${testInfo.project.name} ${Date.now()}`;

  await page.getByRole("button", { name: "Add New Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Project" });
  for (const section of ["Basic Information", "Management Details", "Financial & Progress Tracking", "Project Details"]) {
    await expect(dialog.getByRole("group", { name: section })).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Create Project" }).click();
  for (const message of [
    "Project name is required",
    "Project type is required",
    "Location is required",
    "Client is required",
    "Project manager is required",
    "Start date is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel("Project Name")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Project Name").fill(name);
  await dialog.getByLabel("Project Type").selectOption("Residential");
  await dialog.getByLabel("Location").fill("Mahalunge, Pune");
  await dialog.getByLabel("Developer/Client").fill("Sahyadri Developers");
  await dialog.getByLabel("Project Manager").fill("Ananya Kulkarni");
  await dialog.getByLabel("Start Date").fill("2026-04-01");
  await dialog.getByLabel("Budget (₹)").fill("45000000");
  await dialog.getByLabel("Deliverables").fill("Launch plan, Broker meet ,");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page, "Project created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Planning");
  await expect(card).toContainText("₹4,50,00,000");
  await expect(card).toContainText("No description available");

  await waitForToastsToClear(page);
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByLabel("Project Name")).toHaveValue(name);
  await expect(edit.getByLabel("Deliverables")).toHaveValue("Launch plan, Broker meet");
  await edit.getByLabel("Progress (%)").fill("101");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(edit.getByText("Progress must be a whole number from 0 to 100")).toBeVisible();
  await edit.getByLabel("Progress (%)").fill("60");
  await edit.getByLabel("Status").selectOption("In Progress");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(page, "Project updated successfully")).toBeVisible();
  await expect(card).toContainText("60%");
  await expect(card).toContainText("In Progress");

  await waitForToastsToClear(page);
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Project" });
  await expect(confirm).toContainText("Are you sure you want to delete this project?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Project deleted successfully")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("with more than 9 projects, 'View All N Projects' opens a paged, searchable list", async ({ page }) => {
  await loginAs(page, "admin", e2eAccounts.admin);
  const total = Number((await page.request.get(ADMIN_PROJECTS_PATH)).headers()["x-total-count"]);
  expect(total).toBeGreaterThan(9);
  await openProjects(page);
  await expect(page.getByRole("region", { name: "Projects" }).getByRole("article")).toHaveCount(9);
  await page.getByRole("button", { name: /^View All \d+ Projects$/ }).click();
  const all = page.getByRole("dialog", { name: /^All Projects/ });
  await expect(all.getByText(/^Showing 1-\d+ of \d+$/)).toBeVisible();
  await all.getByLabel("Search by name, location, developer or manager").fill("kesar");
  await expect(all.getByRole("article")).toHaveCount(1);
  await expect(all.getByRole("article", { name: "Kesar Greens" })).toBeVisible();
  await expect(all.getByText("Showing 1-1 of 1")).toBeVisible();
});

test("Project Analytics draws real charts", async ({ page }) => {
  test.slow();
  await loginAs(page, "admin", e2eAccounts.admin);
  await openProjects(page);
  await page.getByRole("button", { name: "Project Analytics" }).click();
  const analytics = page.getByRole("region", { name: "Project analytics" });
  for (const title of [
    "Projects by status",
    "Projects by type",
    "Budget against actual cost (₹ crore, newest 12)",
    "Progress (%, newest 12)",
  ]) {
    const figure = analytics.getByRole("figure", { name: title });
    await expect(figure.getByRole("application")).toBeVisible();
    // Drawn from the data: sectors or bars, not an empty frame.
    await expect(figure.locator(".recharts-pie-sector, .recharts-bar-rectangle").first()).toBeVisible();
  }
  expect(await blockingViolations(page, { include: "section[aria-label='Project analytics']" })).toEqual([]);
});

test("the dashboard, a panel and the project dialog have no serious accessibility violation", PHONE_TOO, async ({ page }) => {
  test.slow();
  await loginAs(page, "admin", e2eAccounts.admin);
  await openProjects(page);
  await expect(page.getByRole("button", { name: /All Projects/ })).toHaveAttribute("aria-expanded", "true");
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Add New Project" }).click();
  await page.getByRole("dialog", { name: "Create New Project" }).getByRole("button", { name: "Create Project" }).click();
  expect(await blockingViolations(page)).toEqual([]);
});
