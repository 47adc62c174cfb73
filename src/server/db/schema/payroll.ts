import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffAccounts } from "./people";

// Finalised payroll months.

/**
 * A finalised payroll month (docs/product.md section 9.14): the figures as they were when HR finalised it, so a
 * later salary change does not alter them; payslips are rendered from this snapshot.
 */
export const payrollRuns = pgTable("payroll_runs", {
  month: text("month").primaryKey(),
  finalisedAt: timestamp("finalised_at", { withTimezone: true }).notNull(),
  finalisedByAccountId: integer("finalised_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
  snapshot: jsonb("snapshot").$type<unknown>().notNull(),
});
