/** The people, months and calls the salary revision route tests share; not used by the product. */
import { expect } from "vitest";
import { finalisePath } from "@/shared/contract/payroll";
import { salaryRevisionsPath, type SalaryHistory, type SalaryRevisionInput } from "@/shared/contract/salary-revision";
import { createAdminTestApp } from "./admin-test-app";
import { hire, payrollOf, worked } from "./payroll-people";

/**
 * Salary revisions (docs/product.md section 10.6.1). Monday 23 November 2026 in Pune; Sundays off, no holidays,
 * pay on calendar days. September and October 2026 are finalised; November (30 days) is the draft.
 * Meera: basic 20,000, HRA 8,000, transport 1,600, medical 1,250, special 150: gross 31,000 (above ESI's 21,000).
 * Kabir: the same structure, absent on Monday 2 and Tuesday 3 November (2 loss-of-pay days).
 * Ishaan: basic 1,00,000, HRA 40,000, special 60,000: gross 2,00,000; PF on the full basic (not capped at 15,000).
 * All three are on the new tax regime, with no opening figures (nothing paid here before September).
 * Figures worked out by hand beside each expectation.
 */
const structure = {
  gender: "female" as const,
  dateOfJoining: "2024-01-01",
  basicSalary: 20_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  otherDeductions: 0,
};
export const components = {
  basicSalary: 20_000,
  hra: 8_000,
  transportAllowance: 1_600,
  medicalAllowance: 1_250,
  specialAllowance: 150,
  otherAllowances: 0,
  otherDeductions: 0,
};

export type SalaryRevisionTestApp = Awaited<ReturnType<typeof createSalaryRevisionTestApp>>;

export async function createSalaryRevisionTestApp() {
  const ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  const meera = await hire(ctx, { ...structure, firstName: "Meera" });
  const kabir = await hire(ctx, { ...structure, firstName: "Kabir", gender: "male" });
  const ishaan = await hire(ctx, {
    ...structure,
    firstName: "Ishaan",
    gender: "male",
    basicSalary: 100_000,
    hra: 40_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 60_000,
    pfWageCapped: false,
  });
  await worked(ctx, ishaan.record.id, "2026-09-01", "2026-11-22");
  await worked(ctx, meera.record.id, "2026-09-01", "2026-11-22");
  await worked(ctx, kabir.record.id, "2026-09-01", "2026-10-31");
  await worked(ctx, kabir.record.id, "2026-11-04", "2026-11-22");
  for (const month of ["2026-09", "2026-10"]) {
    const response = await ctx.app.inject({ method: "POST", url: finalisePath(month), headers: ctx.headers.hr });
    expect(response.statusCode, response.body).toBe(200);
  }
  const september = await payrollOf(ctx, "2026-09");
  const october = await payrollOf(ctx, "2026-10");
  const revise = (id: number, changes: Partial<SalaryRevisionInput>, role: "admin" | "hr" = "hr") =>
    ctx.app.inject({
      method: "POST",
      url: salaryRevisionsPath(id),
      headers: ctx.headers[role],
      payload: { ...components, reason: "Annual appraisal", ...changes },
    });
  const history = async (id: number) => {
    const response = await ctx.app.inject({ method: "GET", url: salaryRevisionsPath(id), headers: ctx.headers.hr });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SalaryHistory>();
  };
  return { ctx, meera, kabir, ishaan, september, october, revise, history };
}

export const fieldError = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]?.[0];
};
