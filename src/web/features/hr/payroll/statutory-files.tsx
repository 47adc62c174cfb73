import { AlertTriangle } from "lucide-react";
import { ecrPath, esicReturnPath, lwfSummaryPath, ptSummaryPath, type StatutorySummary } from "@/shared/contract/statutory-returns";
import { DownloadButton } from "@/web/features/portal/download-button";
import { errorMessage } from "@/web/lib/api";
import { statutoryAdminAccountsText } from "./payroll-text";
import { useStatutorySummary } from "./statutory-files-api";

/** 'Ravi Shinde (EMP0502), Meera Kale (EMP0503)'. */
const names = (people: StatutorySummary["missingUan"]) => people.map((person) => `${person.name} (${person.employeeId})`).join(", ");

function Warning({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/**
 * The Payroll panel's 'Statutory Files' for a finalised month (docs/product.md section 9.14.2): the EPFO ECR, the ESIC
 * monthly contribution, the professional-tax summary and, in June and December, the labour-welfare-fund summary,
 * with the people a file leaves out for want of a UAN or an IP number. Nothing for a draft month.
 */
export function StatutoryFiles({ month, finalised }: { month: string; finalised: boolean }) {
  const summary = useStatutorySummary(month, finalised);
  if (!finalised) return null;
  const data = summary.data;
  return (
    <section aria-labelledby="statutory-files-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div>
        <h3 id="statutory-files-heading" className="text-base font-semibold text-slate-900">
          Statutory Files
        </h3>
        <p className="text-sm text-slate-600">From the frozen figures, in the formats EPFO, ESIC and the state take.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <DownloadButton url={ecrPath(month)} label="ECR (EPFO)" />
        <DownloadButton url={esicReturnPath(month)} label="ESIC Contribution" />
        <DownloadButton url={ptSummaryPath(month)} label="PT Summary" />
        {data?.lwfMonth ? <DownloadButton url={lwfSummaryPath(month)} label="LWF Summary" /> : null}
      </div>
      {data ? (
        <p className="text-sm text-slate-700">{`ECR lists ${data.ecrMembers} PF member${data.ecrMembers === 1 ? "" : "s"}; the ESIC file ${data.esicMembers} insured person${data.esicMembers === 1 ? "" : "s"}.`}</p>
      ) : null}
      {data && statutoryAdminAccountsText(data) ? <Warning text={statutoryAdminAccountsText(data)!} /> : null}
      {summary.isError ? (
        <p className="text-sm text-red-700">{errorMessage(summary.error, "Failed to fetch the statutory files")}</p>
      ) : null}
      {data && data.missingUan.length > 0 ? (
        <Warning text={`No UAN, left out of the ECR (${data.missingUan.length}): ${names(data.missingUan)}`} />
      ) : null}
      {data && data.missingIpNumber.length > 0 ? (
        <Warning text={`No ESI IP number, left out of the ESIC file (${data.missingIpNumber.length}): ${names(data.missingIpNumber)}`} />
      ) : null}
    </section>
  );
}
