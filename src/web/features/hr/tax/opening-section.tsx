import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { openingFigureLabels, OPENING_MONTHS_MAX, type OpeningFiguresInput, type OpeningFiguresView } from "@/shared/contract/tax";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { openingFormOf, openingResolver, type OpeningForm } from "@/web/features/people/tax-declaration-form";
import { sendForm } from "@/web/lib/form-errors";
import { changedLine } from "./declaration-section";
import { useSaveOpeningFigures } from "./tax-api";

const amounts = ["gross", "basic", "hra", "employeePf", "professionalTax", "tds"] as const;

/**
 * Opening figures: what the person was paid outside the product earlier in the financial year, entered once
 * so the TDS projection and the year-to-date figures count it. Never one's own (the server refuses it).
 */
export function OpeningSection(props: { view: OpeningFiguresView }) {
  const { view } = props;
  const save = useSaveOpeningFigures();
  const id = `hr-opening-${view.employeeRecordId}`;
  const form = useForm<OpeningForm, unknown, OpeningFiguresInput>({
    resolver: openingResolver,
    defaultValues: openingFormOf(view.figures),
  });
  const { reset } = form;
  useEffect(() => reset(openingFormOf(view.figures)), [view, reset]);
  const submit = form.handleSubmit((input) =>
    sendForm(() => save.mutateAsync({ id: view.employeeRecordId, year: view.financialYear, input }), {
      setError: form.setError,
      success: "Opening figures saved",
      failure: "Failed to save opening figures",
      onDone: () => undefined,
    }),
  );
  const field = { register: form.register, errors: form.formState.errors };
  const busy = form.formState.isSubmitting;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="font-semibold text-brand-900">
        Opening figures
      </h3>
      <p className="text-sm text-slate-700">
        {`Pay outside this product earlier in FY ${view.financialYear}, before its first payroll here: year-to-date totals and the months they cover. Enter 0 months and no amounts when nothing was paid earlier.`}
      </p>
      <form id={id} onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {amounts.map((name) => (
            <FormField
              key={name}
              form={field}
              idPrefix={id}
              name={name}
              label={`${openingFigureLabels[name]} (₹)`}
              inputMode="numeric"
              placeholder="0"
            />
          ))}
          <FormField
            form={field}
            idPrefix={id}
            name="months"
            label="Months covered"
            inputMode="numeric"
            placeholder="0"
            hint={`0 to ${OPENING_MONTHS_MAX}`}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-slate-600">
            {changedLine(view, "Not entered yet: the payroll assumes nothing was paid earlier this year.")}
          </p>
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? "Saving..." : "Save Opening Figures"}
          </Button>
        </div>
      </form>
    </section>
  );
}
