import { useMemo } from "react";
import { payrollMessages, payslipPath, type PayrollRow } from "@/shared/contract/payroll";
import { notEmployedDaysOf } from "@/shared/domain/payroll/loss-of-pay";
import { columnsFor, DataTable } from "@/web/components/portal/data-table";
import { DownloadButton } from "@/web/features/portal/download-button";
import { Badge } from "@/web/components/ui/badge";
import { formatRupees } from "@/web/lib/format";
import { payrollRowAnchor } from "./month-checklist-text";

const column = columnsFor<PayrollRow>();
export const ESTIMATED_NOTE = "No salary structure on record: standard estimate used";
export const OVERRIDE_NOTE = "HR's override of the computed figure";

const money = (amount: number) => <span className="whitespace-nowrap tabular-nums">{formatRupees(amount)}</span>;

/** A deduction, marked when it is HR's override rather than computed. */
const deduction = (amount: number, overridden = false) =>
  overridden ? (
    <span className="inline-flex flex-col items-start gap-1">
      {money(amount)}
      <Badge tone="yellow" title={OVERRIDE_NOTE} className="px-2 py-0.5">
        Override<span className="sr-only">: {OVERRIDE_NOTE}</span>
      </Badge>
    </span>
  ) : (
    money(amount)
  );

/** The employer's contributions, each one named on hover and for a screen reader. */
function employerCell(row: PayrollRow) {
  const { epf, eps, edli, adminCharge, esi, labourWelfareFund } = row.employer;
  const parts: [string, number][] = [
    ["EPF", epf],
    ["EPS", eps],
    ["EDLI", edli],
    ["EPF admin charge", adminCharge],
    ["ESI", esi],
    ["LWF", labourWelfareFund],
  ];
  const detail = parts.map(([label, amount]) => `${label} ${formatRupees(amount)}`).join(", ");
  return (
    <span title={detail}>
      {money(row.employer.total)}
      <span className="sr-only">: {detail}</span>
    </span>
  );
}

/** The earned gross plus the earning items, with the two parts under it when there are items. */
function grossCell(row: PayrollRow) {
  return (
    <div className="space-y-1">
      {money(row.grossPay)}
      {row.itemEarnings > 0 ? (
        <p className="text-xs whitespace-nowrap text-slate-600">{`Earned ${formatRupees(row.earnedGross)} + items ${formatRupees(row.itemEarnings)}`}</p>
      ) : null}
    </div>
  );
}

/** Under the LOP days: the month's days outside the service (before joining, after the last working day), when there are any. */
export function notEmployedLine(row: Pick<PayrollRow, "lopDays" | "ncpDays">) {
  const days = notEmployedDaysOf(row);
  return days > 0 ? <p className="text-xs whitespace-nowrap text-slate-600">{`+${days} not employed`}</p> : null;
}

/** The deductions without a column of their own: the record's other deductions and the deduction items. */
function otherDeductionsCell(row: PayrollRow) {
  const detail = `Other deductions ${formatRupees(row.deductions.otherDeductions)}, items ${formatRupees(row.itemDeductions)}`;
  return (
    <span title={detail}>
      {money(row.deductions.otherDeductions + row.itemDeductions)}
      <span className="sr-only">: {detail}</span>
    </span>
  );
}

/** Under net pay: what the deductions exceed the gross pay by (owed by the person), when they do. */
export function recoverableLine(row: Pick<PayrollRow, "recoverable">) {
  if (row.recoverable === 0) return null;
  return (
    <p className="text-xs font-semibold whitespace-nowrap text-red-700">{`${formatRupees(row.recoverable)} recoverable from the person`}</p>
  );
}

/**
 * Under net pay, the month's adjustments and one-off items (docs/product.md section 10.6.3): what
 * they add and take, each item named on hover and for a screen reader.
 */
export function itemsLine(row: Pick<PayrollRow, "items" | "itemEarnings" | "itemDeductions">) {
  if (row.items.length === 0) return null;
  const parts = [
    row.itemEarnings > 0 ? `+${formatRupees(row.itemEarnings)}` : null,
    row.itemDeductions > 0 ? `-${formatRupees(row.itemDeductions)}` : null,
  ].filter(Boolean);
  const detail = row.items
    .map((item) => `${item.description} ${item.direction === "earning" ? "+" : "-"}${formatRupees(item.amount)}`)
    .join(", ");
  return (
    <p className="text-xs whitespace-nowrap text-slate-600" title={detail}>
      {`Items ${parts.join(" ")}`}
      <span className="sr-only">: {detail}</span>
    </p>
  );
}

