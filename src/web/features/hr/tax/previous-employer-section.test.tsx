import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HR_PREVIOUS_EMPLOYER_PENDING_PATH, type TaxDeclarationView } from "@/shared/contract/tax";
import { type PreviousEmployerPending } from "@/shared/contract/tax-previous-employer";
import { createQueryClient } from "@/web/lib/query-client";
import { taxDeclarationView } from "@/web/testing/tax-declaration-view";
import { PreviousEmployerPendingNote } from "./previous-employer-pending";
import { PreviousEmployerSection } from "./previous-employer-section";

/** The declaration with a previous employer's figures changed, and HR's verification of them. */
const view = (
  changes: Partial<TaxDeclarationView["declaration"]>,
  verification: TaxDeclarationView["previousEmployerVerification"] = null,
) => taxDeclarationView({ declaration: { ...taxDeclarationView().declaration, ...changes }, previousEmployerVerification: verification });
const render = (declaration: TaxDeclarationView) =>
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <PreviousEmployerSection view={declaration} />
    </QueryClientProvider>,
  );

describe("HR's previous employer section", () => {
  it("shows the declared figures awaiting verification, with Verify", () => {
    const html = render(view({ previousEmployerSalary: 600_000, previousEmployerTds: 40_000 }));
    expect(html).toContain("Declared for FY 2026-27: salary ₹6,00,000, TDS ₹40,000.");
    expect(html).toContain("Previous employer awaiting HR verification");
    expect(html).toMatch(/<button[^>]*>Verify<\/button>/);
  });

  it("shows who verified which figures, with Verify Again", () => {
    const html = render(
      view(
        { previousEmployerSalary: 600_000, previousEmployerTds: 40_000 },
        { salary: 600_000, tds: 40_000, verifiedAt: "2026-11-23T04:00:00.000Z", verifiedBy: "Sneha Patil" },
      ),
    );
    expect(html).toContain("Previous employer verified by Sneha Patil on 23 Nov 2026");
    expect(html).toMatch(/<button[^>]*>Verify Again<\/button>/);
  });

  it("has nothing to verify when no previous employer is declared", () => {
    const html = render(view({}));
    expect(html).toContain("No previous employer declared for FY 2026-27.");
    expect(html).not.toContain("<button");
  });
});

describe("the payroll panel's note on previous employers awaiting HR", () => {
  const renderNote = (people: PreviousEmployerPending["people"]) => {
    const client = createQueryClient();
    client.setQueryData([HR_PREVIOUS_EMPLOYER_PENDING_PATH, { year: "2026-27" }], { financialYear: "2026-27", people });
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <PreviousEmployerPendingNote month="2027-01" />
      </QueryClientProvider>,
    );
  };

  it("counts and names whose previous employer awaits verification for the month's financial year", () => {
    const html = renderNote([{ employeeRecordId: 3, employeeId: "EMP003", name: "Anil Deshmukh" }]);
    expect(html).toContain("1 person&#x27;s previous employer awaits HR verification for FY 2026-27");
    expect(html).toContain("<li>Anil Deshmukh (EMP003)</li>");
  });

  it("says nothing while none awaits", () => {
    expect(renderNote([])).toBe("");
  });
});
