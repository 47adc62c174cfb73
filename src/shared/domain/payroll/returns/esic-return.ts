/**
 * ESIC's monthly contribution upload: the portal's 'Sample MC Excel Template', one row per insured person under a
 * header row, saved as Excel 97-2003 (.xls) with every cell, the date included, as text; whole numbers; dates as
 * dd/mm/yyyy (the template's own instructions 8 to 10). Its six headers, word for word:
 *   IP Number (10 Digits) | IP Name (Only alphabets and space) | No of Days for which wages paid/payable during the
 *   month | Total Monthly Wages | Reason Code for Zero workings days(Numeric Only: provide 0 for all other reasons) |
 *   Last Working Day (Format DD/MM/YYYY or DD-MM-YYYY)
 * The reason codes and when a last working day goes with them are ESIC's table printed beside the template:
 * 0 Without Reason, 1 On Leave, 2 Left Service, 3 Retired, 4 Out of Coverage, 5 Expired, 6 Non Implemented area,
 * 7 Compliance by Immediate Employer, 8 Suspension of work, 9 Strike/Lockout, 10 Retrenchment, 11 No Work,
 * 12 Doesn't Belong To This Employer, 13 Duplicate IP; a last working day only with 2, 3, 4, 5, 6 and 10, after
 * which the IP no longer appears from the next wage period. The IP name takes letters and spaces only.
 * Sources: the template's headers and its 'Instructions & Reason Codes' sheet as Odoo's Indian payroll reproduces
 * them (odoo l10n_in_hr_payroll, report_hr_esic.py, action_export_esic_xlsx);
 * https://officeanywhere.io/payroll/esi-electronic-return-format (ESIC's instructions and code table).
 * The workbook itself is written in statutory-returns/esic-workbook.ts (docs/product.md section 9.14.2).
 */

export const ESIC_REASON = {
  withoutReason: 0,
  onLeave: 1,
  leftService: 2,
} as const;

export const ESIC_HEADER = [
  "IP Number (10 Digits)",
  "IP Name (Only alphabets and space)",
  "No of Days for which wages paid/payable during the month",
  "Total Monthly Wages",
  "Reason Code for Zero workings days(Numeric Only: provide 0 for all other reasons)",
  "Last Working Day (Format DD/MM/YYYY or DD-MM-YYYY)",
];

/** One insured person's month, from the frozen payroll row and the record. */
export interface EsicMember {
  /** 10 digits. */
  ipNumber: string;
  name: string;
  /** The days wages were paid for: the month's paid days. */
  daysPaid: number;
  /** The month's ESI wages (the earned gross the contributions were computed on). */
  wages: number;
  /** The last working day when the person left service in this month ('YYYY-MM-DD'), else null. */
  leftOn: string | null;
}

/** Letters and spaces only, as the portal takes the IP name. */
export const esicName = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** '2026-11-14' as '14/11/2026'. */
const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * The reason code: a person who left service this month is code 2 with the last working day, so that ESIC stops
 * listing them from the next wage period (this product lists no one in a month after they left); someone on the
 * rolls with no paid day is code 1 (On Leave: the month was all loss of pay); anyone else 0.
 */
export function esicReason(member: Pick<EsicMember, "daysPaid" | "leftOn">): number {
  if (member.leftOn) return ESIC_REASON.leftService;
  return member.daysPaid === 0 ? ESIC_REASON.onLeave : ESIC_REASON.withoutReason;
}

/** One row of the template, every cell as text (the template's instruction 10). */
export function esicRow(member: EsicMember): string[] {
  const daysPaid = Math.max(0, Math.round(member.daysPaid));
  const wages = Math.max(0, Math.round(member.wages));
  return [
    member.ipNumber.replace(/\s+/g, ""),
    esicName(member.name),
    String(daysPaid),
    String(wages),
    String(esicReason({ ...member, daysPaid })),
    member.leftOn ? ddmmyyyy(member.leftOn) : "",
  ];
}
