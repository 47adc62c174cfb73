import { useState } from "react";
import type { Employee, PeopleArea } from "@/shared/contract/employees";
import type { SalaryRevision } from "@/shared/contract/salary-revision";
import { ListStateText } from "@/web/components/portal/list-state";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatDate, formatDateTime, formatMonth, formatRupees } from "@/web/lib/format";
import { DetailSection } from "./detail-parts";
import { ReviseSalaryDialog, type ReviseStart } from "./revise-salary-dialog";
import { useSalaryHistory } from "./salary-revisions-api";

/** One revision: from when, the monthly gross before and after, why, who and when, and its arrears. */
export function RevisionEntry({ revision }: { revision: SalaryRevision }) {
  const arrears = revision.arrears.reduce((sum, item) => sum + item.amount, 0);
  return (
    <li className="space-y-1 rounded-md border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-medium text-slate-900">From {formatDate(revision.effectiveFrom)}</span>
        <span className="whitespace-nowrap text-slate-900">
          {formatRupees(revision.grossBefore)} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {formatRupees(revision.grossAfter)} <span className="text-slate-600">a month</span>
        </span>
      </p>
      <p className="break-words text-slate-700">{revision.reason}</p>
      <p className="text-slate-600">
        By {revision.revisedBy ?? "a removed account"} on {formatDateTime(revision.createdAt)}
      </p>
      {revision.arrears.length > 0 ? (
        <p className="text-slate-700">
          Arrears {formatRupees(arrears)} (
          {revision.arrears.map((item) => `${formatMonth(`${item.sourceMonth}-01`)} ${formatRupees(item.amount)}`).join(", ")}), paid in{" "}
          {formatMonth(`${revision.arrears[0]!.month}-01`)}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The employee record's salary history (docs/product.md section 10.6.1): each revision with its date, the
 * monthly gross before and after, the reason, who made it and any arrears; Revise Salary opens the dialog.
 * HR does not reach an admin account's pay (docs/product.md section 9.9): no section there.
 */
export function SalaryHistorySection(props: { employee: Employee; area: PeopleArea }) {
  const { employee, area } = props;
  const hidden = area === "hr" && employee.account?.role === "admin";
  const query = useSalaryHistory(employee.id);
  const [start, setStart] = useState<ReviseStart | null>(null);
  if (hidden) return null;
  const history = query.data;
  return (
    <DetailSection title="Salary History">
      {!history ? (
        <p className="text-sm text-slate-600">
          <ListStateText
            state={query.isError ? "error" : "loading"}
            error={errorMessage(query.error, "Could not load the salary history")}
            empty={null}
          />
        </p>
      ) : (
        <>
          {history.revisions.length === 0 ? (
            <p className="text-sm text-slate-600">No revisions yet: the structure above has applied since it was recorded.</p>
          ) : (
            <ul className="space-y-2" aria-label="Salary revisions, newest first">
              {history.revisions.map((revision) => (
                <RevisionEntry key={revision.id} revision={revision} />
              ))}
            </ul>
          )}
          <Button size="sm" variant="outline" onClick={() => setStart({ employee, today: history.latestEffectiveFrom })}>
            Revise Salary
          </Button>
          <ReviseSalaryDialog start={start} employeeId={employee.id} history={history} area={area} onClose={() => setStart(null)} />
        </>
      )}
    </DetailSection>
  );
}
