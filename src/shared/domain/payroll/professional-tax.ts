import { stateName, type StateCode } from "./states";

/**
 * Professional tax: a monthly amount by the state of work and the month's earned gross, more in
 * February so that the year adds up to the constitutional ceiling of ₹2,500.
 */

export type Gender = "male" | "female" | "other";

/** A slab: this monthly amount (the February amount in February) while the gross is at most `upTo` (whole rupees). */
interface Slab {
  upTo: number;
  monthly: number;
  february?: number;
}

/** A state's schedule: slabs for men and for women (the same list where the state does not distinguish). */
interface Schedule {
  men: readonly Slab[];
  women: readonly Slab[];
}

const ABOVE_ALL = Number.POSITIVE_INFINITY;

/** Karnataka's slabs, the same for men and women (sources below); ₹25,000 and above pays. */
const KARNATAKA: readonly Slab[] = [
  { upTo: 24_999, monthly: 0 },
  { upTo: ABOVE_ALL, monthly: 200, february: 300 },
];

/**
 * Maharashtra State Tax on Professions, Trades, Callings and Employments Act 1975, Schedule I entry 1
 * (salary and wage earners) as amended by the Amendment Act 2023 (Maharashtra Act notified 6 April 2023),
 * from 1 April 2023: men nil up to ₹7,500, ₹175 up to ₹10,000, above it ₹2,500 a year as ₹200 a month and
 * ₹300 in February; women nil up to ₹25,000, above it ₹200 / ₹300 in February.
 * Schedule I entry 1 with its effective periods: https://mptinformation.in/showchart.asp?str=mptratsal
 * The amendment: https://ascent-hr.com/notification/maharashtra-state-tax-on-professions-trades-callings-and-employments-amendment-act-2023-060423/
 *
 * Karnataka Tax on Profession, Trades, Callings and Employments Act 1976, Schedule serial number 1: nil below
 * ₹25,000 a month and ₹200 from ₹25,000 (Amendment Act 2023, from 1 April 2023); February ₹300 (Karnataka
 * Act No. 33 of 2025, gazetted 15 April 2025, from 1 April 2025). Men and women alike.
 * https://erajyapatra.karnataka.gov.in/WriteReadData/2025/8459.pdf;
 * https://taxguru.in/corporate-law/karnataka-tax-profession-trades-callings-employments-amendment-act2025.html
 */
const PROFESSIONAL_TAX: Partial<Record<StateCode, Schedule>> = {
  MH: {
    men: [
      { upTo: 7_500, monthly: 0 },
      { upTo: 10_000, monthly: 175 },
      { upTo: ABOVE_ALL, monthly: 200, february: 300 },
    ],
    women: [
      { upTo: 25_000, monthly: 0 },
      { upTo: ABOVE_ALL, monthly: 200, february: 300 },
    ],
  },
  KA: { men: KARNATAKA, women: KARNATAKA },
};

const FEBRUARY = 2;

export const hasProfessionalTaxTable = (state: StateCode): boolean => PROFESSIONAL_TAX[state] !== undefined;

/**
 * The month's professional tax on the earned gross. The schedules name men and women only; 'other' is
 * charged on the men's slabs, so that the tax is never under-deducted (the employer answers for a
 * shortfall): HR records a person as 'female' where the women's exemption applies. A state without a
 * table pays nil, with a note saying so.
 */
export function professionalTax(input: { state: StateCode; earnedGross: number; month: number; gender: Gender }): {
  amount: number;
  note: string | null;
} {
  const schedule = PROFESSIONAL_TAX[input.state];
  if (!schedule) return { amount: 0, note: `No professional-tax table for ${stateName(input.state)}: nil` };
  const slabs = input.gender === "female" ? schedule.women : schedule.men;
  const slab = slabs.find((candidate) => input.earnedGross <= candidate.upTo) ?? slabs[slabs.length - 1]!;
  const amount = input.month === FEBRUARY ? (slab.february ?? slab.monthly) : slab.monthly;
  return { amount, note: null };
}

/** A slab as the professional-tax summary lists it: the gross it covers, whose schedule, and the month's amount. */
export interface ProfessionalTaxSlab {
  /** The lowest monthly gross in the slab (0 for the first). */
  from: number;
  /** The highest, or null for the last slab. */
  upTo: number | null;
  /** The women's schedule where the state has one of its own; null where men and women share the slabs. */
  schedule: "men" | "women" | null;
  /** The slab's amount in the given month (February's where it differs). */
  amount: number;
}

/** A state's slabs in a month, the men's then the women's where they differ; none for a state without a table. */
export function professionalTaxSlabs(state: StateCode, month: number): ProfessionalTaxSlab[] {
  const schedule = PROFESSIONAL_TAX[state];
  if (!schedule) return [];
  const list = (slabs: readonly Slab[], who: ProfessionalTaxSlab["schedule"]) =>
    slabs.map((slab, index) => ({
      from: index === 0 ? 0 : slabs[index - 1]!.upTo + 1,
      upTo: slab.upTo === ABOVE_ALL ? null : slab.upTo,
      schedule: who,
      amount: month === FEBRUARY ? (slab.february ?? slab.monthly) : slab.monthly,
    }));
  if (schedule.men === schedule.women) return list(schedule.men, null);
  return [...list(schedule.men, "men"), ...list(schedule.women, "women")];
}

/** The slab a person's month falls in ('other' on the men's slabs, as `professionalTax` charges it); null without a table. */
export function professionalTaxSlabOf(input: {
  state: StateCode;
  earnedGross: number;
  month: number;
  gender: Gender | null;
}): ProfessionalTaxSlab | null {
  const slabs = professionalTaxSlabs(input.state, input.month);
  if (slabs.length === 0) return null;
  const who = slabs[0]!.schedule === null ? null : input.gender === "female" ? "women" : "men";
  const own = slabs.filter((slab) => slab.schedule === who);
  return own.find((slab) => slab.upTo === null || input.earnedGross <= slab.upTo) ?? own[own.length - 1]!;
}
