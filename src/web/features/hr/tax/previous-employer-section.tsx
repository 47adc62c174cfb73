import { useState } from "react";
import { useForm } from "react-hook-form";
import { taxDeclarationLabels, type TaxDeclarationView } from "@/shared/contract/tax";
import { type PreviousEmployerInput } from "@/shared/contract/tax-previous-employer";
import { declaresPreviousEmployer } from "@/shared/domain/payroll/previous-employer";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { PreviousEmployerStatus } from "@/web/features/people/previous-employer-status";
import { previousEmployerFormOf, previousEmployerResolver, type PreviousEmployerForm } from "@/web/features/people/tax-declaration-form";
import { formatRupees } from "@/web/lib/format";
import { sendForm } from "@/web/lib/form-errors";
import { useVerifyPreviousEmployer } from "./tax-api";

/** The small dialog of Verify: the statement's salary and TDS, prefilled with the declared ones, editable. */
function VerifyDialog(props: { view: TaxDeclarationView; onClose: () => void }) {
  const { view } = props;
  const verify = useVerifyPreviousEmployer();
  const id = `hr-previous-employer-${view.employeeRecordId}`;
  const form = useForm<PreviousEmployerForm, unknown, PreviousEmployerInput>({
    resolver: previousEmployerResolver,
    defaultValues: previousEmployerFormOf(view.declaration),
  });
  const submit = form.handleSubmit((input) =>
    sendForm(() => verify.mutateAsync({ id: view.employeeRecordId, year: view.financialYear, input }), {
      setError: form.setError,
      success: "Previous employer verified",
      failure: "Failed to verify the previous employer",
      onDone: props.onClose,
    }),
  );
  const field = { register: form.register, errors: form.formState.errors };
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={`Verify previous employer: ${view.name}`}
      description={`Enter the salary and TDS of the previous employer's statement (Form 16 Part B or Form 12B) for FY ${view.financialYear}: these figures, not the declared ones, count in the TDS.`}
      footer={
        <>
          <Button type="button" variant="outline" size="sm" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={id} size="sm" disabled={busy}>
            {busy ? "Verifying..." : "Verify"}
          </Button>
        </>
      }
    >
      <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={field}
          idPrefix={id}
          name="previousEmployerSalary"
          label={`${taxDeclarationLabels.previousEmployerSalary} (₹)`}
          inputMode="numeric"
          hint={`Declared: ${formatRupees(view.declaration.previousEmployerSalary)}`}
        />
        <FormField
          form={field}
          idPrefix={id}
          name="previousEmployerTds"
          label={`${taxDeclarationLabels.previousEmployerTds} (₹)`}
          inputMode="numeric"
          hint={`Declared: ${formatRupees(view.declaration.previousEmployerTds)}`}
        />
      </form>
    </Dialog>
  );
}

/**
 * A previous employer's figures as declared, whether HR verified them, and Verify (never one's own, nor an admin
 * account's as HR: the server refuses them). Only verified figures count in the TDS.
 */
export function PreviousEmployerSection(props: { view: TaxDeclarationView }) {
  const { view } = props;
  const [open, setOpen] = useState(false);
  const declared = !view.isDefault && declaresPreviousEmployer(view.declaration);
  const id = `hr-previous-employer-${view.employeeRecordId}-heading`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="font-semibold text-brand-900">
        Previous employer
      </h3>
      {declared ? (
        <p className="text-sm text-slate-700">{`Declared for FY ${view.financialYear}: salary ${formatRupees(view.declaration.previousEmployerSalary)}, TDS ${formatRupees(view.declaration.previousEmployerTds)}.`}</p>
      ) : (
        <p className="text-sm text-slate-700">{`No previous employer declared for FY ${view.financialYear}.`}</p>
      )}
      <PreviousEmployerStatus view={view} />
      {declared ? (
        <div className="flex justify-end">
          <Button type="button" size="sm" onClick={() => setOpen(true)}>
            {view.previousEmployerVerification ? "Verify Again" : "Verify"}
          </Button>
          {/* Mounted while open only: it opens with the figures declared now. */}
          {open ? <VerifyDialog view={view} onClose={() => setOpen(false)} /> : null}
        </div>
      ) : null}
    </section>
  );
}
