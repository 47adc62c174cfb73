import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { PAY_ITEM_KINDS } from "@/shared/domain/payroll/pay-items";
import { employees, staffAccounts } from "./people";

// Finalised payroll months, what is paid besides the salary structure, salary revisions and separations.

const employeeRecordId = () =>
  integer("employee_record_id")
    .notNull()
    .references(() => employees.id, { onDelete: "cascade" });
const byAccount = (name: string) => integer(name).references(() => staffAccounts.id, { onDelete: "set null" });

/**
 * A finalised payroll month (docs/product.md section 9.14): the figures as they were when HR finalised it, so a
 * later salary change does not alter them; payslips are rendered from this snapshot. HR marks it paid with
 * the date the salaries were paid (null until then).
 */
export const payrollRuns = pgTable("payroll_runs", {
  month: text("month").primaryKey(),
  finalisedAt: timestamp("finalised_at", { withTimezone: true }).notNull(),
  finalisedByAccountId: byAccount("finalised_by_account_id"),
  snapshot: jsonb("snapshot").$type<unknown>().notNull(),
  paidOn: date("paid_on"),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  paidByAccountId: byAccount("paid_by_account_id"),
  /** Each person's leave balances as of the month's last day, frozen with the month so a payslip never changes (9.14). */
  leaveBalances: jsonb("leave_balances").$type<unknown>(),
});

/** What a pay item is: its kind decides whether it adds to or deducts from pay and how the rules treat it. */
export { PAY_ITEM_KINDS as payItemKinds, type PayItemKind } from "@/shared/domain/payroll/pay-items";

/**
 * Everything paid or deducted in a month besides the salary structure, per person: one-off items HR enters,
 * adjustments that correct a finalised month (paid in the next draft month, never altering the frozen one), and
 * a leaver's settlement. Amounts are whole rupees above zero; the kind says which way they go. `pfWage` and
 * `esiWage` are the parts of the amount that are provident-fund and ESI wages; `taxable` whether TDS counts it.
 * `source` names what made an adjustment or settlement item ('leave:12', 'attendance:7:2026-10-03',
 * 'revision:5', 'separation:9', 'advance:31'), so a change can replace its own items.
 */
export const payItems = pgTable(
  "pay_items",
  {
    id: serial("id").primaryKey(),
    employeeRecordId: employeeRecordId(),
    /** The month it is paid in, 'YYYY-MM'. */
    month: text("month").notNull(),
    kind: text("kind", { enum: PAY_ITEM_KINDS }).notNull(),
    amount: integer("amount").notNull(),
    pfWage: integer("pf_wage").notNull().default(0),
    esiWage: integer("esi_wage").notNull().default(0),
    taxable: boolean("taxable").notNull().default(true),
    /** What the payslip prints: 'LOP reversal Oct 2026'. */
    description: text("description").notNull(),
    reason: text("reason"),
    /** The finalised month an adjustment corrects, 'YYYY-MM'. */
    sourceMonth: text("source_month"),
    source: text("source"),
    /**
     * The month the item was due in before a leaver's settlement brought it into the last working day's month
     * (docs/product.md section 10.6.4), so withdrawing or moving the separation puts it back; null otherwise.
     */
    movedFromMonth: text("moved_from_month"),
    createdByAccountId: byAccount("created_by_account_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("pay_items_month_idx").on(table.month, table.employeeRecordId),
    index("pay_items_source_idx").on(table.source),
    check("pay_items_amount_positive", sql`${table.amount} > 0`),
    check(
      "pay_items_wages_within_amount",
      sql`${table.pfWage} between 0 and ${table.amount} and ${table.esiWage} between 0 and ${table.amount}`,
    ),
  ],
);

/**
 * A person's salary structure over time: each revision, from which date, the structure before and after, who
 * made it and why. The payroll takes the structure in force on each day of a month.
 */
export const salaryRevisions = pgTable(
  "salary_revisions",
  {
    id: serial("id").primaryKey(),
    employeeRecordId: employeeRecordId(),
    effectiveFrom: date("effective_from").notNull(),
    before: jsonb("before").$type<unknown>().notNull(),
    after: jsonb("after").$type<unknown>().notNull(),
    reason: text("reason").notNull(),
    revisedByAccountId: byAccount("revised_by_account_id"),
    createdAt: createdAt(),
  },
  (table) => [index("salary_revisions_employee_idx").on(table.employeeRecordId, table.effectiveFrom)],
);

/**
 * A resignation or termination: the notice date and the last working day (the account works until then and is
 * deactivated after it), and how a notice shortfall and leave encashment are settled.
 */
export const separations = pgTable(
  "separations",
  {
    employeeRecordId: integer("employee_record_id")
      .primaryKey()
      .references(() => employees.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["resignation", "termination"] }).notNull(),
    noticeDate: date("notice_date").notNull(),
    lastWorkingDay: date("last_working_day").notNull(),
    /** The notice the person owes, in days. */
    noticePeriodDays: integer("notice_period_days").notNull(),
    /** A shortfall is recovered from the person, paid in lieu by the company, or waived. */
    noticeShortfall: text("notice_shortfall", { enum: ["recover", "pay_in_lieu", "waive"] })
      .notNull()
      .default("waive"),
    /** A day of earned leave is encashed at basic / this (26 by default). */
    encashmentDivisor: integer("encashment_divisor").notNull().default(26),
    reason: text("reason"),
    recordedByAccountId: byAccount("recorded_by_account_id"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    /** When the account was deactivated after the last working day (null before). */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /**
     * The settlement's figures as last computed with its pay items (separations/settle.ts): kept up to date until
     * the month is finalised, then frozen with it; the preview and the statement read them.
     */
    settlement: jsonb("settlement").$type<unknown>(),
  },
  (table) => [
    check("separations_dates_in_order", sql`${table.lastWorkingDay} >= ${table.noticeDate}`),
    check("separations_notice_days", sql`${table.noticePeriodDays} >= 0`),
    check("separations_encashment_divisor", sql`${table.encashmentDivisor} > 0`),
  ],
);
