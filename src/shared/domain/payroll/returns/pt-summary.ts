import { professionalTaxSlabOf, professionalTaxSlabs, type Gender, type ProfessionalTaxSlab } from "../professional-tax";
import { stateName, type StateCode } from "../states";

/**
 * The month's professional tax per state of work, as the state's monthly return asks for it (Maharashtra's Form
 * III: the number of employees and the tax in each slab of monthly salary, then the total). The slabs are the
 * rules' own (professional-tax.ts), the amounts what the frozen month deducted: a person whose professional tax
 * HR overrode is counted on a line of their own, since their amount is not the slab's.
 */

export interface PtPerson {
  state: StateCode;
  gender: Gender | null;
  earnedGross: number;
  /** The professional tax the month deducted. */
  amount: number;
  overridden: boolean;
}

export interface PtSummaryLine {
  state: string;
  /** 'Up to ₹7,500', '₹7,501 to ₹10,000', 'Above ₹10,000', with 'Women: ' before the women's own slabs. */
  slab: string;
  /** The slab's amount a month; null on the override and total lines. */
  rate: number | null;
  employees: number;
  amount: number;
}

export const PT_SUMMARY_HEADER = ["Month", "State", "Monthly Salary Slab", "Rate (Rs. a month)", "Employees", "Amount (Rs.)"];

const rupees = new Intl.NumberFormat("en-IN");
export function slabLabel(slab: ProfessionalTaxSlab): string {
  const range =
    slab.upTo === null
      ? `Above Rs. ${rupees.format(slab.from - 1)}`
      : slab.from === 0
        ? `Up to Rs. ${rupees.format(slab.upTo)}`
        : `Rs. ${rupees.format(slab.from)} to Rs. ${rupees.format(slab.upTo)}`;
  return slab.schedule === "women" ? `Women: ${range}` : slab.schedule === "men" ? `Men: ${range}` : range;
}

/** Per state (in the order first met), every slab with its count and amount, the overrides, then the state's total. */
export function ptSummary(people: readonly PtPerson[], monthNumber: number): PtSummaryLine[] {
  const states = [...new Set(people.map((person) => person.state))];
  return states.flatMap((state) => {
    const here = people.filter((person) => person.state === state);
    const name = stateName(state);
    const slabs = professionalTaxSlabs(state, monthNumber);
    const counted = here.filter((person) => !person.overridden);
    const lines: PtSummaryLine[] = slabs.map((slab) => {
      const inSlab = counted.filter((person) => {
        const own = professionalTaxSlabOf({ state, earnedGross: person.earnedGross, month: monthNumber, gender: person.gender });
        return own !== null && own.from === slab.from && own.schedule === slab.schedule;
      });
      return {
        state: name,
        slab: slabLabel(slab),
        rate: slab.amount,
        employees: inSlab.length,
        amount: inSlab.reduce((sum, person) => sum + person.amount, 0),
      };
    });
    if (slabs.length === 0)
      lines.push({
        state: name,
        slab: "No professional-tax table: nil",
        rate: 0,
        employees: counted.length,
        amount: counted.reduce((sum, person) => sum + person.amount, 0),
      });
    const overridden = here.filter((person) => person.overridden);
    if (overridden.length > 0)
      lines.push({
        state: name,
        slab: "HR's override",
        rate: null,
        employees: overridden.length,
        amount: overridden.reduce((sum, person) => sum + person.amount, 0),
      });
    lines.push({
      state: name,
      slab: "Total",
      rate: null,
      employees: here.length,
      amount: here.reduce((sum, person) => sum + person.amount, 0),
    });
    return lines;
  });
}
