import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// The employee record, the documents kept with it, and the staff accounts people sign in with.

const money = (name: string) => integer(name).notNull().default(0);

/**
 * The one employee record of the admin, HR and employee portals (docs/product.md section 7). Money in
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
    /**
     * The person this one reports to: another employee record (docs/product.md section 9.20). They see this
     * person's attendance and decide their leave and attendance corrections first; HR can always decide or
     * override. Migration 0012 matched the earlier free-text names (the text column went in 0014); the
     * unmatched ones were left empty and noted in the audit log ('employee.reporting-manager-unmatched').
     */
    reportingManagerId: integer("reporting_manager_id").references((): AnyPgColumn => employees.id, { onDelete: "set null" }),
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
    // HR's per-person overrides of three computed deductions (docs/product.md section 10.6), each with its
    // reason: null means the payroll computes it.
    providentFund: integer("provident_fund"),
    providentFundOverrideReason: text("provident_fund_override_reason"),
    professionalTax: integer("professional_tax"),
    professionalTaxOverrideReason: text("professional_tax_override_reason"),
    incomeTax: integer("income_tax"),
    incomeTaxOverrideReason: text("income_tax_override_reason"),
    otherDeductions: money("other_deductions"),
    bankName: text("bank_name"),
    ifscCode: text("ifsc_code"),
    accountNumberEncrypted: text("account_number_encrypted"),
    accountNumberMasked: text("account_number_masked"),
    panEncrypted: text("pan_encrypted"),
    panMasked: text("pan_masked"),
    aadhaarEncrypted: text("aadhaar_encrypted"),
    aadhaarMasked: text("aadhaar_masked"),
    // The statutory fields (docs/product.md section 7.1): gender null until someone sets it; UAN and ESI IP
    // number in clear (personal, not secret); state of work a code such as 'MH'.
    gender: text("gender", { enum: ["male", "female", "other"] }),
    uan: text("uan"),
    esiIpNumber: text("esi_ip_number"),
    pfMember: boolean("pf_member").notNull().default(true),
    pfWageCapped: boolean("pf_wage_capped").notNull().default(true),
    /**
     * A member of the pension scheme (EPS): false for someone who first joined EPF on or after 1 Sep 2014 with PF
     * wages above ₹15,000 (docs/product.md section 10.2); their whole employer share goes to EPF.
     */
    epsMember: boolean("eps_member").notNull().default(true),
    /** Why a person is not a PF member (required to leave membership, docs/product.md section 10.2); null for a member. */
    pfExclusionReason: text("pf_exclusion_reason"),
    stateOfWork: text("state_of_work").notNull().default("MH"),
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
    index("employees_reporting_manager_idx").on(table.reportingManagerId),
    check("employees_not_own_manager", sql`${table.reportingManagerId} <> ${table.id}`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Documents kept with an employee record, encrypted (docs/product.md section 9.10); the bytes load only for a download. */
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

/** Staff sign-in accounts (docs/product.md section 7.3). E-mail addresses are stored lower-cased. */
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
