import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { businessDate } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { isLate, minuteOfDay, shiftDate } from "@/shared/domain/working-time";
import { attendanceRecords, employees, leaveRequests } from "../db/schema";
import { holidayDatesBetween } from "../modules/holidays/store";
import { loadSettings, saveSettings } from "../modules/settings/store";
import { testCipher } from "../testing/test-app";
import { historyStart, isIrregular, loadDemoAttendance } from "./demo-attendance";
import { PUNE_OFFICE } from "./demo-places";
import { loadDemoHolidays } from "./demo-holidays";
import { loadDemoPeople } from "./demo-people";
import { useTestDatabase } from "../testing/helpers";

const database = useTestDatabase();

const ZONE = "Asia/Kolkata";
// Monday 23 November 2026, 11:30 in Pune: today's check-ins are in.
const NOW = new Date("2026-11-23T06:00:00Z");
const TODAY = "2026-11-23";
const FIRST = "2026-08-01";
const OFFICE = PUNE_OFFICE.address;

const allRows = () => database.db.select().from(attendanceRecords);
const allLeaves = () => database.db.select().from(leaveRequests);
const key = (row: { employeeRecordId: number; date: string }) => `${row.employeeRecordId}/${row.date}`;

describe("demo attendance", () => {
  it("gives every working day of the current month and the three before it a status, once", async () => {
    const { db } = database;
    await loadDemoPeople(db, testCipher(), "prasthanrealty.example", NOW);
    await loadDemoHolidays(db, NOW, ZONE);
    const people = await db.select().from(employees).orderBy(employees.id);
    // One person joined inside the window, one has left: no days before joining, none for the inactive record.
    await db.update(employees).set({ dateOfJoining: "2026-10-15" }).where(eq(employees.id, people[3]!.id));
    await db.update(employees).set({ isActive: false, deactivatedAt: NOW }).where(eq(employees.id, people[5]!.id));
    const joined = new Map(people.map((person) => [person.id, person.id === people[3]!.id ? "2026-10-15" : person.dateOfJoining]));

    await loadDemoAttendance(db, NOW, ZONE);
    const rows = await allRows();
    const leaves = await allLeaves();
    expect(historyStart(TODAY)).toBe(FIRST);

    const settings = await loadSettings(db);
    const calendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(await holidayDatesBetween(db, FIRST, TODAY)) };
    expect(calendar.holidays).toEqual(new Set(["2026-08-15", "2026-09-14", "2026-10-02", "2026-10-20", "2026-11-08"]));
    for (const row of rows) {
      expect(isWorkingDay(row.date, calendar), row.date).toBe(true);
      expect(row.date >= FIRST && row.date <= TODAY, row.date).toBe(true);
      expect(row.date >= (joined.get(row.employeeRecordId) ?? ""), key(row)).toBe(true);
      expect(row.employeeRecordId).not.toBe(people[5]!.id);
      expect(businessDate(row.checkInAt, ZONE)).toBe(row.date);
      expect(row.checkInAt <= NOW && (row.checkOutAt === null || (row.checkOutAt <= NOW && row.checkOutAt > row.checkInAt))).toBe(true);
      expect(row.status).toBe(isLate(row.checkInAt, settings, ZONE) ? "Late" : "Present");
      // No geofence in the default settings: nothing measured.
      expect([row.offSite, row.distanceMetres]).toEqual([null, null]);
      if (row.date === TODAY) expect(row.checkOutAt).toBeNull();
    }
    expect(new Set(rows.map(key)).size).toBe(rows.length);

    // Every employed working day is a check-in or approved leave, never both; only the irregular few miss a past day.
    const approved = leaves.filter((leave) => leave.status === "Approved");
    const attended = new Set(rows.map(key));
    const onLeave = new Set(
      approved.flatMap((leave) => leave.countedDates!.map((date) => key({ employeeRecordId: leave.employeeRecordId, date }))),
    );
    let workingDays = 0;
    const absent = new Map<number, number>();
    for (const person of people.filter((_, i) => i !== 5)) {
      for (let date = FIRST; date <= TODAY; date = shiftDate(date, 1)) {
        if (!isWorkingDay(date, calendar) || date < (joined.get(person.id) ?? "")) continue;
        workingDays += 1;
        const day = key({ employeeRecordId: person.id, date });
        expect(attended.has(day) && onLeave.has(day), day).toBe(false);
        if (attended.has(day) || onLeave.has(day)) continue;
        expect(isIrregular(person.employeeId) && date < TODAY, `${person.employeeId} ${date}`).toBe(true);
        absent.set(person.id, (absent.get(person.id) ?? 0) + 1);
      }
    }
    expect(absent.size).toBeGreaterThanOrEqual(2);
    expect(absent.size).toBeLessThanOrEqual(5);
    expect([...absent.values()].reduce((sum, days) => sum + days, 0) / workingDays).toBeLessThan(0.01);
    const regular = people.find((person, i) => i !== 5 && !isIrregular(person.employeeId))!;
    expect(absent.has(regular.id)).toBe(false);

    // Some late, some overtime, a few missed check-outs.
    const late = rows.filter((row) => row.status === "Late").length / rows.length;
    expect(late).toBeGreaterThan(0.1);
    expect(late).toBeLessThan(0.4);
    const past = rows.filter((row) => row.date < TODAY);
    expect(past.filter((row) => row.checkOutAt === null).length).toBeGreaterThan(0);
    expect(past.filter((row) => row.checkOutAt === null).length / past.length).toBeLessThan(0.03);
    expect(past.some((row) => row.checkOutAt && minuteOfDay(row.checkOutAt, ZONE) > 18 * 60 + 30)).toBe(true);

    // Places: the Pune office on most days of the Pune people; sites across Pune; the Mumbai, Bangalore and home desks.
    const places = new Set(rows.map((row) => row.checkInAddress));
    expect(places.size).toBeGreaterThanOrEqual(3);
    for (const area of ["Baner", "Hinjewadi", "Wakad", "Kharadi", "Viman Nagar"])
      expect(
        [...places].some((place) => place.includes(area)),
        area,
      ).toBe(true);
    const inPune = new Set(people.filter((person) => person.workLocation === "Pune").map((person) => person.id));
    const puneRows = rows.filter((row) => inPune.has(row.employeeRecordId));
    expect(puneRows.filter((row) => row.checkInAddress === OFFICE).length / puneRows.length).toBeGreaterThan(0.7);
    expect(rows.filter((row) => !inPune.has(row.employeeRecordId)).every((row) => row.checkInAddress !== OFFICE)).toBe(true);

    // Approved leave on about 3% of days, decided before it began, with its dates fixed; a day or two without pay.
    let leaveDays = 0;
    for (const leave of approved) {
      expect(["sick", "personal", "vacation", "emergency", "unpaid"]).toContain(leave.leaveType);
      expect(leave.decidedAs).toBe("hr");
      expect(leave.decidedAt!.getTime()).toBeLessThan(new Date(`${leave.startDate}T00:00:00+05:30`).getTime());
      expect(leave.endDate <= TODAY && leave.startDate >= (joined.get(leave.employeeRecordId) ?? "")).toBe(true);
      const working: string[] = [];
      for (let date = leave.startDate; date <= leave.endDate; date = shiftDate(date, 1))
        if (isWorkingDay(date, calendar)) working.push(date);
      leaveDays += working.length;
      // Approved as an approval would: the dates it uses are fixed with it (no sandwich rule by default).
      expect(leave.countedDates, `leave ${leave.id}`).toEqual(working);
    }
    expect(leaveDays / workingDays).toBeGreaterThan(0.01);
    expect(leaveDays / workingDays).toBeLessThan(0.06);
    expect(
      approved
        .filter((leave) => leave.leaveType === "unpaid")
        .every((leave) => isIrregular(people.find((person) => person.id === leave.employeeRecordId)!.employeeId)),
    ).toBe(true);
    const pending = leaves.filter((leave) => leave.status === "Pending");
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.length).toBeLessThanOrEqual(4);
    expect(new Set(pending.map((leave) => leave.employeeRecordId)).size).toBe(pending.length);
    for (const leave of pending)
      expect(
        leave.startDate > TODAY &&
          leave.endDate <= shiftDate(TODAY, 14) &&
          isWorkingDay(leave.startDate, calendar) &&
          isWorkingDay(leave.endDate, calendar),
      ).toBe(true);

    // A second start adds nothing.
    await loadDemoAttendance(db, NOW, ZONE);
    expect(await allRows()).toHaveLength(rows.length);
    expect(await allLeaves()).toHaveLength(leaves.length);
  });

  it("draws the same days again, measures them against a geofence, and leaves out today before 10:00", async () => {
    const { db } = database;
    const before = await allRows();
    await db.execute(sql`delete from attendance_records`);
    await db.execute(sql`delete from leave_requests`);
    await saveSettings(db, { ...(await loadSettings(db)), geofence: { latitude: 18.5308, longitude: 73.8475, radiusMetres: 200 } }, NOW);

    const early = new Date("2026-11-23T03:00:00Z"); // 08:30 in Pune
    await loadDemoAttendance(db, early, ZONE);
    const rows = await allRows();
    expect(rows.some((row) => row.date === TODAY)).toBe(false);
    const same = (list: typeof rows) =>
      list
        .filter((row) => row.date < TODAY)
        .map((row) => [key(row), row.checkInAt.getTime(), row.checkOutAt?.getTime(), row.checkInAddress])
        .sort();
    expect(same(rows)).toEqual(same(before));

    for (const row of rows) {
      if (row.checkInAddress === OFFICE) {
        expect(row.offSite).toBe(false);
        expect(row.distanceMetres).toBeLessThan(50);
      } else {
        expect(row.offSite).toBe(true);
        expect(row.distanceMetres).toBeGreaterThan(4_000);
      }
    }
  });
});
