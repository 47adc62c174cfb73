import * as z from "zod/mini";
import { listQuerySchema, requiredDate, requiredText } from "./common";
import { employeeDepartments } from "./employees";

/** HR policies (docs/product.md sections 6.3 and 9.15) and the company's holiday list (sections 6.5 and 9.16). */
export const HR_POLICIES_PATH = "/api/hr/policies";
export const policyPath = (id: number) => `${HR_POLICIES_PATH}/${id}`;
export const HR_HOLIDAYS_PATH = "/api/hr/holidays";
export const holidayPath = (id: number) => `${HR_HOLIDAYS_PATH}/${id}`;

/** The policy form's choices (docs/product.md section 6.3); Archived is how a policy leaves use without losing its record. */
export const policyCategories = ["HR", "IT", "Finance", "Operations", "Compliance", "Safety"] as const;
export const policyStatuses = ["Active", "Draft", "Archived"] as const;
export type PolicyCategory = (typeof policyCategories)[number];
export type PolicyStatus = (typeof policyStatuses)[number];

export const policyMessages = {
  title: "Title is required",
  description: "Description is required",
  category: "Category is required",
  effectiveDate: "Effective date is required",
  status: "Status is required",
  notFound: "Policy not found",
} as const;

export const POLICY_TITLE_MAX = 200;
export const POLICY_DESCRIPTION_MAX = 5000;

/** POST /api/hr/policies and PUT /api/hr/policies/{id}: the Create Policy / Edit Policy dialog's payload. */
export const policyInputSchema = z.object({
  title: requiredText(policyMessages.title, POLICY_TITLE_MAX),
  description: requiredText(policyMessages.description, POLICY_DESCRIPTION_MAX),
  category: z.enum(policyCategories, { error: policyMessages.category }),
  effectiveDate: requiredDate(policyMessages.effectiveDate),
  status: z._default(z.enum(policyStatuses, { error: policyMessages.status }), "Active"),
});
export type PolicyInput = z.input<typeof policyInputSchema>;
export type PolicyValues = z.output<typeof policyInputSchema>;

/** GET /api/hr/policies: paged (X-Total-Count), Active first, then Draft, then Archived; the latest effective date first within each. */
export const policyListQuerySchema = z.extend(listQuerySchema, {
  status: z.optional(z.enum(policyStatuses, { error: "Unknown status" })),
});
export type PolicyListQuery = z.output<typeof policyListQuerySchema>;

export const policySchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(policyCategories),
  effectiveDate: z.string(),
  status: z.enum(policyStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const holidayMessages = {
  date: "Date is required",
  name: "Name is required",
  duplicate: "A holiday already exists on that date",
  notFound: "Holiday not found",
  year: "Year must be a whole number from 2000 to 2100",
} as const;

export const HOLIDAY_NAME_MAX = 100;

/** POST /api/hr/holidays: one holiday per date. */
export const holidayInputSchema = z.object({
  date: requiredDate(holidayMessages.date),
  name: requiredText(holidayMessages.name, HOLIDAY_NAME_MAX),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;
export type HolidayValues = z.output<typeof holidayInputSchema>;

/** GET /api/hr/holidays?year=YYYY; without a year, the current year in the business time zone. */
export const holidayQuerySchema = z.object({
  year: z.optional(
    z.coerce
      .number({ error: holidayMessages.year })
      .check(z.int(holidayMessages.year), z.gte(2000, holidayMessages.year), z.lte(2100, holidayMessages.year)),
  ),
});

export const holidaySchema = z.object({
  id: z.int(),
  date: z.string(),
  name: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** Email Policies (docs/product.md sections 6.3 and 11): one Active policy to every active employee, or one department's. */
export const policyEmailPath = (id: number) => `${HR_POLICIES_PATH}/${id}/email`;

export const policyEmailMessages = {
  policy: "Choose a policy",
  department: "Choose a department from the list",
  notActive: "Only an active policy can be e-mailed",
  noRecipients: "No active employee with a login to send it to",
} as const;

export const policyEmailInputSchema = z.object({
  /** Null or missing: every department. */
  department: z._default(z.nullable(z.enum(employeeDepartments, { error: policyEmailMessages.department })), null),
});
export type PolicyEmailInput = z.input<typeof policyEmailInputSchema>;

export const policyEmailedSchema = z.object({ recipients: z.int() });

/** GET /api/employee/holidays?year=: the company's holidays, as HR's list (docs/product.md section 8.4). */
export const EMPLOYEE_HOLIDAYS_PATH = "/api/employee/holidays";
/** The most Active policies the employee list shows (a company keeps a few dozen). */
export const EMPLOYEE_POLICIES_MAX = 200;
/** GET /api/employee/policies: the Active policies, latest effective first; GET /api/employee/policies/{id}: one, for the link in its e-mail. */
export const EMPLOYEE_POLICIES_PATH = "/api/employee/policies";
export const employeePolicyPath = (id: number) => `${EMPLOYEE_POLICIES_PATH}/${id}`;
