import { and, asc, eq, gte, inArray, lte, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { employees, leaveRequests } from "../../db/schema";

/** The leave that marks a person as off on the calendars: approved, or asked for and not yet decided. */
const offStatuses = ["Pending", "Approved"] as const;

/**
 * Each request off that touches `from`..`to` (a department's, a list of people's, or everyone's), with its
 * person, by person then start date: the rows of the leave calendar (calendar.ts).
 */
export async function leaveOffBetween(db: Db, from: string, to: string, only: { department?: string; employeeIds?: number[] }) {
  const filters: (SQL | undefined)[] = [
    inArray(leaveRequests.status, [...offStatuses]),
    lte(leaveRequests.startDate, to),
    gte(leaveRequests.endDate, from),
    only.department ? eq(employees.department, only.department) : undefined,
    only.employeeIds ? inArray(leaveRequests.employeeRecordId, only.employeeIds) : undefined,
  ];
  return db
    .select({
      id: leaveRequests.id,
      leaveType: leaveRequests.leaveType,
      status: leaveRequests.status,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      employeeRecordId: employees.id,
      employeeId: employees.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      department: employees.department,
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeRecordId))
    .where(and(...filters))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id), asc(leaveRequests.startDate));
}

/** A leave request's person, dates and the person's department; undefined for no such request. */
export async function leaveWithDepartment(db: Db, leaveId: number) {
  const [leave] = await db
    .select({
      employeeRecordId: leaveRequests.employeeRecordId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      department: employees.department,
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeRecordId))
    .where(eq(leaveRequests.id, leaveId))
    .limit(1);
  return leave;
}

/** Requests off by the active people of `department` other than `exceptRecordId` that touch `from`..`to`, by start date. */
export async function departmentLeaveOffBetween(
  db: Db,
  { department, exceptRecordId, from, to }: { department: string; exceptRecordId: number; from: string; to: string },
) {
  return db
    .select({
      employeeRecordId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      status: leaveRequests.status,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeRecordId))
    .where(
      and(
        eq(employees.department, department),
        eq(employees.isActive, true),
        ne(employees.id, exceptRecordId),
        inArray(leaveRequests.status, [...offStatuses]),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(employees.firstName), asc(employees.lastName));
}
