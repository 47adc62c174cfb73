/**
 * The sections of the income-tax law in force for a financial year, as data: the annual statement names them
 * (docs/product.md section 9.14.2). The Income-tax Act 1961 governs income up to FY 2025-26; the Income-tax
 * Act 2025 (section 1(3): in force from 1 April 2026) governs FY ("tax year") 2026-27 onwards.
 *
 * Sources for the 2025 Act:
 * - salary, section 16 (the 1961 Act's 17(1)); deductions from salaries, section 19(1) and its Table: Sl. No. 1
 *   tax on employment (16(iii)), Sl. No. 2 standard deduction (16(ia)), Sl. No. 5 gratuity under the Payment of
 *   Gratuity Act (10(10)(ii)), Sl. No. 13 the leave salary of a Central or State Government employee and Sl. No. 14
 *   that of any other employee on retirement or leaving (10(10AA)(ii): the least of the cash equivalent, ten
 *   months' average salary and the notified limit; section 19(2)(b) defines its "salary" for serial numbers 6 and
 *   14) (https://aubsp.com/income-tax-act-2025-section-19; https://eztax.in/income-tax-act-2025/section-19, the
 *   Table's rows 1 to 13; https://lawspedia.in/section-19-of-income-tax-act-2025, section 19(2)(b);
 *   https://www.taxtmi.com/manuals?id=874 "Leave Encashment - (New) Section 19 / (Old) Section 10(10AA)");
 * - house rent allowance: a special allowance exempt under section 19 with the Income-tax Rules 2026
 *   (https://taxreaders.com/2025/04/hra-comparison-old-income-tax-act-1961.html, on the Bill); the
 *   sub-section was not seen in the Gazette text, so the line names the section only;
 * - new regime, section 202 (115BAC) (https://businesstoday.in/amp/personal-finance/tax/story/section-115bac-on-new-tax-regime-is-section-202-under-income-tax-bill-2025-check-details-465068-2025-02-18);
 *   rebate, section 156 (87A); 80C, section 123; 80D, section 126 (income-tax-tables.ts);
 * - TDS on salary, section 392 (192) and certificates, section 395 (203)
 *   (https://it2025.incometaxinformation.in/iit25/act/displaych.asp?str=XIXPB; https://bharattax.co/income-tax/act-2025/section/392);
 *   the certificate of TDS on salary is Form 130 of the Income-tax Rules, 2026 (notified by the CBDT on 20 March
 *   2026, in force from 1 April 2026), which replaces Form 16 (https://blog.saginfotech.com/?p=23771;
 *   https://easevalue.com/income-tax-forms/form-130); the rule that prescribes it was not seen, so none is named.
 */

import type { TaxRegime } from "./income-tax-tables";

/**
 * The regime of a year for which the person declared none: the new regime, the law's default (section
 * 115BAC(1A) with 115BAC(6) of the 1961 Act from FY 2023-24, inserted by the Finance Act 2023; section 202(1)
 * of the 2025 Act from FY 2026-27). CBDT Circular 4/2023 of 5 April 2023: without the employee's intimation
 * the employer deducts tax at source under the new regime
 * (https://www.taxheal.com/cbdt-circular-4-2023-clarification-regarding-deduction-of-tds-from-salary-under-new-tax-regime-i.html).
 */
export const DEFAULT_TAX_REGIME: TaxRegime = "new";

export type IncomeTaxLaw = "1961" | "2025";

export interface IncomeTaxLawSections {
  law: IncomeTaxLaw;
  /** The Act's name as printed. */
  name: string;
  salary: string;
  hraExemption: string;
  gratuityExemption: string;
  leaveEncashmentExemption: string;
  standardDeduction: string;
  professionalTax: string;
  section80C: string;
  section80D: string;
  rebate: string;
  newRegime: string;
  salaryTds: string;
  certificate: string;
  /** What the annual statement says it is not: the employer's certificate of TDS on salary under this law. */
  notACertificate: string;
}

export const INCOME_TAX_LAW_SECTIONS: Record<IncomeTaxLaw, IncomeTaxLawSections> = {
  "1961": {
    law: "1961",
    name: "Income-tax Act, 1961",
    salary: "section 17(1)",
    hraExemption: "section 10(13A)",
    gratuityExemption: "section 10(10)(ii)",
    leaveEncashmentExemption: "section 10(10AA)(ii)",
    standardDeduction: "section 16(ia)",
    professionalTax: "section 16(iii)",
    section80C: "section 80C",
    section80D: "section 80D",
    rebate: "section 87A",
    newRegime: "section 115BAC",
    salaryTds: "section 192",
    certificate: "section 203",
    // Form 16 of Rule 31(1)(a) of the Income-tax Rules, 1962: Part A from TRACES, Part B the salary and tax computation.
    notACertificate:
      "Laid out like Form 16 Part B for your information. This is not Form 16: the official certificate (Part A generated from TRACES, with Part B) is issued by the employer after the financial year ends.",
  },
  "2025": {
    law: "2025",
    name: "Income-tax Act, 2025",
    salary: "section 16",
    hraExemption: "section 19",
    gratuityExemption: "section 19(1), Table Sl. No. 5",
    leaveEncashmentExemption: "section 19(1), Table Sl. No. 14",
    standardDeduction: "section 19(1), Table Sl. No. 2",
    professionalTax: "section 19(1), Table Sl. No. 1",
    section80C: "section 123",
    section80D: "section 126",
    rebate: "section 156",
    newRegime: "section 202",
    salaryTds: "section 392",
    certificate: "section 395",
    notACertificate:
      "For your information only. This is not Form 130, the certificate of tax deducted from salary under the Income-tax Act, 2025 and the Income-tax Rules, 2026 (Form 16 before them): the employer issues it after the tax year ends.",
  },
};

/** The law of a financial year 'YYYY-YY': the 2025 Act from FY 2026-27 (its first tax year), the 1961 Act before. */
export function incomeTaxLawOf(financialYear: string): IncomeTaxLawSections {
  return INCOME_TAX_LAW_SECTIONS[Number(financialYear.slice(0, 4)) >= 2026 ? "2025" : "1961"];
}
