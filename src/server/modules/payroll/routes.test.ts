import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYEES_PATH } from "@/shared/contract/employees";
import { finalisePath, HR_PAYROLL_PATH, type PayrollMonth, type PayrollRow } from "@/shared/contract/payroll";
import { MUSTER_COMPONENTS } from "@/shared/domain/payroll/payslip";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addOctoberPeople, payrollRequests } from "../../testing/payroll-october";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { findRun } from "./store";

/**
 * The monthly payroll of a draft month and its finalising (the payslips and files of the finalised month:
 * routes-finalised.test.ts). Monday 23 November 2026, 09:10 in Pune. October 2026: 31 days, Sundays 4, 11, 18, 25
 * and Gandhi Jayanti on the 2nd off, so 26 working days (testing/payroll-october.ts).
 */
let ctx: AdminTestContext;
const ids = { hr: 0, employee: 0, employeeRecord: 0, kavya: 0, nikhil: 0 };
let kavyaCode = "";
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  kavyaCode = await addOctoberPeople(ctx, ids);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as, payroll, rowOf, payOn } = payrollRequests(() => ctx, ids);

describe("the monthly payroll", () => {
  it("pays each component less loss of pay, with the employer's contributions and the month's totals", async () => {
    const october = await payroll("2026-10");
    expect(october).toMatchObject({
      month: "2026-10",
      status: "draft",
      finalisedAt: null,
      calendarDays: 31,
      workingDays: 26,
      payDayBasis: "calendar",
      divisor: 31,
      musterComponents: MUSTER_COMPONENTS.length,
      countedUntil: "2026-11-01",
      finalisableFrom: "2026-10-31",
      finalisable: true,
      financialYear: "2026-27",
      incomeTaxRulesYear: "2026-27",
    });
    expect(rowOf(october, ids.kavya)).toEqual<PayrollRow>({
      employeeRecordId: ids.kavya,
      employeeId: kavyaCode,
      name: expect.stringMatching(/^Kavya Joshi/),
      department: "Sales",
      designation: "Sales Executive",
      estimated: false,
      uan: null,
      esiIpNumber: null,
      stateOfWork: "MH",
      taxRegime: "new",
      earnings: {
        basicSalary: 30_000,
        hra: 12_000,
        transportAllowance: 1_600,
        medicalAllowance: 1_250,
        specialAllowance: 5_000,
        otherAllowances: 0,
      },
      grossMonthly: 49_850,
      workingDays: 26,
      // The 6th was an absence without leave: one day of 31 (49,850 / 31 = 1,608.06).
      paidDays: 30,
      lopDays: 1,
      // The absence is within her service: one NCP day.
      ncpDays: 1,
      lopDeduction: 1_608,
      earnedGross: 48_242,
      // Basic 30,000 - 967.74 (-> 968); HRA 12,000 - 387.10 (-> 387).
      earnedBasic: 29_032,
      earnedHra: 11_613,
      esiCovered: false,
      // No pay items; PF on the earned basic 29,032 capped at 15,000; no ESI wage above the 21,000 gross.
      items: [],
      itemEarnings: 0,
      itemDeductions: 0,
      pfWage: 15_000,
      // No UAN and basic 30,000: she first joined EPF here above ₹15,000, so is no EPS member (EPS para 6(a)): EPS
      // wage 0; EDLI on the 15,000.
      epsWage: 0,
      edliWage: 15_000,
      esiWage: 0,
      // PF 12% of the 15,000 ceiling; PT 200 (a woman above 25,000); no LWF in October; no ESI above 21,000 gross.
      // Income tax nil: 48,242 + 5 x 49,850 for November to March = 2,97,492 a year, under the ₹12 lakh rebate.
      deductions: { providentFund: 1_800, esi: 0, professionalTax: 200, labourWelfareFund: 0, incomeTax: 0, otherDeductions: 0 },
      overridden: { providentFund: false, professionalTax: false, incomeTax: false },
      // No items: gross pay is the earned gross; 48,242 - 2,000 = 46,242 net, nothing recoverable.
      grossPay: 48_242,
      totalDeductions: 2_000,
      netPay: 46_242,
      recoverable: 0,
      // Basic earned 29,032 is above the 15,000 ceiling: 12% = 1,800, all EPF (no EPS); EDLI 75; admin charge 75.
      employer: { epf: 1_800, eps: 0, edli: 75, adminCharge: 75, esi: 0, labourWelfareFund: 0, total: 1_950 },
      employerCost: 48_242 + 1_950,
      notes: [],
    });
    // Not employed from the 1st to the 15th: 15 calendar days unpaid.
    expect(rowOf(october, ids.nikhil)).toMatchObject({
      workingDays: 14,
      lopDays: 15,
      paidDays: 16,
      lopDeduction: Math.round((49_850 * 15) / 31),
    });
    // No salary structure and no check-in in October: the standard estimate, marked, and every working day lost.
    expect(rowOf(october, ids.employeeRecord)).toMatchObject({
      estimated: true,
      grossMonthly: 69_500,
      lopDays: 26,
      lopDeduction: Math.round((69_500 * 26) / 31),
    });

    const earned = october.rows.reduce((sum, row) => sum + row.earnedGross, 0);
    expect(october.totals).toMatchObject({
      totalMonthly: earned,
      employeeCount: october.rows.length,
      averageSalary: Math.round(earned / october.rows.length),
    });
    expect(october.totals.employerCost).toBe(october.rows.reduce((sum, row) => sum + row.employerCost, 0));
    expect(october.byDepartment.find((entry) => entry.department === "Sales")).toEqual({
      department: "Sales",
      total: rowOf(october, ids.kavya).grossPay + rowOf(october, ids.nikhil).grossPay,
      employees: 2,
    });
  });

  it("divides by 30 or 26 days when the settings say so (a joiner's days before joining count as working days on 26)", async () => {
    await payOn("26");
    const on26 = await payroll("2026-10");
    expect(on26.divisor).toBe(26);
    // Paid Days count from the basis: 26 - 1 (31 calendar days are in the month's own figures).
    expect(rowOf(on26, ids.kavya)).toMatchObject({ lopDays: 1, lopDeduction: 1_917, paidDays: 25 });
    // 1st, 3rd, 5th-10th and 12th-15th: 12 working days before joining; 26 - 12 = 14 paid.
    expect(rowOf(on26, ids.nikhil)).toMatchObject({ lopDays: 12, lopDeduction: Math.round((49_850 * 12) / 26), paidDays: 14 });
    await payOn("30");
    expect(rowOf(await payroll("2026-10"), ids.kavya)).toMatchObject({ lopDeduction: 1_662, paidDays: 29 });
    await payOn("calendar");
  });

  it("counts a running month's absences up to yesterday only, and refuses a month not yet begun", async () => {
    const november = await payroll("2026-11");
    expect(november.countedUntil).toBe("2026-11-23");
    const future = await as("hr", "GET", `${HR_PAYROLL_PATH}?month=2026-12`);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("Choose the current month or an earlier one");
    expect((await as("hr", "GET", `${HR_PAYROLL_PATH}?month=2026-13`)).statusCode).toBe(400);
  });
});

