import { and, asc, count, eq } from "drizzle-orm";
import type { LeaveType } from "@/shared/contract/employee-portal";
import { businessDate, businessInstant } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { distanceMetres, isLate, shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../db/client";
import { attendanceRecords, employees, leaveRequests, staffAccounts } from "../db/schema";
import { holidayDatesBetween } from "../modules/holidays/store";
import { loadSettings } from "../modules/settings/store";
import { placeOf } from "./demo-places";

/**
 * How far back the history goes: whole months, the current one and the three before it, so the months the
 * demo shows (and finalises, demo-payroll.ts) have a status on every working day from their first.
 */
export const HISTORY_MONTHS = 3;
const BATCH = 500;
const DAY_MS = 86_400_000;

/** The first day of the history: the 1st of the month HISTORY_MONTHS before today's. */
export function historyStart(today: string): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - HISTORY_MONTHS;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

const LEAVES: [LeaveType, string][] = [
  ["sick", "Fever and cold, doctor advised rest"],
  ["personal", "Family function in Satara"],
  ["vacation", "Family trip to Konkan"],
  ["sick", "Dental procedure"],
  ["personal", "Bank and property registration work"],
  ["vacation", "Travelling home to Nagpur"],
  ["emergency", "Father admitted to hospital in Kolhapur"],
];
const UNPAID: [LeaveType, string] = ["unpaid", "Extra days for a wedding in Nashik after my leave ran out"];

/** A number in [0, 1) fixed by its parts (FNV-1a, then a mixer): every start of the demo draws the same history. */
export function draw(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join(":")) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * The few people whose attendance is not spotless: about one in seven, each with an unexplained absence on about
 * one working day in forty (a day's loss of pay now and then) and, for one in two of them, a day of leave without pay.
 */
export const isIrregular = (employeeId: string) => draw(employeeId, "irregular") < 0.15;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

type AttendanceInsert = typeof attendanceRecords.$inferInsert;
type LeaveInsert = typeof leaveRequests.$inferInsert;
type Person = {
  id: number;
  employeeId: string;
  joined: string | null;
  workLocation: string | null;
  department: string | null;
  accountId: number | null;
};

/**
 * The demo's attendance history (`npm run demo`): every working day of the current month and the three before it
 * for every active record (from joining), present unless on approved leave (about 3% of working days), except a
 * few people's occasional absence; a few requests waiting for HR. Loaded only into an empty table.
 */
export async function loadDemoAttendance(db: Db, now: Date, timeZone: string): Promise<void> {
  if ((await db.select({ n: count() }).from(attendanceRecords))[0]!.n > 0) return;
  const settings = await loadSettings(db);
  const today = businessDate(now, timeZone);
  const first = historyStart(today);
  const calendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(await holidayDatesBetween(db, first, shiftDate(today, 21))) };
  // Today counts once the morning's check-ins are in; its rows have no check-out yet.
  const last = now >= businessInstant(today, "10:00", timeZone) ? today : shiftDate(today, -1);
  const people: Person[] = await db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      joined: employees.dateOfJoining,
      workLocation: employees.workLocation,
      department: employees.department,
      accountId: staffAccounts.id,
    })
    .from(employees)
    .leftJoin(staffAccounts, eq(staffAccounts.employeeRecordId, employees.id))
    .where(eq(employees.isActive, true))
    .orderBy(asc(employees.id));
  // Leave is decided by HR; HR's own by an admin (nobody decides their own).
  const decider = async (role: "hr" | "admin") =>
    (
      await db
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, role), eq(staffAccounts.isActive, true)))
        .orderBy(asc(staffAccounts.id))
        .limit(1)
    )[0]?.id ?? null;
  const [hr, admin] = [await decider("hr"), await decider("admin")];

  const dayOf = (person: Person, date: string): AttendanceInsert => {
    const r = (salt: string) => draw(person.id, date, salt);
    // Skewed towards the early end of 08:40-09:40, so about one check-in in four is late.
    const checkInAt = new Date(
      businessInstant(date, clock(520 + Math.floor(60 * r("in") ** 2)), timeZone).getTime() + Math.floor(r("sec") * 60) * 1000,
    );
    const place = placeOf(person, r("place"));
    const spot = {
      latitude: round(place.latitude + (r("lat") - 0.5) * 0.0004, 6),
      longitude: round(place.longitude + (r("lon") - 0.5) * 0.0004, 6),
    };
    // The geofence rule of a real check-in: measured only when the admin has set one.
    const fence = settings.geofence && {
      distance: Math.round(distanceMetres(settings.geofence, spot)),
      radius: settings.geofence.radiusMetres,
    };
    // 17:30-19:45 (some overtime); today is still open, and now and then someone forgets to check out.
    const checkOutAt =
      date === today || r("missed") < 0.01 ? null : businessInstant(date, clock(1050 + Math.floor(r("out") * 136)), timeZone);
    return {
      employeeRecordId: person.id,
      date,
      checkInAt,
      checkOutAt,
      status: isLate(checkInAt, settings, timeZone) ? "Late" : "Present",
      checkInAddress: place.address,
      checkInLatitude: spot.latitude,
      checkInLongitude: spot.longitude,
      checkInAccuracy: round(6 + r("acc") * 30, 1),
      ...(checkOutAt && {
        checkOutAddress: place.address,
        checkOutLatitude: spot.latitude,
        checkOutLongitude: spot.longitude,
        checkOutAccuracy: round(6 + r("acc2") * 30, 1),
      }),
      offSite: fence && fence.distance > fence.radius,
      distanceMetres: fence?.distance ?? null,
    };
  };

  const rows: AttendanceInsert[] = [];
  const leaves: LeaveInsert[] = [];
  for (const person of people) {
    const { id, joined } = person;
    const irregular = isIrregular(person.employeeId);
    const decidedBy = person.accountId !== null && person.accountId === hr ? admin : hr;
    let unpaidTaken = !irregular || draw(person.employeeId, "unpaid") >= 0.5;
    let leave: LeaveInsert | undefined;
    let leaveLeft = 0;
    for (let date = joined && joined > first ? joined : first; date <= last; date = shiftDate(date, 1)) {
      if (!isWorkingDay(date, calendar)) continue;
      const r = (salt: string) => draw(id, date, salt);
      // About 1.2% of working days start 1-3 days of approved leave (about 3% of days covered), decided a few days before.
      const unpaid = !unpaidTaken && date < today && r("unpaid") < 0.02;
      if (leaveLeft === 0 && (unpaid || r("leave") < 0.012)) {
        const [leaveType, reason] = unpaid ? UNPAID : LEAVES[Math.floor(r("type") * LEAVES.length)]!;
        unpaidTaken ||= unpaid;
        const decidedAt = businessInstant(shiftDate(date, -2 - Math.floor(r("ahead") * 4)), "11:30", timeZone);
        // The working days it covers are the dates it uses (no sandwich rule by default), fixed as an approval fixes them.
        leave = {
          employeeRecordId: id,
          leaveType,
          startDate: date,
          endDate: date,
          reason,
          status: "Approved",
          decidedAt,
          decidedByAccountId: decidedBy,
          decidedAs: "hr",
          countedDates: [],
          createdAt: new Date(decidedAt.getTime() - DAY_MS),
        };
        leaves.push(leave);
        leaveLeft = unpaid ? 1 : 1 + Math.floor(r("length") * 3);
      }
      if (leaveLeft > 0) {
        leaveLeft -= 1;
        leave!.endDate = date;
        leave!.countedDates!.push(date);
        continue;
      }
      // An unexplained absence now and then for the irregular few (never today: the day is not over).
      if (irregular && date < today && r("absent") < 0.025) continue;
      rows.push(dayOf(person, date));
    }
  }
  if (rows.length === 0) return; // nothing to show (no one employed yet): leave the tables empty for the next start

  // A few requests waiting in the coming two weeks, each from a different person, so HR's Pending Leaves card has work.
  const employed = people.filter(({ joined }) => !joined || joined <= today);
  const step = Math.max(1, Math.floor(employed.length / 4));
  const nextWorkingDay = (date: string): string => (isWorkingDay(date, calendar) ? date : nextWorkingDay(shiftDate(date, 1)));
  for (const [n, { id }] of employed
    .filter((_, i) => i % step === step - 1)
    .slice(0, 4)
    .entries()) {
    const start = nextWorkingDay(shiftDate(today, 2 + n * 3));
    const [leaveType, reason] = LEAVES[(n * 2 + 1) % LEAVES.length]!;
    leaves.push({
      employeeRecordId: id,
      leaveType,
      startDate: start,
      endDate: n % 2 ? nextWorkingDay(shiftDate(start, 1)) : start,
      reason,
      status: "Pending",
      createdAt: new Date(now.getTime() - (n + 1) * DAY_MS),
    });
  }

  // One transaction: a failed start leaves the table empty, so the next start loads it whole.
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(attendanceRecords).values(rows.slice(i, i + BATCH));
    for (let i = 0; i < leaves.length; i += BATCH) await tx.insert(leaveRequests).values(leaves.slice(i, i + BATCH));
  });
}
