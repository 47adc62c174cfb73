/**
 * EPFO's Electronic Challan cum Return, ECR 2.0 (the UAN-based text file of the unified employer portal):
 * one line per member, no header line, eleven fields separated by '#~#' (hash tilde hash), whole rupees
 * without decimals or separators, the name with no special character other than '.':
 *
 *   UAN #~# Member Name #~# Gross Wages #~# EPF Wages #~# EPS Wages #~# EDLI Wages #~#
 *   EPF Contribution remitted #~# EPS Contribution remitted #~# EPF EPS Difference remitted #~#
 *   NCP Days #~# Refund of Advances
 *
 * Sources: EPFO's ECR file structure for employers (the '#~#' separator, no header in the UAN-based file,
 * numbers only and no decimals, the name's characters), https://fr.slideshare.net/guptarajin2002/file-structure
 * and https://expydoc.com/doc/4335291/member-id-member-name-epf-wages-eps-wages-epf; the eleven fields of
 * ECR 2.0 in order with EPFO's example line '100427607286#~#xy#~#15000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0',
 * https://www.knowinfonow.com/2017/01/ecr-validation-tool-new-revised-epf-process-explained.html and
 * https://www.hrcabin.com/uan-based-ecr-format-unified-pf-portal/.
 * The figures are the frozen month's (docs/product.md section 10.2): EPS and EDLI wages are the PF wage
 * capped at ₹15,000 in each month they belong to, EPS wages and contribution 0 for someone outside the pension
 * scheme (past 58, or not an EPS member: provident-fund.ts `contributesToPension`).
 */

/** One member's month, from the frozen payroll row. */
export interface EcrMember {
  /** 12 digits. */
  uan: string;
  name: string;
  /** The month's earned gross (after loss of pay) and the items that are wages: no terminal benefit or bonus (ecr-gross-wages.ts). */
  grossWages: number;
  /** The wage the PF contribution was computed on: the earned basic and PF-wage items, at most ₹15,000 a month when capped. */
  pfWage: number;
  /** The wages EPS and EDLI were computed on (the row's `epsWage`, `edliWage`). */
  epsWage: number;
  edliWage: number;
  /** The employee's PF deducted (12% of the PF wage, or HR's override). */
  employeeShare: number;
  /** The employer's EPS share (8.33% of the EPS wage; 0 outside the pension scheme). */
  eps: number;
  /** The employer's EPF share: 12% of the PF wage less the EPS share. */
  epfEpsDifference: number;
  /** Non-contributory days: the loss-of-pay days within the person's service (loss-of-pay.ts `nonContributoryDays`). */
  ncpDays: number;
  /** Refund of withdrawal advances to the fund (none are recorded here: 0). */
  refundOfAdvances: number;
}

export const ECR_SEPARATOR = "#~#";
/** The name field's width in EPFO's file structure. */
const NAME_MAX = 85;

/** The name as ECR takes it: Latin letters, digits, spaces and '.'; accents dropped, anything else a space. */
export function ecrName(name: string): string {
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return plain
    .replace(/[^A-Za-z0-9. ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, NAME_MAX)
    .trim();
}

const whole = (amount: number) => String(Math.max(0, Math.round(amount)));

export function ecrLine(member: EcrMember): string {
  return [
    member.uan.replace(/\s+/g, ""),
    ecrName(member.name),
    whole(member.grossWages),
    whole(member.pfWage),
    whole(member.epsWage),
    whole(member.edliWage),
    whole(member.employeeShare),
    whole(member.eps),
    whole(member.epfEpsDifference),
    whole(member.ncpDays),
    whole(member.refundOfAdvances),
  ].join(ECR_SEPARATOR);
}

/** The file: one line per member, in the order given, lines ended by CRLF as EPFO's Windows validation utility writes them. */
export const ecrFile = (members: readonly EcrMember[]): string => members.map((member) => `${ecrLine(member)}\r\n`).join("");
