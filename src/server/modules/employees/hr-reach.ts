import { noSalary } from "@/shared/domain/payroll/salary";
import type { Role } from "@/shared/contract/auth";
import type { Employee, PeopleArea } from "@/shared/contract/employees";
import { HttpError } from "../../http/errors";

/** What the HR area may try to do with an employee record beyond reading its profile. */
export type HrRecordUse = "edit" | "link" | "identifiers" | "documents";

export const hrReachMessages: Record<HrRecordUse, string> = {
  edit: "HR may not change the record of an admin account",
  link: "HR may not attach an employee record to an admin account",
  identifiers: "HR may not see the identifiers of an admin account",
  documents: "HR may not see or change the documents of an admin account",
};

const isAdminAccount = (account: { role: Role } | null | undefined) => account?.role === "admin";

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
