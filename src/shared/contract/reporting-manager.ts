import * as z from "zod/mini";
import { noControlCharacters, recordIdParam } from "./common";

// The reporting manager of an employee record: the field of the admin and HR forms and the picker that fills it.

/** The reporting manager (docs/product.md section 9.20): another active person, picked from the list. */
export const reportingManagerMessages = {
  choose: "Choose the reporting manager from the list",
  notActive: "Choose an active employee as reporting manager",
  self: "A person cannot be their own reporting manager",
  cycle: (managerName: string) => `${managerName} already reports to this person, directly or through others: choose someone else`,
} as const;

/**
 * An employee record's id, or none: blank (empty text, null, missing) is none. The forms send the id as text, the
 * API's clients may send a JSON number; either is read as a path id is (recordIdParam: plain decimal digits, 1 to
 * 2147483647), so '0x10', ' 16' and '1.6e1' are refused rather than read as 16.
 */
export const reportingManagerId = z.pipe(
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: reportingManagerMessages.choose })),
    z.transform((value) =>
      value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : String(value),
    ),
  ),
  z.nullable(recordIdParam(reportingManagerMessages.choose)),
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
