import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import { useLeaveBalances } from "./employee-api";
import { leaveDayCount } from "./leave-type-text";

/** What is left of each leave type this calendar year; quiet when it cannot be loaded (the list below still works). */
export function LeaveBalanceSummary() {
  const balances = useLeaveBalances();
  if (!balances.data) return null;
  const headingId = "leave-balance-heading";
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Leave balance {balances.data.year}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {balances.data.balances.map((balance) => (
          <div key={balance.leaveType} className="min-w-0">
            <dt className="truncate text-slate-600">{leaveTypeLabels[balance.leaveType]}</dt>
            <dd className="font-semibold text-slate-900">
              {Math.max(0, balance.remaining)} of {leaveDayCount(balance.leaveType, balance.allowance)} left
              {balance.pending > 0 ? (
                <span className="block text-xs font-normal text-amber-800">
                  {leaveDayCount(balance.leaveType, balance.pending)} pending
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
