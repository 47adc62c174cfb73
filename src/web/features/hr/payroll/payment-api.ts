import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import {
  bankFileDownloadPath,
  bankFileSummaryPath,
  markPaidPath,
  type BankFileRequest,
  type BankFileSummary,
  type MarkPaidInput,
  type PaidMonth,
} from "@/shared/contract/payroll-payment";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest, send } from "@/web/lib/api";
import { zonedFormat } from "@/web/lib/format";

/** Paying a finalised month (docs/product.md section 9.14.1): Mark as Paid and the bank transfer file. */

const isoDate = zonedFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
/** Today (YYYY-MM-DD) in the business time zone, not the browser's: the payment date's default and latest value. */
export const businessToday = (now = new Date()) => isoDate().format(now);

/** The bank file's count, total and the people left out (no account numbers); asked for while its dialog is open. */
export const useBankFileSummary = (month: string, enabled: boolean) =>
  useQuery<BankFileSummary>({ queryKey: [bankFileSummaryPath(month)], enabled });

/**
 * Mark as Paid and what it refreshes: every payroll query (the month's Paid state, its bank-file summary, which refuses a
 * paid month, and the other months' drafts) and the HR dashboard's count of finalised months not yet paid.
 */
export const markPaidMutation = (client: QueryClient, month: string) => ({
  mutationFn: (input: MarkPaidInput) => apiRequest<PaidMonth>("POST", markPaidPath(month), input),
  // Also after a failure: a 409 means someone else marked it paid and the month on screen is out of date.
  onSettled: () => Promise.all([refreshPayroll(client), client.invalidateQueries({ queryKey: [HR_STATS_PATH] })]),
});

export function useMarkPaid(month: string) {
  return useMutation(markPaidMutation(useQueryClient(), month));
}

/**
 * The file with full account numbers: a POST with the password, and the reason for a repeat (never a link that could be
 * reopened). Afterwards the month's bank-file summary is read again, also after a failure (someone else's download makes
 * this one a repeat): its earlier downloads then name this one, and the dialog asks for a reason next time.
 */
export async function downloadBankFile(
  client: QueryClient,
  month: string,
  request: BankFileRequest,
): Promise<{ blob: Blob; fileName: string }> {
  try {
    const response = await send("POST", bankFileDownloadPath(month), request);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `bank-transfer-${month}.csv`;
    return { blob: await response.blob(), fileName };
  } finally {
    await client.invalidateQueries({ queryKey: [bankFileSummaryPath(month)] });
  }
}

export function useDownloadBankFile(month: string) {
  const client = useQueryClient();
  return (request: BankFileRequest) => downloadBankFile(client, month, request);
}
