import * as z from "zod/mini";
import { optionalText } from "./common";

/**
 * The deductions the payroll computes (docs/product.md sections 10.2 and 10.6) that HR may override for
 * one person, on the employee form: an amount (blank, null or missing is none: the payroll computes it)
 * and, with an amount, its reason.
 */
export const deductionOverrideLabels = {
  providentFund: "provident fund",
  professionalTax: "professional tax",
  incomeTax: "income tax",
} as const;
export type OverrideField = keyof typeof deductionOverrideLabels;
export const overrideFields = Object.keys(deductionOverrideLabels) as OverrideField[];
export const overrideReasonField = <F extends OverrideField>(field: F) => `${field}OverrideReason` as const;
export const OVERRIDE_REASON_MAX = 200;

export const overrideMessages = {
  /** As the form's other amounts: 'Provident fund must be positive'. */
  amount: (field: OverrideField) => `${deductionOverrideLabels[field].replace(/^./, (first) => first.toUpperCase())} must be positive`,
  reason: (field: OverrideField) => `Give a reason for overriding the ${deductionOverrideLabels[field]}`,
} as const;

/** No override: every reason blank (with the amounts null: `noOverrides` of domain/payroll/salary.ts). */
export const noOverrideReasons = {
  providentFundOverrideReason: "",
  professionalTaxOverrideReason: "",
  incomeTaxOverrideReason: "",
} as const;

const amount = (field: OverrideField) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.number(), z.string(), z.null()])),
      z.transform((value) =>
        value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : Number(value),
      ),
    ),
    z.nullable(
      z
        .number({ error: overrideMessages.amount(field) })
        .check(z.int(overrideMessages.amount(field)), z.gte(0, overrideMessages.amount(field)), z.lte(1e9, overrideMessages.amount(field))),
    ),
  );

/** The form's fields: each amount with its reason. */
export const overrideInputShape = {
  providentFund: amount("providentFund"),
  providentFundOverrideReason: optionalText(OVERRIDE_REASON_MAX),
  professionalTax: amount("professionalTax"),
  professionalTaxOverrideReason: optionalText(OVERRIDE_REASON_MAX),
  incomeTax: amount("incomeTax"),
  incomeTaxOverrideReason: optionalText(OVERRIDE_REASON_MAX),
};

/** An amount needs its reason (the message goes under the reason). */
export const overrideChecks = overrideFields.map((field) =>
  z.refine<Record<string, unknown>>((values) => values[field] === null || values[overrideReasonField(field)] !== "", {
    path: [overrideReasonField(field)],
    error: overrideMessages.reason(field),
  }),
);

/** As the record answers them: null when the payroll computes the deduction. */
export const overrideRecordShape = {
  providentFund: z.nullable(z.int()),
  providentFundOverrideReason: z.nullable(z.string()),
  professionalTax: z.nullable(z.int()),
  professionalTaxOverrideReason: z.nullable(z.string()),
  incomeTax: z.nullable(z.int()),
  incomeTaxOverrideReason: z.nullable(z.string()),
};
