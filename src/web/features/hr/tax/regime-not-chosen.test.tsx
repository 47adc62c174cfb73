import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HR_TAX_REGIMES_PATH, type RegimeNotChosen } from "@/shared/contract/tax";
import { createQueryClient } from "@/web/lib/query-client";
import { RegimeNotChosenNote } from "./regime-not-chosen";

const render = (month: string, answer: RegimeNotChosen) => {
  const client = createQueryClient();
  client.setQueryData([HR_TAX_REGIMES_PATH, { year: answer.financialYear }], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RegimeNotChosenNote month={month} />
    </QueryClientProvider>,
  );
};

describe("the payroll panel's note on the regime of the year", () => {
  it("counts and names who has not chosen for the month's financial year: the new regime applies to them", () => {
    // January 2027 is in FY 2026-27.
    const html = render("2027-01", {
      financialYear: "2026-27",
      people: [
        { employeeRecordId: 3, employeeId: "EMP003", name: "Anil Deshmukh" },
        { employeeRecordId: 9, employeeId: "EMP009", name: "Kiran Jadhav" },
      ],
    });
    expect(html).toContain("2 people have not chosen a tax regime for FY 2026-27: TDS is deducted under the new regime, the legal default");
    expect(html).toContain("<li>Anil Deshmukh (EMP003)</li><li>Kiran Jadhav (EMP009)</li>");
  });

  it("says so when everyone has chosen", () => {
    expect(render("2026-04", { financialYear: "2026-27", people: [] })).toContain("Everyone has chosen a tax regime for FY 2026-27");
  });
});
