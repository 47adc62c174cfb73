import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { businessDate } from "@/shared/domain/business-time";
import { isWorkingDay } from "@/shared/domain/working-calendar";
import { isLate, minuteOfDay, shiftDate } from "@/shared/domain/working-time";
import { attendanceRecords, employees, leaveRequests } from "../db/schema";
import { holidayDatesBetween } from "../modules/holidays/store";
import { loadSettings, saveSettings } from "../modules/settings/store";
import { testCipher } from "../testing/test-app";
import { loadDemoAttendance } from "./demo-attendance";
import { loadDemoHolidays } from "./demo-holidays";
import { loadDemoPeople } from "./demo-people";
import { useTestDatabase } from "../testing/helpers";

const database = useTestDatabase();

const ZONE = "Asia/Kolkata";
// Monday 23 November 2026, 11:30 in Pune: today's check-ins are in.
const NOW = new Date("2026-11-23T06:00:00Z");
const TODAY = "2026-11-23";
const OFFICE = "Office 604, Sai Capital, Senapati Bapat Road, Shivajinagar, Pune";

const allRows = () => database.db.select().from(attendanceRecords);
const allLeaves = () => database.db.select().from(leaveRequests);
const key = (row: { employeeRecordId: number; date: string }) => `${row.employeeRecordId}/${row.date}`;

describe("demo attendance", () => {
  it("loads a believable history of working days only, once", async () => {
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
    expect(rows.length).toBeGreaterThan(1000);

    const settings = await loadSettings(db);
    const first = shiftDate(TODAY, -75);
    const calendar = { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(await holidayDatesBetween(db, first, TODAY)) };
    expect(calendar.holidays).toEqual(new Set(["2026-09-14", "2026-10-02", "2026-10-20", "2026-11-08"]));
    for (const row of rows) {
      expect(isWorkingDay(row.date, calendar), row.date).toBe(true);
      expect(row.date >= first && row.date <= TODAY, row.date).toBe(true);
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
    expect(rows.filter((row) => row.date === TODAY).length).toBeGreaterThan(15);
    expect(rows.some((row) => row.employeeRecordId === people[3]!.id)).toBe(true);

    // Roughly 88% of employed working days checked in; some late, some overtime, a few missed check-outs.
    let workingDays = 0;
    for (const person of people.filter((_, i) => i !== 5)) {
      for (let date = first; date <= TODAY; date = shiftDate(date, 1)) if (isWorkingDay(date, calendar) && date >= (joined.get(person.id) ?? "")) workingDays += 1;
    }
    expect(rows.length / workingDays).toBeGreaterThan(0.82);
    expect(rows.length / workingDays).toBeLessThan(0.94);
    const late = rows.filter((row) => row.status === "Late").length / rows.length;
    expect(late).toBeGreaterThan(0.1);
    expect(late).toBeLessThan(0.4);
    const past = rows.filter((row) => row.date < TODAY);
    expect(past.filter((row) => row.checkOutAt === null).length).toBeGreaterThan(0);
    expect(past.filter((row) => row.checkOutAt === null).length / past.length).toBeLessThan(0.05);
    expect(past.some((row) => row.checkOutAt && minuteOfDay(row.checkOutAt, ZONE) > 18 * 60 + 30)).toBe(true);
    expect(rows.filter((row) => row.checkInAddress === OFFICE).length / rows.length).toBeGreaterThan(0.6);
    expect(rows.some((row) => row.checkInAddress.startsWith("Site visit:"))).toBe(true);

    // Approved leave on about 3% of days, with no attendance on its working days; pending requests ahead for different people.
    const approved = leaves.filter((leave) => leave.status === "Approved");
    expect(approved.length).toBeGreaterThan(5);
    const attended = new Set(rows.map(key));
    let leaveDays = 0;
    for (const leave of approved) {
      expect(["sick", "personal", "vacation"]).toContain(leave.leaveType);
      expect(leave.decidedAt!.getTime()).toBeLessThan(new Date(`${leave.startDate}T00:00:00+05:30`).getTime());
      expect(leave.endDate <= TODAY && leave.startDate >= (joined.get(leave.employeeRecordId) ?? "")).toBe(true);
      const working: string[] = [];
      for (let date = leave.startDate; date <= leave.endDate; date = shiftDate(date, 1)) {
        if (!isWorkingDay(date, calendar)) continue;
        working.push(date);
        leaveDays += 1;
        expect(attended.has(key({ employeeRecordId: leave.employeeRecordId, date })), `${leave.employeeRecordId} ${date}`).toBe(false);
      }
      // Approved as an approval would: the dates it uses are fixed with it (no sandwich rule by default).
      expect(leave.countedDates, `leave ${leave.id}`).toEqual(working);
    }
    expect(leaveDays / workingDays).toBeGreaterThan(0.01);
    expect(leaveDays / workingDays).toBeLessThan(0.06);
    const pending = leaves.filter((leave) => leave.status === "Pending");
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.length).toBeLessThanOrEqual(4);
    expect(new Set(pending.map((leave) => leave.employeeRecordId)).size).toBe(pending.length);
    for (const leave of pending) expect(leave.startDate > TODAY && leave.endDate <= shiftDate(TODAY, 14) && isWorkingDay(leave.startDate, calendar) && isWorkingDay(leave.endDate, calendar)).toBe(true);

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
    const same = (list: typeof rows) => list.filter((row) => row.date < TODAY).map((row) => [key(row), row.checkInAt.getTime(), row.checkOutAt?.getTime(), row.checkInAddress]).sort();
    expect(same(rows)).toEqual(same(before));

    for (const row of rows) {
      if (row.checkInAddress === OFFICE) {
        expect(row.offSite).toBe(false);
        expect(row.distanceMetres).toBeLessThan(50);
      } else {
        expect(row.offSite).toBe(true);
        expect(row.distanceMetres).toBeGreaterThan(5_000);
      }
    }
  });
});
