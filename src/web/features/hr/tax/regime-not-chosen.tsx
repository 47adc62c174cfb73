import { Info } from "lucide-react";
import { regimeNotChosenText } from "@/shared/contract/tax";
import { financialYearOf } from "@/shared/domain/financial-year";
import { useRegimeNotChosen } from "./tax-api";

/**
 * The payroll panel's note on who has not chosen a tax regime for the financial year of the month shown: the
 * new regime (the legal default) applies to them until they or HR save a declaration. Nothing while loading.
 */
export function RegimeNotChosenNote(props: { month: string }) {
  const financialYear = financialYearOf(props.month);
  const { data } = useRegimeNotChosen(financialYear);
  if (!data) return null;
  const text = regimeNotChosenText(data.people.length, financialYear);
  return (
    <div className="flex items-start gap-2 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {data.people.length === 0 ? (
        <p>{text}</p>
      ) : (
        <details>
          <summary className="cursor-pointer">{text}</summary>
          <ul aria-label="Regime not chosen" className="mt-1 list-disc pl-5">
            {data.people.map((person) => (
              <li key={person.employeeRecordId}>{`${person.name} (${person.employeeId})`}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
