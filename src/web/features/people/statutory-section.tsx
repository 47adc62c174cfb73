import { useWatch, type Control } from "react-hook-form";
import { genderLabels, genders, mayBeEpsMember, PF_EXCLUSION_REASON_MAX } from "@/shared/contract/employee-statutory";
import { normaliseIdentifier } from "@/shared/domain/identifiers";
import { stateFromWorkLocation, stateName, STATES } from "@/shared/domain/payroll/states";
import type { EmployeeInput } from "@/shared/contract/employees";
import { FormField } from "@/web/components/ui/form-field";
import { Section, type FieldWiring } from "./employee-form-sections";
import { amountOf, type EmployeeForm } from "./employee-form-values";
import { pfWageCapLabels } from "./statutory-text";

const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));
const yesNoOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const pfWageCapOptions = (["yes", "no"] as const).map((value) => ({ value, label: pfWageCapLabels[value] }));
const stateOptions = STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * Statutory Details (docs/product.md section 7.1): what the month's deductions depend on. The state of
 * work left on its first choice is the work location's, named there as the location changes.
 */
export function StatutorySection(props: { field: FieldWiring; idPrefix: string; control: Control<EmployeeForm, unknown, EmployeeInput> }) {
  const { field, idPrefix } = props;
  const workLocation = useWatch({ control: props.control, name: "workLocation" });
  const pfMember = useWatch({ control: props.control, name: "pfMember" });
  const [basicSalary, uan] = useWatch({ control: props.control, name: ["basicSalary", "uan"] });
  const epsByRule = mayBeEpsMember({ basicSalary: amountOf(basicSalary ?? ""), uan: normaliseIdentifier(uan ?? "") });
  return (
    <Section title="Statutory Details">
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="gender"
        label="Gender"
        as="select"
        options={genderOptions}
        hint="Decides the professional-tax exemption for women"
        required
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="uan"
        label="UAN"
        inputMode="numeric"
        placeholder="12 digits"
        hint="Optional: the EPFO Universal Account Number"
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="esiIpNumber"
        label="ESI IP Number"
        inputMode="numeric"
        placeholder="10 digits"
        hint="Optional: for people covered by ESI"
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="pfMember"
        label="PF Member"
        as="select"
        options={yesNoOptions}
        hint="Mandatory for a basic salary of ₹15,000 or less, and for anyone with a UAN"
        required
      />
      {pfMember === "no" && (
        <FormField
          form={field}
          idPrefix={idPrefix}
          name="pfExclusionReason"
          label="Why Not a PF Member"
          maxLength={PF_EXCLUSION_REASON_MAX}
          required
        />
      )}
      <FormField form={field} idPrefix={idPrefix} name="pfWageCapped" label="PF Wage Cap" as="select" options={pfWageCapOptions} required />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="epsMember"
        label="EPS Member"
        as="select"
        options={yesNoOptions}
        emptyOption={`By the rule (${epsByRule ? "Yes" : "No"})`}
        hint="No for someone who first joined EPF on or after 1 Sep 2014 with PF wages above ₹15,000; EPS also stops after 58"
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="stateOfWork"
        label="State of Work"
        as="select"
        options={stateOptions}
        emptyOption={`From work location (${stateName(stateFromWorkLocation(workLocation))})`}
      />
    </Section>
  );
}
