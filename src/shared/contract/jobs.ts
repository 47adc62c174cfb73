import * as z from "zod/mini";
import { optionalText, requiredText, textList } from "./common";

export const ADMIN_JOBS_PATH = "/api/admin/jobs";
export const jobPath = (id: number) => `${ADMIN_JOBS_PATH}/${id}`;
export { JOB_OPENINGS_DATA_ID, PUBLIC_JOBS_PATH } from "./careers-page";

export const jobDepartments = ["Sales", "Marketing", "Operations", "Finance", "HR", "Engineering"] as const;
export const jobTypes = ["Full-time", "Part-time", "Contract", "Internship"] as const;

export const jobMessages = {
  notFound: "Job opening not found",
  title: "Title is required",
  department: "Department is required",
  location: "Location is required",
  type: "Type is required",
  experience: "Experience is required",
} as const;

/** POST /api/admin/jobs and PUT /api/admin/jobs/{id}. Closing and reopening is `isActive`. */
export const jobInputSchema = z.object({
  title: requiredText(jobMessages.title, 120),
  department: z.enum(jobDepartments, { error: jobMessages.department }),
  location: requiredText(jobMessages.location, 120),
  type: z.enum(jobTypes, { error: jobMessages.type }),
  experience: requiredText(jobMessages.experience, 60),
  salary: optionalText(60),
  description: optionalText(5000),
  requirements: textList(20, 300),
  isActive: z._default(z.boolean(), true),
});
export type JobInput = z.input<typeof jobInputSchema>;
export type JobValues = z.output<typeof jobInputSchema>;

export const jobSchema = z.object({
  id: z.int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.string(),
  experience: z.string(),
  salary: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  isActive: z.boolean(),
  postedAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * An opening as the public sees it (GET /api/jobs, the careers page): with `postedOn`, the business day it was
 * posted (YYYY-MM-DD on BUSINESS_TIMEZONE's clock), which the page shows as it is on any clock.
 */
export const publicJobSchema = z.extend(jobSchema, { postedOn: z.string() });
export type PublicJob = z.infer<typeof publicJobSchema>;
