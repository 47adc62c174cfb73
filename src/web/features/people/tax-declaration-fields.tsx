import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { taxRegimeLabels, taxRegimes } from "@/shared/contract/employee-statutory";
import { FieldErrorMessage } from "@/web/components/ui/field";
import { FormField } from "@/web/components/ui/form-field";
import type { DeclarationForm } from "./tax-declaration-form";
import { declarationHints, regimeExplanations, seniorOptions } from "./tax-declaration-text";

export type DeclarationWiring = { register: UseFormRegister<DeclarationForm>; errors: FieldErrors<DeclarationForm> };

/** The regime as two radio buttons, each with its one-line explanation. */
function RegimeChoice(props: { field: DeclarationWiring; idPrefix: string; financialYear: string; disabled: boolean }) {
  const id = `${props.idPrefix}-regime`;
  const error = props.field.errors.regime?.message;
  const explanations = regimeExplanations(props.financialYear);
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Tax regime
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {taxRegimes.map((regime) => (
          <label
            key={regime}
            htmlFor={`${id}-${regime}`}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-default"
          >
            <input
              id={`${id}-${regime}`}
              type="radio"
              value={regime}
              disabled={props.disabled}
              aria-describedby={`${id}-${regime}-hint`}
              className="mt-1 size-4 accent-brand-700"
              {...props.field.register("regime")}
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{taxRegimeLabels[regime]}</span>
              <span id={`${id}-${regime}-hint`} className="block text-xs text-slate-600">
                {explanations[regime]}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldErrorMessage id={id} message={error} />
    </fieldset>
  );
}

/**
 * The declaration's fields (the employee's Tax tab and HR's tax dialog): the regime, then what the old
 * regime deducts (80C, 80D, rent) and a previous employer's salary and TDS this year.
 */
export function TaxDeclarationFields(props: { field: DeclarationWiring; idPrefix: string; financialYear: string; disabled?: boolean }) {
  const { field, idPrefix } = props;
  const disabled = props.disabled ?? false;
  const hints = declarationHints(props.financialYear);
  const amount = { form: field, idPrefix, inputMode: "numeric" as const, placeholder: "0", disabled };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RegimeChoice field={field} idPrefix={idPrefix} financialYear={props.financialYear} disabled={disabled} />
      <FormField {...amount} name="section80C" label="80C investments (₹ a year)" hint={hints.section80C} className="sm:col-span-2" />
      <FormField
        {...amount}
        name="section80DSelfAndFamily"
        label="80D premium: self and family (₹ a year)"
        hint={hints.section80DSelfAndFamily}
      />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="section80DSelfAndFamilySenior"
        label="Are you or your spouse a senior citizen?"
        as="select"
        options={seniorOptions}
        emptyOption="No"
        disabled={disabled}
      />
      <FormField {...amount} name="section80DParents" label="80D premium: parents (₹ a year)" hint={hints.section80DParents} />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="section80DParentsSenior"
        label="Is either parent a senior citizen?"
        as="select"
        options={seniorOptions}
        emptyOption="No"
        disabled={disabled}
      />
      <FormField {...amount} name="rentPaidMonthly" label="Rent paid (₹ a month)" hint={hints.rentPaidMonthly} />
      <FormField
        form={field}
        idPrefix={idPrefix}
        name="rentCity"
        label="City of the rented home"
        placeholder="e.g. Pune"
        hint={hints.rentCity}
        maxLength={100}
        disabled={disabled}
      />
      <FormField
        {...amount}
        name="previousEmployerSalary"
        label="Previous employer's salary this year (₹)"
        hint={hints.previousEmployerSalary}
      />
      <FormField {...amount} name="previousEmployerTds" label="Previous employer's TDS this year (₹)" hint={hints.previousEmployerTds} />
    </div>
  );
}
