import * as z from "zod/mini";
import { optionalText, requiredDate, requiredText } from "./common";
import { optionalGender } from "./employee-statutory";
import { employeeEmail, employeeMessages, employeeSchema } from "./employees";
import { reportingManagerId } from "./reporting-manager";

/** The HR dashboard's people and counters (docs/product.md sections 6.1, 6.2, 9.8 and 9.9). */
export const HR_STATS_PATH = "/api/hr/stats";
export const HR_EMPLOYEES_PATH = "/api/hr/employees";

/** The HR form lists its departments in this order (docs/product.md section 6.2; the same six as the admin form). */
export const hrDepartments = ["Engineering", "Marketing", "Sales", "HR", "Finance", "Operations"] as const;
export const hrStatuses = ["Active", "Inactive"] as const;

/** The HR form's messages (docs/product.md section 6.2); `salaryPositive` follows the admin form's '{Field name} must be positive'. */
export const hrEmployeeMessages = {
  name: "Name is required",
  email: "Valid email is required",
  department: "Department is required",
  position: "Position is required",
  salary: "Salary is required",
  salaryPositive: "Salary must be positive",
  joinDate: "Join date is required",
  status: "Status is required",
} as const;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Whole rupees, 0 or more; blank is missing ('Salary is required'), anything else not a whole number 0+ is refused. */
const salary = z.pipe(
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()])),
    z.transform((value) => (blank(value) ? undefined : Number(value))),
  ),
  z
    .number({ error: (issue) => (issue.input === undefined ? hrEmployeeMessages.salary : hrEmployeeMessages.salaryPositive) })
    .check(
      z.int(hrEmployeeMessages.salaryPositive),
      z.gte(0, hrEmployeeMessages.salaryPositive),
      z.lte(1e9, hrEmployeeMessages.salaryPositive),
    ),
);

/** Phone is optional on the HR form; when given it follows the admin form's rule. */
const optionalPhone = z.pipe(
  optionalText(20),
  z.string().check(z.refine((value) => value === "" || value.length >= 10, employeeMessages.phone)),
);

/**
 * POST /api/hr/employees: the HR employee form (docs/product.md section 6.2). The server turns it into
 * the one employee record (section 9.9): name split at the last space, position as designation,
 * salary as basic.
 */
export function hrEmployeeInputSchema(domain: string) {
  return z.object({
    name: requiredText(hrEmployeeMessages.name, 120),
    email: employeeEmail(domain),
    department: z.enum(hrDepartments, { error: hrEmployeeMessages.department }),
    position: requiredText(hrEmployeeMessages.position, 100),
    salary,
    joinDate: requiredDate(hrEmployeeMessages.joinDate),
    status: z._default(z.enum(hrStatuses, { error: hrEmployeeMessages.status }), "Active"),
    /** The form's manager: another active person picked from the list (docs/product.md section 9.20). */
    reportingManagerId,
    phone: optionalPhone,
    /** Optional here (the form's payload stays as it was); the full form asks for it. */
    gender: optionalGender,
  });
}
export type HrEmployeeInput = z.input<ReturnType<typeof hrEmployeeInputSchema>>;
export type HrEmployeeValues = z.output<ReturnType<typeof hrEmployeeInputSchema>>;

/**
 * A row of the HR directory (docs/product.md section 9.9): the fields the HR list reads, plus what the table shows
 * (phone, manager, join date). The account number is the masked form, like every list.
 */
export const hrEmployeeSchema = z.pick(employeeSchema, {
  id: true,
  employeeId: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  department: true,
  designation: true,
  dateOfJoining: true,
  reportingManagerId: true,
  reportingManagerName: true,
  basicSalary: true,
  ctcMonthly: true,
  hasSalaryData: true,
  accountNumber: true,
  ifscCode: true,
  isActive: true,
});
export type HrEmployee = z.infer<typeof hrEmployeeSchema>;

/** GET /api/hr/stats: the five cards of docs/product.md section 6.1, counted in SQL. */
export const hrStatsSchema = z.object({
  /** Active employee records. */
  totalEmployees: z.int(),
  /** Policies with status Active. */
  activePolicies: z.int(),
  pendingLeaves: z.int(),
  /** Monthly CTC of the active employees in whole rupees, the standard estimate (docs/product.md section 10.1) standing in for a missing salary structure. */
  monthlyPayroll: z.int(),
  /** How many of those were estimated. */
  estimatedSalaries: z.int(),
  /** Today's business date (YYYY-MM-DD) and the people checked in on it (Present or Late). */
  today: z.string(),
  presentToday: z.int(),
});
export type HrStats = z.infer<typeof hrStatsSchema>;
