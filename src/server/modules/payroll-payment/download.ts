import { paymentMessages, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { businessDate } from "@/shared/domain/business-time";
import type { BankFileText } from "@/shared/domain/payroll/bank-layouts";
import type { PiiCipher } from "../../crypto/pii-cipher";
import { ConflictError, FieldError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ServiceContext } from "../service-context";
import { employeesOf, findRun } from "../payroll/store";
import { loadSettings } from "../settings/store";
import { bankFile, debitAccountOf, type BankFileInputs } from "./bank-file";
import { checkPasswordAgain } from "./password-again";
import { accountRolesOf, bankFileDownloads, findPaidState } from "./store";

/** What the bank file of a finalised month is made of, as the context's actor may have it; 409 for a month that is not finalised. */
export async function bankFileInputs(context: ServiceContext, cipher: PiiCipher, month: string): Promise<BankFileInputs> {
  const { db, actor } = context;
  const run = await findRun(db, month);
  if (!run) throw new ConflictError(paymentMessages.notFinalised(month));
  const { payroll } = run;
  const records = await employeesOf(db, payroll.rows);
  const roles = await accountRolesOf(
    db,
    payroll.rows.map((row) => row.employeeRecordId),
  );
  const settings = await loadSettings(db);
  const earlierDownloads = await bankFileDownloads(db, month);
  return { payroll, records, roles, downloader: actor.account.role, settings, earlierDownloads, cipher };
}

export interface BankFileDownloadInput {
  month: string;
  password: string;
  reason: string;
  /** The company's name as the file names the payer (buildSite). */
  companyName: string;
}

/**
 * The bank file's download (docs/product.md section 9.14.1), refused, in this order:
 * - for a month already paid (409): its transfers went out, a second file would pay everyone twice;
 * - without the company's debit account and IFSC in Settings (409, for the admin to set): every layout names the
 *   account or is uploaded against it, and tells a same-bank credit by the debit IFSC;
 * - a repeat download without a reason (400 under `reason`): the earlier downloads are the month's audit entries;
 * - a wrong password (400, rate limited: password-again.ts);
 * - nobody to pay (409).
 * Audited with the count, total, layout and, for a repeat, the reason; never an account number. The transfers' value
 * date is the business day of the context's `now`.
 */
export async function downloadBankFile(
  context: ServiceContext,
  cipher: PiiCipher,
  input: BankFileDownloadInput,
): Promise<{ file: BankFileText; summary: BankFileSummary }> {
  const { db, actor, now: at, timeZone } = context;
  const { month } = input;
  const inputs = await bankFileInputs(context, cipher, month);
  const paid = await findPaidState(db, month);
  if (paid?.paidOn) throw new ConflictError(paymentMessages.paidMonthFile(month, paid.paidOn));
  const { bankFileLayout } = inputs.settings;
  const debit = debitAccountOf(inputs.settings);
  if (!debit) throw new ConflictError(paymentMessages.debitAccountMissing(bankFileLayout));
  const repeat = inputs.earlierDownloads.length > 0;
  if (repeat && input.reason === "") throw new FieldError("reason", paymentMessages.reasonRequired);
  await checkPasswordAgain(db, actor, { password: input.password, month, at });
  const { file, summary } = bankFile({
    ...inputs,
    debit,
    companyName: input.companyName,
    valueDate: businessDate(at, timeZone),
    uploaderEmail: actor.account.email,
  });
  if (summary.count === 0) throw new ConflictError(paymentMessages.nobodyToPay);
  // The count and total only: never an account number in the audit log.
  const details = {
    count: summary.count,
    total: summary.total,
    leftOut: summary.leftOut.length,
    adminAccountsLeftOut: summary.adminAccountsLeftOut,
    layout: bankFileLayout,
  };
  await recordStaffAction(
    db,
    actor,
    "payroll.bank_file_downloaded",
    `payroll:${month}`,
    repeat ? { ...details, reason: input.reason } : details,
    at,
  );
  return { file, summary };
}
