import * as z from "zod/mini";
import { optionalDate, optionalText, requiredDate, requiredText, textList } from "./common";

export const ADMIN_PROJECTS_PATH = "/api/admin/projects";
export const projectPath = (id: number) => `${ADMIN_PROJECTS_PATH}/${id}`;

/** The project types (docs/product.md section 5.2) and the statuses, priorities and risk levels of docs/decisions/004-admin-portal.md. */
export const projectTypes = ["Residential", "Commercial", "Retail", "Industrial", "Infrastructure", "Mixed Use"] as const;
export const projectStatuses = ["Planning", "In Progress", "On Hold", "Completed", "Cancelled"] as const;
export const projectPriorities = ["Low", "Medium", "High", "Critical"] as const;
export const riskLevels = ["Low", "Medium", "High"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projectMessages = {
  notFound: "Project not found",
  projectName: "Project name is required",
  projectType: "Project type is required",
  location: "Location is required",
  client: "Client is required",
  projectManager: "Project manager is required",
  startDate: "Start date is required",
  status: "Status is required",
  priority: "Priority is required",
  riskLevel: "Risk level is required",
  progress: "Progress must be a whole number from 0 to 100",
  budget: "Budget must be a whole number of rupees, 0 or more",
  actualCost: "Actual cost must be a whole number of rupees, 0 or more",
  endBeforeStart: "End date cannot be before the start date",
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** Integer rupees or null (the form sends null for an empty field). */
const rupees = (message: string) =>
  z._default(z.nullable(z.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(1e13, message))), null);

/** POST /api/admin/projects and PUT /api/admin/projects/{id}: the create/edit dialog's payload. */
export const projectInputSchema = z
  .object({
    projectName: requiredText(projectMessages.projectName),
    projectType: choice(projectTypes, projectMessages.projectType),
    location: requiredText(projectMessages.location),
    client: requiredText(projectMessages.client),
    projectManager: requiredText(projectMessages.projectManager, 100),
    startDate: requiredDate(projectMessages.startDate),
    endDate: optionalDate(),
    expectedCompletion: optionalDate(),
    budget: rupees(projectMessages.budget),
    actualCost: rupees(projectMessages.actualCost),
    status: choice(projectStatuses, projectMessages.status),
    priority: choice(projectPriorities, projectMessages.priority),
    riskLevel: choice(riskLevels, projectMessages.riskLevel),
    description: optionalText(5000),
    scope: optionalText(5000),
    deliverables: textList(),
    teamMembers: textList(),
    notes: optionalText(5000),
    progress: z._default(
      z
        .number({ error: projectMessages.progress })
        .check(z.int(projectMessages.progress), z.gte(0, projectMessages.progress), z.lte(100, projectMessages.progress)),
      0,
    ),
  })
  .check(
    z.refine((project) => !project.endDate || project.endDate >= project.startDate, {
      path: ["endDate"],
      error: projectMessages.endBeforeStart,
    }),
  );
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;

export const projectSchema = z.object({
  id: z.int(),
  projectName: z.string(),
  projectType: z.string(),
  location: z.string(),
  client: z.string(),
  projectManager: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  expectedCompletion: z.nullable(z.string()),
  budget: z.nullable(z.number()),
  actualCost: z.nullable(z.number()),
  status: z.string(),
  priority: z.string(),
  riskLevel: z.string(),
  description: z.string(),
  scope: z.string(),
  deliverables: z.array(z.string()),
  teamMembers: z.array(z.string()),
  notes: z.string(),
  progress: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
