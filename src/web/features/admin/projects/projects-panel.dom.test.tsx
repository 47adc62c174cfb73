import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_PROJECTS_PATH, projectPath, type Project } from "@/shared/contract/projects";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { ProjectsPanel } from "./projects-panel";

const project: Project = {
  id: 5,
  projectName: "Skyline Towers",
  projectType: "Residential",
  location: "Baner",
  client: "Kolte Developers",
  projectManager: "Rohan Kulkarni",
  startDate: "2026-04-01",
  endDate: null,
  expectedCompletion: null,
  budget: null,
  actualCost: null,
  status: "In Progress",
  priority: "High",
  riskLevel: "Low",
  description: "",
  scope: "",
  deliverables: [],
  teamMembers: [],
  notes: "",
  progress: 40,
  createdAt: "2026-04-01T04:30:00.000Z",
  updatedAt: "2026-04-01T04:30:00.000Z",
};

async function renderPanel() {
  const api = fakeApi();
  api.answer("GET", ADMIN_PROJECTS_PATH, [project]);
  const view = renderWithProviders(<ProjectsPanel id="projects" stats={{ total: 1, active: 1, completed: 0, highPriority: 1 }} />);
  await screen.findByRole("list", { name: "Projects" });
  const listReads = () => api.requests.filter((sent) => sent.method === "GET" && sent.path === ADMIN_PROJECTS_PATH).length;
  return { ...view, api, listReads };
}
const deleteButton = () => within(screen.getByRole("list", { name: "Projects" })).getByRole("button", { name: /Delete/ });

describe("deleting a project", () => {
  it("asks first; Cancel sends nothing", async () => {
    const { user, api } = await renderPanel();
    await user.click(deleteButton());
    const dialog = screen.getByRole("dialog", { name: "Delete Project" });
    expect(dialog.textContent).toContain("Are you sure you want to delete this project?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.requests.filter((sent) => sent.method === "DELETE")).toEqual([]);
  });

  it("deletes once confirmed and reads the projects again", async () => {
    const { user, api, listReads } = await renderPanel();
    api.answer("DELETE", projectPath(project.id), undefined, 204);
    await user.click(deleteButton());
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Project deleted successfully")).toBeTruthy();
    expect(api.requests.filter((sent) => sent.method === "DELETE").map((sent) => sent.path)).toEqual([projectPath(project.id)]);
    await waitFor(() => expect(listReads()).toBe(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the question open with the refusal's message", async () => {
    const { user, api } = await renderPanel();
    api.fail("DELETE", projectPath(project.id), 404, { message: "Project not found" });
    await user.click(deleteButton());
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Project not found")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Delete Project" })).toBeTruthy();
  });
});
