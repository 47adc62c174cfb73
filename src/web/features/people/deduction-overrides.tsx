import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  deductionOverrideLabels,
  OVERRIDE_REASON_MAX,
  overrideFields,
  overrideReasonField,
  type OverrideField,
} from "@/shared/contract/deduction-overrides";
import type { EmployeeInput } from "@/shared/contract/employees";
import { Select } from "@/web/components/ui/field";
import { FormField } from "@/web/components/ui/form-field";
import { Button } from "@/web/components/ui/button";
import type { FieldWiring } from "./employee-form-sections";
import type { EmployeeForm } from "./employee-form-values";

const titles: Record<OverrideField, string> = {
  providentFund: "Provident Fund",
  professionalTax: "Professional Tax",
  incomeTax: "Income Tax",
};

/**
 * Override a deduction (docs/product.md section 10.6): provident fund, professional tax and income tax are
 * computed by the payroll every month; HR may fix one for this person instead, with a reason that goes to
 * the audit log. A deduction with an override shows its amount and reason, and Remove brings back the
 * computed figure. Nobody sets one on their own record (the server refuses it).
 */
export function DeductionOverrides(props: {
  field: FieldWiring;
  idPrefix: string;
  form: UseFormReturn<EmployeeForm, unknown, EmployeeInput>;
}) {
  const { field, idPrefix, form } = props;
  const amounts = useWatch({ control: form.control, name: overrideFields });
  const [opened, setOpened] = useState<OverrideField[]>([]);
  const shown = overrideFields.filter((name, index) => opened.includes(name) || (amounts[index] ?? "").trim() !== "");
  const available = overrideFields.filter((name) => !shown.includes(name));
  const [choice, setChoice] = useState<OverrideField | "">("");
  const pickId = useId();
  const noteId = `${idPrefix}-override-note`;

  const add = () => {
    const name = choice || available[0];
    if (!name) return;
    setOpened((current) => [...current, name]);
    setChoice("");
  };
  const remove = (name: OverrideField) => {
    setOpened((current) => current.filter((candidate) => candidate !== name));
    for (const target of [name, overrideReasonField(name)] as const) form.setValue(target, "", { shouldDirty: true, shouldValidate: true });
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Computed deductions</legend>
      <p id={noteId} className="text-sm text-slate-600">
        Provident fund, ESI, professional tax, labour welfare fund and income tax are computed by the payroll every month from the pay
        earned and the statutory details. Override one only where the law or an agreement says otherwise: the amount replaces the computed
        figure every month until removed, and the reason goes to the audit log.
      </p>
      {shown.map((name) => (
        <div key={name} className="grid gap-3 rounded-md bg-amber-50 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
          <FormField
            form={field}
            idPrefix={idPrefix}
            name={name}
            label={`${titles[name]} override (₹ a month)`}
            inputMode="numeric"
            placeholder="0"
            required
          />
          <FormField
            form={field}
            idPrefix={idPrefix}
            name={overrideReasonField(name)}
            label={`Reason for the ${deductionOverrideLabels[name]} override`}
            maxLength={OVERRIDE_REASON_MAX}
            required
          />
          <Button type="button" variant="ghost" size="sm" className="sm:mt-7" onClick={() => remove(name)}>
            <X aria-hidden="true" />
            Remove<span className="sr-only"> the {deductionOverrideLabels[name]} override</span>
          </Button>
        </div>
      ))}
      {available.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="space-y-1.5">
            <label htmlFor={pickId} className="block text-sm font-medium text-slate-800">
              Deduction
            </label>
            <Select
              id={pickId}
              value={choice || available[0]}
              onChange={(event) => setChoice(event.target.value as OverrideField)}
              className="sm:w-56"
            >
              {available.map((name) => (
                <option key={name} value={name}>
                  {titles[name]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={add} aria-describedby={noteId} className="h-11">
            <Plus aria-hidden="true" />
            Override a deduction
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
