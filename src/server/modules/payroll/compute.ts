import { lastDayOf, type PayrollMonth, type PayrollRow, type PayrollRowItem } from "@/shared/contract/payroll";
import { financialYearOf, monthsOfFinancialYear } from "@/shared/domain/financial-year";
import { daysInMonth, monthRange } from "@/shared/domain/months";
import { esiContributionPeriod } from "@/shared/domain/payroll/esi";
import { lossOfPayDays, nonContributoryDays, payDivisor } from "@/shared/domain/payroll/loss-of-pay";
import { byDepartment, payrollTotals } from "@/shared/domain/payroll/payroll-totals";
import { MUSTER_COMPONENTS } from "@/shared/domain/payroll/payslip";
import { incomeTaxRulesFor } from "@/shared/domain/payroll/income-tax-tables";
import { payItemDirection } from "@/shared/domain/payroll/pay-items";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { loadMonthGrid, mapInSlices } from "../attendance/grid";
import type { EmployeeRow } from "../employees/records";
import type { PayItem } from "../pay-items/store";
import { esiCoverageGross, structureInMonth } from "../salary-revisions/in-force";
import { revisionsAfter } from "../salary-revisions/store";
import { itemsPaidIn } from "../separations/settlement-month";
import { finaliseBlockerOf } from "./finalise-order";
import { payrollRow, type PersonMonth } from "./person-pay";
import { pfWageCountedByPerson } from "./pf-counted";
import { employeesOf, firstFinalisedMonth, runsBetween } from "./store";
import { NO_TAX_INPUTS, payrollTaxInputs } from "./tax-inputs";
import { priorMonths } from "./year-to-date";

/**
 * A month's payroll as a draft (docs/product.md section 10.6; the rules are in src/shared/domain/payroll/ and
 * docs/decisions/009-attendance-and-payroll.md): everyone employed on some day of the month, paid for
 * the month less their loss-of-pay days, every deduction computed from the month's earned pay. Reads the
 * attendance grid, the financial year's finalised months and the people's tax inputs once each,
 * whatever the head count.
 */

/** The month before 'YYYY-MM'. */
const previousMonth = (month: string) => shiftDate(`${month}-01`, -1).slice(0, 7);

/**
 * People whose TDS assumes nothing was paid to them earlier in the financial year: the year began before
 * the first month paid here (the first finalised, or this one), they were employed before that month, and
 * HR entered no opening figures for them.
 */
function withoutOpeningFigures(
  month: string,
  firstFinalised: string | null,
  people: readonly { employee: EmployeeRow; hasOpening: boolean }[],
): number {
  const firstHere = firstFinalised !== null && firstFinalised < month ? firstFinalised : month;
  if (monthsOfFinancialYear(financialYearOf(month))[0]! >= firstHere) return 0;
  const before = `${firstHere}-01`;
  return people.filter(({ employee, hasOpening }) => !hasOpening && (employee.dateOfJoining === null || employee.dateOfJoining < before))
    .length;
}

/** The month's pay items per person, as the row carries them. */
function itemsByPerson(items: readonly PayItem[]): Map<number, PayrollRowItem[]> {
  const byPerson = new Map<number, PayrollRowItem[]>();
  for (const item of items) {
    const { id, kind, description, amount, pfWage, esiWage, taxable, sourceMonth, source } = item;
    const row: PayrollRowItem = {
      id,
      kind,
      direction: payItemDirection(kind),
      description,
      amount,
      pfWage,
      esiWage,
      taxable,
      sourceMonth,
      source,
    };
    byPerson.set(item.employeeRecordId, [...(byPerson.get(item.employeeRecordId) ?? []), row]);
  }
  return byPerson;
}

/**
 * What computing a month reads (the attendance grid, the financial year's finalised months, the people's tax
 * inputs, the month's pay items, once each) and each person's inputs to `payrollRow`: the payroll and the employee's tax
 * projection (projection.ts) both start here, so they cannot disagree.
 */
