import { employeeMonthMessages, type EmployeeMonth } from "@/shared/contract/employee-portal";
import { missedCheckOut } from "@/shared/domain/attendance-status";
import { monthRange } from "@/shared/domain/months";
import type { Db } from "../../db/client";
import type { EmployeeRow } from "../employees/records";
import { FieldError } from "../../http/errors";
import { loadAttendanceGrid } from "./grid";
import { hoursOf } from "./hr-day";

/**
 * The employee's own month (docs/product.md section 9.11): every day of it read from the attendance grid,
 * the one HR's sheet and the payroll read, so the person sees each day exactly as HR and the payroll do.
 * A month after the current one, or before the month of joining, is refused (400).
 */
export async function employeeMonth(
  db: Db,
  employee: EmployeeRow,
  { month, today, timeZone }: { month: string; today: string; timeZone: string },
): Promise<EmployeeMonth> {
  const earliestMonth = employee.dateOfJoining?.slice(0, 7) ?? null;
  if (month > today.slice(0, 7)) throw new FieldError("month", employeeMonthMessages.future);
  if (earliestMonth !== null && month < earliestMonth) throw new FieldError("month", employeeMonthMessages.beforeJoining);
  const grid = await loadAttendanceGrid(db, { ...monthRange(month), today, timeZone });
  // The grid leaves out a person employed on none of the month's days (left before it): every day blank then.
  const person = grid.people.find((candidate) => candidate.employee.id === employee.id);
  const days = grid.dates.map((date, index) => {
    const day = person?.days[index];
    const record = day?.employed ? day.record : null;
    return {
      date,
      status: day?.status ?? null,
      missedCheckOut: missedCheckOut(record && { checkOutAt: record.checkOutAt }, date, today),
      checkIn: record?.checkInAt.toISOString() ?? null,
      checkOut: record?.checkOutAt?.toISOString() ?? null,
      location: record?.checkInAddress ?? null,
      hoursWorked: day && record ? hoursOf(day) : 0,
    };
  });
  const count = (status: EmployeeMonth["days"][number]["status"]) => days.filter((day) => day.status === status).length;
  return {
    month,
    today,
    earliestMonth,
    days,
    counts: {
      present: count("Present"),
      late: count("Late"),
      absent: count("Absent"),
      onLeave: count("On Leave"),
      holiday: count("Holiday"),
      weeklyOff: count("Weekly Off"),
      missedCheckOut: days.filter((day) => day.missedCheckOut).length,
    },
  };
}
