import { employeePayslipPath, type EmployeePayslip } from "@/shared/contract/payroll";
import { DownloadButton } from "@/web/features/portal/download-button";
import { formatDate, formatMonth, formatRupees } from "@/web/lib/format";
import { dayCount } from "./attendance-text";
import { usePayslips } from "./employee-api";
import { QueryState } from "./query-state";
import { useErrorToast } from "./use-error-toast";

const FAILED = "Failed to fetch payslips";

/** YYYY-MM sorts as text; the server already answers newest first, this keeps it so whatever it sends. */
const newestFirst = (list: EmployeePayslip[]) => [...list].sort((a, b) => b.month.localeCompare(a.month));

/** The paid days, the loss of pay, and the days not employed (before joining or after the last working day) when there are any. */
export function daysText(payslip: Pick<EmployeePayslip, "paidDays" | "lopDays" | "notEmployedDays">) {
  const lop = payslip.lopDays === 0 ? "no loss of pay" : `${dayCount(payslip.lopDays)} loss of pay (LOP)`;
  return `${dayCount(payslip.paidDays)} paid, ${lop}${payslip.notEmployedDays > 0 ? `, ${dayCount(payslip.notEmployedDays)} not employed` : ""}`;
}

/** The employee's payslips: one per month HR has finalised, with its paid and loss-of-pay days as frozen then, each a PDF to download. */
export function PayslipsTab() {
  const payslips = usePayslips();
  useErrorToast(payslips.isError, FAILED);
  const list = newestFirst(payslips.data ?? []);

  return (
    <QueryState
      loading={payslips.isPending}
      error={payslips.isError ? FAILED : null}
      onRetry={() => void payslips.refetch()}
      empty={list.length === 0}
      emptyText="No payslips yet. Payslips appear here once HR finalises a month."
    >
      <ul className="space-y-3" aria-label="Payslips">
        {list.map((payslip) => {
          const month = formatMonth(`${payslip.month}-01`);
          return (
            <li
              key={payslip.month}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{month}</h3>
                <p className="text-sm text-slate-700">
                  Net pay <span className="font-semibold text-slate-900 tabular-nums">{formatRupees(payslip.netPay)}</span>
                </p>
                <p className="text-sm text-slate-700 tabular-nums">{daysText(payslip)}</p>
                <p className="text-xs text-slate-600">
                  {payslip.paidOn ? `Paid on ${formatDate(payslip.paidOn)}` : "Finalised, payment pending"}
                </p>
              </div>
              <DownloadButton
                url={employeePayslipPath(payslip.month)}
                label="Download"
                context={`payslip for ${month}`}
                className="min-h-11"
              />
            </li>
          );
        })}
      </ul>
    </QueryState>
  );
}
