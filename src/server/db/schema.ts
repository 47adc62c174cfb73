import { bigint, boolean, customType, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const inquiries = pgTable("inquiries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  /** 'new' until an admin replies (opens the e-mail draft), then 'replied' with the time. */
  status: text("status", { enum: ["new", "replied"] }).notNull().default("new"),
  repliedAt: timestamp("replied_at", { withTimezone: true }),
  createdAt: createdAt(),
}, (table) => [index("inquiries_created_at_idx").on(table.createdAt)]);

export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: text("status", { enum: ["active", "inactive"] }).notNull().default("active"),
    source: text("source").notNull().default("Website"),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Addresses are stored lower-cased, so this also rejects case variants.
  (table) => [uniqueIndex("subscribers_email_idx").on(table.email)],
);

/** The consultancy's client projects, managed on the admin dashboard. Money in integer rupees. */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    projectName: text("project_name").notNull(),
    projectType: text("project_type").notNull(),
    location: text("location").notNull(),
    client: text("client").notNull(),
    projectManager: text("project_manager").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    expectedCompletion: date("expected_completion"),
    budget: bigint("budget", { mode: "number" }),
    actualCost: bigint("actual_cost", { mode: "number" }),
    status: text("status").notNull(),
    priority: text("priority").notNull(),
    riskLevel: text("risk_level").notNull(),
    description: text("description").notNull().default(""),
    scope: text("scope").notNull().default(""),
    deliverables: jsonb("deliverables").$type<string[]>().notNull().default([]),
    teamMembers: jsonb("team_members").$type<string[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    progress: integer("progress").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("projects_created_at_idx").on(table.createdAt)],
);

/** Job openings: the active ones feed the careers page. */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    department: text("department").notNull(),
    location: text("location").notNull(),
    type: text("type").notNull(),
    experience: text("experience").notNull(),
    salary: text("salary").notNull().default(""),
    description: text("description").notNull().default(""),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_openings_posted_at_idx").on(table.postedAt)],
);

/** Fixed-window counters shared by every server instance (docs/design.md section 3). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

const money = (name: string) => integer(name).notNull().default(0);

/**
 * The one employee record of the admin, HR and employee portals (docs/design.md section 9). Money in
 * integer rupees; totals are computed, never stored. Aadhaar, PAN and account number are kept only
 * encrypted (`*_encrypted`) plus the masked form every list shows. Records made by the account
 * command lack the admin form's fields until someone fills them in.
 */
