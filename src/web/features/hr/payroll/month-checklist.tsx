import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { ClipboardCheck, Loader2 } from "lucide-react";
import { payrollChecklistPath, type PayrollChecklist } from "@/shared/contract/payroll-checklist";
import { errorMessage } from "@/web/lib/api";
import { checklistLines } from "./month-checklist-text";

/** Under /api/hr/payroll: every change that moves a month's figures refreshes it with them (people/payroll-refresh.ts). */
export const useMonthChecklist = (month: string, enabled: boolean) =>
  useQuery<PayrollChecklist>({ queryKey: [payrollChecklistPath(month)], enabled });

/**
 * Before Finalise (docs/product.md section 9.14): what could still move the draft's figures or keep a file from being
 * accepted, each with its count, the people or items concerned and a link to where it is dealt with. A draft only.
 */
export function MonthChecklist({ month, draft }: { month: string; draft: boolean }) {
  const checklist = useMonthChecklist(month, draft);
  if (!draft) return null;
  return <ChecklistSection month={month} checklist={checklist} />;
}

/** The check list as its query stands: loading, its error, or its lines. */
export function ChecklistSection({
  month,
  checklist,
}: {
  month: string;
  checklist: Pick<UseQueryResult<PayrollChecklist>, "data" | "isPending" | "isError" | "error">;
}) {
  const headingId = `checklist-${month}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3 text-sm">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <ClipboardCheck className="size-4" aria-hidden="true" />
        Before you finalise
      </h3>
      {checklist.isPending ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-slate-600">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Loading the check list...
        </p>
      ) : null}
      {checklist.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {errorMessage(checklist.error, "Failed to fetch the check list")}
        </p>
      ) : null}
      {checklist.data ? (
        <ul className="mt-2 space-y-1.5">
          {checklistLines(checklist.data).map((line) => (
            <li key={line.key} className={line.names.length === 0 ? "text-slate-500" : "text-slate-800"}>
              <span className="font-medium">{line.text}</span>
              {line.names.map((name, index) => (
                <span key={index}>
                  {index === 0 ? ": " : "; "}
                  {name.href ? (
                    <a href={name.href} className="text-blue-700 underline">
                      {name.text}
                    </a>
                  ) : (
                    name.text
                  )}
                </span>
              ))}
              {line.names.length > 0 && line.link ? (
                <a href={line.link.href} className="ml-2 text-blue-700 underline">
                  {line.link.label}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
