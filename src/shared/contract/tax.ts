import * as z from "zod/mini";
import { employeeNotFoundMessage, monthParam, recordIdParam, optionalText, YEAR_MAX, YEAR_MIN, yearRangeMessage } from "./common";
import { statutoryMessages, taxRegimes } from "./employee-statutory";
import { longMonth } from "./payroll";
import {
  previousEmployerFields,
  previousEmployerLabels,
  previousEmployerMessage,
  previousEmployerVerificationSchema,
  tdsWithinSalary,
} from "./tax-previous-employer";

/**
 * Income-tax declarations per financial year, HR's lock on them, and the opening figures of people paid
 * outside the product earlier in the year (docs/product.md, payroll). The payroll's TDS projection reads
 * them (src/shared/domain/payroll/tds.ts takes the same shapes).
 */
export const EMPLOYEE_TAX_PATH = "/api/employee/tax";
export const HR_TAX_PATH = "/api/hr/tax";
export const hrTaxPath = (employeeRecordId: number) => `${HR_TAX_PATH}/${employeeRecordId}`;
export const HR_TAX_LOCK_PATH = "/api/hr/tax/lock";
export const taxLockPath = (financialYear: string) => `${HR_TAX_LOCK_PATH}/${financialYear}`;
/** PUT: HR verifies a person's previous employer's salary and TDS for the year (`?year=`) from that employer's statement. */
export const previousEmployerPath = (employeeRecordId: number) => `${hrTaxPath(employeeRecordId)}/previous-employer`;
/** GET: whose declared previous employer awaits HR's verification for the year (`?year=`). */
export const HR_PREVIOUS_EMPLOYER_PENDING_PATH = "/api/hr/tax/previous-employer";
export const HR_OPENING_FIGURES_PATH = "/api/hr/payroll/opening";
export const openingFiguresPath = (employeeRecordId: number) => `${HR_OPENING_FIGURES_PATH}/${employeeRecordId}`;
/** A path with the financial year as its query (`?year=2025-26`). */
export const withYear = (path: string, financialYear: string) => `${path}?year=${financialYear}`;

/** Whole rupees up to ₹99,99,99,999. */
export const RUPEES_MAX = 999_999_999;
/** Opening figures cover the months paid elsewhere before the first payroll here: at most eleven. */
export const OPENING_MONTHS_MAX = 11;

export const financialYearMessage = "Enter a financial year as YYYY-YY, such as 2025-26";

export const taxMessages = {
  financialYear: financialYearMessage,
  employee: "Choose an employee (a positive whole number)",
  employeeNotFound: employeeNotFoundMessage,
  regime: statutoryMessages.taxRegime,
  senior: "Choose yes or no",
  rentCity: "Enter the city you pay rent in",
  months: `Months must be a whole number from 0 to ${OPENING_MONTHS_MAX}`,
  monthsNeeded: `Enter the number of months these figures cover (1 to ${OPENING_MONTHS_MAX})`,
  basicAndHra: "Basic and HRA together cannot be more than the gross",
  locked: (financialYear: string) => `HR locked tax declarations for FY ${financialYear}: ask HR to change yours`,
  closedYear: (financialYear: string) =>
    `You can change your declaration for the current or the next financial year only, not FY ${financialYear}: ask HR`,
  alreadyLocked: (financialYear: string) => `Declarations for FY ${financialYear} are already locked`,
  notLocked: (financialYear: string) => `Declarations for FY ${financialYear} are not locked`,
  adminRecord: "HR may not see or change the tax figures of an admin account",
  /** Opening figures are pay outside the product: never for a month finalised here (docs/product.md section 9.14). */
  openingOverlapsFinalised: (months: readonly string[]) =>
    `Opening figures cannot cover ${months.map(longMonth).join(", ")}: they are finalised here`,
  /** Months from the company's first finalised month on are paid here, finalised or not yet. */
  openingAfterFirstMonth: (months: readonly string[], first: string) =>
    `Opening figures cannot cover ${months.map(longMonth).join(", ")}: the payroll here runs from ${longMonth(first)}, and those months are paid here`,
} as const;

/** 'YYYY-YY' with consecutive years ("2025-26"), starting in 1900-2999 like every year of the contract. */
export function isFinancialYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return Boolean(match) && Number(match![2]) === (Number(match![1]) + 1) % 100;
}
const startYearInRange = (value: string) => {
  const start = Number(value.slice(0, 4));
  return start >= YEAR_MIN && start <= YEAR_MAX;
};

export const financialYearParam = z
  .string({ error: financialYearMessage })
  .check(z.trim(), z.refine(isFinancialYear, { error: financialYearMessage, abort: true }), z.refine(startYearInRange, yearRangeMessage));

/** `?year=`: the financial year; missing means the current one by the business date. */
export const taxYearQuerySchema = z.object({ year: z.optional(financialYearParam) });
export const taxRecordParamsSchema = z.object({
  employeeRecordId: recordIdParam(taxMessages.employee),
});
export const taxLockInputSchema = z.object({ financialYear: financialYearParam });
export const taxLockParamsSchema = taxLockInputSchema;

