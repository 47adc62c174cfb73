import * as z from "zod/mini";
import { noControlCharacters } from "./common";

// The reporting manager of an employee record: the field of the admin and HR forms and the picker that fills it.

/** The reporting manager (docs/product.md section 9.20): another active person, picked from the list. */
export const reportingManagerMessages = {
  choose: "Choose the reporting manager from the list",
  notActive: "Choose an active employee as reporting manager",
  self: "A person cannot be their own reporting manager",
  cycle: (managerName: string) => `${managerName} already reports to this person, directly or through others: choose someone else`,
} as const;

/** An employee record's id, or none: blank (empty text, null, missing) is none. */
export const reportingManagerId = z.pipe(
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()])),
    z.transform((value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : Number(value))),
  ),
  z.nullable(
    z
      .number({ error: reportingManagerMessages.choose })
      .check(z.int(reportingManagerMessages.choose), z.gte(1, reportingManagerMessages.choose), z.lte(2147483647, reportingManagerMessages.choose)),
  ),
);

/**
 * GET .../employees/options?search=: the reporting manager picker's choices, at most 20 active people whose
 * name, employee ID or designation contains the search, by name.
 */
export const EMPLOYEE_OPTIONS_MAX = 20;
export const employeeOptionsPath = (area: "admin" | "hr") => `/api/${area}/employees/options`;
export const employeeOptionsQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), noControlCharacters(), z.maxLength(100, "Search must be at most 100 characters")), ""),
});
export const employeeOptionSchema = z.object({
  id: z.int(),
  employeeId: z.string(),
  name: z.string(),
  designation: z.nullable(z.string()),
  department: z.nullable(z.string()),
});
export type EmployeeOption = z.infer<typeof employeeOptionSchema>;
