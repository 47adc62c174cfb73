import type { Employee, EmployeeValues, RevealedIdentifiers } from "@/shared/contract/employees";
import { maskAadhaar, maskAccountNumber, maskPan } from "@/shared/domain/identifiers";
import { salaryTotals } from "@/shared/domain/payroll/salary-totals";
import type { PiiCipher } from "../../crypto/pii-cipher";
import type { employees, staffAccounts } from "../../db/schema";

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeAccountRow = Pick<typeof staffAccounts.$inferSelect, "id" | "role" | "isActive" | "mustChangePassword" | "lastLoginAt">;
/** A record as store.ts reads it: with its account, its manager's name and whether anyone reports to it. */
export interface EmployeeRead {
  employee: EmployeeRow;
  account: EmployeeAccountRow | null;
  managerName: string | null;
  hasDirectReports: boolean;
}

/**
 * The record as every list and detail shows it: identifiers masked, totals computed (docs/product.md
 * section 10.1: a full month's deductions as the payroll computes them), the reporting manager by id and
 * name (`managerName`, read with the record: store.ts), and whether anyone reports to it (`hasDirectReports`).
 */
export function toEmployee({ employee: row, account, managerName, hasDirectReports }: EmployeeRead): Employee {
  const {
    accountNumberEncrypted: _account,
    panEncrypted: _pan,
    aadhaarEncrypted: _aadhaar,
    accountNumberMasked,
    panMasked,
    aadhaarMasked,
    deactivatedAt: _deactivatedAt,
    createdAt,
    updatedAt,
    ...fields
  } = row;
  return {
    ...fields,
    reportingManagerName: managerName,
    hasDirectReports,
    ...salaryTotals(row),
    accountNumber: accountNumberMasked,
    panNumber: panMasked,
    aadharNumber: aadhaarMasked,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    account: account && {
      role: account.role,
      isActive: account.isActive,
      mustChangePassword: account.mustChangePassword,
      lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    },
  };
}

const identifierColumns = {
  accountNumber: { encrypted: "accountNumberEncrypted", masked: "accountNumberMasked", mask: maskAccountNumber },
  panNumber: { encrypted: "panEncrypted", masked: "panMasked", mask: maskPan },
  aadharNumber: { encrypted: "aadhaarEncrypted", masked: "aadhaarMasked", mask: maskAadhaar },
} as const;

type Stored = Partial<
  Pick<EmployeeRow, "accountNumberEncrypted" | "accountNumberMasked" | "panEncrypted" | "panMasked" | "aadhaarEncrypted" | "aadhaarMasked">
>;

/**
 * Fields the HR form does not ask for (docs/product.md section 6.2): a record it makes leaves them empty
 * (null); gender it asks for but may leave unset.
 */
type NotOnHrForm =
  "phone" | "dateOfBirth" | "address" | "emergencyContact" | "bankName" | "ifscCode" | "workLocation" | "employmentType" | "gender";

/**
 * What a hire or an edit writes: the admin form's values, or the HR form's subset mapped onto them
 * (docs/product.md section 9.9: one employee record). `isActive` is set only by the HR form's status.
 */
export type EmployeeRecordValues = Omit<EmployeeValues, NotOnHrForm> & { [K in NotOnHrForm]: EmployeeValues[K] | null } & {
  isActive?: boolean;
};

/**
 * The columns of the form's values: identifiers encrypted plus masked; a blank identifier (an edit) is
 * left out, keeping the stored one. A blank UAN or ESI IP number is none (null): they are not secret, so
 * the form shows them as stored and blank means blank.
 */
export function employeeColumns(values: EmployeeRecordValues, cipher: PiiCipher) {
  const { accountNumber, panNumber, aadharNumber, uan, esiIpNumber, ...fields } = values;
  // An override's reason is kept only with its amount.
  const reasons = {
    providentFundOverrideReason: fields.providentFund === null ? null : fields.providentFundOverrideReason,
    professionalTaxOverrideReason: fields.professionalTax === null ? null : fields.professionalTaxOverrideReason,
    incomeTaxOverrideReason: fields.incomeTax === null ? null : fields.incomeTaxOverrideReason,
  };
  const identifiers: Stored = {};
  for (const [field, value] of Object.entries({ accountNumber, panNumber, aadharNumber })) {
    if (value === "") continue;
    const columns = identifierColumns[field as keyof typeof identifierColumns];
    identifiers[columns.encrypted] = cipher.encrypt(value);
    identifiers[columns.masked] = columns.mask(value);
  }
  // A member has no exclusion reason.
  const pfExclusionReason = fields.pfMember ? null : fields.pfExclusionReason;
  return {
    ...fields,
    ...reasons,
    pfExclusionReason,
    uan: uan || null,
    esiIpNumber: esiIpNumber || null,
    ...identifiers,
    hasSalaryData: true,
  };
}

/** The identifiers in full, for an audited reveal. */
export function revealIdentifiers(row: EmployeeRow, cipher: PiiCipher): RevealedIdentifiers {
  const open = (value: string | null) => (value === null ? null : cipher.decrypt(value));
  return { accountNumber: open(row.accountNumberEncrypted), panNumber: open(row.panEncrypted), aadharNumber: open(row.aadhaarEncrypted) };
}
