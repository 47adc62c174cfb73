import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PayrollChecklist } from "@/shared/contract/payroll-checklist";
import { ApiRequestError } from "@/web/lib/api";
import { RegimeNote } from "../tax/regime-not-chosen";
import { ChecklistSection } from "./month-checklist";

const loading = { data: undefined, isPending: true, isError: false, error: null } as const;
const failed = (error: Error) => ({ data: undefined, isPending: false, isError: true, error }) as const;
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the month-end check list's states", () => {
  it("says it is loading, then the server's error or its own", () => {
    expect(text(renderToStaticMarkup(<ChecklistSection month="2026-11" checklist={loading} />))).toContain("Loading the check list...");
    const refused = new ApiRequestError(403, "{}", "You do not have access to this");
    expect(text(renderToStaticMarkup(<ChecklistSection month="2026-11" checklist={failed(refused)} />))).toContain(
      "You do not have access to this",
    );
    expect(text(renderToStaticMarkup(<ChecklistSection month="2026-11" checklist={failed(new Error("offline"))} />))).toContain(
      "Failed to fetch the check list",
    );
  });

  it("links a net pay change to the person's row of the payroll table", () => {
    const person = { employeeRecordId: 7, employeeId: "EMP007", name: "Bela Shinde" };
    const list = {
      month: "2026-11",
      status: "draft",
      pendingLeave: [],
      pendingCorrections: [],
      joiners: [],
      leavers: [],
      arrears: [],
      payItems: [],
      withoutBankDetails: [],
      withoutUan: [],
      withoutEsiNumber: [],
      previousMonth: "2026-10",
      netPayChanges: [{ ...person, previous: 47_850, current: 53_850, change: 6_000 }],
      totals: {},
      adminAccountsLeftOut: 0,
    } as unknown as PayrollChecklist;
    const html = renderToStaticMarkup(
      <ChecklistSection month="2026-11" checklist={{ data: list, isPending: false, isError: false, error: null }} />,
    );
    expect(html).toContain('<a href="#payroll-row-7" class="text-blue-700 underline">Bela Shinde: ₹47,850 to ₹53,850</a>');
  });
});

describe("the note on who has not chosen a tax regime", () => {
  it("says it is loading, and its error instead of nothing", () => {
    expect(text(renderToStaticMarkup(<RegimeNote financialYear="2026-27" query={loading} />))).toBe(
      "Loading who has not chosen a tax regime for FY 2026-27...",
    );
    expect(text(renderToStaticMarkup(<RegimeNote financialYear="2026-27" query={failed(new Error("offline"))} />))).toBe(
      "Failed to fetch who has not chosen a tax regime",
    );
  });
});