export async function loadPayrollMonth(db: Db, month: string, today: string, timeZone: string) {
  const { from, to } = monthRange(month);
  const financialYear = financialYearOf(month);
  const [grid, earlier, firstFinalised, revisions, monthItems] = await Promise.all([
    loadMonthGrid(db, { from, to, today, timeZone }),
    runsBetween(db, monthsOfFinancialYear(financialYear)[0]!, previousMonth(month)),
    firstFinalisedMonth(db),
    // Salary revisions taking effect after the first day of the month's ESI contribution period: the structure in
    // force on each of the month's days, and on the day that decides ESI coverage (the period's start or joining).
    revisionsAfter(db, `${esiContributionPeriod(month).from}-01`),
    // With the month's settlements as their records give them now, and the items they bring in (reads only).
    itemsPaidIn(db, month),
  ]);
  // Items of people not employed in the month (an adjustment or arrears for someone who has left since) are
  // paid all the same: such a person gets a row with nothing earned but the items.
  const onGrid = new Set(grid.people.map((person) => person.employee.id));
  const leavers = [
    ...(
      await employeesOf(
        db,
        monthItems.filter((item) => !onGrid.has(item.employeeRecordId)),
      )
    ).values(),
  ];
  const taxInputs = await payrollTaxInputs(db, financialYear, [...grid.people.map((person) => person.employee), ...leavers]);
  const prior = priorMonths(month, earlier);
  const items = itemsByPerson(monthItems);
  const pfWageCounted = await pfWageCountedByPerson(db, month, monthItems);
  const calendarDays = daysInMonth(month);
  const divisor = payDivisor(grid.settings.payDayBasis, calendarDays);
  // A month still running counts absences up to yesterday: today is not over.
  const countedUntil = to < today ? shiftDate(to, 1) : today;

  const people: PersonMonth[] = grid.people.map((person) => {
    const { employee } = person;
    return {
      employee,
      month,
      lopDays: Math.min(lossOfPayDays(person.days, countedUntil, grid.settings.payDayBasis), divisor),
      ncpDays: Math.min(nonContributoryDays(person.days, countedUntil, grid.settings.payDayBasis), divisor),
      // The grid's last day is the month's: employed then or not (the labour welfare fund's register day).
      leftBeforeMonthEnd: !person.days.at(-1)!.employed,
      divisor,
      workingDays: person.days.filter((day) => day.employed && day.workingDay).length,
      prior,
      tax: taxInputs.get(employee.id) ?? NO_TAX_INPUTS,
      items: items.get(employee.id) ?? [],
      structure: structureInMonth(month, employee, revisions.get(employee.id)),
      esiCoverageGross: esiCoverageGross(month, employee, revisions.get(employee.id)),
      pfWageCounted: pfWageCounted.get(employee.id),
    };
  });
  for (const employee of leavers) {
    people.push({
      employee,
      month,
      lopDays: divisor,
      // Not employed on any day of the month: no day of service, so none without pay.
      ncpDays: 0,
      leftBeforeMonthEnd: true,
      divisor,
      workingDays: 0,
      prior,
      tax: taxInputs.get(employee.id) ?? NO_TAX_INPUTS,
      items: items.get(employee.id) ?? [],
      structure: structureInMonth(month, employee, revisions.get(employee.id)),
      esiCoverageGross: esiCoverageGross(month, employee, revisions.get(employee.id)),
      pfWageCounted: pfWageCounted.get(employee.id),
    });
  }
  return { financialYear, grid, firstFinalised, taxInputs, calendarDays, divisor, countedUntil, people };
}

export async function computePayroll(db: Db, month: string, today: string, timeZone: string): Promise<PayrollMonth> {
  const { financialYear, grid, firstFinalised, taxInputs, calendarDays, divisor, countedUntil, people } = await loadPayrollMonth(
    db,
    month,
    today,
    timeZone,
  );
  // About 50 µs a person: thousands of people in slices, so other requests are answered meanwhile.
  const rows: PayrollRow[] = await mapInSlices(people, payrollRow);
  const finalisableFrom = lastDayOf(month);
  const finaliseBlockedReason = await finaliseBlockerOf(db, month, today, firstFinalised);

  return {
    month,
    status: "draft",
    finalisedAt: null,
    finalisedBy: null,
    calendarDays,
    workingDays: grid.dates.filter((date) => isWorkingDay(date, grid.calendar)).length,
    payDayBasis: grid.settings.payDayBasis,
    divisor,
    musterComponents: MUSTER_COMPONENTS.length,
    countedUntil,
    finalisableFrom,
    finalisable: finaliseBlockedReason === null,
    finaliseBlockedReason,
    financialYear,
    // The year's rules, or the latest held for a year the table does not hold (income-tax-tables.ts).
    incomeTaxRulesYear: incomeTaxRulesFor(financialYear).financialYear,
    withoutOpeningFigures: withoutOpeningFigures(
      month,
      firstFinalised,
      grid.people.map(({ employee }) => ({ employee, hasOpening: taxInputs.get(employee.id)?.hasOpening ?? false })),
    ),
    totals: payrollTotals(rows),
    byDepartment: byDepartment(rows),
    rows,
  };
}
