import { asc, count, eq } from "drizzle-orm";
import type { LeaveType } from "@/shared/contract/employee-portal";
import { businessDate, businessInstant } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { distanceMetres, isLate, shiftDate } from "@/shared/domain/working-time";
import type { Db } from "../db/client";
import { attendanceRecords, employees, leaveRequests } from "../db/schema";
import { holidayDatesBetween } from "../modules/holidays/store";
import { loadSettings } from "../modules/settings/store";

/** How far back the history goes: inside HR's 90-day window, so every generated day can be corrected. */
const DAYS_BACK = 75;
const BATCH = 500;
const DAY_MS = 86_400_000;

/** Where people check in: the office on most days, sometimes a project site or a client (real Pune places). */
const PLACES = [
  { address: "Office 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune", latitude: 18.5308, longitude: 73.8475 },
  { address: "Site visit: Kolte Patil Life Republic, Hinjewadi", latitude: 18.6071, longitude: 73.7043 },
  { address: "Site visit: Godrej Hillside, Mahalunge", latitude: 18.5665, longitude: 73.7521 },
  { address: "Client meeting: Amanora Park Town, Hadapsar", latitude: 18.5189, longitude: 73.9336 },
];

const LEAVES: [LeaveType, string][] = [
  ["sick", "Fever and cold, doctor advised rest"],
  ["personal", "Family function in Satara"],
  ["vacation", "Family trip to Konkan"],
  ["sick", "Dental procedure"],
  ["personal", "Bank and property registration work"],
  ["vacation", "Travelling home to Nagpur"],
];

/** A number in [0, 1) fixed by its parts (FNV-1a, then a mixer): every start of the demo draws the same history. */
function draw(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join(":")) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

type AttendanceInsert = typeof attendanceRecords.$inferInsert;
type LeaveInsert = typeof leaveRequests.$inferInsert;

/**
 * The demo's attendance history (`npm run demo`): the last 75 days of every active record, with approved
 * leave on about 3% of working days and a few requests waiting for HR. Loaded only into an empty table.
 */
export async function loadDemoAttendance(db: Db, now: Date, timeZone: string): Promise<void> {
  if ((await db.select({ n: count() }).from(attendanceRecords))[0]!.n > 0) return;
  const settings = await loadSettings(db);
  const today = businessDate(now, timeZone);
  const first = shiftDate(today, -DAYS_BACK);
  const calendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(await holidayDatesBetween(db, first, shiftDate(today, 21))) };
  // Today counts once the morning's check-ins are in; its rows have no check-out yet.
  const last = now >= businessInstant(today, "10:00", timeZone) ? today : shiftDate(today, -1);
  const people = await db.select({ id: employees.id, joined: employees.dateOfJoining }).from(employees).where(eq(employees.isActive, true)).orderBy(asc(employees.id));

  const dayOf = (id: number, date: string): AttendanceInsert => {
    const r = (salt: string) => draw(id, date, salt);
    // Skewed towards the early end of 08:40-09:40, so about one check-in in four is late.
    const checkInAt = new Date(businessInstant(date, clock(520 + Math.floor(60 * r("in") ** 2)), timeZone).getTime() + Math.floor(r("sec") * 60) * 1000);
    const place = PLACES[Math.max(0, Math.floor(r("place") * 12) - 8)]!;
    const spot = { latitude: round(place.latitude + (r("lat") - 0.5) * 0.0004, 6), longitude: round(place.longitude + (r("lon") - 0.5) * 0.0004, 6) };
    const accuracy = round(6 + r("acc") * 30, 1);
    // The geofence rule of a real check-in: measured only when the admin has set one.
    const fence = settings.geofence && { distance: Math.round(distanceMetres(settings.geofence, spot)), radius: settings.geofence.radiusMetres };
    // 17:30-19:45 (some overtime); today is still open, and a few past days forgot to check out.
    const checkOutAt = date === today || r("missed") < 0.02 ? null : businessInstant(date, clock(1050 + Math.floor(r("out") * 136)), timeZone);
    return {
      employeeRecordId: id,
      date,
      checkInAt,
      checkOutAt,
      status: isLate(checkInAt, settings, timeZone) ? "Late" : "Present",
      checkInAddress: place.address,
      checkInLatitude: spot.latitude,
      checkInLongitude: spot.longitude,
      checkInAccuracy: accuracy,
      ...(checkOutAt && { checkOutAddress: place.address, checkOutLatitude: spot.latitude, checkOutLongitude: spot.longitude, checkOutAccuracy: round(6 + r("acc2") * 30, 1) }),
      offSite: fence && fence.distance > fence.radius,
      distanceMetres: fence?.distance ?? null,
    };
  };

  const rows: AttendanceInsert[] = [];
  const leaves: LeaveInsert[] = [];
  for (const { id, joined } of people) {
    let leave: LeaveInsert | undefined;
    let leaveLeft = 0;
    for (let date = joined && joined > first ? joined : first; date <= last; date = shiftDate(date, 1)) {
      if (!isWorkingDay(date, calendar)) continue;
      const r = (salt: string) => draw(id, date, salt);
      // About 1.5% of working days start 1-3 days of approved leave: about 3% of days covered, none with attendance.
      if (leaveLeft === 0 && r("leave") < 0.015) {
        const [leaveType, reason] = LEAVES[Math.floor(r("type") * LEAVES.length)]!;
        const decidedAt = businessInstant(shiftDate(date, -2 - Math.floor(r("ahead") * 4)), "11:30", timeZone);
        // The working days it covers are the dates it uses (no sandwich rule by default), fixed as an approval fixes them.
        leave = { employeeRecordId: id, leaveType, startDate: date, endDate: date, reason, status: "Approved", decidedAt, countedDates: [], createdAt: new Date(decidedAt.getTime() - DAY_MS) };
        leaves.push(leave);
        leaveLeft = 1 + Math.floor(r("length") * 3);
      }
      if (leaveLeft > 0) {
        leaveLeft -= 1;
        leave!.endDate = date;
        leave!.countedDates!.push(date);
        continue;
      }
      if (r("present") < 0.91) rows.push(dayOf(id, date));
    }
  }
  if (rows.length === 0) return; // nothing to show (no one employed yet): leave the tables empty for the next start

  // A few requests waiting in the coming two weeks, each from a different person, so HR's Pending Leaves card has work.
  const employed = people.filter(({ joined }) => !joined || joined <= today);
  const step = Math.max(1, Math.floor(employed.length / 4));
  const nextWorkingDay = (date: string): string => (isWorkingDay(date, calendar) ? date : nextWorkingDay(shiftDate(date, 1)));
  for (const [n, { id }] of employed.filter((_, i) => i % step === step - 1).slice(0, 4).entries()) {
    const start = nextWorkingDay(shiftDate(today, 2 + n * 3));
    const [leaveType, reason] = LEAVES[(n * 2 + 1) % LEAVES.length]!;
    leaves.push({ employeeRecordId: id, leaveType, startDate: start, endDate: n % 2 ? nextWorkingDay(shiftDate(start, 1)) : start, reason, status: "Pending", createdAt: new Date(now.getTime() - (n + 1) * DAY_MS) });
  }

  // One transaction: a failed start leaves the table empty, so the next start loads it whole.
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(attendanceRecords).values(rows.slice(i, i + BATCH));
    for (let i = 0; i < leaves.length; i += BATCH) await tx.insert(leaveRequests).values(leaves.slice(i, i + BATCH));
  });
}