export const employees = pgTable(
  "employees",
  {
    id: serial("id").primaryKey(),
    employeeId: text("employee_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    department: text("department"),
    designation: text("designation"),
    dateOfJoining: date("date_of_joining"),
    dateOfBirth: date("date_of_birth"),
    address: text("address"),
    emergencyContact: text("emergency_contact"),
    workLocation: text("work_location"),
    reportingManager: text("reporting_manager").notNull().default(""),
    employmentType: text("employment_type"),
    probationPeriod: integer("probation_period").notNull().default(0),
    noticePeriod: integer("notice_period").notNull().default(0),
    hasSalaryData: boolean("has_salary_data").notNull().default(false),
    basicSalary: money("basic_salary"),
    hra: money("hra"),
    transportAllowance: money("transport_allowance"),
    medicalAllowance: money("medical_allowance"),
    specialAllowance: money("special_allowance"),
    otherAllowances: money("other_allowances"),
    providentFund: money("provident_fund"),
    professionalTax: money("professional_tax"),
    incomeTax: money("income_tax"),
    otherDeductions: money("other_deductions"),
    bankName: text("bank_name"),
    ifscCode: text("ifsc_code"),
    accountNumberEncrypted: text("account_number_encrypted"),
    accountNumberMasked: text("account_number_masked"),
    panEncrypted: text("pan_encrypted"),
    panMasked: text("pan_masked"),
    aadhaarEncrypted: text("aadhaar_encrypted"),
    aadhaarMasked: text("aadhaar_masked"),
    isActive: boolean("is_active").notNull().default(true),
    /** When the record was last deactivated (null while active): attendance and payroll of earlier dates still include the person. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("employees_employee_id_idx").on(table.employeeId),
    uniqueIndex("employees_email_idx").on(table.email),
    index("employees_created_at_idx").on(table.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Documents kept with an employee record, encrypted (docs/design.md section 9); the bytes load only for a download. */
export const employeeDocuments = pgTable(
  "employee_documents",
  {
    id: serial("id").primaryKey(),
    employeeRecordId: integer("employee_record_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    uploadedByAccountId: integer("uploaded_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("employee_documents_employee_idx").on(table.employeeRecordId)],
);

/** Staff sign-in accounts (docs/design.md section 5). E-mail addresses are stored lower-cased. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["admin", "hr", "employee"] }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    employeeRecordId: integer("employee_record_id").references(() => employees.id, { onDelete: "set null" }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set with a temporary password (new account, reset): nothing but the password change works until it is changed. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("staff_accounts_email_idx").on(table.email),
    uniqueIndex("staff_accounts_employee_record_idx").on(table.employeeRecordId),
  ],
);

/** Signed-in sessions; only the SHA-256 of the session id is stored. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    portal: text("portal", { enum: ["admin", "hr", "employee"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_account_idx").on(table.accountId)],
);

/** Security events: logins, failures, lockouts, logouts, password and account changes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    event: text("event").notNull(),
    actorAccountId: integer("actor_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** The account the event is about, by address (kept when the account is gone or never existed). */
    subject: text("subject"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (table) => [index("audit_log_at_idx").on(table.at), index("audit_log_event_idx").on(table.event)],
);

/** Working time and the office geofence (docs/design.md section 9): one row, id 1, written by the admin. */
export const appSettings = pgTable("app_settings", {
  id: integer("id").primaryKey(),
  shiftStart: text("shift_start").notNull(),
  shiftEnd: text("shift_end").notNull(),
  graceMinutes: integer("grace_minutes").notNull(),
  weeklyOffDays: jsonb("weekly_off_days").$type<number[]>().notNull(),
  geofence: jsonb("geofence").$type<{ latitude: number; longitude: number; radiusMetres: number } | null>(),
  /** One day's pay = monthly salary over the month's calendar days, or over 30 or 26 (GitHub issue 11). */
  payDayBasis: text("pay_day_basis", { enum: ["calendar", "30", "26"] }).notNull().default("calendar"),
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
  (table) => [uniqueIndex("attendance_employee_date_idx").on(table.employeeRecordId, table.date), index("attendance_date_idx").on(table.date)],
);

/** Leave requests; days are counted from the dates, never stored. */
export const leaveRequests = pgTable(
  "leave_requests",
  {
    id: serial("id").primaryKey(),
    employeeRecordId: integer("employee_record_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    leaveType: text("leave_type", { enum: ["sick", "vacation", "personal", "emergency", "maternity", "paternity"] }).notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["Pending", "Approved", "Rejected", "Cancelled"] }).notNull().default("Pending"),
    comment: text("comment"),
    decidedByAccountId: integer("decided_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("leave_requests_employee_idx").on(table.employeeRecordId, table.startDate), index("leave_requests_status_idx").on(table.status)],
);

/** HR policies (SPEC 3); archiving sets the status, nothing is deleted. */
export const hrPolicies = pgTable(
  "hr_policies",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: ["HR", "IT", "Finance", "Operations", "Compliance", "Safety"] }).notNull(),
    effectiveDate: date("effective_date").notNull(),
    status: text("status", { enum: ["Active", "Draft", "Archived"] }).notNull().default("Active"),
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

/**
 * A finalised payroll month (GitHub issue 11): the figures as they were when HR finalised it, so a
 * later salary change does not alter them; payslips are rendered from this snapshot.
 */
export const payrollRuns = pgTable("payroll_runs", {
  month: text("month").primaryKey(),
  finalisedAt: timestamp("finalised_at", { withTimezone: true }).notNull(),
  finalisedByAccountId: integer("finalised_by_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
  snapshot: jsonb("snapshot").$type<unknown>().notNull(),
});
