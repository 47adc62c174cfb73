import { useWatch, type Control } from "react-hook-form";
import { genders, type Gender } from "@/shared/contract/employee-statutory";
import type { EmployeeInput } from "@/shared/contract/employees";
import { salaryTotals, type SalaryRecord, type SalaryTotals } from "@/shared/domain/payroll/salary-totals";
import { isStateCode, stateFromWorkLocation } from "@/shared/domain/payroll/states";
import { formatRupees } from "@/web/lib/format";
import { incomeTaxEstimateLabel } from "./deduction-text";
import { overridesOf, salaryFields, salaryOf, type EmployeeForm } from "./employee-form-values";

const statutoryFields = ["gender", "pfMember", "pfWageCapped", "stateOfWork", "workLocation"] as const;
const overrideAmountFields = ["providentFund", "professionalTax", "incomeTax"] as const;

/** The record the form describes as the text stands, for the live totals (an unfinished choice takes its default). */
function recordOf(salary: readonly string[], overrides: readonly string[], statutory: readonly string[]): SalaryRecord {
  const [gender = "", pfMember, pfWageCapped, stateOfWork = "", workLocation = ""] = statutory;
  return {
    ...salaryOf(salary),
    ...overridesOf({ providentFund: overrides[0] ?? "", professionalTax: overrides[1] ?? "", incomeTax: overrides[2] ?? "" }),
    gender: (genders as readonly string[]).includes(gender) ? (gender as Gender) : null,
    pfMember: pfMember !== "no",
    pfWageCapped: pfWageCapped !== "no",
    stateOfWork: isStateCode(stateOfWork) ? stateOfWork : stateFromWorkLocation(workLocation || null),
  };
}

/** How a full month's deductions were found, one line each (docs/product.md section 10.1). */
export function DeductionLines({ totals }: { totals: SalaryTotals }) {
  const d = totals.monthlyDeductions;
  const lines: [string, number][] = [
    ["Provident fund", d.providentFund],
    ["ESI", d.esi],
    ["Professional tax", d.professionalTax],
    [incomeTaxEstimateLabel(totals.taxRulesYear), d.incomeTax],
    ["Other deductions", d.otherDeductions],
  ];
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      {lines.map(([label, amount]) => (
        <li key={label}>
          {label}: <span className="tabular-nums">{formatRupees(amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Live totals (docs/product.md sections 7.1 and 10.1) as the user types (blank counts as 0): a full
 * month's deductions computed as the payroll computes them, overrides where set; the server computes the
 * stored ones.
 */
export function SalarySummary({ control }: { control: Control<EmployeeForm, unknown, EmployeeInput> }) {
  const salary = useWatch({ control, name: [...salaryFields] });
  const overrides = useWatch({ control, name: [...overrideAmountFields] });
  const statutory = useWatch({ control, name: [...statutoryFields] });
  const record = recordOf(salary, overrides, statutory);
  const totals = salaryTotals(record);
  return (
    <dl aria-label="Salary totals" className="grid gap-3 rounded-lg bg-brand-50 p-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-700">Total Earnings (monthly CTC)</dt>
        <dd className="text-lg font-bold text-brand-900">{formatRupees(totals.ctcMonthly)}</dd>
        <dd className="text-xs text-slate-600">Annual CTC {formatRupees(totals.ctcAnnual)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-700">Total Deductions (a full month, computed)</dt>
        <dd className="text-lg font-bold text-red-700">{formatRupees(totals.totalDeductions)}</dd>
        <dd>
          <DeductionLines totals={totals} />
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-700">Net Salary (a full month)</dt>
        <dd className="text-lg font-bold text-green-700">{formatRupees(totals.netSalary)}</dd>
        <dd className="text-xs text-slate-600">
          The month&apos;s payroll takes loss of pay, the labour welfare fund (June and December), declarations and earlier months into
          account.
        </dd>
      </div>
    </dl>
  );
}
