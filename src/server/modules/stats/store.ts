import { and, count, countDistinct, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { AdminStats } from "@/shared/contract/admin";
import type { Role } from "@/shared/contract/auth";
import type { HrStats } from "@/shared/contract/hr";
import { estimatedSalary, monthlyGross } from "@/shared/domain/payroll/salary";
import type { Db } from "../../db/client";
import {
  attendanceRecords,
  employees,
  hrPolicies,
  inquiries,
  jobOpenings,
  leaveRequests,
  projects,
  staffAccounts,
  subscribers,
} from "../../db/schema";

/** The dashboards' counters, counted in SQL: the admin's (adminStats) and HR's (hrStats). */

/** count(*) of the rows meeting a condition, as a number. */
const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The monthly CTC: basic plus every allowance (docs/product.md section 10.1). */
const monthlyCtc = sql`${employees.basicSalary} + ${employees.hra} + ${employees.transportAllowance} + ${employees.medicalAllowance} + ${employees.specialAllowance} + ${employees.otherAllowances}`;

/** Whole percent, 0 when there is nothing to divide. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/** Every admin dashboard counter, in SQL, one query per table (docs/product.md section 9.8). */
export async function adminStats(db: Db, monthStart: Date): Promise<AdminStats> {
  const [[project], [inquiry], [subscriber], [employee], [job]] = await Promise.all([
    db
      .select({
        total: count(),
        active: countWhere(sql`${projects.status} = 'In Progress'`),
        completed: countWhere(sql`${projects.status} = 'Completed'`),
        highPriority: countWhere(inArray(projects.priority, ["High", "Critical"])),
      })
      .from(projects),
    db
      .select({
        total: count(),
        thisMonth: countWhere(gte(inquiries.createdAt, monthStart)),
        replied: countWhere(sql`${inquiries.status} = 'replied'`),
      })
      .from(inquiries),
    db
      .select({
        total: count(),
        active: countWhere(sql`${subscribers.status} = 'active'`),
        thisMonth: countWhere(gte(subscribers.subscribedAt, monthStart)),
      })
      .from(subscribers),
    db
      .select({
        total: count(),
        active: countWhere(sql`${employees.isActive}`),
        departments: countDistinct(employees.department),
        avgMonthlyCtc: sql<
          number | null
        >`round(avg(${monthlyCtc}) filter (where ${employees.isActive} and ${employees.hasSalaryData}))`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
      })
      .from(employees),
    db
      .select({ total: count(), active: countWhere(sql`${jobOpenings.isActive}`), departments: countDistinct(jobOpenings.department) })
      .from(jobOpenings),
  ]);
  return {
    projects: project!,
    inquiries: { total: inquiry!.total, thisMonth: inquiry!.thisMonth, responseRate: percent(inquiry!.replied, inquiry!.total) },
    subscribers: subscriber!,
    employees: employee!,
    jobs: job!,
  };
}

/** A person without a salary structure counts at the standard estimate (docs/product.md section 10.1), as in the payroll export. */
const ESTIMATED_MONTHLY_CTC = monthlyGross(estimatedSalary());

/**
 * Records whose pay the viewer may not see (employees/hr-reach.ts, outOfHrReach): for an HR user, those of admin
 * accounts; for an admin, none.
 */
const payOutOfReach = (viewer: Role): SQL =>
  viewer === "admin"
    ? sql`false`
    : sql`exists (select 1 from ${staffAccounts} where ${staffAccounts.employeeRecordId} = ${employees.id} and ${staffAccounts.role} = 'admin')`;

/**
 * The HR dashboard's five cards, in SQL (docs/product.md section 9.8); `today` is the business date. The monthly
 * payroll an HR user sees leaves out admin accounts' salaries, as every pay view of theirs does (section 9.9).
 */
export async function hrStats(db: Db, today: string, viewer: Role): Promise<HrStats> {
  const [[people], [policies], [leaves], [attendance]] = await Promise.all([
    db
      .select({
        totalEmployees: countWhere(sql`${employees.isActive}`),
        monthlyPayroll:
          sql<number>`coalesce(sum(case when ${employees.hasSalaryData} then ${monthlyCtc} else ${ESTIMATED_MONTHLY_CTC}::int end) filter (where ${employees.isActive} and not ${payOutOfReach(viewer)}), 0)`.mapWith(
            Number,
          ),
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
