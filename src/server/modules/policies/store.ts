import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Policy, PolicyListQuery, PolicyValues } from "@/shared/contract/policies";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { employees, hrPolicies, staffAccounts } from "../../db/schema";

type PolicyRow = typeof hrPolicies.$inferSelect;

const toPolicy = (row: PolicyRow): Policy => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** What is in force first, then drafts, then the archive; the latest effective date first within each. */
const statusRank = sql`case ${hrPolicies.status} when 'Active' then 0 when 'Draft' then 1 else 2 end`;
const listOrder = [asc(statusRank), desc(hrPolicies.effectiveDate), desc(hrPolicies.id)];

export async function listPolicies(db: Db, query: PolicyListQuery): Promise<{ rows: Policy[]; total: number }> {
  const where = and(
    query.status ? eq(hrPolicies.status, query.status) : undefined,
    searchIn(query.q, [hrPolicies.title, hrPolicies.category, hrPolicies.description]),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(hrPolicies)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(hrPolicies).where(where),
  ]);
  return { rows: rows.map(toPolicy), total: totals?.total ?? 0 };
}

/** `forUpdate` (inside a transaction) holds the row, so the fields an edit reports as changed are exact. */
export async function findPolicy(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<Policy | undefined> {
  const query = db.select().from(hrPolicies).where(eq(hrPolicies.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row && toPolicy(row);
}

export async function insertPolicy(db: Db, values: PolicyValues, now: Date): Promise<Policy> {
  const [row] = await db
    .insert(hrPolicies)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return toPolicy(row!);
}

export async function updatePolicy(db: Db, id: number, values: PolicyValues, now: Date): Promise<Policy | undefined> {
  const [row] = await db
    .update(hrPolicies)
    .set({ ...values, updatedAt: now })
    .where(eq(hrPolicies.id, id))
    .returning();
  return row && toPolicy(row);
}

/** Active employees with an active login (one department, or all), by their account's address: who a policy e-mail goes to. */
export async function policyRecipients(db: Db, department: string | null): Promise<{ accountId: number; email: string }[]> {
  const conditions: SQL[] = [eq(employees.isActive, true), eq(staffAccounts.isActive, true)];
  if (department) conditions.push(eq(employees.department, department));
  return db
    .select({ accountId: staffAccounts.id, email: staffAccounts.email })
    .from(employees)
    .innerJoin(staffAccounts, eq(staffAccounts.employeeRecordId, employees.id))
    .where(and(...conditions))
    .orderBy(asc(staffAccounts.id));
}
