import { CheckCircle2 } from "lucide-react";
import { longMonth } from "@/shared/contract/payroll";
import type { TaxProjectionView, TdsDerivationView } from "@/shared/contract/tax";
import { formatRupees } from "@/web/lib/format";

/**
 * How a month's TDS is worked out under both regimes, side by side (the employee's Tax tab, HR's Tax
 * dialog), from the payroll's own working (GET .../tax/projection). Amounts in Indian format; deductions
 * shown with a minus. Two narrow number columns, so it reads at 375 px without scrolling sideways.
 */

type Line = { label: string; amount: (d: TdsDerivationView) => string; strong?: boolean; show?: (p: TaxProjectionView) => boolean };

const rupees = (amount: number) => formatRupees(Math.round(amount));
const less = (amount: number) => (Math.round(amount) === 0 ? rupees(0) : `−${rupees(amount)}`);
const both = (p: TaxProjectionView, pick: (d: TdsDerivationView) => number) => pick(p.byRegime.new) + pick(p.byRegime.old) !== 0;

const LINES: Line[] = [
  { label: "Projected gross salary (year)", amount: (d) => rupees(d.projectedGross) },
  // This month's taxable adjustments and one-off items, already in the projected gross (counted once).
  {
    label: "Of which one-off items this month",
    amount: (d) => rupees(d.oneOffEarnings ?? 0),
    show: (p) => both(p, (d) => d.oneOffEarnings ?? 0),
  },
  {
    label: "Previous employer's salary",
    amount: (d) => rupees(d.previousEmployerSalary),
    show: (p) => both(p, (d) => d.previousEmployerSalary),
  },
  { label: "HRA exemption", amount: (d) => less(d.hraExemption) },
  { label: "Standard deduction", amount: (d) => less(d.standardDeduction) },
  { label: "Professional tax", amount: (d) => less(d.professionalTax) },
  { label: "80C (with your PF)", amount: (d) => less(d.section80C) },
  { label: "80D", amount: (d) => less(d.section80D) },
  { label: "Taxable income", amount: (d) => rupees(d.taxableIncome), strong: true },
  { label: "Tax on the slabs", amount: (d) => rupees(d.slabTax) },
  { label: "Rebate (87A)", amount: (d) => less(d.rebate), show: (p) => both(p, (d) => d.rebate) },
  { label: "Surcharge", amount: (d) => rupees(d.surcharge), show: (p) => both(p, (d) => d.surcharge) },
  { label: "Cess 4%", amount: (d) => rupees(d.cess) },
  { label: "Annual tax", amount: (d) => rupees(d.annualTax), strong: true },
  { label: "TDS already deducted this year", amount: (d) => rupees(d.alreadyDeducted.total) },
  { label: "Months left (this one included)", amount: (d) => String(d.monthsLeft) },
  { label: "This month's TDS", amount: (d) => rupees(d.thisMonth), strong: true },
];

const REGIMES = [
  { key: "new", label: "New regime" },
  { key: "old", label: "Old regime" },
] as const;

/** 'This month's TDS: ₹X = (annual tax ₹A − already deducted ₹D) ÷ N months left'. */
export const tdsSentence = (d: TdsDerivationView) => {
  const left = `${d.monthsLeft} ${d.monthsLeft === 1 ? "month" : "months"} left`;
  const oneOffTax = d.oneOffTax ?? 0;
  if (oneOffTax === 0)
    return `This month's TDS: ${rupees(d.thisMonth)} = (annual tax ${rupees(d.annualTax)} − already deducted ${rupees(d.alreadyDeducted.total)}) ÷ ${left}`;
  // The one-off items' extra tax is deducted in full this month; the rest of the year's tax is spread.
  const sign = oneOffTax < 0 ? "−" : "+";
  return `This month's TDS: ${rupees(d.thisMonth)} = (annual tax without this month's one-off items ${rupees(d.annualTax - oneOffTax)} − already deducted ${rupees(d.alreadyDeducted.total)}) ÷ ${left} ${sign} the items' tax ${rupees(Math.abs(oneOffTax))}`;
};

export function TdsComparison({ projection }: { projection: TaxProjectionView }) {
  const chosen = projection.byRegime[projection.regime];
  const cell = (key: "new" | "old") => (key === projection.regime ? "bg-emerald-50" : "");
  return (
    <section aria-labelledby="tds-comparison-title" className="space-y-3">
      <div>
        <h3 id="tds-comparison-title" className="text-base font-semibold text-slate-900">
          How {longMonth(projection.month)}'s TDS is worked out
        </h3>
        <p className="text-xs text-slate-600">
          FY {projection.financialYear} as the payroll computes it today (rules of FY {projection.rulesYear}): this employer's salary for
          the year is the months paid, this month and the months left at the full monthly salary.
        </p>
      </div>
      <table className="w-full border-collapse text-xs sm:text-sm" data-testid="tds-comparison">
        <caption className="sr-only">Income tax under the new and the old regime</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium text-slate-600">
              Line
            </th>
            {REGIMES.map(({ key, label }) => (
              <th key={key} scope="col" className={`px-1.5 py-1.5 text-right font-semibold text-slate-900 ${cell(key)}`}>
                {label}
                {key === projection.regime ? (
                  <span className="mt-0.5 flex items-center justify-end gap-1 text-[11px] font-medium text-emerald-700">
                    <CheckCircle2 className="size-3.5 shrink-0" aria-hidden="true" />
                    Applies
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LINES.filter((line) => line.show?.(projection) ?? true).map((line) => (
            <tr key={line.label} className={`border-b border-slate-100 ${line.strong ? "font-semibold text-slate-900" : "text-slate-700"}`}>
              <th scope="row" className="py-1.5 pr-2 text-left font-[inherit]">
                {line.label}
              </th>
              {REGIMES.map(({ key }) => (
                <td key={key} className={`px-1.5 py-1.5 text-right whitespace-nowrap tabular-nums ${cell(key)}`}>
                  {line.amount(projection.byRegime[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="tds-sentence">
        {tdsSentence(chosen)}
      </p>
      {projection.overridden ? (
        <p className="text-sm text-amber-800">
          HR set this month's income tax to {rupees(projection.deducted)}: the payroll deducts that instead.
        </p>
      ) : null}
    </section>
  );
}
