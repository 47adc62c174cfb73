import { useQuery } from "@tanstack/react-query";
import { EMPLOYEE_HOLIDAYS_PATH, EMPLOYEE_POLICIES_PATH, type Holiday, type Policy } from "@/shared/contract/policies";
import { Badge } from "@/web/components/ui/badge";
import { formatDate } from "@/web/lib/format";
import { QueryState } from "./query-state";

const WEEKDAY = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });
const weekdayOf = (date: string) => WEEKDAY.format(new Date(`${date}T00:00:00Z`));

/**
 * The company's year at a glance in the employee portal (docs/product.md section 8.4): this year's holidays, as
 * HR keeps them, and the Active policies to read, each opening to its full text.
 */
export function CompanyTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <HolidayList />
      <PolicyList />
    </div>
  );
}

function HolidayList() {
  const holidays = useQuery<Holiday[]>({ queryKey: [EMPLOYEE_HOLIDAYS_PATH] });
  return (
    <section aria-labelledby="holidays-heading" className="space-y-3">
      <h3 id="holidays-heading" className="text-base font-semibold text-slate-900">
        Holidays this year
      </h3>
      <QueryState
        loading={holidays.isPending}
        error={holidays.isError ? "Failed to fetch holidays" : null}
        onRetry={() => void holidays.refetch()}
        empty={(holidays.data ?? []).length === 0}
        emptyText="No holidays listed for this year yet."
      >
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label="Holidays this year">
          {(holidays.data ?? []).map((holiday) => (
            <li key={holiday.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-2 text-sm">
              <span className="font-medium text-slate-900">{holiday.name}</span>
              <span className="text-slate-700 tabular-nums">
                {formatDate(holiday.date)}, {weekdayOf(holiday.date)}
              </span>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}

function PolicyList() {
  const policies = useQuery<Policy[]>({ queryKey: [EMPLOYEE_POLICIES_PATH] });
  return (
    <section aria-labelledby="policies-heading" className="space-y-3">
      <h3 id="policies-heading" className="text-base font-semibold text-slate-900">
        Company policies
      </h3>
      <QueryState
        loading={policies.isPending}
        error={policies.isError ? "Failed to fetch policies" : null}
        onRetry={() => void policies.refetch()}
        empty={(policies.data ?? []).length === 0}
        emptyText="No policies published yet."
      >
        <ul className="space-y-2" aria-label="Company policies">
          {(policies.data ?? []).map((policy) => (
            <li key={policy.id} className="rounded-lg border border-slate-200 bg-white">
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 px-4 py-2 text-sm">
                  <span className="font-medium text-slate-900">{policy.title}</span>
                  <Badge tone="grey">{policy.category}</Badge>
                  <span className="text-slate-600">effective {formatDate(policy.effectiveDate)}</span>
                </summary>
                <p className="border-t border-slate-100 px-4 py-3 text-sm whitespace-pre-line text-slate-800">{policy.description}</p>
              </details>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
