import { overrideFields, type OverrideField } from "@/shared/contract/deduction-overrides";
import type { Employee, EmployeeInput } from "@/shared/contract/employees";
import type { DeductionOverrides, SalaryComponents } from "@/shared/domain/payroll/salary";
import { blankStatutoryForm, statutoryFormOf, statutoryInputOf } from "./statutory-form-values";

/** Every field of the employee form as the text the user typed; numbers are converted on submit. */
export type EmployeeForm = Record<keyof EmployeeInput, string>;

/** The typed salary components, in the order the form shows them: the earnings and the one typed deduction. */
export const earningFields = [
  "basicSalary",
  "hra",
  "transportAllowance",
  "medicalAllowance",
  "specialAllowance",
  "otherAllowances",
] as const;
export const salaryFields = [...earningFields, "otherDeductions"] as const;
const wholeNumberFields = [...salaryFields, "probationPeriod", "noticePeriod"] as const;

export const blankEmployeeForm: EmployeeForm = {
  employeeId: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  dateOfBirth: "",
  address: "",
  emergencyContact: "",
  department: "",
  designation: "",
  dateOfJoining: "",
  workLocation: "",
  reportingManagerId: "",
  employmentType: "",
  probationPeriod: "",
  noticePeriod: "",
  basicSalary: "",
  hra: "",
  transportAllowance: "",
  medicalAllowance: "",
  specialAllowance: "",
  otherAllowances: "",
  otherDeductions: "",
  providentFund: "",
  providentFundOverrideReason: "",
  professionalTax: "",
  professionalTaxOverrideReason: "",
  incomeTax: "",
  incomeTaxOverrideReason: "",
  bankName: "",
  accountNumber: "",
  ifscCode: "",
  panNumber: "",
  aadharNumber: "",
  ...blankStatutoryForm,
};

/**
 * A typed amount as a number: blank is 0 (docs/product.md section 7.1), grouping commas, spaces and ₹ are ignored.
 * Anything else stays as Number() reads it, so NaN or a fraction meets the schema's own message.
 */
export const amountOf = (text: string): number => (text.trim() === "" ? 0 : Number(text.replace(/[,\s₹]/g, "")));

/** The components for the live totals: a value that is not a number yet counts as 0 while typing. */
export function salaryOf(values: readonly string[]): SalaryComponents {
  const components = {} as SalaryComponents;
  salaryFields.forEach((name, index) => {
    const value = amountOf(values[index] ?? "");
    components[name] = Number.isFinite(value) ? value : 0;
  });
  return components;
}

/** An override's amount: blank is none (the payroll computes the deduction). */
const overrideOf = (text: string): number | null => (text.trim() === "" ? null : amountOf(text));

/** The overrides for the live totals: a value that is not a number yet counts as none while typing. */
export function overridesOf(values: Record<OverrideField, string>): DeductionOverrides {
  const amount = (text: string) => {
    const value = overrideOf(text);
    return value !== null && Number.isFinite(value) ? value : null;
  };
  return {
    providentFund: amount(values.providentFund),
    professionalTax: amount(values.professionalTax),
    incomeTax: amount(values.incomeTax),
  };
}

/** The API payload; the choices are checked by the schema, so the casts only satisfy the types. */
export function toEmployeeInput(form: EmployeeForm): EmployeeInput {
  const numbers = Object.fromEntries(wholeNumberFields.map((name) => [name, amountOf(form[name])]));
  const overrides = Object.fromEntries(overrideFields.map((name) => [name, overrideOf(form[name])]));
  return {
    ...form,
    ...numbers,
    ...overrides,
    ...statutoryInputOf(form),
    department: form.department as EmployeeInput["department"],
    workLocation: form.workLocation as EmployeeInput["workLocation"],
    employmentType: form.employmentType as EmployeeInput["employmentType"],
  };
}

/**
 * The form for an edit. Account number, PAN and Aadhaar start blank (the response only has their masked
 * forms, and a blank value keeps the stored one); the IFSC, UAN and ESI IP number are not secret and are
 * shown as stored.
 */
export function toEmployeeForm(employee: Employee): EmployeeForm {
  const text = (value: string | number | boolean | null) => (value === null ? "" : String(value));
  const values = Object.fromEntries(Object.keys(blankEmployeeForm).map((name) => [name, text(employee[name as keyof EmployeeForm])]));
  return { ...(values as EmployeeForm), accountNumber: "", panNumber: "", aadharNumber: "", ...statutoryFormOf(employee) };
}
