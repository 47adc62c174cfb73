import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { TaxDeclarationInput, TaxDeclarationView } from "@/shared/contract/tax";
import { Button } from "@/web/components/ui/button";
import { TaxDeclarationFields } from "@/web/features/people/tax-declaration-fields";
import { declarationFormOf, declarationResolver, type DeclarationForm } from "@/web/features/people/tax-declaration-form";
import { formatDateTime } from "@/web/lib/format";
import { sendForm } from "@/web/lib/form-errors";
import { useSaveHrTax } from "./tax-api";

/** Who changed the figures last, or that nobody has. */
export function changedLine(view: { updatedAt: string | null; updatedBy: string | null }, none: string): string {
  return view.updatedAt ? `Last changed ${formatDateTime(view.updatedAt)}${view.updatedBy ? ` by ${view.updatedBy}` : ""}.` : none;
}

/** HR's form of a person's declaration: the same fields as the employee's, saved also once the year is locked (audited). */
export function DeclarationSection(props: { view: TaxDeclarationView }) {
  const { view } = props;
  const save = useSaveHrTax();
  const id = `hr-tax-declaration-${view.employeeRecordId}`;
  const form = useForm<DeclarationForm, unknown, TaxDeclarationInput>({
    resolver: declarationResolver,
    defaultValues: declarationFormOf(view.declaration),
  });
  const { reset } = form;
  useEffect(() => reset(declarationFormOf(view.declaration)), [view, reset]);
  const submit = form.handleSubmit((input) =>
    sendForm(() => save.mutateAsync({ id: view.employeeRecordId, year: view.financialYear, input }), {
      setError: form.setError,
      success: "Tax declaration saved",
      failure: "Failed to save tax declaration",
      onDone: () => undefined,
    }),
  );
  const busy = form.formState.isSubmitting;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="font-semibold text-brand-900">
        Declaration
      </h3>
      {view.lock.locked ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {`Declarations for FY ${view.financialYear} are locked: ${view.name} can no longer change them. A change saved here is recorded in the audit log.`}
        </p>
      ) : null}
      <form id={id} onSubmit={submit} noValidate className="space-y-4">
        <TaxDeclarationFields
          field={{ register: form.register, errors: form.formState.errors }}
          idPrefix={id}
          financialYear={view.financialYear}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-slate-600">{changedLine(view, "Nothing declared yet: the new regime, the legal default, applies.")}</p>
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? "Saving..." : "Save Declaration"}
          </Button>
        </div>
      </form>
    </section>
  );
}
