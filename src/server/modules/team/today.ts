import type { Team, TeamMember } from "@/shared/contract/team";
import { businessDate } from "@/shared/domain/business-time";
import { fullName } from "@/shared/domain/person-name";
import { teamDayStatus } from "@/shared/domain/team-day-status";
import type { Db } from "../../db/client";
import { loadAttendanceGrid } from "../attendance/grid";
import { countPendingOf } from "../leave/store";
import { directReportIds } from "../reporting-lines/store";

const noCounts = { present: 0, late: 0, notCheckedIn: 0, absent: 0, onLeave: 0, off: 0 };

/**
 * GET /api/employee/team (docs/product.md section 9.20): the manager's active direct reports employed today,
 * by name, with today's status from the attendance grid (the same as HR's day sheet), the counts and how
 * many of their leave requests wait. A person without reports gets an empty team.
 */
export async function teamToday(
  db: Db,
  { managerRecordId, now, timeZone }: { managerRecordId: number; now: Date; timeZone: string },
): Promise<Team> {
  const today = businessDate(now, timeZone);
  const reports = await directReportIds(db, managerRecordId);
  if (reports.length === 0) return { date: today, members: [], counts: noCounts, pendingLeaves: 0 };
  const ids = new Set(reports);
  const grid = await loadAttendanceGrid(db, { from: today, to: today, today, timeZone });
  const members: TeamMember[] = grid.people
    .filter((person) => ids.has(person.employee.id) && person.days[0]!.employed)
    .map(({ employee, days: [day] }) => ({
      employeeRecordId: employee.id,
      employeeId: employee.employeeId,
      name: fullName(employee),
      designation: employee.designation,
      department: employee.department,
      // Employed today, so the grid has a status.
      status: teamDayStatus(day!.status ?? "Absent", now, grid.settings.shiftEnd, timeZone),
      checkIn: day!.record?.checkInAt.toISOString() ?? null,
      checkOut: day!.record?.checkOutAt?.toISOString() ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
  const count = (...statuses: TeamMember["status"][]) => members.filter((member) => statuses.includes(member.status)).length;
  return {
    date: today,
    members,
    counts: {
      present: count("Present", "Late"),
      late: count("Late"),
      notCheckedIn: count("Not checked in yet"),
      absent: count("Absent"),
      onLeave: count("On Leave"),
      off: count("Holiday", "Weekly Off"),
    },
    pendingLeaves: await countPendingOf(db, reports),
  };
}
