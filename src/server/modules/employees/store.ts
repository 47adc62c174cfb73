import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { ListQuery } from "@/shared/contract/common";
import type { Employee } from "@/shared/contract/employees";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { employees, staffAccounts } from "../../db/schema";
import { toEmployee, type EmployeeRow } from "./records";

const withAccount = (db: Db) =>
  db
    .select({
      employee: employees,
      account: {
        id: staffAccounts.id,
        role: staffAccounts.role,
        isActive: staffAccounts.isActive,
        mustChangePassword: staffAccounts.mustChangePassword,
        lastLoginAt: staffAccounts.lastLoginAt,
      },
    })
    .from(employees)
    .leftJoin(staffAccounts, eq(staffAccounts.employeeRecordId, employees.id));

const fullNameSql = sql`${employees.firstName} || ' ' || ${employees.lastName}`;

const newestFirst = [desc(employees.createdAt), desc(employees.id)];

export async function listEmployees(db: Db, query: ListQuery): Promise<{ rows: Employee[]; total: number }> {
  // The full name too, so "Aarav Deshmukh" finds the person whose first and last names those are.
  const where = searchIn(query.q, [employees.employeeId, fullNameSql, employees.email, employees.department, employees.designation]);
  const [rows, [totals]] = await Promise.all([
    withAccount(db).where(where).orderBy(...newestFirst).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(employees).where(where),
  ]);
  return { rows: rows.map((row) => toEmployee(row.employee, row.account)), total: totals?.total ?? 0 };
}

/** Every employee with their account, by employee ID (the payroll export). */
export async function allEmployees(db: Db): Promise<Employee[]> {
  const rows = await withAccount(db).orderBy(asc(employees.employeeId));
  return rows.map((row) => toEmployee(row.employee, row.account));
}

export async function findEmployeeWithAccount(db: Db, id: number) {
  const [row] = await withAccount(db).where(eq(employees.id, id)).limit(1);
  return row;
}

export async function findEmployeeRow(db: Db, id: number): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id)).limit(1);
  return row;
}

/** Whether another record (not `exceptId`) already uses this employee ID or e-mail. */
export async function takenBy(db: Db, field: "employeeId" | "email", value: string, exceptId?: number): Promise<boolean> {
  const column = field === "employeeId" ? employees.employeeId : employees.email;
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(column, value), exceptId === undefined ? undefined : ne(employees.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
