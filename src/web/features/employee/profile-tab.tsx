import { statutoryFacts } from "@/web/features/people/statutory-text";
import { formatDate } from "@/web/lib/format";
import { useProfile } from "./employee-api";
import { QueryState } from "./query-state";
import { useErrorToast } from "./use-error-toast";

const FAILED = "Failed to fetch profile";

/** The employee's own record as HR keeps it, the statutory details included (read-only here). */
export function ProfileTab() {
  const profile = useProfile();
  useErrorToast(profile.isError, FAILED);
  const p = profile.data;
  const rows: [string, string | null][] = p
    ? [
        ["First Name", p.firstName],
        ["Last Name", p.lastName],
        ["Employee ID", p.employeeId],
        ["Email", p.email],
        ["Phone", p.phone],
        ["Department", p.department],
        ["Designation", p.designation],
        ["Joining Date", p.joiningDate ? formatDate(p.joiningDate) : null],
        ["Manager", p.manager],
        ...statutoryFacts(p),
      ]
    : [];
  return (
    <div className="space-y-3">
      <QueryState
        loading={profile.isPending}
        error={profile.isError ? FAILED : null}
        onRetry={() => void profile.refetch()}
        empty={false}
        emptyText=""
      >
        <dl className="grid gap-x-6 gap-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-0.5 text-sm break-words text-slate-900">{value || "Not set"}</dd>
            </div>
          ))}
        </dl>
      </QueryState>
    </div>
  );
}
