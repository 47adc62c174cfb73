import { useMemo } from "react";
import { payrollMessages, payslipPath, type PayrollRow } from "@/shared/contract/payroll";
import { columnsFor, DataTable } from "@/web/components/portal/data-table";
import { DownloadButton } from "@/web/features/portal/download-button";
import { Badge } from "@/web/components/ui/badge";
import { formatRupees } from "@/web/lib/format";

const column = columnsFor<PayrollRow>();
export const ESTIMATED_NOTE = "No salary structure on record: standard estimate used";

const money = (amount: number) => <span className="whitespace-nowrap tabular-nums">{formatRupees(amount)}</span>;

function payrollColumns(month: string, finalised: boolean) {
  return [
    column.accessor("employeeId", { header: "Employee ID", cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
    column.accessor("name", {
      header: "Name",
      cell: ({ row }) => (
        <div className="min-w-36 space-y-1">
          <p className="font-medium">{row.original.name}</p>
          {row.original.designation ? <p className="text-xs text-slate-600">{row.original.designation}</p> : null}
          {row.original.estimated ? (
            // The tooltip for a mouse, the same words in the name for a screen reader.
            <Badge tone="yellow" title={ESTIMATED_NOTE}>
              Estimated<span className="sr-only">: {ESTIMATED_NOTE}</span>
            </Badge>
          ) : null}
        </div>
      ),
    }),
    column.accessor("department", { header: "Department", cell: (info) => info.getValue() ?? <span className="text-slate-500">Unassigned</span> }),
    column.accessor("paidDays", { header: "Paid Days", cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
    column.accessor("lopDays", {
      header: "LOP (days)",
      cell: (info) => <span className={info.getValue() > 0 ? "font-semibold text-red-700 tabular-nums" : "tabular-nums"}>{info.getValue()}</span>,
    }),
    column.accessor("earnedGross", { header: "Gross", cell: (info) => money(info.getValue()) }),
    column.accessor("totalDeductions", { header: "Deductions", cell: (info) => money(info.getValue()) }),
    column.accessor("netPay", { header: "Net Pay", cell: (info) => <strong>{money(info.getValue())}</strong> }),
    column.display({
      id: "payslip",
      header: "Payslip",
      cell: ({ row }) => (
        <DownloadButton
          url={payslipPath(month, row.original.employeeRecordId)}
          label="Payslip"
          context={`for ${row.original.name}`}
          disabledReason={finalised ? undefined : payrollMessages.notFinalised}
        />
      ),
    }),
  ];
}

/** One row per person paid in the month; payslips only once the month is finalised. */
export function PayrollTable(props: { month: string; finalised: boolean; rows: PayrollRow[] | undefined; loading: boolean; error: string | null }) {
  // Stable for a month and status: new cell renderers on every render would replace the row buttons.
  const columns = useMemo(() => payrollColumns(props.month, props.finalised), [props.month, props.finalised]);
  return (
    <DataTable
      label="Payroll by employee"
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      error={props.error}
      empty="No employees in this month"
      rowKey={(row) => row.employeeRecordId}
    />
  );
}
