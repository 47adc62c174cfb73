import { employeeNotFoundMessage } from "@/shared/contract/common";
import { overrideFields, overrideReasonField } from "@/shared/contract/deduction-overrides";
import type { Employee, EmployeeCreated, EmployeeValues, PeopleArea } from "@/shared/contract/employees";
import { refuseOwnAccount, refuseOwnRecord } from "../../auth/separation-of-duties";
import type { Actor } from "../../auth/actor";
import { findAccountByEmail, insertAccount } from "../../auth/account-store";
import { queueWelcomeEmail } from "../../auth/password-links";
import { generatePassword, hashPassword } from "../../auth/passwords";
import { temporaryPassword } from "../../auth/temporary-password";
import type { PiiCipher } from "../../crypto/pii-cipher";
import type { MailSettings } from "../../mail/template";
import type { Db } from "../../db/client";
import { uniqueViolation } from "../../db/unique-violation";
import { ConflictError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { formRevisionDate, reviseInTransaction } from "../salary-revisions/service";
import { lockEmployeeRecord } from "../salary-revisions/store";
import { salaryComponentKeys } from "@/shared/domain/payroll/salary-in-force";
import { businessDate } from "@/shared/domain/business-time";
import { salaryRevisionMessages } from "@/shared/contract/salary-revision";
import { refuseAdminRecordForHr } from "./hr-reach";
import { loginEmailChanged, lockLoginChange } from "./login-email";
import { checkLeavingPf, pfMembershipAudit } from "./pf-membership";
import { checkReportingManager } from "../reporting-lines/manager-choice";
import { employeeColumns, toEmployee, type EmployeeRecordValues } from "./records";
import {
  findEmployeeWithAccount,
  insertEmployeeRecord,
  linkAccountToRecord,
  setAccountIdentity,
  takenBy,
  updateEmployeeRecord,
} from "./store";

export const employeeNotFound = () => new NotFoundError(employeeNotFoundMessage);

export const peopleMessages = {
  employeeIdTaken: "An employee with this Employee ID already exists",
  emailTaken: "An employee with this email already exists",
  accountEmailTaken: "Another staff account already uses this email",
  lastAdmin: "This is the only active admin: make another person admin first",
  ownPassword: "Use Change Password for your own account",
  noAccount: "This employee has no staff account",
} as const;

export const subject = (id: number) => `employee:${id}`;

const fullName = (values: { firstName: string; lastName: string }) => `${values.firstName} ${values.lastName}`.trim();

/**
 * The deduction overrides a save sets or clears, for its audit entry: each with its amount (null: back to
 * computed) and HR's reason. `changed` lists the fields the save changes (every override on a hire).
 */
function overridesOf(values: EmployeeRecordValues, changed: readonly string[]) {
  const touched = overrideFields.filter((field) => changed.includes(field) || changed.includes(overrideReasonField(field)));
  if (touched.length === 0) return {};
  return {
    overrides: touched.map((field) => ({
      deduction: field,
      amount: values[field],
      reason: values[field] === null ? null : values[overrideReasonField(field)],
    })),
  };
}

/** A unique index refusing a write that raced past the checks becomes the same 409 as the check. */
function conflictOf(error: unknown): ConflictError | undefined {
  const index = uniqueViolation(error);
  if (index === "employees_employee_id_idx") return new ConflictError(peopleMessages.employeeIdTaken, "employeeId");
  if (index === "employees_email_idx") return new ConflictError(peopleMessages.emailTaken, "email");
  if (index === "staff_accounts_email_idx") return new ConflictError(peopleMessages.accountEmailTaken, "email");
  return undefined;
}

async function checkUnique(db: Db, values: Pick<EmployeeValues, "employeeId" | "email">, exceptId?: number): Promise<void> {
  if (await takenBy(db, "employeeId", values.employeeId, exceptId)) throw new ConflictError(peopleMessages.employeeIdTaken, "employeeId");
  if (await takenBy(db, "email", values.email, exceptId)) throw new ConflictError(peopleMessages.emailTaken, "email");
}

export async function loadEmployee(db: Db, id: number): Promise<Employee> {
  const row = await findEmployeeWithAccount(db, id);
  if (!row) throw employeeNotFound();
  return toEmployee(row);
}

/** Who hires and when: a service context, or the demo loader's database and clock with no actor. */
export type HireContext = Pick<ServiceContext, "db" | "now"> & { actor?: Actor };

export interface NewHire {
  values: EmployeeRecordValues;
  /** The area hiring; "admin" unless HR's (hr-reach.ts). */
  area?: PeopleArea;
  /** The mail settings when a mail server is configured (configuredMailSettings), else undefined. */
  configuredMail?: MailSettings;
}

/**
 * Hires a person: the record and its staff account (role employee) with a one-time temporary password
 * that must be changed at first login (docs/product.md section 9.9). An address that already has an account
 * without a record (an admin made by the account command) is linked instead, and keeps its password
 * (not from the HR area: hr-reach.ts).
 * With an `actor` (a hire through the API) the audit entry is written in the same transaction as the
 * record: no hire without its entry; the demo loader hires without one.
 * With `configuredMail` (a mail server is configured) a new active account gets no temporary password: it is e-mailed a
 * one-time link to set its own, queued in the same transaction (docs/product.md section 11.3).
 */
export async function createEmployee(context: HireContext, cipher: PiiCipher, hire: NewHire): Promise<EmployeeCreated> {
  const { db, actor, now } = context;
  const { values, area = "admin", configuredMail: welcome } = hire;
  await checkUnique(db, values);
  const existing = await findAccountByEmail(db, values.email);
  if (existing?.employee) throw new ConflictError(peopleMessages.accountEmailTaken, "email");
  refuseAdminRecordForHr(area, existing, "link");
  // A record linked to one's own account comes with a salary one set oneself.
  if (existing && actor) await refuseOwnAccount(db, actor, existing, "pay", now);
  const byEmail = welcome !== undefined && !existing && (values.isActive ?? true);
  const password = existing || byEmail ? null : temporaryPassword(values.email);
  // An e-mailed account starts with a random password nobody knows, until its link sets one.
  const passwordHash = existing ? null : await hashPassword(password ?? generatePassword());
  try {
    const id = await db.transaction(async (tx) => {
      await checkReportingManager(tx, null, values.reportingManagerId);
      const recordId = await insertEmployeeRecord(tx, employeeColumns(values, cipher), now);
      if (existing) {
        await linkAccountToRecord(tx, existing.id, recordId);
      } else {
        const account = await insertAccount(tx, {
          email: values.email,
          name: fullName(values),
          role: "employee",
          passwordHash: passwordHash!,
          employeeRecordId: recordId,
          mustChangePassword: !byEmail,
          // A record hired as Inactive (the HR form's status) gets a login that stays closed until reactivated.
          isActive: values.isActive ?? true,
        });
        if (byEmail) await queueWelcomeEmail(tx, account, welcome, now);
      }
      if (actor) {
        const overrides = overridesOf(
          values,
          overrideFields.filter((field) => values[field] !== null),
        );
        const pf = pfMembershipAudit(values, ["pfMember"]);
        await recordStaffAction(
          tx,
          actor,
          "employee.created",
          subject(recordId),
          { employeeId: values.employeeId, accountCreated: !existing, ...overrides, ...pf },
          now,
        );
      }
      return recordId;
    });
    return { employee: await loadEmployee(db, id), temporaryPassword: password, ...(byEmail && { welcomeEmailTo: values.email }) };
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** What a person may change on their own record (through the HR or admin people routes): contact details. */
const SELF_EDITABLE: ReadonlySet<string> = new Set(["firstName", "lastName", "phone", "address", "emergencyContact"]);

/**
 * The fields that make up a person's pay: the salary structure, where it is paid, the joining date it is
 * prorated from, and the statutory fields the deductions depend on.
 */
const PAY_FIELDS: ReadonlySet<string> = new Set([
  "basicSalary",
  "hra",
  "transportAllowance",
  "medicalAllowance",
  "specialAllowance",
  "otherAllowances",
  "providentFund",
  "providentFundOverrideReason",
  "professionalTax",
  "professionalTaxOverrideReason",
  "incomeTax",
  "incomeTaxOverrideReason",
  "otherDeductions",
  "bankName",
  "accountNumber",
  "ifscCode",
  "dateOfJoining",
  "gender",
  "uan",
  "esiIpNumber",
  "pfMember",
  "pfWageCapped",
  "epsMember",
  "pfExclusionReason",
  "stateOfWork",
]);

export interface EmployeeEdit {
  id: number;
  values: EmployeeValues;
  area: PeopleArea;
  /** The mail settings when a mail server is configured (configuredMailSettings), else undefined. */
  configuredMail?: MailSettings;
}

/**
 * Saves an edit; the names and e-mail carry over to the staff account (the e-mail is the login). The
 * audit entry (the changed fields, and each deduction override set or cleared with its reason) is written
 * in the same transaction. `area` "hr" refuses an admin's record: HR may not change an admin's login or
 * pay (docs/product.md section 9.9). Nobody changes their own
 * record beyond its contact details: a refusal is audited (`duty.refused`, action "pay" when a pay field
 * was among the changes, else "employee_record") and answers 403. A changed salary structure becomes a
 * salary revision from the first of the month (or the person's last revision's date, if later), with
 * its arrears if that month is finalised (docs/product.md section 10.6.1), in the same transaction. A new login
 * e-mail is the admin's to set, or HR's for an employee account that manages nobody (403 otherwise; judged on the
 * account as the transaction locks it); it ends the account's sessions and open links and tells both addresses when
 * `configuredMail` (a configured mail server) is given (login-email.ts).
 */
export async function updateEmployee(context: ServiceContext, cipher: PiiCipher, edit: EmployeeEdit): Promise<Employee> {
  const { db, actor, now, timeZone } = context;
  const { id, values, area, configuredMail } = edit;
  const before = await findEmployeeWithAccount(db, id);
  if (!before) throw employeeNotFound();
  refuseAdminRecordForHr(area, before.account, "edit");
  const changed = Object.keys(values).filter((field) => {
    const value = values[field as keyof EmployeeValues];
    if (field === "accountNumber" || field === "panNumber" || field === "aadharNumber") return value !== "";
    return String(before.employee[field as keyof typeof before.employee] ?? "") !== String(value ?? "");
  });
  // Separation of duties: on one's own record only the contact details; pay and the rest need another HR user or an admin.
  // First, so a change of one's own login (not a contact detail) is refused as such, audited duty.refused.
  const notOwnToChange = changed.filter((field) => !SELF_EDITABLE.has(field));
  if (notOwnToChange.length > 0) {
    await refuseOwnRecord(db, actor, id, notOwnToChange.some((field) => PAY_FIELDS.has(field)) ? "pay" : "employee_record", now);
  }
  await checkUnique(db, values, id);
  const columns = employeeColumns(values, cipher);
  try {
    await db.transaction(async (tx) => {
      // A manager kept as it was stays, even one who has left since; a new one must be active and close no loop.
      if (changed.includes("reportingManagerId")) await checkReportingManager(tx, id, values.reportingManagerId);
      const account = before.account;
      const loginFrom = account && (await lockLoginChange(tx, actor.account.role, id, account.id, values.email));
      await checkLeavingPf(tx, before.employee, values);
      if (changed.some((field) => (salaryComponentKeys as readonly string[]).includes(field))) {
        const record = await lockEmployeeRecord(tx, id);
        const today = businessDate(now, timeZone);
        const effectiveFrom = await formRevisionDate(tx, id, today);
        await reviseInTransaction(tx, actor, {
          record: record!,
          effectiveFrom,
          reason: salaryRevisionMessages.fromForm,
          after: values,
          today,
          now,
        });
      }
      await updateEmployeeRecord(tx, id, columns, now);
      if (account) await setAccountIdentity(tx, account.id, { email: values.email, name: fullName(values) });
      if (account && loginFrom)
        await loginEmailChanged(tx, actor, {
          accountId: account.id,
          subject: subject(id),
          from: loginFrom,
          to: values.email,
          at: now,
          configuredMail,
        });
      await recordStaffAction(
        tx,
        actor,
        "employee.updated",
        subject(id),
        { employeeId: values.employeeId, fields: changed, ...overridesOf(values, changed), ...pfMembershipAudit(values, changed) },
        now,
      );
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
  return loadEmployee(db, id);
}
