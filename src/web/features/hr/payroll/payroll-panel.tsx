import { Building2, IndianRupee, Info, Loader2, Lock, Users, Wallet } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { allPayslipsPath, musterPath, payrollExportPath, type PayrollMonth } from "@/shared/contract/payroll";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { DownloadButton } from "@/web/features/portal/download-button";
import { ExportButton } from "@/web/features/portal/export-button";
import { currentBusinessMonth, MonthField, monthError } from "@/web/components/portal/month-field";
import { Panel } from "@/web/components/portal/panel";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { Button } from "@/web/components/ui/button";
import { ApiRequestError, errorMessage } from "@/web/lib/api";
import { formatRupees, formatRupeesShort } from "@/web/lib/format";
import { PreviousEmployerPendingNote } from "../tax/previous-employer-pending";
import { RegimeNotChosenNote } from "../tax/regime-not-chosen";
import { TaxLockControl } from "../tax/tax-lock-control";
import { useFinalisePayroll, usePayroll } from "./payroll-api";
import { MonthChecklist } from "./month-checklist";
import { finaliseTotalsText } from "./month-checklist-text";
import { PaymentSection } from "./payment-section";
import { PayItemsSection } from "./pay-items-section";
import { PayrollNotes } from "./payroll-notes";
import { PayrollTable } from "./payroll-table";
import { StatutoryFiles } from "./statutory-files";
import { countedText, finaliseBlockedText, monthName, statusText } from "./payroll-text";

const PayrollChart = lazy(() => import("./payroll-chart").then((module) => ({ default: module.PayrollChart })));

/** The muster is 'generated' for 2 seconds before the file comes (docs/product.md section 6.8). */
const MUSTER_DELAY_MS = 2000;
/** From ten lakh up a card shows ₹12.3L; the exact sum is on hover and for screen readers. */
const SHORT_FROM = 1_000_000;

function Money({ amount }: { amount: number }) {
  if (amount < SHORT_FROM) return <>{formatRupees(amount)}</>;
  // The exact sum as read-out text rather than aria-label: abbr has no role that takes a name.
  return (
    <abbr title={formatRupees(amount)} className="no-underline">
      <span aria-hidden="true">{formatRupeesShort(amount)}</span>
      <span className="sr-only">{formatRupees(amount)}</span>
    </abbr>
  );
}

