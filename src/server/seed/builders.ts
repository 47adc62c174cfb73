import type { ProjectInput } from "@/shared/contract/projects";
import type { JobInput } from "@/shared/contract/jobs";

/** Pure builders of valid inputs (docs/architecture.md, "Seed data and tests"): unique by a counter, any field overridable. */
let counter = 0;
const next = () => (counter += 1);

export function buildProjectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  const n = next();
  return {
    projectName: `Sahyadri Residency Phase ${n}`,
    projectType: "Residential",
    location: "Wakad, Pune",
    client: "Deshmukh Developers",
    projectManager: "Ananya Kulkarni",
    startDate: "2026-01-15",
    endDate: null,
    expectedCompletion: "2027-03-31",
    budget: 25_000_000,
    actualCost: 9_500_000,
    status: "In Progress",
    priority: "High",
    riskLevel: "Medium",
    description: "Sales and marketing mandate for 180 two and three BHK homes.",
    scope: "Launch strategy, channel partner network, site sales team.",
    deliverables: ["Launch plan", "Channel partner meet"],
    teamMembers: ["Rohit Pawar", "Sneha Joshi"],
    notes: "",
    progress: 40,
    ...overrides,
  };
}

export function buildJobInput(overrides: Partial<JobInput> = {}): JobInput {
  const n = next();
  return {
    title: `Sales Manager ${n}`,
    department: "Sales",
    location: "Baner, Pune",
    type: "Full-time",
    experience: "3-5 years",
    salary: "₹6-9 LPA",
    description: "Run site sales for a residential launch in West Pune.",
    requirements: ["3+ years of residential sales", "Fluent Marathi and Hindi"],
    isActive: true,
    ...overrides,
  };
}
