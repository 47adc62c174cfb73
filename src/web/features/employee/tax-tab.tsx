import { Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { TaxDeclarationInput, TaxDeclarationView } from "@/shared/contract/tax";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { PreviousEmployerStatus } from "@/web/features/people/previous-employer-status";
import { TaxDeclarationFields } from "@/web/features/people/tax-declaration-fields";
import {
  currentFinancialYear,
  declarationFormOf,
  declarationResolver,
  type DeclarationForm,
} from "@/web/features/people/tax-declaration-form";
import { financialYearLabel } from "@/web/features/people/tax-declaration-text";
import { formatDateTime } from "@/web/lib/format";
import { sendForm } from "@/web/lib/form-errors";
import { AnnualStatement } from "./annual-statement";
import { QueryState } from "./query-state";
import { useOwnTax, useSaveOwnTax } from "./tax-api";
import { TaxProjection } from "./tax-projection";
import { offeredYears, taxTabState } from "./tax-tab-state";
import { useErrorToast } from "./use-error-toast";

const FAILED = "Failed to fetch your tax declaration";
const FORM_ID = "tax-declaration";

function DeclarationEditor(props: { view: TaxDeclarationView; currentYear: string }) {
  const { view } = props;
  const save = useSaveOwnTax();
  const state = taxTabState(view, props.currentYear);
  const form = useForm<DeclarationForm, unknown, TaxDeclarationInput>({
    resolver: declarationResolver,
    defaultValues: declarationFormOf(view.declaration),
  });
  const { reset } = form;
  // A save, another year or HR's change: the form shows what the server holds.
  useEffect(() => reset(declarationFormOf(view.declaration)), [view, reset]);

  const submit = form.handleSubmit((input) =>
    sendForm(() => save.mutateAsync({ year: view.financialYear, input }), {
      setError: form.setError,
      success: "Tax declaration saved",
      failure: "Failed to save tax declaration",
      onDone: () => undefined,
    }),
  );
  const busy = form.formState.isSubmitting;
  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
      {state.notice ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {state.notice}
        </p>
      ) : null}
      <TaxDeclarationFields
        field={{ register: form.register, errors: form.formState.errors }}
        idPrefix={FORM_ID}
        financialYear={view.financialYear}
        disabled={!state.editable}
      />
      <PreviousEmployerStatus view={view} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-600">
          {view.isDefault || !view.updatedAt
            ? "Nothing declared yet for this year: the new regime, the legal default, applies."
            : `Last changed ${formatDateTime(view.updatedAt)}${view.updatedBy ? ` by ${view.updatedBy}` : ""}.`}
        </p>
        {state.editable ? (
          <Button type="submit" className="min-h-11" disabled={busy}>
            {busy ? "Saving..." : "Save Declaration"}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The employee's Tax tab: the regime and declarations for a financial year, until HR locks the year; the
 * projection of the year's tax (TaxProjection) sits under them.
 */
export function TaxTab() {
  const [currentYear] = useState(() => currentFinancialYear());
  const [year, setYear] = useState(currentYear);
  const tax = useOwnTax(year);
  useErrorToast(tax.isError, FAILED);
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FormField
          id="tax-year"
          label="Financial year"
          as="select"
          value={year}
          onChange={(value) => (value ? setYear(value) : undefined)}
          options={offeredYears(currentYear).map((value) => ({ value, label: financialYearLabel(value) }))}
          emptyOption="Choose a year"
          className="sm:w-80"
        />
        {year ? <AnnualStatement year={year} /> : null}
        <p className="text-sm text-slate-600 sm:max-w-sm sm:text-right">
          The payroll deducts income tax (TDS) each month from what you choose and declare here.
        </p>
      </div>
      <QueryState loading={tax.isPending} error={tax.isError ? FAILED : null} onRetry={() => void tax.refetch()} empty={false} emptyText="">
        {tax.data ? (
          <>
            <DeclarationEditor view={tax.data} currentYear={currentYear} />
            <TaxProjection financialYear={tax.data.financialYear} declaration={tax.data} />
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
