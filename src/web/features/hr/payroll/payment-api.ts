import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HR_PAYROLL_PATH } from "@/shared/contract/payroll";
import { bankFileDownloadPath, bankFileSummaryPath, markPaidPath, type BankFileRequest, type BankFileSummary, type MarkPaidInput, type PaidMonth } from "@/shared/contract/payroll-payment";
import { apiRequest, send } from "@/web/lib/api";
import { zonedFormat } from "@/web/lib/format";

/** Paying a finalised month (docs/product.md section 9.14.1): Mark as Paid and the bank transfer file. */

const isoDate = zonedFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
/** Today (YYYY-MM-DD) in the business time zone, not the browser's: the payment date's default and latest value. */
export const businessToday = (now = new Date()) => isoDate().format(now);

/** The bank file's count, total and the people left out (no account numbers); asked for while its dialog is open. */
export const useBankFileSummary = (month: string, enabled: boolean) =>
  useQuery<BankFileSummary>({ queryKey: [bankFileSummaryPath(month)], enabled });

export function useMarkPaid(month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkPaidInput) => apiRequest<PaidMonth>("POST", markPaidPath(month), input),
    // Also after a failure: a 409 means someone else marked it paid and the month on screen is out of date.
    onSettled: () => client.invalidateQueries({ queryKey: [HR_PAYROLL_PATH, { month }] }),
  });
}

/** The file with full account numbers: a POST with the password, and the reason for a repeat (never a link that could be reopened). */
export async function downloadBankFile(month: string, request: BankFileRequest): Promise<{ blob: Blob; fileName: string }> {
  const response = await send("POST", bankFileDownloadPath(month), request);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `bank-transfer-${month}.csv`;
  return { blob: await response.blob(), fileName };
}
