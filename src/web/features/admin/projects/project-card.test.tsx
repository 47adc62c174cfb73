import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Project } from "@/shared/contract/projects";
import { ProjectCard } from "./project-card";
import { businessToday, isOverdue } from "./project-overdue";

const project = (overrides: Partial<Project>): Project => ({
  id: 1,
  projectName: "Baner Heights",
  projectType: "Residential",
  location: "Baner, Pune",
  client: "Kolte Developers",
  projectManager: "Rahul Mehta",
  startDate: "2025-01-06",
  endDate: null,
  expectedCompletion: "2026-10-31",
  budget: 120_000_000,
  actualCost: null,
  status: "In Progress",
  priority: "High",
  riskLevel: "Medium",
  description: "",
  scope: "",
  deliverables: [],
  teamMembers: [],
  notes: "",
  progress: 60,
  createdAt: "2025-01-06T04:30:00.000Z",
  updatedAt: "2026-11-02T04:30:00.000Z",
  ...overrides,
});

const render = (overrides: Partial<Project>, today = "2026-11-26") =>
  renderToStaticMarkup(<ProjectCard project={project(overrides)} today={today} onEdit={() => undefined} onDelete={() => undefined} />);

describe("the Overdue flag on a project card", () => {
  it("shows on an In Progress project whose expected completion is before today", () => {
    expect(render({})).toContain(">Overdue<");
  });

  it("does not show on the expected day itself, later, or without a date", () => {
    expect(render({ expectedCompletion: "2026-11-26" })).not.toContain("Overdue");
    expect(render({ expectedCompletion: "2027-03-31" })).not.toContain("Overdue");
    expect(render({ expectedCompletion: null })).not.toContain("Overdue");
  });

  it("shows only for In Progress: Completed, On Hold, Planning and Cancelled are not overdue", () => {
    for (const status of ["Completed", "On Hold", "Planning", "Cancelled"]) expect(render({ status })).not.toContain("Overdue");
  });

  it("counts from the business date: 11:00 pm UTC on 25 Nov is already 26 Nov in Pune", () => {
    // 2026-11-25T23:00Z + 5:30 = 2026-11-26 04:30 IST.
    const today = businessToday(new Date("2026-11-25T23:00:00.000Z"));
    expect(today).toBe("2026-11-26");
    expect(isOverdue({ status: "In Progress", expectedCompletion: "2026-11-25" }, today)).toBe(true);
  });
});
