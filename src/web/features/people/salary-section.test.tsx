import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { EmployeeInput } from "@/shared/contract/employees";
import { blankEmployeeForm, type EmployeeForm } from "./employee-form-values";
import { SalarySection } from "./salary-section";

function Harness(props: { values: Partial<EmployeeForm> }) {
  const form = useForm<EmployeeForm, unknown, EmployeeInput>({ defaultValues: { ...blankEmployeeForm, ...props.values } });
  return <SalarySection field={{ register: form.register, errors: form.formState.errors }} idPrefix="f" form={form} />;
}
const render = (values: Partial<EmployeeForm> = {}) => renderToStaticMarkup(<Harness values={values} />);
const labels = (html: string) => [...html.matchAll(/<label for="f-(\w+)"[^>]*>([^<]*)/g)].map((match) => match[1]);

/** Gross 69,500 (the standard estimate's components), a man in Pune on the new regime. */
const salary = {
  basicSalary: "45000",
  hra: "13500",
  transportAllowance: "3000",
  medicalAllowance: "2000",
  specialAllowance: "5000",
  otherAllowances: "1000",
  otherDeductions: "500",
  gender: "male",
  workLocation: "Pune",
};

describe("SalarySection (product.md 7.1 and 10.1)", () => {
  it("types the earnings and other deductions only: provident fund, professional tax and income tax are computed", () => {
    const html = render(salary);
    expect(labels(html)).toEqual([
      "basicSalary",
      "hra",
      "transportAllowance",
      "medicalAllowance",
      "specialAllowance",
      "otherAllowances",
      "otherDeductions",
    ]);
    expect(html).not.toContain("Suggest statutory deductions");
    expect(html).toContain(">Override a deduction<");
    // PF 1,800 + PT 200 + other 500 (income tax nil: 8,34,000 a year is within the ₹12 lakh rebate); net 67,000.
    expect(html).toContain('Provident fund: <span class="tabular-nums">₹1,800</span>');
    expect(html).toContain(">₹2,500<");
    expect(html).toContain(">₹67,000<");
  });

  it("shows an override that is set, with its amount and reason, and counts it in the totals", () => {
    const html = render({ ...salary, professionalTax: "0", professionalTaxOverrideReason: "Exempt: disability" });
    expect(labels(html)).toEqual(expect.arrayContaining(["professionalTax", "professionalTaxOverrideReason"]));
    expect(html).toContain(">Reason for the professional tax override<");
    expect(html).toContain('Remove<span class="sr-only"> the professional tax override</span>');
    expect(html).toContain(">₹2,300<");
  });
});
