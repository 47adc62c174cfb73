import type { Role } from "@/shared/contract/auth";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { shortMonth, type BankFileSummary, type LeftOutReason } from "@/shared/contract/payroll-payment";
import type { Settings } from "@/shared/contract/settings";
import { isValidAccountNumber, isValidIfsc, normaliseIdentifier } from "@/shared/domain/identifiers";
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
  /** The full account number and the IFSC as the file writes them (normalised as at entry), when the record has them. */
  accountNumber: string | null;
  ifsc: string | null;
  reasons: LeftOutReason[];
}

const blank = (value: string | null | undefined): value is null | undefined | "" => !value || value.trim() === "";

/**
 * Why a person's bank details cannot go into a file: missing, or stored in a form the entry rules
 * (shared/domain/identifiers.ts, which the employee contract checks) refuse, e.g. a value saved before a rule
 * existed or changed outside the form: a bank rejects the whole upload for one bad line.
 */
function bankDetails(record: EmployeeRow | undefined, cipher: PiiCipher): Pick<Person, "accountNumber" | "ifsc" | "reasons"> {
  const reasons: LeftOutReason[] = [];
  const stored = record?.accountNumberEncrypted;
  const accountNumber = blank(stored) ? null : normaliseIdentifier(cipher.decrypt(stored));
  if (accountNumber === null) reasons.push("account_number");
  else if (!isValidAccountNumber(accountNumber)) reasons.push("account_number_invalid");
  const storedIfsc = record?.ifscCode;
  const ifsc = blank(storedIfsc) ? null : normaliseIdentifier(storedIfsc);
  if (ifsc === null) reasons.push("ifsc_code");
  else if (!isValidIfsc(ifsc)) reasons.push("ifsc_code_invalid");
  if (blank(record?.bankName)) reasons.push("bank_name");
  return { accountNumber, ifsc, reasons };
}

/**
 * Who is paid and who is left out. HR's reach (employees/hr-reach.ts, docs/product.md section 9.9): an HR user's file
 * and summary leave admin accounts' rows out, neither paid nor named (only counted), as HR may see neither their pay
 * nor their identifiers; an admin's download carries them.
 */
function sort({ payroll, records, roles, downloader, cipher }: BankFileInputs): { people: Person[]; adminAccountsLeftOut: number } {
  const withPay = payroll.rows.filter((row) => row.netPay > 0);
  const { rows, adminAccountsLeftOut } = withinHrReach(downloader, withPay, (row) => {
    const role = roles.get(row.employeeRecordId);
    return role ? { role } : null;
  });
  const people = rows.map((row) => {
    const record = records.get(row.employeeRecordId);
    return { row, record, ...bankDetails(record, cipher) };
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
  /** Decrypts the account numbers: checked for the summary too, put in the file only (never stored or logged). */
  cipher: PiiCipher;
}

/** The company's debit account and IFSC from Settings, or null while either is missing: every layout needs both. */
export function debitAccountOf(settings: BankFileInputs["settings"]): Pick<BankFileContext, "debitAccountNumber" | "debitIfsc"> | null {
  const { debitAccountNumber, debitIfsc } = settings;
  return debitAccountNumber && debitIfsc ? { debitAccountNumber, debitIfsc } : null;
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
      .map(({ row, reasons }) => ({
        employeeRecordId: row.employeeRecordId,
        employeeId: row.employeeId,
        name: row.name,
        netPay: row.netPay,
        reasons,
      })),
    layout: inputs.settings.bankFileLayout,
    debitAccountSet: debitAccountOf(inputs.settings) !== null,
    earlierDownloads: inputs.earlierDownloads.map(({ by, at, reason }) => ({ by, at: at.toISOString(), reason })),
  };
}

/** The file, each credit with the full account number, and its summary. */
export function bankFile(
  inputs: BankFileInputs & {
    debit: Pick<BankFileContext, "debitAccountNumber" | "debitIfsc">;
    companyName: string;
    valueDate: string;
    uploaderEmail: string;
  },
): { file: BankFileText; summary: BankFileSummary } {
  const credits = sort(inputs)
    .people.filter((person) => person.reasons.length === 0)
    .map(({ row, record, accountNumber, ifsc }) => ({
      name: row.name,
      accountNumber: accountNumber!,
      ifsc: ifsc!,
      bankName: record!.bankName!.trim(),
      amount: row.netPay,
      employeeId: row.employeeId,
    }));
  const context: BankFileContext = {
    ...inputs.debit,
    valueDate: inputs.valueDate,
    narration: `Salary ${shortMonth(inputs.payroll.month)}`,
    companyName: inputs.companyName,
    uploaderEmail: inputs.uploaderEmail,
  };
  return { file: bankFileText(inputs.settings.bankFileLayout, credits, context), summary: bankFileSummary(inputs) };
}
