import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_PROJECTS_PATH, projectMessages, projectPath, type Project } from "@/shared/contract/projects";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { ProjectFormDialog } from "./project-form-dialog";

const project: Project = {
  id: 5,
  projectName: "Skyline Towers",
  projectType: "Residential",
  location: "Baner",
  client: "Kolte Developers",
  projectManager: "Rohan Kulkarni",
  startDate: "2026-04-01",
  endDate: null,
  expectedCompletion: "2027-03-31",
  budget: 25_000_000,
  actualCost: null,
  status: "In Progress",
  priority: "High",
  riskLevel: "Low",
  description: "",
  scope: "",
  deliverables: ["Launch", "Sales"],
  teamMembers: ["Asha", "Vikram"],
  notes: "",
  progress: 40,
  createdAt: "2026-04-01T04:30:00.000Z",
  updatedAt: "2026-04-01T04:30:00.000Z",
};

const text = (name: string) => screen.getByRole("textbox", { name });
const date = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const progress = () => screen.getByRole("spinbutton", { name: "Progress (%)" });
const renderDialog = (editing: Project | null = null) =>
  renderWithProviders(<ProjectFormDialog open project={editing} onClose={() => undefined} />);

/** Fills every required field of a new project. */
async function fillRequired(user: ReturnType<typeof renderDialog>["user"]) {
  await user.type(text("Project Name"), "Riverside Residency");
  await user.selectOptions(screen.getByRole("combobox", { name: "Project Type" }), "Commercial");
  await user.type(text("Location"), "Kharadi");
  await user.type(text("Developer/Client"), "Panchshil");
  await user.type(text("Project Manager"), "Neha Pawar");
  await user.type(date("Start Date"), "2026-12-01");
}

describe("Create New Project", () => {
  it("marks and checks every field the contract requires, with its message", async () => {
    const api = fakeApi();
    const { user } = renderDialog();
    for (const name of ["Project Name", "Location", "Developer/Client", "Project Manager"])
      expect(text(name).getAttribute("aria-required")).toBe("true");
    expect(date("Start Date").getAttribute("aria-required")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(fieldError(text("Project Name"))).toBe(projectMessages.projectName);
    expect(fieldError(screen.getByRole("combobox", { name: "Project Type" }))).toBe(projectMessages.projectType);
    expect(fieldError(text("Location"))).toBe(projectMessages.location);
    expect(fieldError(text("Developer/Client"))).toBe(projectMessages.client);
    expect(fieldError(text("Project Manager"))).toBe(projectMessages.projectManager);
    expect(fieldError(date("Start Date"))).toBe(projectMessages.startDate);
    expect(api.requests).toEqual([]);
  });

  it("takes progress from 0 to 100 and money as whole rupees", async () => {
    const { user } = renderDialog();
    await fillRequired(user);
    await user.type(progress(), "101");
    await user.type(text("Budget (₹)"), "12.5");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(fieldError(progress())).toBe(projectMessages.progress);
    expect(fieldError(text("Budget (₹)"))).toBe(projectMessages.budget);
    await user.clear(progress());
    await user.type(progress(), "100");
    expect(fieldError(progress())).toBeNull();
    await user.clear(text("Budget (₹)"));
    await user.type(text("Budget (₹)"), "lots");
    expect(fieldError(text("Budget (₹)"))).toBe(projectMessages.budget);
  });

  it("refuses an end date before the start date, under End Date", async () => {
    const { user } = renderDialog();
    await fillRequired(user);
    await user.type(date("End Date"), "2026-11-30");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(fieldError(date("End Date"))).toBe(projectMessages.endBeforeStart);
  });

  it("sends lists split at commas, rupees without separators and blank dates as null", async () => {
    const api = fakeApi();
    api.answer("POST", ADMIN_PROJECTS_PATH, project, 201);
    const { user } = renderDialog();
    await fillRequired(user);
    await user.type(text("Budget (₹)"), "₹2,50,00,000");
    await user.type(text("Team Members"), "Asha, , Vikram ");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("Project created successfully")).toBeTruthy();
    expect(api.sent("POST", ADMIN_PROJECTS_PATH)).toMatchObject([
      {
        projectName: "Riverside Residency",
        startDate: "2026-12-01",
        endDate: null,
        budget: 25_000_000,
        actualCost: null,
        progress: 0,
        teamMembers: ["Asha", "Vikram"],
        deliverables: [],
        status: "Planning",
      },
    ]);
  });
});

describe("Edit Project", () => {
  it("fills the form from the project and shows a refusal's message", async () => {
    const api = fakeApi();
    api.fail("PUT", projectPath(project.id), 404, { message: "Project not found" });
    const { user } = renderDialog(project);
    expect(text("Deliverables")).toHaveProperty("value", "Launch, Sales");
    expect(text("Budget (₹)")).toHaveProperty("value", "25000000");
    await user.click(screen.getByRole("button", { name: "Update Project" }));
    expect(await screen.findByText("Project not found")).toBeTruthy();
    expect(api.sent("PUT", projectPath(project.id))).toMatchObject([
      { projectName: "Skyline Towers", budget: 25_000_000, progress: 40, teamMembers: ["Asha", "Vikram"] },
    ]);
  });
});