const rupeesMessage = (label: string) => `${label} must be a whole number of rupees from 0 to ₹99,99,99,999`;
const rupees = (label: string) => {
  const message = rupeesMessage(label);
  return z._default(z.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(RUPEES_MAX, message)), 0);
};
const yesNo = z._default(z.boolean({ error: taxMessages.senior }), false);

/** What the employee declares for a year; field names as the form's. */
export const taxDeclarationLabels = {
  section80C: "80C investments",
  section80DSelfAndFamily: "80D premium for self and family",
  section80DParents: "80D premium for parents",
  rentPaidMonthly: "Rent paid per month",
  ...previousEmployerLabels,
} as const;
export const taxDeclarationMessage = (field: keyof typeof taxDeclarationLabels) =>
  field === "previousEmployerSalary" || field === "previousEmployerTds"
    ? previousEmployerMessage(field)
    : rupeesMessage(taxDeclarationLabels[field]);

/** PUT /api/employee/tax and /api/hr/tax/{id}: the regime for the year and the declarations (missing amounts are 0). */
export const taxDeclarationInputSchema = z
  .object({
    regime: z.enum(taxRegimes, { error: taxMessages.regime }),
    section80C: rupees(taxDeclarationLabels.section80C),
    section80DSelfAndFamily: rupees(taxDeclarationLabels.section80DSelfAndFamily),
    section80DSelfAndFamilySenior: yesNo,
    section80DParents: rupees(taxDeclarationLabels.section80DParents),
    section80DParentsSenior: yesNo,
    rentPaidMonthly: rupees(taxDeclarationLabels.rentPaidMonthly),
    rentCity: optionalText(100),
    ...previousEmployerFields,
  })
  .check(
    // The HRA exemption depends on the city (metro or not): rent without a city cannot be counted.
    z.refine((input) => input.rentPaidMonthly === 0 || input.rentCity !== "", { path: ["rentCity"], error: taxMessages.rentCity }),
    tdsWithinSalary,
  );
export type TaxDeclarationInput = z.input<typeof taxDeclarationInputSchema>;
export type TaxDeclarationValues = z.output<typeof taxDeclarationInputSchema>;

const changedBy = { updatedAt: z.nullable(z.string()), updatedBy: z.nullable(z.string()) };

/** The lock of a year's declarations: once locked only HR changes them (audited). */
export const taxLockSchema = z.object({
  financialYear: z.string(),
  locked: z.boolean(),
  lockedAt: z.nullable(z.string()),
  lockedBy: z.nullable(z.string()),
});
export type TaxLock = z.infer<typeof taxLockSchema>;

/** A person's declaration for a year, or the defaults (`isDefault`: the new regime, the legal default, nothing declared). */
export const taxDeclarationSchema = z.object({
  financialYear: z.string(),
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  declaration: z.object({
    regime: z.enum(taxRegimes),
    section80C: z.int(),
    section80DSelfAndFamily: z.int(),
    section80DSelfAndFamilySenior: z.boolean(),
    section80DParents: z.int(),
    section80DParentsSenior: z.boolean(),
    rentPaidMonthly: z.int(),
    rentCity: z.string(),
    previousEmployerSalary: z.int(),
    previousEmployerTds: z.int(),
  }),
  /** The previous employer's figures HR verified: the only ones the TDS counts (none while null). */
  previousEmployerVerification: previousEmployerVerificationSchema,
  ...changedBy,
  lock: taxLockSchema,
});
export type TaxDeclarationView = z.infer<typeof taxDeclarationSchema>;
export type TaxDeclaration = TaxDeclarationView["declaration"];

/** What was paid outside the product earlier in the financial year (before the first payroll here). */
export const openingFigureLabels = {
  gross: "Gross",
  basic: "Basic",
  hra: "HRA",
  employeePf: "Employee PF",
  professionalTax: "Professional tax",
  tds: "TDS",
} as const;
export const openingFigureMessage = (field: keyof typeof openingFigureLabels) => rupeesMessage(openingFigureLabels[field]);

/** PUT /api/hr/payroll/opening/{id}: year-to-date figures and the months they cover (0 with all zeros: nothing paid earlier). */
export const openingFiguresInputSchema = z
  .object({
    gross: rupees(openingFigureLabels.gross),
    basic: rupees(openingFigureLabels.basic),
    hra: rupees(openingFigureLabels.hra),
    employeePf: rupees(openingFigureLabels.employeePf),
    professionalTax: rupees(openingFigureLabels.professionalTax),
    tds: rupees(openingFigureLabels.tds),
    months: z
      .number({ error: taxMessages.months })
      .check(z.int(taxMessages.months), z.gte(0, taxMessages.months), z.lte(OPENING_MONTHS_MAX, taxMessages.months)),
  })
  .check(
    z.refine((input) => input.basic + input.hra <= input.gross, { path: ["basic"], error: taxMessages.basicAndHra }),
    z.refine((input) => input.months > 0 || input.gross + input.employeePf + input.professionalTax + input.tds === 0, {
      path: ["months"],
      error: taxMessages.monthsNeeded,
    }),
  );