function payrollColumns(month: string, finalised: boolean, divisor: number) {
  return [
    column.accessor("employeeId", { header: "Employee ID", cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
    column.accessor("name", {
      header: "Name",
      meta: { card: "title" },
      cell: ({ row }) => (
        // The month-end check list's net pay changes link here (month-checklist-text.ts).
        <div id={payrollRowAnchor(row.original.employeeRecordId)} className="min-w-36 scroll-mt-4 space-y-1">
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
    column.accessor("department", {
      header: "Department",
      cell: (info) => info.getValue() ?? <span className="text-slate-500">Unassigned</span>,
    }),
    column.accessor("paidDays", {
      header: "Paid Days",
      cell: (info) => (
        <span className="tabular-nums" title={`${info.getValue()} of ${divisor} pay days`}>
          {info.getValue()}
        </span>
      ),
    }),
    // Loss of pay within the service; the days before joining or after the last working day are unpaid but not
    // loss of pay: said apart (Paid Days + LOP + not employed = the divisor).
    column.display({
      id: "lop",
      header: "LOP (days)",
      cell: ({ row }) => (
        <div className="space-y-1">
          <span className={row.original.ncpDays > 0 ? "font-semibold text-red-700 tabular-nums" : "tabular-nums"}>
            {row.original.ncpDays}
          </span>
          {notEmployedLine(row.original)}
        </div>
      ),
    }),
    // Gross − PF − ESI − PT − LWF − TDS − Other = Gross − Deductions = Net Pay (− what is recoverable, when anything is).
    column.display({ id: "gross", header: "Gross", cell: ({ row }) => grossCell(row.original) }),
    column.display({
      id: "pf",
      header: "PF",
      cell: ({ row }) => deduction(row.original.deductions.providentFund, row.original.overridden.providentFund),
    }),
    column.display({ id: "esi", header: "ESI", cell: ({ row }) => deduction(row.original.deductions.esi) }),
    column.display({
      id: "pt",
      header: "PT",
      cell: ({ row }) => deduction(row.original.deductions.professionalTax, row.original.overridden.professionalTax),
    }),
    column.display({ id: "lwf", header: "LWF", cell: ({ row }) => deduction(row.original.deductions.labourWelfareFund) }),
    column.display({
      id: "tds",
      header: "TDS",
      cell: ({ row }) => deduction(row.original.deductions.incomeTax, row.original.overridden.incomeTax),
    }),
    column.display({ id: "other", header: "Other", cell: ({ row }) => otherDeductionsCell(row.original) }),
    column.accessor("totalDeductions", { header: "Deductions", cell: (info) => money(info.getValue()) }),
    column.accessor("netPay", {
      header: "Net Pay",
      cell: ({ row }) => (
        <div className="space-y-1">
          <strong>{money(row.original.netPay)}</strong>
          {recoverableLine(row.original)}
          {itemsLine(row.original)}
        </div>
      ),
    }),
    column.display({ id: "employer", header: "Employer", cell: ({ row }) => employerCell(row.original) }),
    column.display({
      id: "payslip",
      header: "Payslip",
      meta: { card: "actions" },
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

/**
 * One row per person paid in the month: paid days, gross pay (the earning items included), each deduction (overrides
 * marked; the other deductions and deduction items together), net pay, and the employer's contributions (EPF, EPS, EDLI, admin charge, ESI, LWF); payslips only once the month is finalised.
 */
export function PayrollTable(props: {
  month: string;
  finalised: boolean;
  /** The pay basis's days (calendar days, 30 or 26): Paid Days counts from it. */
  divisor: number;
  rows: PayrollRow[] | undefined;
  loading: boolean;
  error: string | null;
}) {
  // Stable for a month and status: new cell renderers on every render would replace the row buttons.
  const columns = useMemo(() => payrollColumns(props.month, props.finalised, props.divisor), [props.month, props.finalised, props.divisor]);
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
