import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SalaryRevision } from "@/shared/contract/salary-revision";
import { RevisionEntry } from "./salary-history-section";

const structure = {
  basicSalary: 20_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  otherDeductions: 0,
};
const revision: SalaryRevision = {
  id: 3,
  employeeRecordId: 7,
  effectiveFrom: "2026-09-01",
  before: structure,
  after: { ...structure, basicSalary: 24_000 },
  grossBefore: 31_000,
  grossAfter: 35_000,
  reason: "Annual appraisal",
  revisedBy: "Sneha Patil",
  createdAt: "2026-11-23T05:30:00.000Z",
  arrears: [
    { sourceMonth: "2026-09", month: "2026-11", amount: 4_000, pfWage: 4_000, description: "Arrears Sep 2026: revision from 1 Sep 2026" },
    { sourceMonth: "2026-10", month: "2026-11", amount: 4_000, pfWage: 4_000, description: "Arrears Oct 2026: revision from 1 Sep 2026" },
  ],
};

describe("a salary revision in the record's history", () => {
  it("shows the date, the gross before and after, the reason, who, and the arrears with the month they are paid in", () => {
    const html = renderToStaticMarkup(<RevisionEntry revision={revision} />);
    expect(html).toContain("From 1 Sept 2026");
    expect(html).toMatch(/₹31,000 .*→.*₹35,000/);
    expect(html).toContain("Annual appraisal");
    expect(html).toContain("By Sneha Patil on 23 Nov 2026");
    // 4,000 + 4,000 = 8,000.
    expect(html).toContain("Arrears ₹8,000 (Sept 2026 ₹4,000, Oct 2026 ₹4,000), paid in Nov 2026");
  });

  it("says nothing of arrears for a revision in months not finalised", () => {
    expect(renderToStaticMarkup(<RevisionEntry revision={{ ...revision, arrears: [] }} />)).not.toContain("Arrears");
  });
});
