import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { employees, staffAccounts } from "./people";

// Working-time settings and the attendance records.

/** Working time and the office geofence (docs/product.md section 9.17): one row, id 1, written by the admin. */
export const appSettings = pgTable("app_settings", {
  id: integer("id").primaryKey(),
  shiftStart: text("shift_start").notNull(),
  shiftEnd: text("shift_end").notNull(),
  graceMinutes: integer("grace_minutes").notNull(),
  weeklyOffDays: jsonb("weekly_off_days").$type<number[]>().notNull(),
  geofence: jsonb("geofence").$type<{ latitude: number; longitude: number; radiusMetres: number } | null>(),
  /** One day's pay = monthly salary over the month's calendar days, or over 30 or 26 (docs/product.md section 10.6). */
  payDayBasis: text("pay_day_basis", { enum: ["calendar", "30", "26"] })
    .notNull()
    .default("calendar"),
  /** Whether a new inquiry's sender gets an acknowledgement e-mail (docs/product.md section 11), off by default. */
  inquiryAcknowledgement: boolean("inquiry_acknowledgement").notNull().default(false),
  /** The salary transfer file's layout (docs/product.md section 9.14.1): a bank's bulk upload or a generic NEFT/RTGS CSV. */
  bankFileLayout: text("bank_file_layout", { enum: ["generic", "hdfc", "icici", "sbi"] })
    .notNull()
    .default("generic"),
  /** The company's account the salaries are paid from (not personal data: it prints on every cheque), and its IFSC. */
  debitAccountNumber: text("debit_account_number"),
  debitIfsc: text("debit_ifsc"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per employee per business day (the unique index makes a second check-in impossible, even
 * twenty at once). Times are the server's; `date` is the business date in BUSINESS_TIMEZONE.
 */
export const attendanceRecords = pgTable(
  "attendance_records",
  {
    id: serial("id").primaryKey(),
    employeeRecordId: integer("employee_record_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    checkInAt: timestamp("check_in_at", { withTimezone: true }).notNull(),
    checkOutAt: timestamp("check_out_at", { withTimezone: true }),
    status: text("status", { enum: ["Present", "Late"] }).notNull(),
    location: text("location").notNull().default(""),
    checkInAddress: text("check_in_address").notNull(),
    checkInLatitude: doublePrecision("check_in_latitude"),
    checkInLongitude: doublePrecision("check_in_longitude"),
    checkInAccuracy: doublePrecision("check_in_accuracy"),
    checkOutAddress: text("check_out_address"),
    checkOutLatitude: doublePrecision("check_out_latitude"),
    checkOutLongitude: doublePrecision("check_out_longitude"),
    checkOutAccuracy: doublePrecision("check_out_accuracy"),
    /** Outside the geofence at check-in (null: no geofence or no coordinates). */
    offSite: boolean("off_site"),
    distanceMetres: integer("distance_metres"),
    /** Set when HR corrected the times (a forgotten check-out, a dead phone): who, when and why. */
    correctedByAccountId: integer("corrected_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    correctedAt: timestamp("corrected_at", { withTimezone: true }),
    correctionReason: text("correction_reason"),
  },
  (table) => [
    uniqueIndex("attendance_employee_date_idx").on(table.employeeRecordId, table.date),
    index("attendance_date_idx").on(table.date),
  ],
);

/**
 * An employee's request to correct a day's attendance (a missed check-out, a check-in forgotten at a site),
 * decided by their reporting manager or HR (docs/product.md section 9.20). Times are HH:MM in the business
 * time zone, as HR's own correction takes them; an approval applies them through that same correction, with
 * its audit. At most one pending request per person and day.
 */
export const attendanceRegularisations = pgTable(
  "attendance_regularisations",
  {
    id: serial("id").primaryKey(),
    employeeRecordId: integer("employee_record_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    checkIn: text("check_in").notNull(),
    /** Null leaves the day without a check-out. */
    checkOut: text("check_out"),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["Pending", "Approved", "Rejected", "Cancelled"] })
      .notNull()
      .default("Pending"),
    decisionComment: text("decision_comment"),
    decidedByAccountId: integer("decided_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    decidedAs: text("decided_as", { enum: ["manager", "hr"] }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("attendance_regularisations_one_pending_idx")
      .on(table.employeeRecordId, table.date)
      .where(sql`${table.status} = 'Pending'`),
    index("attendance_regularisations_status_idx").on(table.status, table.date),
  ],
);
