import { count, countDistinct, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { AdminStats } from "@/shared/contract/admin";
import type { Db } from "../../db/client";
import { employees, inquiries, jobOpenings, projects, subscribers } from "../../db/schema";

/** count(*) of the rows meeting a condition, as a number. */
export const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The monthly CTC: basic plus every allowance (docs/product.md section 10.1). */
export const monthlyCtc = sql`${employees.basicSalary} + ${employees.hra} + ${employees.transportAllowance} + ${employees.medicalAllowance} + ${employees.specialAllowance} + ${employees.otherAllowances}`;

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
        avgMonthlyCtc: sql<number | null>`round(avg(${monthlyCtc}) filter (where ${employees.isActive} and ${employees.hasSalaryData}))`.mapWith(
          (value) => (value === null ? null : Number(value)),
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
