import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { payItemsPath } from "@/shared/contract/pay-items";
import { HR_PAYROLL_PATH } from "@/shared/contract/payroll";
import { bankFileSummaryPath } from "@/shared/contract/payroll-payment";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import { statutoryPath } from "@/shared/contract/statutory-returns";
import { createQueryClient } from "@/web/lib/query-client";
import { openQueries, stubServer } from "@/web/testing/query-server";
import { reviseSalaryMutation } from "./salary-revisions-api";

afterEach(() => vi.unstubAllGlobals());

const input = {
  effectiveFrom: "2026-12-01",
  reason: "Annual appraisal",
  basicSalary: 24_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  otherDeductions: 0,
};

describe("saving a salary revision", () => {
  it("reads the open payroll month, its items and its bank-file and statutory summaries again", async () => {
    const asked = stubServer();
    const client = createQueryClient();
    // The payroll panel open on December with its items, and the finalised November's summaries.
    const panel = await openQueries(client, [
      [HR_PAYROLL_PATH, { month: "2026-12" }],
      [payItemsPath("2026-12")],
      [bankFileSummaryPath("2026-11")],
      [statutoryPath("2026-11")],
    ]);

    await new MutationObserver(client, reviseSalaryMutation(client, 7, "hr")).mutate(input);

    expect(asked.get(`POST ${salaryRevisionsPath(7)}`)).toBe(1);
    // Each was read once when the panel opened and once more after the revision, with no reload.
    expect(asked.get(`GET ${HR_PAYROLL_PATH}?month=2026-12`)).toBe(2);
    expect(asked.get(`GET ${payItemsPath("2026-12")}`)).toBe(2);
    expect(asked.get(`GET ${bankFileSummaryPath("2026-11")}`)).toBe(2);
    expect(asked.get(`GET ${statutoryPath("2026-11")}`)).toBe(2);
    expect(panel.observers[0]?.getCurrentResult().data).toEqual({ url: `${HR_PAYROLL_PATH}?month=2026-12`, times: 2 });
    panel.close();
  });
});
