import type { UseFormReturn } from "react-hook-form";
import type { EmployeeInput } from "@/shared/contract/employees";
import { FormField } from "@/web/components/ui/form-field";
import { DeductionOverrides } from "./deduction-overrides";
import { earningFields, type EmployeeForm } from "./employee-form-values";
import { Section, type FieldWiring } from "./employee-form-sections";
import { SalarySummary } from "./salary-summary";

export const SALARY_EDIT_NOTE =
  "A change here is saved as a salary revision from the first month not yet finalised. To choose the date (mid-month, or back into finalised months with arrears), use Revise Salary in the employee record.";

const labels: Record<(typeof earningFields)[number] | "otherDeductions", string> = {
  basicSalary: "Basic Salary",
  hra: "HRA",
  transportAllowance: "Transport Allowance",
  medicalAllowance: "Medical Allowance",
  specialAllowance: "Special Allowance",
  otherAllowances: "Other Allowances",
  otherDeductions: "Other Deductions",
};

/**
 * Salary Structure: monthly earnings and the one typed deduction in whole rupees, the computed deductions
 * with their optional overrides, and live totals for a full month.
 */
export function SalarySection(props: {
  field: FieldWiring;
  idPrefix: string;
  form: UseFormReturn<EmployeeForm, unknown, EmployeeInput>;
  editing?: boolean;
}) {
  const { field, idPrefix, form } = props;
  const amountField = (name: keyof typeof labels, hint?: string) => (
    <FormField
      key={name}
      form={field}
      idPrefix={idPrefix}
      name={name}
      label={labels[name]}
      inputMode="numeric"
      placeholder="0"
      required={name === "basicSalary"}
      hint={hint}
    />
  );

  return (
    <Section title="Salary Structure" columns="block">
      <p className="text-sm text-slate-600">Monthly amounts in whole rupees (₹). A blank amount counts as 0.</p>
      {/* A changed structure is saved as a salary revision (docs/product.md section 10.6.1). */}
      {props.editing ? <p className="text-sm text-slate-600">{SALARY_EDIT_NOTE}</p> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Earnings</legend>
        {earningFields.map((name) => amountField(name))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Deductions</legend>
        {amountField("otherDeductions", "Loans, advances and the like, every month")}
      </fieldset>
      <DeductionOverrides field={field} idPrefix={idPrefix} form={form} />
      <SalarySummary control={form.control} />
    </Section>
  );
}
