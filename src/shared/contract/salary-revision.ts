import * as z from "zod/mini";
import { positiveMessage } from "./employees";
import { HR_EMPLOYEES_PATH } from "./hr";
import { requiredDate, requiredText } from "./common";

/**
 * Salary revisions (docs/product.md section 10.6.1): HR or an admin changes a person's salary structure from
 * an effective date, with a reason; the history keeps who, when, from which date, the structure before and
 * after. A revision into finalised months pays arrears in the next draft month.
 */

export const salaryRevisionsPath = (employeeRecordId: number) => `${HR_EMPLOYEES_PATH}/${employeeRecordId}/salary-revisions`;

export const REVISION_REASON_MAX = 500;

export const salaryRevisionMessages = {
  effectiveFrom: "Effective date is required",
  reason: "Give a reason for the revision",
  future: "The effective date cannot be after today: enter the revision on or after the day it takes effect",
  tooEarly: (earliest: string) => `The effective date cannot be before ${earliest}: more than 12 months back`,
  beforeLatest: (latest: string) => `A revision takes effect on or after the last one (${latest})`,
  unchanged: "The new structure is the same as the current one",
  lowersFinalised: (month: string) =>
    `This revision lowers pay in ${month}, a finalised month: choose a date after it or record a one-off deduction`,
  /** The employee form's salary fields when they change: the change becomes a revision from this date. */
  fromForm: "Changed in the employee record",
} as const;

/** Blank is 0; otherwise a whole number of rupees, 0 or more (the employee form's rule and messages). */
const amount = (field: Parameters<typeof positiveMessage>[0]) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.number(), z.string(), z.null()])),
      z.transform((value) =>
        value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? 0 : Number(value),
      ),
    ),
    z
      .number({ error: positiveMessage(field) })
      .check(z.int(positiveMessage(field)), z.gte(0, positiveMessage(field)), z.lte(1e9, positiveMessage(field))),
  );

/** The structure a revision sets: every earning and the typed other deductions. */
export const salaryStructureInputShape = {
  basicSalary: amount("basicSalary"),
  hra: amount("hra"),
  transportAllowance: amount("transportAllowance"),
  medicalAllowance: amount("medicalAllowance"),
  specialAllowance: amount("specialAllowance"),
  otherAllowances: amount("otherAllowances"),
  otherDeductions: amount("otherDeductions"),
};

export const salaryRevisionInputSchema = z.object({
  effectiveFrom: requiredDate(salaryRevisionMessages.effectiveFrom),
  reason: requiredText(salaryRevisionMessages.reason, REVISION_REASON_MAX),
  ...salaryStructureInputShape,
});
export type SalaryRevisionInput = z.input<typeof salaryRevisionInputSchema>;
export type SalaryRevisionValues = z.output<typeof salaryRevisionInputSchema>;

export const salaryStructureSchema = z.object({
  basicSalary: z.int(),
  hra: z.int(),
  transportAllowance: z.int(),
  medicalAllowance: z.int(),
  specialAllowance: z.int(),
  otherAllowances: z.int(),
  otherDeductions: z.int(),
});

/** An arrears item the revision created: the finalised month it corrects and the draft month it is paid in. */
export const revisionArrearsSchema = z.object({
  sourceMonth: z.string(),
  month: z.string(),
  amount: z.int(),
  pfWage: z.int(),
  description: z.string(),
});

export const salaryRevisionSchema = z.object({
  id: z.int(),
  employeeRecordId: z.int(),
  effectiveFrom: z.string(),
  before: salaryStructureSchema,
  after: salaryStructureSchema,
  /** Monthly gross (basic plus every allowance) before and after. */
  grossBefore: z.int(),
  grossAfter: z.int(),
  reason: z.string(),
  revisedBy: z.nullable(z.string()),
  createdAt: z.string(),
  arrears: z.array(revisionArrearsSchema),
});
export type SalaryRevision = z.infer<typeof salaryRevisionSchema>;

/** A person's history, newest first, and the dates a new revision may take effect on (both included). */
export const salaryHistorySchema = z.object({
  revisions: z.array(salaryRevisionSchema),
  earliestEffectiveFrom: z.string(),
  latestEffectiveFrom: z.string(),
});
export type SalaryHistory = z.infer<typeof salaryHistorySchema>;
