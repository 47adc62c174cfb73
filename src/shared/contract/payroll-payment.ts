import * as z from "zod/mini";
import { PASSWORD_MAX } from "../domain/password-rules";
import { noControlCharacters, optionalText, requiredDate } from "./common";
import { longMonth, payrollMonthPath } from "./payroll";
import { bankFileLayoutLabels, bankFileLayouts, type BankFileLayout } from "./settings";

/**
 * Paying a finalised month (docs/product.md section 9.14.1): HR marks it paid with the payment date, and downloads
 * the bank transfer file (the one export with full account numbers) after entering their password again.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
/** '2026-12-01' as '1 Dec 2026' (the portal's Indian date format). */
export const paymentDate = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
/** '2026-11' as 'Nov 2026' (the narration's month). */
export const shortMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export const markPaidPath = (month: string) => `${payrollMonthPath(month)}/paid`;
/** GET: the count, total and the people left out; no account numbers, no password. */
export const bankFileSummaryPath = (month: string) => `${payrollMonthPath(month)}/bank-file`;
/** POST with the password (and a reason for a second download): the file, in the layout chosen in Settings, with full account numbers. */
export const bankFileDownloadPath = (month: string) => `${payrollMonthPath(month)}/bank-file/download`;

export const paymentMessages = {
  paidOnRequired: "Payment date is required",
  /** The amounts paid are the frozen ones: paid on the day the month was finalised (business date) or later. */
  beforeFinalised: (finalisedOn: string) => `The payment date cannot be before ${paymentDate(finalisedOn)}, when the month was finalised`,
  future: "The payment date cannot be in the future",
  notFinalised: (month: string) => `${longMonth(month)} is not finalised yet: finalise it before paying it`,
  /** Once only: a wrong date is a matter for the audit trail, not a silent overwrite. */
  alreadyPaid: (month: string, paidOn: string) => `${longMonth(month)} was already marked paid on ${paymentDate(paidOn)}`,
  passwordRequired: "Enter your password",
  wrongPassword: "Password is incorrect",
  nobodyToPay: "No one in this month has net pay and bank details to transfer",
  /** A paid month's transfers went out: a second file would pay everyone twice. */
  paidMonthFile: (month: string, paidOn: string) =>
    `${longMonth(month)} was paid on ${paymentDate(paidOn)}: its bank file cannot be downloaded any more`,
  /** Every layout names the company's account (or is uploaded against it) and tells a same-bank credit by its IFSC. */
  debitAccountMissing: (layout: BankFileLayout) =>
    `The ${bankFileLayoutLabels[layout]} file needs the company's debit account number and IFSC: ask the admin to set them in Settings`,
  reasonRequired: "Give a reason for downloading the file again",
} as const;

/** The payment date against the day the month was finalised and today (business dates): null when it is acceptable. */
export function paidOnProblem(finalisedOn: string, paidOn: string, today: string): string | null {
  if (paidOn < finalisedOn) return paymentMessages.beforeFinalised(finalisedOn);
  if (paidOn > today) return paymentMessages.future;
  return null;
}

export const markPaidSchema = z.object({ paidOn: requiredDate(paymentMessages.paidOnRequired) });
export type MarkPaidInput = z.input<typeof markPaidSchema>;

export const paidMonthSchema = z.object({ month: z.string(), paidOn: z.string(), paidAt: z.string(), paidBy: z.nullable(z.string()) });
export type PaidMonth = z.infer<typeof paidMonthSchema>;

/**
 * Why a person with net pay is not in the bank file (the labels follow the person's name in a list): a detail
 * missing, or stored in a form the entry rules refuse (shared/domain/identifiers.ts), which a bank would reject.
 */
export const leftOutReasons = ["account_number", "account_number_invalid", "ifsc_code", "ifsc_code_invalid", "bank_name"] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];
export const leftOutLabels: Record<LeftOutReason, string> = {
  account_number: "no account number",
  account_number_invalid: "account number is not 9 to 18 digits",
  ifsc_code: "no IFSC code",
  ifsc_code_invalid: "IFSC code is not 4 letters, 0, then 6 letters or digits",
  bank_name: "no bank name",
};

export const bankFileSummarySchema = z.object({
  month: z.string(),
  /** Rows in the file: people with net pay above 0 and complete bank details. */
  count: z.int(),
  /** The rows' net pay, whole rupees. */
  total: z.int(),
  /**
   * Admin accounts with net pay left out of an HR user's file, neither named nor summed: HR does not see an admin
   * account's pay or identifiers (docs/product.md section 9.9); an admin's download includes them (0 for an admin).
   */
  adminAccountsLeftOut: z.int(),
  /** People with net pay above 0 who are not in the file, and why. */
  leftOut: z.array(
    z.object({
      employeeRecordId: z.int(),
      employeeId: z.string(),
      name: z.string(),
      netPay: z.int(),
      reasons: z.array(z.enum(leftOutReasons)),
    }),
  ),
  /** The layout chosen in Settings (docs/product.md section 9.17). */
  layout: z.enum(bankFileLayouts),
  /** Whether Settings holds the company's debit account and IFSC, without which no layout is written (409 debitAccountMissing). */
  debitAccountSet: z.boolean(),
  /** Earlier downloads of this month's file, oldest first: who (null for an account since removed), when, and the reason given for a repeat. */
  earlierDownloads: z.array(z.object({ by: z.nullable(z.string()), at: z.string(), reason: z.nullable(z.string()) })),
});
export type BankFileSummary = z.infer<typeof bankFileSummarySchema>;

export const bankFileRequestSchema = z.object({
  password: z
    .string({ error: paymentMessages.passwordRequired })
    .check(
      z.minLength(1, paymentMessages.passwordRequired),
      z.maxLength(PASSWORD_MAX, paymentMessages.wrongPassword),
      noControlCharacters(),
    ),
  /** Required once the month's file was downloaded before (400 reasonRequired otherwise); audited with the download. */
  reason: optionalText(500),
});
export type BankFileRequest = z.input<typeof bankFileRequestSchema>;
