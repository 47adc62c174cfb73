import { Calculator } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import type { EmployeeInput } from "@/shared/contract/employees";
import { suggestIncomeTax } from "@/shared/domain/payroll/income-tax";
import { suggestProfessionalTax } from "@/shared/domain/payroll/professional-tax";
import { suggestProvidentFund } from "@/shared/domain/payroll/provident-fund";
import { salaryTotals } from "@/shared/domain/payroll/salary";
import { FormField } from "@/web/components/ui/form-field";
import { Button } from "@/web/components/ui/button";
import { businessTimeZone } from "@/web/lib/format";
import { deductionFields, earningFields, salaryFields, salaryOf, type EmployeeForm } from "./employee-form-values";
import { Section, type FieldWiring } from "./employee-form-sections";
import { SalarySummary } from "./salary-summary";

const labels: Record<(typeof salaryFields)[number], string> = {
  basicSalary: "Basic Salary",
  hra: "HRA",
  transportAllowance: "Transport Allowance",
  medicalAllowance: "Medical Allowance",
  specialAllowance: "Special Allowance",
  otherAllowances: "Other Allowances",
  providentFund: "Provident Fund",
  professionalTax: "Professional Tax",
  incomeTax: "Income Tax",
  otherDeductions: "Other Deductions",
};

/** Professional tax depends on the month (February differs), taken in the business time zone. */
const businessMonth = () => Number(new Intl.DateTimeFormat("en-IN", { month: "numeric", timeZone: businessTimeZone() }).format(new Date()));

/** Salary Structure: monthly earnings and deductions in whole rupees, statutory suggestions and live totals. */
export function SalarySection(props: { field: FieldWiring; idPrefix: string; form: UseFormReturn<EmployeeForm, unknown, EmployeeInput> }) {
  const { field, idPrefix, form } = props;
  const amountField = (name: (typeof salaryFields)[number]) => (
    <FormField key={name} form={field} idPrefix={idPrefix} name={name} label={labels[name]} inputMode="numeric" placeholder="0" required={name === "basicSalary"} />
  );

  // Suggestions only fill the fields; the user can still change them (shared/domain/payroll/).
  const suggest = () => {
    const salary = salaryOf(form.getValues([...salaryFields]));
    const gross = salaryTotals(salary).ctcMonthly;
    const fill = (name: keyof EmployeeForm, amount: number) => form.setValue(name, String(amount), { shouldDirty: true, shouldValidate: true });
    fill("providentFund", suggestProvidentFund(salary.basicSalary));
    fill("professionalTax", suggestProfessionalTax(gross, businessMonth()));
    fill("incomeTax", suggestIncomeTax(gross));
  };

  const noteId = `${idPrefix}-statutory-note`;
  return (
    <Section title="Salary Structure" columns="block">
      <p className="text-sm text-slate-600">Monthly amounts in whole rupees (₹). A blank amount counts as 0.</p>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Earnings</legend>
        {earningFields.map(amountField)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Deductions</legend>
        {deductionFields.map(amountField)}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Button type="button" variant="outline" size="sm" onClick={suggest} aria-describedby={noteId} className="shrink-0">
          <Calculator aria-hidden="true" />
          Suggest statutory deductions
        </Button>
        <p id={noteId} className="text-xs text-slate-600">
          Fills Provident Fund, Professional Tax (Maharashtra, this month) and Income Tax (new regime) from the amounts above; you can change
          them. Women earning up to ₹25,000 a month are exempt from professional tax, so adjust it for them.
        </p>
      </div>
      <SalarySummary control={form.control} />
    </Section>
  );
}
