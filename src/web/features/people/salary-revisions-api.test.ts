import { MutationObserver, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { payItemsPath } from "@/shared/contract/pay-items";
import { HR_PAYROLL_PATH } from "@/shared/contract/payroll";
import { bankFileSummaryPath } from "@/shared/contract/payroll-payment";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import { statutoryPath } from "@/shared/contract/statutory-returns";
import { createQueryClient } from "@/web/lib/query-client";
import { reviseSalaryMutation } from "./salary-revisions-api";

afterEach(() => vi.unstubAllGlobals());

/** The server: every GET answers its path and how many times it was asked; the revision's POST answers the revision. */
function stubServer() {
  const asked = new Map<string, number>();
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`;
    asked.set(key, (asked.get(key) ?? 0) + 1);
    return Promise.resolve(new Response(JSON.stringify({ url, times: asked.get(key) })));
  });
  return asked;
}

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
    const watched = [[HR_PAYROLL_PATH, { month: "2026-12" }], [payItemsPath("2026-12")], [bankFileSummaryPath("2026-11")], [statutoryPath("2026-11")]];
    const observers = watched.map((queryKey) => new QueryObserver(client, { queryKey }));
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(observers.every((observer) => observer.getCurrentResult().isSuccess)).toBe(true));

    await new MutationObserver(client, reviseSalaryMutation(client, 7, "hr")).mutate(input);

    expect(asked.get(`POST ${salaryRevisionsPath(7)}`)).toBe(1);
    // Each was read once when the panel opened and once more after the revision, with no reload.
    expect(asked.get(`GET ${HR_PAYROLL_PATH}?month=2026-12`)).toBe(2);
    expect(asked.get(`GET ${payItemsPath("2026-12")}`)).toBe(2);
    expect(asked.get(`GET ${bankFileSummaryPath("2026-11")}`)).toBe(2);
    expect(asked.get(`GET ${statutoryPath("2026-11")}`)).toBe(2);
    expect(observers[0]?.getCurrentResult().data).toEqual({ url: `${HR_PAYROLL_PATH}?month=2026-12`, times: 2 });
    stops.forEach((stop) => stop());
  });
});
