import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Role } from "@/shared/contract/auth";
import type { ListQuery } from "@/shared/contract/common";
import type { Employee } from "@/shared/contract/employees";
import type { EmployeeOption } from "@/shared/contract/reporting-manager";
import type { Db } from "../../db/client";
import { searchIn } from "../../db/paging";
import { hasDirectReportsSql } from "../reporting-lines/store";
import { employees, staffAccounts } from "../../db/schema";
import { toEmployee, type employeeColumns, type EmployeeRow } from "./records";

/** A record's columns as written: identifiers encrypted and masked (records.ts). */
type EmployeeColumns = ReturnType<typeof employeeColumns>;

/**
 * All SQL of the employee records, and of the staff account fields a record carries (the link to it,
 * the login e-mail and name, the role). The documents are in document-store.ts; accounts themselves,
 * passwords and sessions in the security core (auth/account-store.ts, auth/session-store.ts).
 */

/** The reporting manager's record, joined to name them (docs/product.md section 9.20). */
const managers = alias(employees, "manager");
const managerNameSql = sql<string | null>`nullif(trim(${managers.firstName} || ' ' || ${managers.lastName}), '')`;

const withAccount = (db: Db) =>
  db
    .select({
      employee: employees,
      managerName: managerNameSql,
      hasDirectReports: hasDirectReportsSql(employees.id),
      account: {
        id: staffAccounts.id,
        /** The login, which the record's e-mail normally equals (an edit compares against it). */
        email: staffAccounts.email,
        role: staffAccounts.role,
        isActive: staffAccounts.isActive,
        mustChangePassword: staffAccounts.mustChangePassword,
        lastLoginAt: staffAccounts.lastLoginAt,
      },
    })
    .from(employees)
    .leftJoin(staffAccounts, eq(staffAccounts.employeeRecordId, employees.id))
    .leftJoin(managers, eq(managers.id, employees.reportingManagerId));

/**
 * Whether the employee record in `recordId` has an admin account: the rows of HR's attendance, correction and leave
 * desks an HR user sees read-only (HR's reach, hr-reach.ts).
 */
export const hasAdminAccountSql = (recordId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${staffAccounts} where ${staffAccounts.employeeRecordId} = ${recordId} and ${staffAccounts.role} = 'admin')`;

/** The employee records with an admin account (as hasAdminAccountSql, for a list built outside SQL). */
export async function adminAccountRecordIds(db: Db): Promise<Set<number>> {
  const rows = await db.select({ id: staffAccounts.employeeRecordId }).from(staffAccounts).where(eq(staffAccounts.role, "admin"));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

const fullNameSql = sql`${employees.firstName} || ' ' || ${employees.lastName}`;

const newestFirst = [desc(employees.createdAt), desc(employees.id)];

export async function listEmployees(db: Db, query: ListQuery): Promise<{ rows: Employee[]; total: number }> {
  // The full name too, so "Aarav Deshmukh" finds the person whose first and last names those are.
  const where = searchIn(query.q, [employees.employeeId, fullNameSql, employees.email, employees.department, employees.designation]);
  const [rows, [totals]] = await Promise.all([
    withAccount(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(employees).where(where),
  ]);
  return { rows: rows.map((row) => toEmployee(row)), total: totals?.total ?? 0 };
}

/**
 * The reporting manager picker's choices (docs/product.md section 9.20): active people whose name, employee
 * ID or designation contains `search`, by name, at most `limit`.
 */
export async function employeeOptions(db: Db, search: string, limit: number): Promise<EmployeeOption[]> {
  const rows = await db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      designation: employees.designation,
      department: employees.department,
    })
    .from(employees)
    .where(and(eq(employees.isActive, true), searchIn(search, [fullNameSql, employees.employeeId, employees.designation])))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim() }));
}

/** Every employee with their account, by employee ID (the payroll export). */
export async function allEmployees(db: Db): Promise<Employee[]> {
  const rows = await withAccount(db).orderBy(asc(employees.employeeId));
  return rows.map((row) => toEmployee(row));
}

export async function findEmployeeWithAccount(db: Db, id: number) {
  const [row] = await withAccount(db).where(eq(employees.id, id)).limit(1);
  return row;
}

export async function findEmployeeRow(db: Db, id: number): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id)).limit(1);
  return row;
}

/** A person's full name by record id (the profile's reporting manager); null when there is none. */
export async function findEmployeeName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.id, id))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
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

/** A new record; its id. */
export async function insertEmployeeRecord(tx: Db, columns: EmployeeColumns, now: Date): Promise<number> {
  const [row] = await tx
    .insert(employees)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .returning({ id: employees.id });
  return row!.id;
}

export async function updateEmployeeRecord(tx: Db, id: number, columns: EmployeeColumns, now: Date): Promise<void> {
  await tx
    .update(employees)
    .set({ ...columns, updatedAt: now })
    .where(eq(employees.id, id));
}

/** The record's status, held (FOR UPDATE) until the caller's transaction ends; undefined when there is none. */
export async function lockEmployeeStatus(tx: Db, id: number): Promise<{ isActive: boolean; employeeId: string } | undefined> {
  const [row] = await tx
    .select({ isActive: employees.isActive, employeeId: employees.employeeId })
    .from(employees)
    .where(eq(employees.id, id))
    .for("update");
  return row;
}

/** Activates or deactivates the record; a deactivation keeps its time (the attendance grid's last employed day). */
export async function setEmployeeRecordActive(tx: Db, id: number, active: boolean, now: Date): Promise<void> {
  await tx
    .update(employees)
    .set({ isActive: active, deactivatedAt: active ? null : now, updatedAt: now })
    .where(eq(employees.id, id));
}

/** Attaches an existing account (one without a record) to a record. */
export async function linkAccountToRecord(tx: Db, accountId: number, employeeRecordId: number): Promise<void> {
  await tx.update(staffAccounts).set({ employeeRecordId }).where(eq(staffAccounts.id, accountId));
}

/** The record's names and e-mail carried over to its account (the e-mail is the login). */
export async function setAccountIdentity(tx: Db, accountId: number, identity: { email: string; name: string }): Promise<void> {
  await tx.update(staffAccounts).set(identity).where(eq(staffAccounts.id, accountId));
}

/** The account's role and login e-mail, held (FOR UPDATE) until the caller's transaction ends. */
export async function lockAccountLogin(tx: Db, accountId: number): Promise<{ role: Role; email: string } | undefined> {
  const [row] = await tx
    .select({ role: staffAccounts.role, email: staffAccounts.email })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, accountId))
    .for("update");
  return row;
}

export async function setAccountRole(tx: Db, accountId: number, role: Role): Promise<void> {
  await tx.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, accountId));
}
