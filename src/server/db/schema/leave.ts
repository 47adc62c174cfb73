import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { employees, staffAccounts } from "./people";

// Leave requests, HR policies, holidays and leave allowances.

/**
 * Leave requests. Calendar days are counted from the dates; the days that use leave are counted from the
 * working calendar and the type's sandwich rule while the request waits, and fixed at approval in
 * `counted_dates` (docs/product.md section 10.3).
 */
export const leaveRequests = pgTable(
  "leave_requests",
  {
    id: serial("id").primaryKey(),
    employeeRecordId: integer("employee_record_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    // 'unpaid': leave without pay (a TypeScript enum only: the column has no SQL constraint).
    leaveType: text("leave_type", { enum: ["sick", "vacation", "personal", "emergency", "maternity", "paternity", "unpaid"] }).notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["Pending", "Approved", "Rejected", "Cancelled"] })
      .notNull()
      .default("Pending"),
    comment: text("comment"),
    decidedByAccountId: integer("decided_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Whether the decision was taken as the person's reporting manager or by HR (an admin counts as HR); null while pending. */
    decidedAs: text("decided_as", { enum: ["manager", "hr"] }),
    /**
     * The dates that used leave, fixed when HR approved the request (a later change of holidays, weekly
     * offs or the sandwich rule leaves them as they are); null before. Migration 0009 filled them for the
     * requests approved earlier from the settings of that day, except those over 180 days (approved
     * before that limit), which are still counted from the settings of the day they are shown.
     */
    countedDates: date("counted_dates").array(),
    /**
     * The accounts the request's e-mail and notification went to (HR users, and the reporting manager), written with
     * the request: its cancellation tells them, not whoever holds those roles by then (docs/product.md section 11.6).
     * Null for requests filed before migration 0017 and the demo's, whose cancellation tells today's HR users and manager.
     */
    toldOfRequest: jsonb("told_of_request").$type<{ hr: number[]; manager: number | null }>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("leave_requests_employee_idx").on(table.employeeRecordId, table.startDate),
    index("leave_requests_status_idx").on(table.status),
  ],
);

/** HR policies (docs/product.md section 9.15); archiving sets the status, nothing is deleted. */
export const hrPolicies = pgTable(
  "hr_policies",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: ["HR", "IT", "Finance", "Operations", "Compliance", "Safety"] }).notNull(),
    effectiveDate: date("effective_date").notNull(),
    status: text("status", { enum: ["Active", "Draft", "Archived"] })
      .notNull()
      .default("Active"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("hr_policies_status_idx").on(table.status, table.effectiveDate)],
);

/** The company's holidays: one per date. They are not working days, so they use no leave. */
export const holidays = pgTable("holidays", {
  id: serial("id").primaryKey(),
  date: date("date").notNull().unique(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/**
 * The allowance per leave type, per calendar year (or per event for maternity and paternity). A type
 * without a row uses the default of src/shared/domain/leave-balance.ts; `sandwich` counts weekly offs
 * and holidays lying between two leave days.
 */
export const leaveAllowances = pgTable("leave_allowances", {
  leaveType: text("leave_type", { enum: ["sick", "vacation", "personal", "emergency", "maternity", "paternity"] }).primaryKey(),
  days: integer("days").notNull(),
  sandwich: boolean("sandwich").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
