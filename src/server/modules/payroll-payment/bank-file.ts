import type { Role } from "@/shared/contract/auth";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { shortMonth, type BankFileSummary, type LeftOutReason } from "@/shared/contract/payroll-payment";
import type { PiiCipher } from "../../crypto/pii-cipher";
import { withinHrReach } from "../employees/hr-reach";
import type { EmployeeRow } from "../employees/records";
import type { ExportTable } from "../exports/tables";

/**
 * The bank transfer file of a finalised month (docs/product.md section 9.14.1): one credit per person with net pay
 * above 0 and complete bank details, in a generic bulk-NEFT layout.
 *
 * Indian banks' corporate bulk-upload formats differ in order and header, but every one asks per credit for the
 * payment type (NEFT), the beneficiary's account number, IFSC, name, the amount in rupees, the currency and a
 * remark or narration, and most take a beneficiary reference of the payer's own (Union Bank of India's "NEFT/RTGS
 * File Upload in TEXT Format": Payment Type, Receiver IFSC, Beneficiary Account Number, Transaction Currency,
 * Transaction Amount, Tran Remarks, Beneficiary Name; HDFC Bank's ENet "Bulk Transactions Upload Manual": CSV,
 * one payment per line; state treasuries' salary uploads: account number, account holder's name and IFSC never
 * blank, amounts in whole rupees without symbols). Hence these columns, with a header row naming them, so HR maps
 * them onto their bank's template once; amounts are whole rupees written with two decimals (58900.00), as the
 * bank formats expect.
 */
export const BANK_FILE_HEADER = [
  "Payment Type",
  "Beneficiary Name",
  "Beneficiary Account Number",
  "IFSC Code",
  "Bank Name",
  "Amount",
  "Currency",
  "Narration",
  "Employee ID",
];

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
  };
}

/** The file's rows, each with the full account number (decrypted here, never stored or logged), and its summary. */
export function bankFile(inputs: BankFileInputs & { cipher: PiiCipher; companyName: string }): { table: ExportTable; summary: BankFileSummary } {
  const narration = `Salary ${shortMonth(inputs.payroll.month)} ${inputs.companyName}`;
  const people = sort(inputs).people.filter((person) => person.reasons.length === 0);
  const rows = people.map(({ row, record }) => [
    "NEFT",
    row.name,
    inputs.cipher.decrypt(record!.accountNumberEncrypted!),
    record!.ifscCode!.trim().toUpperCase(),
    record!.bankName!.trim(),
    row.netPay.toFixed(2),
    "INR",
    narration,
    row.employeeId,
  ]);
  return { table: { header: BANK_FILE_HEADER, rows }, summary: bankFileSummary(inputs) };
}
