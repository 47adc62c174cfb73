import { AlertTriangle, Info } from "lucide-react";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { adminAccountsText, openingFiguresText, paidDaysText, rowNotesText, rulesText } from "./payroll-text";

/**
 * What the month's figures rest on (docs/product.md section 10.6): what Paid Days counts, the income-tax
 * rules applied, people whose TDS assumes nothing was paid earlier in the year, the notes of rows
 * (a state without a professional-tax table, a gender not recorded), and admin accounts an HR user's view leaves out.
 */
export function PayrollNotes({ payroll }: { payroll: PayrollMonth }) {
  const opening = openingFiguresText(payroll);
  const notes = [adminAccountsText(payroll), paidDaysText(payroll), rulesText(payroll), ...rowNotesText(payroll)].filter(
    (note): note is string => note !== null,
  );
  return (
    <div className="space-y-2 text-sm">
      {opening ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {opening}
        </p>
      ) : null}
      <ul aria-label="About these figures" className="space-y-1 text-slate-700">
        {notes.map((note) => (
          <li key={note} className="flex items-start gap-2">
            <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {note}
          </li>
        ))}
      </ul>
    </div>
  );
}
