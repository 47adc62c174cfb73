import type { UseQueryResult } from "@tanstack/react-query";
import { Info, Loader2 } from "lucide-react";
import { regimeNotChosenText, type RegimeNotChosen } from "@/shared/contract/tax";
import { financialYearOf } from "@/shared/domain/financial-year";
import { errorMessage } from "@/web/lib/api";
import { useRegimeNotChosen } from "./tax-api";

type PeopleQuery = Pick<
  UseQueryResult<{ people: { employeeRecordId: number; employeeId: string; name: string }[] }>,
  "data" | "isPending" | "isError" | "error"
>;

/**
 * A note of the payroll panel naming people of a financial year (who has not chosen a regime, whose previous
 * employer awaits HR): loading, its error, or the sentence with the names folded under it.
 */
export function PeopleNote(props: {
  query: PeopleQuery;
  loading: string;
  failure: string;
  text: (count: number) => string;
  listLabel: string;
}) {
  const { query } = props;
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {props.loading}
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error, props.failure)}
      </p>
    );
  }
  const { people } = query.data;
  const text = props.text(people.length);
  return (
    <div className="flex items-start gap-2 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {people.length === 0 ? (
        <p>{text}</p>
      ) : (
        <details>
          <summary className="cursor-pointer">{text}</summary>
          <ul aria-label={props.listLabel} className="mt-1 list-disc pl-5">
            {people.map((person) => (
              <li key={person.employeeRecordId}>{`${person.name} (${person.employeeId})`}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * The payroll panel's note on who has not chosen a tax regime for the financial year of the month shown: the
 * new regime (the legal default) applies to them until they or HR save a declaration.
 */
export function RegimeNotChosenNote(props: { month: string }) {
  const financialYear = financialYearOf(props.month);
  return <RegimeNote financialYear={financialYear} query={useRegimeNotChosen(financialYear)} />;
}

/** The note as its query stands: loading, its error, or who has not chosen. */
export function RegimeNote({
  financialYear,
  query,
}: {
  financialYear: string;
  query: Pick<UseQueryResult<RegimeNotChosen>, "data" | "isPending" | "isError" | "error">;
}) {
  return (
    <PeopleNote
      query={query}
      loading={`Loading who has not chosen a tax regime for FY ${financialYear}...`}
      failure="Failed to fetch who has not chosen a tax regime"
      text={(count) => regimeNotChosenText(count, financialYear)}
      listLabel="Regime not chosen"
    />
  );
}
