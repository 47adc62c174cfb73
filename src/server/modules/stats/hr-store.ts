import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { HrStats } from "@/shared/contract/hr";
import { estimatedSalary, salaryTotals } from "@/shared/domain/payroll/salary";
import type { Db } from "../../db/client";
import { attendanceRecords, employees, hrPolicies, leaveRequests } from "../../db/schema";
import { countWhere, monthlyCtc } from "./store";

/** A person without a salary structure counts at the standard estimate (docs/product.md section 10.1), as in the payroll export. */
const ESTIMATED_MONTHLY_CTC = salaryTotals(estimatedSalary()).ctcMonthly;

/** The HR dashboard's five cards, in SQL (docs/product.md section 9.8); `today` is the business date. */
export async function hrStats(db: Db, today: string): Promise<HrStats> {
  const [[people], [policies], [leaves], [attendance]] = await Promise.all([
    db
      .select({
        totalEmployees: countWhere(sql`${employees.isActive}`),
        monthlyPayroll: sql<number>`coalesce(sum(case when ${employees.hasSalaryData} then ${monthlyCtc} else ${ESTIMATED_MONTHLY_CTC}::int end) filter (where ${employees.isActive}), 0)`.mapWith(Number),
        estimatedSalaries: countWhere(sql`${employees.isActive} and not ${employees.hasSalaryData}`),
      })
      .from(employees),
    db.select({ total: count() }).from(hrPolicies).where(eq(hrPolicies.status, "Active")),
    db.select({ total: count() }).from(leaveRequests).where(eq(leaveRequests.status, "Pending")),
    db
      .select({ total: count() })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.date, today), inArray(attendanceRecords.status, ["Present", "Late"]))),
  ]);
  return {
    totalEmployees: people!.totalEmployees,
    activePolicies: policies!.total,
    pendingLeaves: leaves!.total,
    monthlyPayroll: people!.monthlyPayroll,
    estimatedSalaries: people!.estimatedSalaries,
    today,
    presentToday: attendance!.total,
  };
}