describe("finalising a month", () => {
  it("keeps nothing of a finalise whose audit entry cannot be written (one transaction)", async () => {
    const restore = await failAuditInserts(ctx.database.db, "payroll.");
    try {
      expect((await as("hr", "POST", finalisePath("2026-10"))).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
    expect(await findRun(ctx.database.db, "2026-10")).toBeUndefined();
    expect((await payroll("2026-10")).status).toBe("draft");
  });

  it("freezes the figures once: a later salary change does not alter them, and a second finalise is refused", async () => {
    const draft = await payroll("2026-10");
    const response = await as("hr", "POST", finalisePath("2026-10"));
    expect(response.statusCode, response.body).toBe(200);
    const finalised = response.json<PayrollMonth>();
    expect(finalised).toMatchObject({ status: "finalised", finalisedAt: ctx.clock.now().toISOString(), finalisedBy: "Sneha Patil" });
    expect(finalised.rows).toEqual(draft.rows);

    const again = await as("hr", "POST", finalisePath("2026-10"));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Payroll for 2026-10 is already finalised");

    const raise = await ctx.asAdmin({
      method: "PUT",
      url: `${ADMIN_EMPLOYEES_PATH}/${ids.kavya}`,
      payload: buildEmployeeInput(TEST_DOMAIN, {
        basicSalary: 40_000,
        dateOfJoining: "2024-01-01",
        employeeId: kavyaCode,
        email: `kavya.frozen@${TEST_DOMAIN}`,
      }),
    });
    expect(raise.statusCode, raise.body).toBe(200);
    expect((await payroll("2026-10")).rows).toEqual(draft.rows);
    expect(rowOf(await payroll("2026-11"), ids.kavya).earnings.basicSalary).toBe(40_000);

    const future = await as("hr", "POST", finalisePath("2026-12"));
    expect(future.statusCode).toBe(400);
    // The running month only from its last day (business date): absences on the days left would never be deducted.
    expect(await payroll("2026-11")).toMatchObject({ finalisableFrom: "2026-11-30", finalisable: false });
    const early = await as("hr", "POST", finalisePath("2026-11"));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("November 2026 can be finalised from 30 Nov 2026");
    expect(await findRun(ctx.database.db, "2026-11")).toBeUndefined();
    const [entry] = await listAudit(ctx.database.db, { event: "payroll.finalised" });
    expect(entry).toMatchObject({
      subject: "payroll:2026-10",
      details: { employees: draft.rows.length, totalMonthly: draft.totals.totalMonthly },
    });
  });
});
