import type { TaxRegime } from "@/shared/contract/employee-statutory";
import {
  openingFiguresInputSchema,
  taxDeclarationInputSchema,
  type OpeningFigures,
  type OpeningFiguresInput,
  type TaxDeclaration,
  type TaxDeclarationInput,
} from "@/shared/contract/tax";
import { previousEmployerInputSchema, type PreviousEmployerInput } from "@/shared/contract/tax-previous-employer";
import { financialYearOf } from "@/shared/domain/financial-year";
import { currentBusinessMonth } from "@/web/components/portal/month-field";
import { contractResolver } from "@/web/lib/form-errors";

/**
 * The tax declaration and opening figures as their forms hold them (text in the boxes, 'yes' or '' (no) for
 * the senior-citizen choices), shared by the employee's Tax tab and HR's tax dialog.
 */

type AmountField =
  "section80C" | "section80DSelfAndFamily" | "section80DParents" | "rentPaidMonthly" | "previousEmployerSalary" | "previousEmployerTds";

export type DeclarationForm = Record<
  AmountField | "regime" | "rentCity" | "section80DSelfAndFamilySenior" | "section80DParentsSenior",
  string
>;

/** A typed amount: blank is 0; commas, spaces and the ₹ sign are ignored; anything else is left for the schema to refuse. */
export const amountOf = (text: string) => {
  const cleaned = text.replace(/[\s,₹]/gu, "");
  return cleaned === "" ? 0 : Number(cleaned);
};
const amountText = (amount: number) => (amount === 0 ? "" : String(amount));

export function declarationFormOf(declaration: TaxDeclaration): DeclarationForm {
  return {
    regime: declaration.regime,
    section80C: amountText(declaration.section80C),
    section80DSelfAndFamily: amountText(declaration.section80DSelfAndFamily),
    section80DSelfAndFamilySenior: declaration.section80DSelfAndFamilySenior ? "yes" : "",
    section80DParents: amountText(declaration.section80DParents),
    section80DParentsSenior: declaration.section80DParentsSenior ? "yes" : "",
    rentPaidMonthly: amountText(declaration.rentPaidMonthly),
    rentCity: declaration.rentCity,
    previousEmployerSalary: amountText(declaration.previousEmployerSalary),
    previousEmployerTds: amountText(declaration.previousEmployerTds),
  };
}

export function declarationInputOf(form: DeclarationForm): TaxDeclarationInput {
  return {
    // The radio group's empty value is refused by the schema with its message.
    regime: (form.regime || undefined) as TaxRegime,
    section80C: amountOf(form.section80C),
    section80DSelfAndFamily: amountOf(form.section80DSelfAndFamily),
    section80DSelfAndFamilySenior: form.section80DSelfAndFamilySenior === "yes",
    section80DParents: amountOf(form.section80DParents),
    section80DParentsSenior: form.section80DParentsSenior === "yes",
    rentPaidMonthly: amountOf(form.rentPaidMonthly),
    rentCity: form.rentCity,
    previousEmployerSalary: amountOf(form.previousEmployerSalary),
    previousEmployerTds: amountOf(form.previousEmployerTds),
  };
}

export const declarationResolver = contractResolver(taxDeclarationInputSchema, declarationInputOf);

export type OpeningForm = Record<keyof OpeningFigures, string>;

export function openingFormOf(figures: OpeningFigures | null): OpeningForm {
  const text = (amount: number | undefined) => (amount === undefined ? "" : String(amount));
  return {
    gross: text(figures?.gross),
    basic: text(figures?.basic),
    hra: text(figures?.hra),
    employeePf: text(figures?.employeePf),
    professionalTax: text(figures?.professionalTax),
    tds: text(figures?.tds),
    months: text(figures?.months),
  };
}

export function openingInputOf(form: OpeningForm): OpeningFiguresInput {
  return {
    gross: amountOf(form.gross),
    basic: amountOf(form.basic),
    hra: amountOf(form.hra),
    employeePf: amountOf(form.employeePf),
    professionalTax: amountOf(form.professionalTax),
    tds: amountOf(form.tds),
    months: amountOf(form.months),
  };
}

export const openingResolver = contractResolver(openingFiguresInputSchema, openingInputOf);

/** HR's verification of a previous employer: the statement's salary and TDS, prefilled with the declared ones. */
export type PreviousEmployerForm = Record<keyof PreviousEmployerInput, string>;

export const previousEmployerFormOf = (declaration: TaxDeclaration): PreviousEmployerForm => ({
  previousEmployerSalary: String(declaration.previousEmployerSalary),
  previousEmployerTds: String(declaration.previousEmployerTds),
});

const previousEmployerInputOf = (form: PreviousEmployerForm): PreviousEmployerInput => ({
  previousEmployerSalary: amountOf(form.previousEmployerSalary),
  previousEmployerTds: amountOf(form.previousEmployerTds),
});

export const previousEmployerResolver = contractResolver(previousEmployerInputSchema, previousEmployerInputOf);

/** The financial year of today's business date ('2026-27' from April 2026 to March 2027). */
export const currentFinancialYear = (now = new Date()) => financialYearOf(currentBusinessMonth(now));

/** A financial year `offset` years from the given one. */
export function shiftFinancialYear(financialYear: string, offset: number): string {
  const start = Number(financialYear.slice(0, 4)) + offset;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
