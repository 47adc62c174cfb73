import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { taxDeclarationInputSchema, type TaxDeclarationInput } from "@/shared/contract/tax";
import { TaxDeclarationFields } from "@/web/features/people/tax-declaration-fields";
import {
  amountOf,
  declarationFormOf,
  declarationInputOf,
  shiftFinancialYear,
  type DeclarationForm,
} from "@/web/features/people/tax-declaration-form";
import { PreviousEmployerStatus } from "@/web/features/people/previous-employer-status";
import { previousEmployerStatus, regimeExplanations } from "@/web/features/people/tax-declaration-text";
import { taxDeclarationView } from "@/web/testing/tax-declaration-view";
import { offeredYears, taxTabState } from "./tax-tab-state";

const view = taxDeclarationView;

describe("the Tax tab's state", () => {
  it("lets the employee change the current and the next year until HR locks them; an earlier year is read-only", () => {
    expect(taxTabState(view(), "2026-27")).toEqual({ editable: true, notice: null });
    expect(taxTabState(view({ financialYear: "2027-28" }), "2026-27").editable).toBe(true);
    expect(taxTabState(view({ financialYear: "2025-26" }), "2026-27")).toEqual({
      editable: false,
      notice: "FY 2025-26 is not open for declarations. Ask HR if something needs to change.",
    });
    const locked = taxTabState(
      view({ lock: { financialYear: "2026-27", locked: true, lockedAt: "2027-01-15T06:00:00.000Z", lockedBy: "Sneha Patil" } }),
      "2026-27",
    );
    expect(locked).toEqual({
      editable: false,
      notice: "HR locked tax declarations for FY 2026-27 on 15 Jan 2027. Ask HR if something needs to change.",
    });
  });

  it("offers the previous, the current and the next financial year, across a century", () => {
    expect(offeredYears("2026-27")).toEqual(["2025-26", "2026-27", "2027-28"]);
    expect(offeredYears("2099-00")).toEqual(["2098-99", "2099-00", "2100-01"]);
    expect(shiftFinancialYear("2000-01", -1)).toBe("1999-00");
  });
});

describe("the declaration form's values", () => {
  it("reads typed amounts as rupees: blank is 0, commas, spaces and ₹ are ignored, words stay wrong for the schema to say so", () => {
    expect(amountOf("")).toBe(0);
    expect(amountOf("1,50,000")).toBe(150_000);
    expect(amountOf(" ₹ 22 000 ")).toBe(22_000);
    expect(amountOf("lots")).toBeNaN();
  });

  it("goes from the record to the form and back unchanged, and the schema accepts it", () => {
    const declaration = view().declaration;
    const form = declarationFormOf(declaration);
    expect(form).toMatchObject({
      section80C: "150000",
      section80DSelfAndFamily: "",
      section80DSelfAndFamilySenior: "",
      section80DParentsSenior: "yes",
    });
    expect(declarationInputOf(form)).toEqual(declaration);
    expect(taxDeclarationInputSchema.safeParse(declarationInputOf(form)).success).toBe(true);
  });

  it("leaves an unchosen regime for the schema to refuse with its message", () => {
    const result = taxDeclarationInputSchema.safeParse(declarationInputOf({ ...declarationFormOf(view().declaration), regime: "" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["regime"], message: "Choose the new or the old tax regime" });
  });
});

function Harness(props: { disabled?: boolean }) {
  const form = useForm<DeclarationForm, unknown, TaxDeclarationInput>({ defaultValues: declarationFormOf(view().declaration) });
  return (
    <TaxDeclarationFields
      field={{ register: form.register, errors: form.formState.errors }}
      idPrefix="t"
      financialYear="2025-26"
      disabled={props.disabled}
    />
  );
}

describe("TaxDeclarationFields", () => {
  it("explains each regime in one line with the year's figures from the tables", () => {
    const html = renderToStaticMarkup(<Harness />);
    const explanations = regimeExplanations("2025-26");
    expect(explanations.new).toContain("₹75,000 standard deduction");
    expect(explanations.new).toContain("₹12,00,000");
    expect(explanations.old).toContain("₹50,000 standard deduction");
    expect(explanations.old).toContain("₹1,50,000");
    expect(html).toContain(explanations.new.replace(/'/g, "&#x27;"));
    expect(html).toContain(explanations.old);
  });

  it("labels every field, and disables them all when read-only", () => {
    const html = renderToStaticMarkup(<Harness disabled />);
    const labels = [...html.matchAll(/<label for="t-([\w-]+)"[^>]*>([^<]*)/g)].map((match) => match[1]);
    expect(labels).toEqual([
      "regime-new",
      "regime-old",
      "section80C",
      "section80DSelfAndFamily",
      "section80DSelfAndFamilySenior",
      "section80DParents",
      "section80DParentsSenior",
      "rentPaidMonthly",
      "rentCity",
      "previousEmployerSalary",
      "previousEmployerTds",
    ]);
    expect(html.match(/<(input|select)[^>]*disabled=""/g)).toHaveLength(11);
  });
});

describe("a previous employer on the Tax tab", () => {
  const declared = view({ declaration: { ...view().declaration, previousEmployerSalary: 600_000, previousEmployerTds: 40_000 } });

  it("says the declared figures await HR's verification: they do not count yet", () => {
    expect(previousEmployerStatus(declared)).toBe(
      "Previous employer awaiting HR verification: the salary and TDS declared count in the TDS only once HR checks them against that employer's statement (Form 16 Part B or Form 12B).",
    );
    expect(renderToStaticMarkup(<PreviousEmployerStatus view={declared} />)).toContain("Previous employer awaiting HR verification");
  });

  it("says which figures count once HR verified them, and says nothing when none are declared", () => {
    const verified = {
      ...declared,
      previousEmployerVerification: { salary: 600_000, tds: 35_000, verifiedAt: "2026-11-23T04:00:00.000Z", verifiedBy: "Sneha Patil" },
    };
    expect(previousEmployerStatus(verified)).toBe(
      "Previous employer verified by Sneha Patil on 23 Nov 2026 from that employer's statement: salary ₹6,00,000 and TDS ₹35,000 count in the TDS.",
    );
    expect(previousEmployerStatus(view())).toBeNull();
    expect(renderToStaticMarkup(<PreviousEmployerStatus view={view()} />)).toBe("");
  });
});
