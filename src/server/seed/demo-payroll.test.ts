import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { employees, payrollRuns } from "../db/schema";
import { listAudit } from "../modules/audit/store";
import { payslipContexts } from "../modules/payroll/payslip-context";
import { payslipDocument } from "../modules/payroll/payslip-document";
import { renderPayslips } from "../modules/payroll/payslip-pdf";
import { allRuns, employeesOf } from "../modules/payroll/store";
import { pdfText } from "../testing/pdf-text";
import { testCipher } from "../testing/test-app";
import { ensureDemoAccounts } from "./demo-accounts";
import { loadDemoAttendance } from "./demo-attendance";
import { loadDemoHolidays } from "./demo-holidays";
import { loadDemoOpeningFigures } from "./demo-opening-figures";
import { loadDemoPayroll } from "./demo-payroll";
import { loadDemoPeople } from "./demo-people";
import { useTestDatabase } from "../testing/helpers";

const database = useTestDatabase();

const ZONE = "Asia/Kolkata";
const DOMAIN = "prasthanrealty.example";
const HR = `sneha.patil@${DOMAIN}`;
// Monday 23 November 2026, 11:30 in Pune.
const NOW = new Date("2026-11-23T06:00:00Z");

describe("demo payroll", () => {
  it("finalises and pays the history's whole months through the payroll's own service, with payslips to download", async () => {
    const { db } = database;
    expect(await loadDemoPayroll(db, NOW, ZONE, HR)).toEqual([]); // no attendance yet: nothing to finalise
    await ensureDemoAccounts(db, DOMAIN, { production: false });
    await loadDemoPeople(db, testCipher(), DOMAIN, NOW);
    await loadDemoHolidays(db, NOW, ZONE);
    await loadDemoAttendance(db, NOW, ZONE);
    await loadDemoOpeningFigures(db, NOW, ZONE, HR);
    expect(await loadDemoPayroll(db, NOW, ZONE, HR)).toEqual(["2026-08", "2026-09", "2026-10"]);

    const runs = (await allRuns(db)).reverse();
    // Each finalised on the 1st of the month after it and paid that day: never paid before it was finalised.
    expect(runs.map((run) => [run.payroll.month, run.paidOn, run.finalisedBy])).toEqual([
      ["2026-08", "2026-09-01", "Sneha Patil"],
      ["2026-09", "2026-10-01", "Sneha Patil"],
      ["2026-10", "2026-11-01", "Sneha Patil"],
    ]);
    const active = (await db.select({ n: count() }).from(employees).where(eq(employees.isActive, true)))[0]!.n;
    for (const { payroll } of runs) {
      expect(payroll.rows).toHaveLength(active);
      // Attendance covers the whole month: most people lose no pay; the irregular few lose a day or two.
      const losing = payroll.rows.filter((row) => row.lopDays > 0);
      expect(losing.length, payroll.month).toBeLessThanOrEqual(5);
      expect(
        losing.every((row) => row.lopDays <= 3),
        payroll.month,
      ).toBe(true);
      // The year's opening figures carry April to July: no warning that TDS assumes nothing was paid before.
      expect(payroll.withoutOpeningFigures, payroll.month).toBe(0);
    }
    expect(runs.some(({ payroll }) => payroll.rows.some((row) => row.lopDays > 0))).toBe(true);
    expect((await listAudit(db, { event: "payroll.finalised" })).map((entry) => entry.subject).sort()).toEqual([
      "payroll:2026-08",
      "payroll:2026-09",
      "payroll:2026-10",
    ]);
    expect(await listAudit(db, { event: "payroll.paid" })).toHaveLength(3);

    // The latest month's payslip of the demo employee, as the download renders it.
    const october = runs[2]!.payroll;
    const row = october.rows.find((candidate) => candidate.name === "Aarav Deshmukh")!;
    const contexts = await payslipContexts(db, october, [row], {
      companyName: "Prasthan Realty",
      companyAddress: "Pune",
      generatedOn: "2026-11-23",
    });
    const people = await employeesOf(db, [row]);
    const text = await pdfText(
      await renderPayslips([payslipDocument(october, row, people.get(row.employeeRecordId), contexts.get(row.employeeRecordId)!)]),
    );
    expect(text).toContain("Payslip for October 2026");
    expect(text).toContain(
      `Net Pay: ${new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(row.netPay)}`,
    );
    expect(text).toContain("Year to date, FY 2026-27 (Apr 2026 - Oct 2026)");

    // A second start finalises nothing more.
    expect(await loadDemoPayroll(db, NOW, ZONE, HR)).toEqual([]);
    expect((await db.select({ n: count() }).from(payrollRuns))[0]!.n).toBe(3);
  });
});