export type OpeningFiguresInput = z.input<typeof openingFiguresInputSchema>;
export type OpeningFiguresValues = z.output<typeof openingFiguresInputSchema>;

/** A person's opening figures for a year; `figures` null until HR enters them. */
export const openingFiguresSchema = z.object({
  financialYear: z.string(),
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  figures: z.nullable(
    z.object({
      gross: z.int(),
      basic: z.int(),
      hra: z.int(),
      employeePf: z.int(),
      professionalTax: z.int(),
      tds: z.int(),
      months: z.int(),
    }),
  ),
  ...changedBy,
});
export type OpeningFiguresView = z.infer<typeof openingFiguresSchema>;
export type OpeningFigures = NonNullable<OpeningFiguresView["figures"]>;

/** GET /api/employee/tax/projection and /api/hr/tax/{id}/projection: `?month=YYYY-MM`, the current month when missing. */
export const EMPLOYEE_TAX_PROJECTION_PATH = `${EMPLOYEE_TAX_PATH}/projection`;
export const hrTaxProjectionPath = (employeeRecordId: number) => `${hrTaxPath(employeeRecordId)}/projection`;
export const withMonth = (path: string, month: string) => `${path}?month=${month}`;
export const taxProjectionQuerySchema = z.object({ month: z.optional(monthParam) });
export const taxProjectionMessages = { notPaid: (month: string) => `No pay for this person in ${month}: no TDS to work out` } as const;

/** One regime's working of the month's TDS (src/shared/domain/payroll/tds.ts `TdsDerivation`), whole rupees but the tax's parts (to the paisa). */
export const tdsDerivationSchema = z.object({
  regime: z.enum(taxRegimes),
  rulesYear: z.string(),
  /** This employer's salary for the year: finalised months + opening figures + this month + the months left at the full monthly gross. */
  projectedGross: z.number(),
  finalisedGross: z.number(),
  openingGross: z.number(),
  thisMonthGross: z.number(),
  /**
   * The month's taxable pay items (a bonus, arrears; less a taxable recovery), counted once in the year, and the
   * extra tax they cause, deducted in full this month on top of the salary's share (docs/product.md section
   * 10.6.3). Absent: none.
   */
  oneOffEarnings: z.optional(z.number()),
  oneOffTax: z.optional(z.number()),
  /** Months after this one projected at the full salary: to March, or to the month of a leaver's last working day. */
  remainingMonths: z.int(),
  remainingGross: z.number(),
  previousEmployerSalary: z.number(),
  rentPaid: z.number(),
  metro: z.boolean(),
  hraExemption: z.number(),
  standardDeduction: z.number(),
  professionalTax: z.number(),
  section80C: z.number(),
  section80D: z.number(),
  /** Rounded to ₹10. */
  taxableIncome: z.number(),
  slabTax: z.number(),
  rebate: z.number(),
  surcharge: z.number(),
  cess: z.number(),
  /** Tax + surcharge + cess, rounded to ₹10. */
  annualTax: z.number(),
  alreadyDeducted: z.object({ finalised: z.number(), opening: z.number(), previousEmployer: z.number(), total: z.number() }),
  /** Months of the year left to deduct in, this one included (a leaver's end at the month of the last working day). */
  monthsLeft: z.int(),
  /** (annualTax - alreadyDeducted.total) / monthsLeft, to the rupee, never negative. */
  thisMonth: z.number(),
});
export type TdsDerivationView = z.infer<typeof tdsDerivationSchema>;

/** A person's month: the TDS under both regimes as the payroll works it out, and the one deducted. */
export const taxProjectionSchema = z.object({
  month: z.string(),
  financialYear: z.string(),
  rulesYear: z.string(),
  employeeRecordId: z.int(),
  employeeId: z.string(),
  name: z.string(),
  /** The regime that applies this year (the declaration's, else the new regime: the legal default). */
  regime: z.enum(taxRegimes),
  /** What the payroll deducts this month: the chosen regime's `thisMonth`, or HR's override. */
  deducted: z.number(),
  overridden: z.boolean(),
  byRegime: z.object({ new: tdsDerivationSchema, old: tdsDerivationSchema }),
});
export type TaxProjectionView = z.infer<typeof taxProjectionSchema>;

/** Who has not chosen a regime for a financial year (no declaration saved): the new regime applies to them. */
export const HR_TAX_REGIMES_PATH = "/api/hr/tax/regimes";
export const regimeNotChosenSchema = z.object({
  financialYear: z.string(),
  /** Active records without a declaration for the year, by name. */
  people: z.array(z.object({ employeeRecordId: z.int(), employeeId: z.string(), name: z.string() })),
});
export type RegimeNotChosen = z.infer<typeof regimeNotChosenSchema>;
/** What HR's payroll panel says of them (docs/product.md section 10.6). */
export const regimeNotChosenText = (count: number, financialYear: string) =>
  count === 0
    ? `Everyone has chosen a tax regime for FY ${financialYear}`
    : `${count} ${count === 1 ? "person has" : "people have"} not chosen a tax regime for FY ${financialYear}: TDS is deducted under the new regime, the legal default`;
