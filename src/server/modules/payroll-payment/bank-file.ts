import type { Role } from "@/shared/contract/auth";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { shortMonth, type BankFileSummary, type LeftOutReason } from "@/shared/contract/payroll-payment";
import type { Settings } from "@/shared/contract/settings";
import { bankFileText, type BankFileContext, type BankFileText } from "@/shared/domain/payroll/bank-layouts";
import type { PiiCipher } from "../../crypto/pii-cipher";
import { withinHrReach } from "../employees/hr-reach";
import type { EmployeeRow } from "../employees/records";
import type { BankFileDownload } from "./store";

/**
 * The bank transfer file of a finalised month (docs/product.md section 9.14.1): one credit per person with net pay
 * above 0 and complete bank details, in the layout chosen in Settings (shared/domain/payroll/bank-layouts.ts, where
 * each layout's source is cited).
 */

interface Person {
  row: PayrollMonth["rows"][number];
  record: EmployeeRow | undefined;
  reasons: LeftOutReason[];
}

const blank = (value: string | null | undefined) => !value || value.trim() === "";

/**
 * Who is paid and who is left out. HR's reach (employees/hr-reach.ts, docs/product.md section 9.9): an HR user's file
 * and summary leave admin accounts' rows out, neither paid nor named (only counted), as HR may see neither their pay
 * nor their identifiers; an admin's download carries them.
 */
function sort({ payroll, records, roles, downloader }: BankFileInputs): { people: Person[]; adminAccountsLeftOut: number } {
  const withPay = payroll.rows.filter((row) => row.netPay > 0);
  const { rows, adminAccountsLeftOut } = withinHrReach(downloader, withPay, (row) => {
    const role = roles.get(row.employeeRecordId);
    return role ? { role } : null;
  });
  const people = rows.map((row) => {
    const record = records.get(row.employeeRecordId);
    const reasons: LeftOutReason[] = [];
    if (blank(record?.accountNumberEncrypted)) reasons.push("account_number");
    if (blank(record?.ifscCode)) reasons.push("ifsc_code");
    if (blank(record?.bankName)) reasons.push("bank_name");
    return { row, record, reasons };
  });
  return { people, adminAccountsLeftOut };
}

export interface BankFileInputs {
  payroll: PayrollMonth;
  records: ReadonlyMap<number, EmployeeRow>;
  roles: ReadonlyMap<number, Role>;
  /** The signed-in user's role. */
  downloader: Role;
  settings: Pick<Settings, "bankFileLayout" | "debitAccountNumber" | "debitIfsc">;
  earlierDownloads: readonly BankFileDownload[];
}

/** The count, total and the people left out: no account numbers (the panel shows it before the password is asked). */
export function bankFileSummary(inputs: BankFileInputs): BankFileSummary {
  const { people, adminAccountsLeftOut } = sort(inputs);
  const paid = people.filter((person) => person.reasons.length === 0);
  return {
    month: inputs.payroll.month,
    count: paid.length,
    total: paid.reduce((sum, person) => sum + person.row.netPay, 0),
    adminAccountsLeftOut,
    leftOut: people
      .filter((person) => person.reasons.length > 0)
      .map(({ row, reasons }) => ({ employeeRecordId: row.employeeRecordId, employeeId: row.employeeId, name: row.name, netPay: row.netPay, reasons })),
    layout: inputs.settings.bankFileLayout,
    earlierDownloads: inputs.earlierDownloads.map(({ by, at, reason }) => ({ by, at: at.toISOString(), reason })),
  };
}

/** The file, each credit with the full account number (decrypted here, never stored or logged), and its summary. */
export function bankFile(
  inputs: BankFileInputs & { cipher: PiiCipher; companyName: string; valueDate: string; uploaderEmail: string },
): { file: BankFileText; summary: BankFileSummary } {
  const credits = sort(inputs)
    .people.filter((person) => person.reasons.length === 0)
    .map(({ row, record }) => ({
      name: row.name,
      accountNumber: inputs.cipher.decrypt(record!.accountNumberEncrypted!).replace(/\s+/g, ""),
      ifsc: record!.ifscCode!.trim().toUpperCase(),
      bankName: record!.bankName!.trim(),
      amount: row.netPay,
      employeeId: row.employeeId,
    }));
  const { bankFileLayout, debitAccountNumber, debitIfsc } = inputs.settings;
  const context: BankFileContext = {
    debitAccountNumber,
    debitIfsc,
    valueDate: inputs.valueDate,
    narration: `Salary ${shortMonth(inputs.payroll.month)}`,
    companyName: inputs.companyName,
    uploaderEmail: inputs.uploaderEmail,
  };
  return { file: bankFileText(bankFileLayout, credits, context), summary: bankFileSummary(inputs) };
}
