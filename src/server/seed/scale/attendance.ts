import type { LeaveType } from "@/shared/contract/employee-portal";
import type { Settings } from "@/shared/contract/settings";
import { businessInstant } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { minutesOfClock, shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../../db/client";
import { attendanceRecords, leaveRequests } from "../../db/schema";
import { bulkInsert } from "./bulk";
import type { Random } from "./random";

type AttendanceInsert = typeof attendanceRecords.$inferInsert;
type LeaveInsert = typeof leaveRequests.$inferInsert;

/** Who attends: the record id, when they joined, and the account that decides their leave. */
export interface Attendee {
  id: number;
  joined: string | null;
  decidedBy: number | null;
}

export interface AttendanceCounts {
  records: number;
  leaveRequests: number;
  /** Working days (on or after joining) with neither a record nor approved leave. */
  absences: number;
}

const LEAVES: [LeaveType, string][] = [
  ["sick", "Fever, doctor advised rest"],
  ["vacation", "Family trip to Konkan"],
  ["personal", "Property registration work"],
  ["emergency", "Father admitted to hospital"],
];
const FLUSH = 20_000;
const OFFICE = { address: "Prasthan Realty, Baner Road, Pune 411045", latitude: 18.559, longitude: 73.7868 };

/** Every working day of `range`, with its midnight in the business time zone (computed once, not per person). */
function workingDays(
  { first, last }: { first: string; last: string },
  calendar: { weeklyOffDays: Settings["weeklyOffDays"]; holidays: Set<string> },
  timeZone: string,
): { date: string; midnight: number }[] {
  const days: { date: string; midnight: number }[] = [];
  for (let date = first; date <= last; date = shiftDate(date, 1)) {
    if (isWorkingDay(date, calendar)) days.push({ date, midnight: businessInstant(date, "00:00", timeZone).getTime() });
  }
  return days;
}

/** What the attendance history is made of: who, over which dates, by which settings, holidays and time zone. */
export interface AttendanceHistory {
  people: Attendee[];
  range: { first: string; last: string };
  settings: Settings;
  holidays: Set<string>;
  timeZone: string;
}

/**
 * Every working day of `range` for every attendee (from joining): present, late about one day in
 * four (check-in 08:40-09:40, skewed early), out 17:30-19:45, a forgotten check-out now and then; about 3% of
 * days on approved leave of 1-3 days (fixed `counted_dates`, as an approval fixes them), one in a hundred of those
 * without pay, and about one day in eighty simply absent (loss of pay). Rows go in as they are made, in chunks.
 */
export async function generateAttendance(db: Db, history: AttendanceHistory, random: Random): Promise<AttendanceCounts> {
  const { people, range, settings, holidays, timeZone } = history;
  const days = workingDays(range, { weeklyOffDays: settings.weeklyOffDays, holidays }, timeZone);
  const lateAfter = minutesOfClock(settings.shiftStart) + settings.graceMinutes;
  const counts: AttendanceCounts = { records: 0, leaveRequests: 0, absences: 0 };
  let rows: AttendanceInsert[] = [];
  const leaves: LeaveInsert[] = [];
  for (const person of people) {
    let leave: LeaveInsert | null = null;
    let leaveLeft = 0;
    for (const { date, midnight } of days) {
      if (person.joined && date < person.joined) continue;
      if (leaveLeft === 0 && random() < 0.012) {
        const unpaid = random() < 0.01;
        const [leaveType, reason] = unpaid
          ? (["unpaid", "Extra days after my leave ran out"] as [LeaveType, string])
          : LEAVES[Math.floor(random() * LEAVES.length)]!;
        const decidedAt = new Date(midnight - 3 * 86_400_000 + 11 * 3_600_000);
        leave = {
          employeeRecordId: person.id,
          leaveType,
          startDate: date,
          endDate: date,
          reason,
          status: "Approved",
          decidedAt,
          decidedByAccountId: person.decidedBy,
          decidedAs: "hr",
          countedDates: [],
          createdAt: new Date(decidedAt.getTime() - 86_400_000),
        };
        leaves.push(leave);
        leaveLeft = 1 + Math.floor(random() * 3);
      }
      if (leaveLeft > 0) {
        leaveLeft -= 1;
        leave!.endDate = date;
        leave!.countedDates!.push(date);
        continue;
      }
      if (random() < 0.0125) {
        counts.absences += 1;
        continue;
      }
      const inMinute = 520 + Math.floor(60 * random() ** 2);
      const second = Math.floor(random() * 60);
      const checkInAt = new Date(midnight + inMinute * 60_000 + second * 1000);
      const checkOutAt = random() < 0.01 ? null : new Date(midnight + (1050 + Math.floor(random() * 136)) * 60_000);
      rows.push({
        employeeRecordId: person.id,
        date,
        checkInAt,
        checkOutAt,
        // The rule of isLate (working-time.ts), from the minute drawn: no time-zone conversion per row.
        status: inMinute + second / 60 > lateAfter ? "Late" : "Present",
        checkInAddress: OFFICE.address,
        checkInLatitude: OFFICE.latitude,
        checkInLongitude: OFFICE.longitude,
        checkInAccuracy: 12,
        ...(checkOutAt && {
          checkOutAddress: OFFICE.address,
          checkOutLatitude: OFFICE.latitude,
          checkOutLongitude: OFFICE.longitude,
          checkOutAccuracy: 14,
        }),
      });
      if (rows.length >= FLUSH) {
        counts.records += rows.length;
        await bulkInsert(db, attendanceRecords, rows);
        rows = [];
      }
    }
  }
  counts.records += rows.length;
  await bulkInsert(db, attendanceRecords, rows);
  // A few requests waiting for HR after the history, so the pending lists and the stats have work.
  for (const [n, person] of people.filter((_, i) => i % 40 === 7).entries()) {
    const start = shiftDate(range.last, 3 + (n % 10));
    leaves.push({
      employeeRecordId: person.id,
      leaveType: "vacation",
      startDate: start,
      endDate: shiftDate(start, 1),
      reason: "Travelling home",
      status: "Pending",
      createdAt: new Date(days.at(-1)!.midnight),
    });
  }
  counts.leaveRequests = leaves.length;
  await bulkInsert(db, leaveRequests, leaves);
  return counts;
}
