import type { CalendarPerson, LeaveCalendar, LeaveOverlaps } from "@/shared/contract/team";
import { monthRange } from "@/shared/domain/months";
import { fullName } from "@/shared/domain/person-name";
import type { Db } from "../../db/client";
import { departmentLeaveOffBetween, leaveOffBetween, leaveWithDepartment } from "./calendar-store";

/**
 * Who is off when (docs/product.md section 9.20): the approved and pending leave of a month, per person,
 * for HR's calendar (optionally one department) and a manager's (their reports only); and who else of a
 * request's department is off on its dates, for HR's approve dialog. One query each (calendar-store.ts);
 * the spans are clipped to the range asked for, never walked day by day.
 */

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The month's calendar; `only` narrows it to a department or to a list of people (a manager's reports). */
export async function leaveCalendar(
  db: Db,
  month: string,
  only: { department?: string; employeeIds?: number[] } = {},
): Promise<LeaveCalendar> {
  const { from, to } = monthRange(month);
  const empty = { month, from, to, people: [] };
  if (only.employeeIds?.length === 0) return empty;
  const rows = await leaveOffBetween(db, from, to, only);
  const people = new Map<number, CalendarPerson>();
  for (const row of rows) {
    const person = people.get(row.employeeRecordId) ?? {
      employeeRecordId: row.employeeRecordId,
      employeeId: row.employeeId,
      name: fullName(row),
      department: row.department,
      spans: [],
    };
    person.spans.push({
      id: row.id,
      leaveType: row.leaveType,
      status: row.status,
      start: later(row.startDate, from),
      end: earlier(row.endDate, to),
      requestStart: row.startDate,
      requestEnd: row.endDate,
    });
    people.set(row.employeeRecordId, person);
  }
  return { ...empty, people: [...people.values()] };
}

/**
 * Others of the request's department (active records) with approved or pending leave on any of its dates,
 * each with those dates clipped to the request's; none when the person has no department. Undefined for
 * no such request.
 */
export async function leaveOverlaps(db: Db, leaveId: number): Promise<LeaveOverlaps | undefined> {
  const leave = await leaveWithDepartment(db, leaveId);
  if (!leave) return undefined;
  if (leave.department === null) return { department: null, people: [] };
  const rows = await departmentLeaveOffBetween(db, {
    department: leave.department,
    exceptRecordId: leave.employeeRecordId,
    from: leave.startDate,
    to: leave.endDate,
  });
  return {
    department: leave.department,
    people: rows.map((row) => ({
      employeeRecordId: row.employeeRecordId,
      employeeName: fullName(row),
      status: row.status,
      start: later(row.startDate, leave.startDate),
      end: earlier(row.endDate, leave.endDate),
    })),
  };
}
