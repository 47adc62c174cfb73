import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { payrollChecklistPath, type PayrollChecklist } from "@/shared/contract/payroll-checklist";
import { errorMessage } from "@/web/lib/api";
import { checklistLines } from "./month-checklist-text";

/** Under /api/hr/payroll: every change that moves a month's figures refreshes it with them (people/payroll-refresh.ts). */
export const useMonthChecklist = (month: string, enabled: boolean) => useQuery<PayrollChecklist>({ queryKey: [payrollChecklistPath(month)], enabled });

/**
 * Before Finalise (docs/product.md section 9.14): what could still move the draft's figures or keep a file from being
 * accepted, each with its count, the people or items concerned and a link to where it is dealt with. A draft only.
 */
export function MonthChecklist({ month, draft }: { month: string; draft: boolean }) {
  const checklist = useMonthChecklist(month, draft);
  if (!draft) return null;
  const headingId = `checklist-${month}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3 text-sm">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <ClipboardCheck className="size-4" aria-hidden="true" />
        Before you finalise
      </h3>
      {checklist.isError ? <p className="mt-2 text-red-700">{errorMessage(checklist.error, "Failed to fetch the check list")}</p> : null}
      {checklist.data ? (
        <ul className="mt-2 space-y-1.5">
          {checklistLines(checklist.data).map((line) => (
            <li key={line.key} className={line.names.length === 0 ? "text-slate-500" : "text-slate-800"}>
              <span className="font-medium">{line.text}</span>
              {line.names.length > 0 ? <span>{`: ${line.names.join("; ")}`}</span> : null}
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
