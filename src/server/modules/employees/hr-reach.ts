import { noSalary } from "@/shared/domain/payroll/salary";
import type { Role } from "@/shared/contract/auth";
import type { Employee, PeopleArea } from "@/shared/contract/employees";
import { hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import { leaveAdminMessages } from "@/shared/contract/leave-admin";
import { outOfHrReach as outOfReachOf } from "@/shared/domain/hr-reach";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { findEmployeeWithAccount } from "./store";

/** What the HR area may try to do with an employee record beyond reading its profile. */
export type HrRecordUse = "edit" | "link" | "identifiers" | "documents" | "payslip" | "attendance" | "leave";

export const hrReachMessages: Record<HrRecordUse, string> = {
  edit: "HR may not change the record of an admin account",
  link: "HR may not attach an employee record to an admin account",
  identifiers: "HR may not see the identifiers of an admin account",
  documents: "HR may not see or change the documents of an admin account",
  payslip: "HR may not see the payslip of an admin account: an admin can download it",
  attendance: hrAttendanceMessages.adminAccount,
  leave: leaveAdminMessages.adminAccount,
};

type Account = { role: Role } | null | undefined;

const isAdminAccount = (account: Account) => account?.role === "admin";

/**
 * The one test of HR's reach on the routes HR and admins share (/api/hr/payroll, pay items, salary revisions,
 * tax, the bank file; docs/product.md section 9.9): a record of an admin account is out of reach of a signed-in
 * user who is not an admin. An admin reaches every record, whichever area the route is in.
 */
export function outOfHrReach(viewer: Role, account: Account): boolean {
  return outOfReachOf(viewer, isAdminAccount(account));
}

/** 403 with `message` when the record is out of the signed-in user's reach (outOfHrReach). */
export function refuseOutOfHrReach(viewer: Role, account: Account, message: string): void {
  if (outOfHrReach(viewer, account)) throw new HttpError(403, message);
}

/**
 * The same test by the employee record's id, for whatever changes what moves pay (docs/product.md section 9.9):
 * correcting a day's attendance, deciding a correction request, deciding or cancelling leave, whether in the HR
 * desks or as the person's reporting manager, judged on the role of whoever acts (`viewer`). 403 with `message`; a
 * missing record passes (the caller answers its own 404).
 */
export async function refuseRecordOutOfReach(db: Db, viewer: Role, employeeRecordId: number, message: string): Promise<void> {
  const row = await findEmployeeWithAccount(db, employeeRecordId);
  refuseOutOfHrReach(viewer, row?.account, message);
}

/** refuseRecordOutOfReach in the HR desks, with HR's message for the use. */
export const refuseRecordOutOfHrReach = (db: Db, viewer: Role, employeeRecordId: number, use: "attendance" | "leave"): Promise<void> =>
  refuseRecordOutOfReach(db, viewer, employeeRecordId, hrReachMessages[use]);

/**
 * The rows of a list of people's pay the signed-in user may see: an HR user's leave out admin accounts' rows
 * (their pay is shown to admins only), counted so the answer can say so; an admin's keep every row.
 */
export function withinHrReach<T>(
  viewer: Role,
  rows: readonly T[],
  accountOf: (row: T) => Account,
): { rows: T[]; adminAccountsLeftOut: number } {
  const shown = rows.filter((row) => !outOfHrReach(viewer, accountOf(row)));
  return { rows: shown, adminAccountsLeftOut: rows.length - shown.length };
}

/**
 * HR's reach over an admin account's employee record, the one rule (docs/product.md section 9.9):
 * in the HR area (/api/hr/...) such a record is at most a read-only profile (`profileForHr`).
 * Editing it, attaching a new record (with a salary) to the admin account, revealing its identifiers and
 * reading, uploading or deleting its documents answer 403. Admins reach every record from the admin area.
 */
export function refuseAdminRecordForHr(area: PeopleArea, account: { role: Role } | null | undefined, use: HrRecordUse): void {
  if (area === "hr" && isAdminAccount(account)) throw new HttpError(403, hrReachMessages[use]);
}

/**
 * A record as the area may read it: in the HR area an admin account's record loses its salary, bank
 * details, identifiers (UAN and ESI IP number too) and personal details such as gender (a profile: name,
 * contact, department, position, dates).
 */
export function profileForHr<T extends Partial<Employee> & Pick<Employee, "account">>(area: PeopleArea, employee: T): T {
  if (area !== "hr" || !isAdminAccount(employee.account)) return employee;
  const hidden: Partial<Employee> = {
    ...noSalary,
    providentFundOverrideReason: null,
    professionalTaxOverrideReason: null,
    incomeTaxOverrideReason: null,
    hasSalaryData: false,
    ctcMonthly: 0,
    ctcAnnual: 0,
    monthlyDeductions: { providentFund: 0, esi: 0, professionalTax: 0, incomeTax: 0, otherDeductions: 0 },
    totalDeductions: 0,
    netSalary: 0,
    bankName: null,
    accountNumber: null,
    ifscCode: null,
    panNumber: null,
    aadharNumber: null,
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    gender: null,
    uan: null,
    esiIpNumber: null,
  };
  return { ...employee, ...hidden };
}
