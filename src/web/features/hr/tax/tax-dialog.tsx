import { useState, type ReactNode } from "react";
import { ListStateText } from "@/web/components/portal/list-state";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { currentFinancialYear, shiftFinancialYear } from "@/web/features/people/tax-declaration-form";
import { financialYearLabel } from "@/web/features/people/tax-declaration-text";
import { errorMessage } from "@/web/lib/api";
import { HrAnnualStatement } from "./annual-statement";
import { DeclarationSection } from "./declaration-section";
import { OpeningSection } from "./opening-section";
import { PreviousEmployerSection } from "./previous-employer-section";
import { TdsComparison } from "@/web/features/people/tds-comparison";
import { useHrTax, useHrTaxProjection, useOpeningFigures } from "./tax-api";

/** Loading, or the server's message (an admin account's figures, one's own), or the content. */
function Loaded(props: { loading: boolean; error: unknown; failure: string; children: ReactNode }) {
  if (props.loading) {
    return (
      <p className="py-4 text-sm text-slate-600">
        <ListStateText state="loading" empty={null} />
      </p>
    );
  }
  if (props.error) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {errorMessage(props.error, props.failure)}
      </p>
    );
  }
  return <>{props.children}</>;
}

/** The current month's working of the person's TDS, under the current financial year only. */
function Projection(props: { id: number }) {
  const projection = useHrTaxProjection(props.id);
  return (
    <Loaded loading={projection.isPending} error={projection.error} failure="Failed to fetch how the TDS is worked out">
      {projection.data ? <TdsComparison projection={projection.data} /> : null}
    </Loaded>
  );
}

function TaxFigures(props: { id: number; year: string; current: boolean }) {
  const declaration = useHrTax(props.id, props.year);
  const opening = useOpeningFigures(props.id, props.year);
  return (
    <div className="space-y-6">
      <Loaded loading={declaration.isPending} error={declaration.error} failure="Failed to fetch the declaration">
        {declaration.data ? (
          <>
            <DeclarationSection view={declaration.data} />
            <hr className="border-slate-200" />
            <PreviousEmployerSection view={declaration.data} />
          </>
        ) : null}
      </Loaded>
      <hr className="border-slate-200" />
      <Loaded loading={opening.isPending} error={opening.error} failure="Failed to fetch the opening figures">
        {opening.data ? <OpeningSection view={opening.data} /> : null}
      </Loaded>
      {props.current ? (
        <>
          <hr className="border-slate-200" />
          <Projection id={props.id} />
        </>
      ) : null}
    </div>
  );
}

/**
 * HR's Tax dialog for one person (from their row in the Employees panel): their declaration for a
 * financial year, which HR may change also once the year is locked, and their opening figures. Each part
 * is saved on its own and audited.
 */
export function TaxDialog(props: { person: { id: number; name: string } | null; onClose: () => void }) {
  const [currentYear] = useState(() => currentFinancialYear());
  const [year, setYear] = useState(currentYear);
  const years = [shiftFinancialYear(currentYear, -1), currentYear, shiftFinancialYear(currentYear, 1)];
  return (
    <Dialog
      open={props.person !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.person ? `Tax: ${props.person.name}` : "Tax"}
      description="The regime and declarations the payroll's income tax (TDS) is computed from, and pay from before this product."
      size="xl"
    >
      <div className="space-y-4">
        <FormField
          id="hr-tax-year"
          label="Financial year"
          as="select"
          value={year}
          onChange={(value) => (value ? setYear(value) : undefined)}
          options={years.map((value) => ({ value, label: financialYearLabel(value) }))}
          emptyOption="Choose a year"
          className="sm:w-80"
        />
        {props.person && year ? <HrAnnualStatement id={props.person.id} year={year} /> : null}
        {props.person ? (
          <TaxFigures key={`${props.person.id}-${year}`} id={props.person.id} year={year} current={year === currentYear} />
        ) : null}
      </div>
    </Dialog>
  );
}
