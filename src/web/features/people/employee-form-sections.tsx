import type { ReactNode } from "react";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import {
  employeeDepartments,
  employmentTypes,
  workLocations,
  type Employee,
  type EmployeeInput,
  type PeopleArea,
} from "@/shared/contract/employees";
import { FormField } from "@/web/components/ui/form-field";
import { site } from "@/web/lib/site";
import type { EmployeeForm } from "./employee-form-values";
import { ManagerField } from "./manager-field";

export type FieldWiring = { register: UseFormRegister<EmployeeForm>; errors: FieldErrors<EmployeeForm> };
type SectionProps = { field: FieldWiring; idPrefix: string };

/** A titled group: one column on a phone, two on a tablet, three on a desktop. */
export function Section(props: { title: string; columns?: "grid" | "block"; children: ReactNode }) {
  return (
    <fieldset className={props.columns === "block" ? "space-y-4" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}>
      <legend className="mb-2">
        <h3 className="font-semibold text-brand-900">{props.title}</h3>
      </legend>
      {props.children}
    </fieldset>
  );
}

const wide = "sm:col-span-2 lg:col-span-3";

/** `emailLocked`: why the signed-in user may not change this login e-mail (the field is then read-only). */
export function PersonalSection({ field, idPrefix, emailLocked }: SectionProps & { emailLocked?: string }) {
  return (
    <Section title="Personal Information">
      <FormField form={field} idPrefix={idPrefix} name="employeeId" label="Employee ID" placeholder="e.g. EMP001" required />
      <FormField form={field} idPrefix={idPrefix} name="firstName" label="First Name" required />
      <FormField form={field} idPrefix={idPrefix} name="lastName" label="Last Name" required />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="email"
        label="Email"
        type="email"
        placeholder={`name@${site.emailDomain}`}
        required
        readOnly={emailLocked !== undefined}
        hint={emailLocked}
        controlClassName={emailLocked ? "bg-slate-100 text-slate-600" : undefined}
      />
      <FormField form={field} idPrefix={idPrefix} name="phone" label="Phone Number" type="tel" required />
      <FormField form={field} idPrefix={idPrefix} name="dateOfBirth" label="Date of Birth" type="date" required />
      <FormField form={field} idPrefix={idPrefix} name="address" label="Address" as="textarea" className={wide} required />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="emergencyContact"
        label="Emergency Contact"
        hint="Name and phone number of someone to call"
        required
      />
    </Section>
  );
}

/** `control` and `area` serve the reporting manager picker; `employee` is the record being edited. */
export function JobSection({
  field,
  idPrefix,
  control,
  area,
  employee,
}: SectionProps & { control: Control<EmployeeForm, unknown, EmployeeInput>; area: PeopleArea; employee?: Employee }) {
  return (
    <Section title="Job Information">
      <FormField form={field} idPrefix={idPrefix} name="department" label="Department" as="select" options={employeeDepartments} required />
      <FormField form={field} idPrefix={idPrefix} name="designation" label="Designation" required />
      <FormField form={field} idPrefix={idPrefix} name="dateOfJoining" label="Date of Joining" type="date" required />
      <FormField form={field} idPrefix={idPrefix} name="workLocation" label="Work Location" as="select" options={workLocations} required />
      <ManagerField
        control={control}
        name="reportingManagerId"
        id={`${idPrefix}-reportingManagerId`}
        label="Reporting Manager"
        area={area}
        current={employee && { id: employee.reportingManagerId, name: employee.reportingManagerName }}
        excludeId={employee?.id}
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="employmentType"
        label="Employment Type"
        as="select"
        options={employmentTypes}
        required
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="probationPeriod"
        label="Probation Period (months)"
        inputMode="numeric"
        placeholder="0"
      />
      <FormField form={field} idPrefix={idPrefix} name="noticePeriod" label="Notice Period (days)" inputMode="numeric" placeholder="0" />
    </Section>
  );
}

/**
 * On an edit the secret identifiers start blank and are optional: the page only ever has their masked
 * forms (docs/product.md section 7.1), and a blank value keeps the stored one.
 */
export function BankSection({ field, idPrefix, employee, children }: SectionProps & { employee?: Employee; children: ReactNode }) {
  const editing = employee !== undefined;
  const keep = (masked: string | null | undefined) =>
    editing ? (masked ? `Leave blank to keep ${masked}` : "Not recorded yet") : undefined;
  return (
    <Section title="Bank & Document Details">
      <FormField form={field} idPrefix={idPrefix} name="bankName" label="Bank Name" required />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="accountNumber"
        label="Account Number"
        inputMode="numeric"
        hint={keep(employee?.accountNumber)}
        required={!editing}
      />
      <FormField form={field} idPrefix={idPrefix} name="ifscCode" label="IFSC Code" placeholder="e.g. SBIN0001234" required={!editing} />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="panNumber"
        label="PAN Number"
        placeholder={editing ? undefined : "e.g. ABCDE1234F"}
        hint={keep(employee?.panNumber)}
        required={!editing}
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="aadharNumber"
        label="Aadhaar Number"
        inputMode="numeric"
        placeholder={editing ? undefined : "12 digits"}
        hint={keep(employee?.aadharNumber)}
        required={!editing}
      />
      {children}
    </Section>
  );
}
