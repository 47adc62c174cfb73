import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CorrectionDecider, CorrectionsQuery, Regularisation } from "@/shared/contract/regularisations";
import type { Db } from "../../db/client";
import { attendanceRecords, attendanceRegularisations, employees, staffAccounts } from "../../db/schema";
import { hasAdminAccountSql } from "../employees/store";

/**
 * All SQL of the attendance correction requests (docs/product.md section 9.20): filing one, the three lists
 * (own, a manager's reports, HR's), one request, and the conditional updates that decide or cancel it.
 */

export type RegularisationRow = typeof attendanceRegularisations.$inferSelect;
type Page = { rows: Regularisation[]; total: number };

const requests = attendanceRegularisations;

const view = (db: Db) =>
  db
    .select({
      request: requests,
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      decidedBy: staffAccounts.name,
      currentCheckIn: attendanceRecords.checkInAt,
      currentCheckOut: attendanceRecords.checkOutAt,
      adminAccount: hasAdminAccountSql(employees.id),
    })
    .from(requests)
    .innerJoin(employees, eq(employees.id, requests.employeeRecordId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, requests.decidedByAccountId))
    .leftJoin(
      attendanceRecords,
      and(eq(attendanceRecords.employeeRecordId, requests.employeeRecordId), eq(attendanceRecords.date, requests.date)),
    );

type ViewRow = Awaited<ReturnType<ReturnType<typeof view>["limit"]>>[number];

function toRegularisation(row: ViewRow): Regularisation {
  const { request } = row;
  return {
    id: request.id,
    employeeRecordId: request.employeeRecordId,
    employeeId: row.employeeId,
    employeeName: `${row.firstName} ${row.lastName}`.trim(),
    date: request.date,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    reason: request.reason,
    status: request.status,
    // A decider whose account is gone still decided.
    decidedBy: request.decidedAs ? (row.decidedBy ?? "Former staff") : null,
    decidedAs: request.decidedAs,
    comment: request.decisionComment,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
    currentCheckIn: row.currentCheckIn?.toISOString() ?? null,
    currentCheckOut: row.currentCheckOut?.toISOString() ?? null,
    adminAccount: row.adminAccount,
  };
}

async function page(db: Db, where: SQL | undefined, order: SQL[], query: CorrectionsQuery): Promise<Page> {
  const [rows, [totals]] = await Promise.all([
    view(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(requests).innerJoin(employees, eq(employees.id, requests.employeeRecordId)).where(where),
  ]);
  return { rows: rows.map(toRegularisation), total: totals?.total ?? 0 };
}

const pendingFirst = sql`case when ${requests.status} = 'Pending' then 0 else 1 end`;
const byStatus = (query: CorrectionsQuery) => (query.status ? eq(requests.status, query.status) : undefined);

/** One request with the names and the day's record. */
export async function findRegularisation(db: Db, id: number): Promise<Regularisation | undefined> {
  const [row] = await view(db).where(eq(requests.id, id)).limit(1);
  return row && toRegularisation(row);
}

/** The person's own requests, newest first. */
export function ownPage(db: Db, employeeRecordId: number, query: CorrectionsQuery): Promise<Page> {
  return page(
    db,
    and(eq(requests.employeeRecordId, employeeRecordId), byStatus(query)),
    [desc(requests.createdAt), desc(requests.id)],
    query,
  );
}

/**
 * A manager's list: their reports' pending requests first, then those decided since `decidedSince` (newest
 * first). Cancelled requests are the employee's own business and are left out.
 */
export function teamPage(db: Db, reportIds: number[], decidedSince: Date, query: CorrectionsQuery): Promise<Page> {
  if (reportIds.length === 0) return Promise.resolve({ rows: [], total: 0 });
  const recent = or(
    eq(requests.status, "Pending"),
    and(inArray(requests.status, ["Approved", "Rejected"]), gte(requests.decidedAt, decidedSince)),
  );
  return page(
    db,
    and(inArray(requests.employeeRecordId, reportIds), recent, byStatus(query)),
    [pendingFirst, desc(requests.decidedAt), desc(requests.id)],
    query,
  );
}

/** HR's list: every request, Pending first (oldest day first, as they wait longest), then the latest decided. */
export function hrPage(db: Db, query: CorrectionsQuery): Promise<Page> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const search = pattern
    ? or(ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern), ilike(employees.employeeId, pattern))
    : undefined;
  const pendingOldestFirst = sql`case when ${requests.status} = 'Pending' then ${requests.createdAt} end`;
  return page(db, and(byStatus(query), search), [pendingFirst, pendingOldestFirst, desc(requests.decidedAt), desc(requests.id)], query);
}

/** Files a request unless the person already has a pending one for the day (the partial unique index decides). */
export async function insertUnlessPending(
  tx: Db,
  values: { employeeRecordId: number; date: string; checkIn: string; checkOut: string | null; reason: string; createdAt: Date },
): Promise<RegularisationRow | undefined> {
  const [row] = await tx.insert(requests).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Decides a request only while it is Pending or, with `overrideManager`, rejected by a manager: of two
 * decisions at once exactly one updates the row and the other gets nothing back.
 */
export async function decideIfOpen(
  tx: Db,
  id: number,
  decision: {
    status: "Approved" | "Rejected";
    comment: string | null;
    accountId: number;
    as: CorrectionDecider;
    at: Date;
    overrideManager: boolean;
  },
): Promise<RegularisationRow | undefined> {
  const open = decision.overrideManager
    ? or(eq(requests.status, "Pending"), and(eq(requests.status, "Rejected"), eq(requests.decidedAs, "manager")))
    : eq(requests.status, "Pending");
  const [row] = await tx
    .update(requests)
    .set({
      status: decision.status,
      decisionComment: decision.comment,
      decidedByAccountId: decision.accountId,
      decidedAs: decision.as,
      decidedAt: decision.at,
    })
    .where(and(eq(requests.id, id), open))
    .returning();
  return row;
}

/** Cancels one of the person's pending requests; nothing back when it is not pending (or not theirs). */
export async function cancelIfPending(tx: Db, id: number, employeeRecordId: number, at: Date): Promise<RegularisationRow | undefined> {
  const [row] = await tx
    .update(requests)
    .set({ status: "Cancelled", decidedAt: at })
    .where(and(eq(requests.id, id), eq(requests.employeeRecordId, employeeRecordId), eq(requests.status, "Pending")))
    .returning();
  return row;
}

/** The row, held (FOR UPDATE) until the transaction ends: decisions on one request run one at a time. */
export async function lockRow(tx: Db, id: number): Promise<RegularisationRow | undefined> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for("update");
  return row;
}

/** The stored row (status and who it belongs to), for the checks before a decision. */
export async function findRow(db: Db, id: number): Promise<RegularisationRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  return row;
}
