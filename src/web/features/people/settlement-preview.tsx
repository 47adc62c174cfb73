import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import { settlementSalaryTexts, type SettlementRecord } from "@/shared/contract/separation";
import { ListStateText } from "@/web/components/portal/list-state";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { apiDownload } from "@/web/lib/api-lists";
import { formatMonth, formatRupees } from "@/web/lib/format";
import { saveBlob } from "@/web/lib/save-blob";

/**
 * The settlement preview (docs/product.md section 9.14.4): each line with its computation and tax split, the
 * settlement's net, the person's other items of the month (those brought forward from later months marked), and
 * the last month's salary as the payroll computes it.
 */
export function SettlementPreview(props: { query: UseQueryResult<SettlementRecord> }) {
  const record = props.query.data;
  if (!record) {
    return (
      <p className="text-sm text-slate-600">
        <ListStateText
          state={props.query.isError ? "error" : "loading"}
          loading="Loading the settlement..."
          error={errorMessage(props.query.error, "Could not load the settlement")}
          empty={null}
        />
      </p>
    );
  }
  const month = formatMonth(`${record.month}-01`);
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
      <h4 className="font-medium text-slate-900">Settlement, paid with the salary for {month}</h4>
      <p className="text-slate-600">
        Service {record.service.text}; basic {formatRupees(record.basic)}, gross {formatRupees(record.gross)} a month;{" "}
        {record.earnedLeaveLeft} days of earned leave left.
      </p>
      {record.lines.length === 0 ? <p className="text-slate-700">Nothing to settle besides the salary.</p> : null}
      <ul className="space-y-2" aria-label="Settlement lines">
        {record.lines.map((line) => (
          <li key={line.kind} className="border-t border-slate-100 pt-2">
            <p className="flex flex-wrap justify-between gap-x-4 font-medium text-slate-900">
              <span>{line.label}</span>
              <span className="whitespace-nowrap">
                {line.direction === "deduction" ? `- ${formatRupees(line.amount)}` : formatRupees(line.amount)}
              </span>
            </p>
            <p className="break-words text-slate-600">{line.computation}</p>
            {line.taxComputation ? <p className="break-words text-slate-600">{line.taxComputation}</p> : null}
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-slate-200 pt-2 font-semibold text-slate-900">
        <span>Settlement net</span>
        <span>{formatRupees(record.net)}</span>
      </p>
      {record.otherItems.length > 0 ? (
        <>
          <h5 className="pt-1 font-medium text-slate-900">Other pay items of {month}</h5>
          <ul className="space-y-1" aria-label={`Other pay items of ${month}`}>
            {record.otherItems.map((item, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-4 text-slate-700">
                <span>
                  {item.description}
                  {item.movedFromMonth ? ` (due ${formatMonth(`${item.movedFromMonth}-01`)}, brought forward)` : ""}
                </span>
                <span className="whitespace-nowrap">
                  {item.direction === "deduction" ? `- ${formatRupees(item.amount)}` : formatRupees(item.amount)}
                </span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-slate-200 pt-2 font-semibold text-slate-900">
            <span>Other items net</span>
            <span>{record.otherItemsNet < 0 ? `- ${formatRupees(-record.otherItemsNet)}` : formatRupees(record.otherItemsNet)}</span>
          </p>
        </>
      ) : null}
      {record.lastMonth ? <LastMonth record={record} month={month} /> : null}
      {record.notes.map((note) => (
        <p key={note} className="text-slate-600">
          {note}
        </p>
      ))}
      {record.monthFinalised ? <p className="text-slate-700">{month} is finalised: the settlement is frozen with it.</p> : null}
    </div>
  );
}

/**
 * The last month's salary as the payroll computes it: the days outside the service not employed (not loss of pay),
 * and the net pay, or what the person owes when the deductions exceed the pay.
 */
export function LastMonth({ record, month }: { record: SettlementRecord; month: string }) {
  const last = record.lastMonth!;
  const joinedThisMonth = record.employee.dateOfJoining?.slice(0, 7) === last.month;
  return (
    <>
      <p className="text-slate-700">
        Salary for {month} ({last.status === "finalised" ? "finalised" : "draft"}):{" "}
        {settlementSalaryTexts.earnedGross(last, joinedThisMonth)} {formatRupees(last.earnedGross)}, pay items{" "}
        {formatRupees(last.itemEarnings)} paid: gross pay {formatRupees(last.grossPay)}; pay items {formatRupees(last.itemDeductions)} and
        TDS {formatRupees(last.incomeTax)} among deductions of {formatRupees(last.totalDeductions)}
        {last.recoverable > 0 ? "." : `; net pay ${formatRupees(last.netPay)}.`}
      </p>
      {last.recoverable > 0 ? (
        <p className="text-slate-700">
          <strong className="text-red-700">{settlementSalaryTexts.recoverable(last.recoverable)}</strong> {settlementSalaryTexts.recovery}
        </p>
      ) : null}
    </>
  );
}

/** Download Statement: the settlement statement PDF under the server's file name. */
export function StatementDownload(props: { url: string; name: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await apiDownload(props.url, EXPORT_COUNT_HEADER);
      saveBlob(blob, fileName);
      toast.success("Download Complete", { description: fileName });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to download the file") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void download()} aria-label={`Download Statement for ${props.name}`} disabled={busy}>
      {busy ? "Downloading..." : "Download Statement"}
    </Button>
  );
}
