import { describeService, type ServiceLength } from "./service-length";
import { rupees } from "./rupees";

/**
 * Gratuity on leaving (docs/product.md section 10.6.4).
 *
 * Source: Payment of Gratuity Act 1972, section 4: payable on leaving after continuous service of not less
 * than five years; 15 days' wages (a month's wages x 15/26) for every completed year of service "or part
 * thereof in excess of six months"; not more than the ceiling the Central Government notifies. Carried over
 * unchanged by the Code on Social Security 2020, section 53 (in force from 21 Nov 2025 with the four labour
 * codes; the five years stay for permanent employees, one year only for fixed-term ones, which this product
 * does not hold).
 *
 * Ceiling: Rs 20,00,000, notified 29 Mar 2018 (S.O. 1420(E)); reported unchanged with the labour codes
 * (Ministry of Labour and Employment, press release of 21 Nov 2025: "gratuity remains capped at Rs 20 lakh").
 *
 * Wages: the Code's single definition of wages (Code on Social Security 2020, section 2(88)) is basic pay,
 * dearness allowance and retaining allowance; when the excluded allowances are more than half of all
 * remuneration, the excess counts as wages. The product's structure has no dearness or retaining allowance
 * and treats its other components (HRA, transport, medical, special, other) as the excluded allowances, so
 * the wage is the larger of the basic and half the monthly gross (half rounded up to a rupee).
 *
 * Years: completed years, plus one for a part of six months or more (7 years 6 months count as 8).
 * Rounding: 15 x wage x years / 26 to the nearest rupee, a half rupee up; then the ceiling.
 */

export const GRATUITY_CEILING = 2_000_000;
export const GRATUITY_MIN_SERVICE_YEARS = 5;

export interface GratuityInput {
  service: ServiceLength;
  /** Last drawn monthly basic salary. */
  basic: number;
  /** Last drawn monthly gross (every earning of the structure). */
  gross: number;
}

export interface Gratuity {
  eligible: boolean;
  /** Years the gratuity is paid for (completed years, a part of six months or more as one). */
  years: number;
  /** The monthly wage it is computed on. */
  wage: number;
  amount: number;
  capped: boolean;
  computation: string;
}

/** Completed years of service, plus one for a remaining part of six months or more. */
export const gratuityYears = (service: ServiceLength) => service.years + (service.months >= 6 ? 1 : 0);

/** The wage gratuity is computed on: the basic, or half the gross when the allowances are more than half of it. */
export const gratuityWage = (basic: number, gross: number) => Math.max(basic, Math.round(gross / 2));

export function gratuity({ service, basic, gross }: GratuityInput): Gratuity {
  const served = describeService(service);
  const wage = gratuityWage(basic, gross);
  if (service.years < GRATUITY_MIN_SERVICE_YEARS) {
    return {
      eligible: false,
      years: 0,
      wage,
      amount: 0,
      capped: false,
      computation: `Not payable: ${served} of service, less than ${GRATUITY_MIN_SERVICE_YEARS} years`,
    };
  }
  const years = gratuityYears(service);
  const computed = Math.round((15 * wage * years) / 26);
  const capped = computed > GRATUITY_CEILING;
  const amount = Math.min(computed, GRATUITY_CEILING);
  const wageText =
    wage === basic
      ? `basic ${rupees(wage)}`
      : `wage ${rupees(wage)} (half the gross ${rupees(gross)}, more than the basic ${rupees(basic)})`;
  const cap = capped ? `, capped at the ceiling of ${rupees(GRATUITY_CEILING)}` : "";
  return {
    eligible: true,
    years,
    wage,
    amount,
    capped,
    computation: `15/26 x ${wageText} x ${years} years (${served} of service) = ${rupees(computed)}${cap}`,
  };
}
