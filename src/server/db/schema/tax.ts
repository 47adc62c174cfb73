import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { employees, staffAccounts } from "./people";

// Income-tax declarations, HR's lock on a year's declarations, and opening figures (src/shared/contract/tax.ts).

const rupees = (name: string) => integer(name).notNull().default(0);
const employeeRecordId = () =>
  integer("employee_record_id")
    .notNull()
    .references(() => employees.id, { onDelete: "cascade" });
/** A financial year written 'YYYY-YY' ("2025-26": April 2025 to March 2026). */
const financialYear = () => text("financial_year").notNull();

/**
 * What a person declares for a financial year: the regime and the deductions the old regime counts, and a
 * previous employer's salary and TDS (counted only as HR verified them). A person without a row for the year
 * has the new regime and nothing declared.
 */
export const taxDeclarations = pgTable(
  "tax_declarations",
  {
    employeeRecordId: employeeRecordId(),
    financialYear: financialYear(),
    regime: text("regime", { enum: ["new", "old"] }).notNull(),
    section80C: rupees("section_80c"),
    section80DSelfAndFamily: rupees("section_80d_self_and_family"),
    section80DSelfAndFamilySenior: boolean("section_80d_self_and_family_senior").notNull().default(false),
    section80DParents: rupees("section_80d_parents"),
    section80DParentsSenior: boolean("section_80d_parents_senior").notNull().default(false),
    rentPaidMonthly: rupees("rent_paid_monthly"),
    rentCity: text("rent_city").notNull().default(""),
    previousEmployerSalary: rupees("previous_employer_salary"),
    previousEmployerTds: rupees("previous_employer_tds"),
    // The previous employer's figures as HR verified them from that employer's statement (Form 16 Part B or Form
    // 12B): only these count in the TDS, and all four are null until HR verifies (a change of the declared figures
    // clears them).
    previousEmployerVerifiedSalary: integer("previous_employer_verified_salary"),
    previousEmployerVerifiedTds: integer("previous_employer_verified_tds"),
    previousEmployerVerifiedByAccountId: integer("previous_employer_verified_by_account_id").references(() => staffAccounts.id, {
      onDelete: "set null",
    }),
    previousEmployerVerifiedAt: timestamp("previous_employer_verified_at", { withTimezone: true }),
    updatedByAccountId: integer("updated_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.employeeRecordId, table.financialYear] })],
);

/** A financial year whose declarations HR has locked: the employees can no longer change theirs. */
export const taxDeclarationLocks = pgTable("tax_declaration_locks", {
  financialYear: text("financial_year").primaryKey(),
  lockedByAccountId: integer("locked_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
  lockedAt: timestamp("locked_at", { withTimezone: true }).notNull(),
});

/**
 * Pay outside the product earlier in a financial year (a company that starts using it mid-year), entered by
 * HR once per person: year-to-date figures and the months they cover.
 */
export const payrollOpeningFigures = pgTable(
  "payroll_opening_figures",
  {
    employeeRecordId: employeeRecordId(),
    financialYear: financialYear(),
    gross: rupees("gross"),
    basic: rupees("basic"),
    hra: rupees("hra"),
    employeePf: rupees("employee_pf"),
    professionalTax: rupees("professional_tax"),
    tds: rupees("tds"),
    months: integer("months").notNull().default(0),
    enteredByAccountId: integer("entered_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.employeeRecordId, table.financialYear] })],
);