function StatusLine({ payroll }: { payroll: PayrollMonth }) {
  const finalised = payroll.status === "finalised";
  const counted = countedText(payroll);
  return (
    <div
      className={
        finalised
          ? "rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          : "rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      }
    >
      <p className="flex items-start gap-2 font-medium">
        {finalised ? (
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
        {statusText(payroll)}
      </p>
      {counted ? <p className="mt-1 pl-6">{counted}</p> : null}
    </div>
  );
}

/**
 * HR's Payroll panel (docs/product.md section 6.8): a month's draft or frozen payroll,
 * its totals, departments and people, finalising, the muster and payroll files and the payslips.
 */
export function PayrollPanel({ id }: { id: string }) {
  // The browser's clock read in the business time zone; the server refuses a month that has not begun anyway.
  const [latest] = useState(currentBusinessMonth);
  const [month, setMonth] = useState(latest);
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const payroll = usePayroll(month);
  const finalise = useFinalisePayroll();

  // Keyboard entry passes through incomplete months: keep them in the box until they make a month we can show.
  const pick = (value: string) => {
    if (monthError(value, latest)) setDraft(value);
    else {
      setMonth(value);
      setDraft(null);
    }
  };
  const data = payroll.data;
  const finalised = data?.status === "finalised";
  const totals = data?.totals;
  const monthId = `${id}-month`;
  // Before the month's last day the button stays disabled and says when it opens.
  const blocked = data ? finaliseBlockedText(data) : null;
  const blockedId = `${id}-finalise-from`;

  // The totals the confirmation shows go with it: the server refuses when the month's fresh figures differ from them.
  const confirm = () =>
    data &&
    finalise.mutate(
      {
        month,
        expectedTotals: { employeeCount: data.totals.employeeCount, totalGross: data.totals.totalGross, totalNet: data.totals.totalNet },
      },
      {
        onSuccess: () => {
          toast.success("Payroll Finalised", { description: `${monthName(month)} is frozen; payslips can now be downloaded.` });
          setConfirming(false);
        },
        onError: (error) => {
          toast.error("Error", { description: errorMessage(error, "Failed to finalise payroll") });
          // Already finalised by someone else, or the figures moved since they were shown: the refreshed month shows it.
          if (error instanceof ApiRequestError && error.status === 409) setConfirming(false);
        },
      },
    );

  return (
    <Panel
      id={id}
      title="Payroll"
      toolbar={
        <>
          {finalised ? null : (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setConfirming(true)}
                disabled={!data || blocked !== null || finalise.isPending}
                title={blocked ?? undefined}
                aria-describedby={blocked ? blockedId : undefined}
              >
                <Lock aria-hidden="true" />
                Finalise Month
              </Button>
              {blocked ? (
                <span id={blockedId} className="self-center text-xs text-slate-600">
                  {blocked}
                </span>
              ) : null}
            </>
          )}
          <ExportButton url={musterPath(month)} label="Generate Muster" busyLabel="Generating muster..." delayMs={MUSTER_DELAY_MS} />
          <ExportButton url={payrollExportPath(month)} label="Export Payroll" />
          {finalised ? <DownloadButton url={allPayslipsPath(month)} label="Download All Payslips" /> : null}
          <TaxLockControl month={month} />
        </>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <MonthField
          id={monthId}
          value={draft ?? month}
          max={latest}
          onChange={pick}
          error={draft !== null ? monthError(draft, latest) : undefined}
        />
        <p className="text-sm text-slate-600 sm:text-right" aria-live="polite">
          Showing payroll for <span className="font-semibold text-slate-900">{monthName(month)}</span>
          {data ? (
            <span className="block text-xs">{`${data.workingDays} working days of ${data.calendarDays}; a day's pay is 1/${data.divisor} of the month`}</span>
          ) : null}
        </p>
      </div>
      {data ? <StatusLine payroll={data} /> : null}
      {data ? <PayrollNotes payroll={data} /> : null}
      <RegimeNotChosenNote month={month} />
      <PreviousEmployerPendingNote month={month} />
      {data ? <PaymentSection id={id} payroll={data} /> : null}
      <MonthChecklist month={month} draft={data?.status === "draft"} />
      <StatGrid>
        <StatCard
          label="Total Monthly"
          value={totals ? <Money amount={totals.totalMonthly} /> : "-"}
          icon={IndianRupee}
          tone="green"
          detail="Salaries earned after loss of pay, before pay items"
        />
        <StatCard label="Average Salary" value={totals ? <Money amount={totals.averageSalary} /> : "-"} icon={Wallet} tone="blue" />
        <StatCard label="Employees" value={totals?.employeeCount ?? "-"} icon={Users} />
        <StatCard
          label="Employer Cost"
          value={totals ? <Money amount={totals.employerCost} /> : "-"}
          icon={Building2}
          tone="amber"
          detail={totals ? `Includes ${formatRupees(totals.employerContributions)} employer contributions` : null}
        />
      </StatGrid>
      {data ? <p className="text-sm text-slate-700">{`Muster carries ${data.musterComponents} salary components per employee`}</p> : null}
      <PayrollTable
        month={month}
        finalised={finalised}
        divisor={data?.divisor ?? 0}
        rows={data?.rows}
        loading={payroll.isPending}
        error={payroll.isError ? errorMessage(payroll.error, "Failed to fetch payroll") : null}
      />
      <PayItemsSection month={month} />
      <StatutoryFiles month={month} finalised={finalised} />
      {data && data.rows.length > 0 ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {/* Total Gross − Total Deductions = Total Net Pay − Total Recoverable (shown when anything is). */}
          {(
            [
              ["Gross", data.totals.totalGross],
              ["Deductions", data.totals.totalDeductions],
              ["Net Pay", data.totals.totalNet],
              ...(data.totals.totalRecoverable > 0 ? [["Recoverable", data.totals.totalRecoverable] as const] : []),
            ] as const
          ).map(([label, amount]) => (
            <div key={label} className="flex gap-2">
              <dt>Total {label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatRupees(amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {data && data.byDepartment.length > 0 ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
              <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              Loading chart...
            </p>
          }
        >
          <PayrollChart departments={data.byDepartment} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open || finalise.isPending ? undefined : setConfirming(false))}
        title={`Finalise payroll for ${monthName(month)}?`}
        message={`${data ? `${finaliseTotalsText(data)} ` : ""}The figures are frozen as they stand now: later attendance, leave or salary changes no longer alter them.`}
        note="Payslips become available to HR and to each employee. A finalised month cannot be reopened."
        confirmLabel="Finalise Month"
        busyLabel="Finalising..."
        busy={finalise.isPending}
        onConfirm={confirm}
      />
    </Panel>
  );
}
