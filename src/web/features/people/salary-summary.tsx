import { useWatch, type Control } from "react-hook-form";
import type { EmployeeInput } from "@/shared/contract/employees";
import { salaryTotals } from "@/shared/domain/payroll/salary";
import { formatRupees } from "@/web/lib/format";
import { salaryFields, salaryOf, type EmployeeForm } from "./employee-form-values";

/** Live totals (docs/product.md sections 7.1 and 10.1) as the user types (blank counts as 0); the server computes the stored ones. */
export function SalarySummary({ control }: { control: Control<EmployeeForm, unknown, EmployeeInput> }) {
  const values = useWatch({ control, name: [...salaryFields] });
  const totals = salaryTotals(salaryOf(values));
  return (
    <dl aria-label="Salary totals" className="grid gap-3 rounded-lg bg-brand-50 p-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-700">Total Earnings (monthly CTC)</dt>
        <dd className="text-lg font-bold text-brand-900">{formatRupees(totals.ctcMonthly)}</dd>
        <dd className="text-xs text-slate-600">Annual CTC {formatRupees(totals.ctcAnnual)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-700">Total Deductions</dt>
        <dd className="text-lg font-bold text-red-700">{formatRupees(totals.totalDeductions)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-700">Net Salary</dt>
        <dd className="text-lg font-bold text-green-700">{formatRupees(totals.netSalary)}</dd>
      </div>
    </dl>
  );
}
