import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPLOYEE_ATTENDANCE_PATH,
  EMPLOYEE_CHECKIN_PATH,
  EMPLOYEE_CHECKOUT_PATH,
  EMPLOYEE_PROFILE_PATH,
  EMPLOYEE_TODAY_PATH,
  type AttendanceRecord,
} from "@/shared/contract/employee-portal";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { attendanceRecords } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { MINUTE, people, SETUP_TIMEOUT, TEST_DOMAIN, sessionHeader } from "../../testing/helpers";
import { findAccountByEmail } from "../../auth/account-store";
import { createSession } from "../../auth/session-store";
import { createStaffAccount } from "../users/service";
import { listAudit } from "../audit/store";

// 23 November 2026 (a Monday), 09:10 in Pune.
let ctx: AdminTestContext;
const office = { latitude: 18.5593, longitude: 73.7868 }; // Baner, Pune
const place = (overrides: Record<string, unknown> = {}) => ({
  location: "",
  address: "Baner Road, Pune",
  ...office,
  accuracy: 25,
  ...overrides,
});
const ids: Record<"employee" | "another" | "admin" | "hr", number> = { employee: 0, another: 0, admin: 0, hr: 0 };
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  const db = ctx.database.db;
  ids.another = (
    await createStaffAccount(
      db,
      TEST_DOMAIN,
      { role: "employee", email: `omkar.jadhav@${TEST_DOMAIN}`, password: "Hinjewadi-Site-2026" },
      { via: "cli" },
    )
  ).id;
  for (const key of ["employee", "admin", "hr"] as const) ids[key] = (await findAccountByEmail(db, people[key].email))!.id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

type Who = keyof typeof ids;
const portalOf = { employee: "employee", another: "employee", admin: "admin", hr: "hr" } as const;
/** A fresh session at the test clock's time (the clock jumps hours and days, past the idle limit). */
const as = async (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
  const id = await createSession(ctx.database.db, ids[who], portalOf[who], ctx.clock.now());
  return ctx.app.inject({ method, url, headers: sessionHeader(portalOf[who], id), payload });
};
const employee = (method: "GET" | "POST", url: string, payload?: object) => as("employee", method, url, payload);
const admin = (method: "GET" | "PUT", url: string, payload?: object) => as("admin", method, url, payload);

describe("check-in and check-out", () => {
  it("checks in once per business day on the server's clock, then out once, with the hours worked", async () => {
    const before = await employee("POST", EMPLOYEE_CHECKOUT_PATH, place());
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe("You have not checked in today");

    const first = await employee("POST", EMPLOYEE_CHECKIN_PATH, { ...place(), checkIn: "2020-01-01T00:00:00Z", date: "2020-01-01" });
    expect(first.statusCode).toBe(201);
    const record = first.json<AttendanceRecord>();
    expect(record).toMatchObject({
      date: "2026-11-23",
      checkIn: "2026-11-23T03:40:00.000Z",
      checkOut: null,
      totalHours: null,
      status: "Present",
      location: "Baner Road, Pune",
      checkInLocation: { address: "Baner Road, Pune", latitude: office.latitude, longitude: office.longitude, accuracy: 25 },
      offSite: null,
    });
    const second = await employee("POST", EMPLOYEE_CHECKIN_PATH, place({ address: "Somewhere else" }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("You have already checked in today");
    expect((await employee("GET", EMPLOYEE_TODAY_PATH)).json()).toMatchObject({
      date: "2026-11-23",
      record: { id: record.id, location: "Baner Road, Pune" },
      shiftStart: "09:00",
    });

    ctx.clock.advance(8 * 60 * MINUTE + 45 * MINUTE);
    const out = await employee("POST", EMPLOYEE_CHECKOUT_PATH, place({ address: "Wakad site office", accuracy: 12.5 }));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      totalHours: 8.75,
      checkOut: "2026-11-23T12:25:00.000Z",
      checkOutLocation: { address: "Wakad site office", accuracy: 12.5 },
    });
    const again = await employee("POST", EMPLOYEE_CHECKOUT_PATH, place());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already checked out today");
    const events = (await listAudit(ctx.database.db, { limit: 5 })).map((entry) => entry.event);
    expect(events.slice(0, 2)).toEqual(["attendance.checked_out", "attendance.checked_in"]);
  });

  it("turns twenty check-ins sent at once into exactly one record", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => as("another", "POST", EMPLOYEE_CHECKIN_PATH, place())));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const rows = await ctx.database.db.select().from(attendanceRecords);
    expect(rows.filter((row) => row.date === "2026-11-23")).toHaveLength(2);
  });

  it("starts a new business day at midnight in Pune, and marks a check-in after shift start plus grace as Late", async () => {
    // 23:59 on the 23rd in Pune is still the 23rd: the day's record exists.
    ctx.clock.advance(-ctx.clock.now().getTime() + new Date("2026-11-23T18:29:00Z").getTime());
    expect((await employee("POST", EMPLOYEE_CHECKIN_PATH, place())).statusCode).toBe(409);
    // 09:15:00 on the 24th: on time (grace 15 minutes).
    ctx.clock.advance(new Date("2026-11-24T03:45:00Z").getTime() - ctx.clock.now().getTime());
    expect((await employee("POST", EMPLOYEE_CHECKIN_PATH, place())).json()).toMatchObject({ date: "2026-11-24", status: "Present" });
    // 09:15:01: late.
    ctx.clock.advance(1000);
    expect((await as("another", "POST", EMPLOYEE_CHECKIN_PATH, place())).json()).toMatchObject({ date: "2026-11-24", status: "Late" });
  });

  it("refuses coordinates out of range, half a location and a long address with clear messages; a refused location is accepted", async () => {
    const refused = async (payload: object, field: string) => {
      const answer = await employee("POST", EMPLOYEE_CHECKOUT_PATH, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      return answer.json().fieldErrors[field][0];
    };
    expect(await refused(place({ latitude: 90.000001 }), "latitude")).toBe("Latitude must be between -90 and 90");
    expect(await refused(place({ longitude: -180.5 }), "longitude")).toBe("Longitude must be between -180 and 180");
    expect(await refused(place({ accuracy: -1 }), "accuracy")).toBe("Accuracy must be at least 0 and below 100 km");
    expect(await refused(place({ accuracy: 100_000 }), "accuracy")).toBe("Accuracy must be at least 0 and below 100 km");
    expect(await refused(place({ latitude: null }), "latitude")).toBe(
      "Send latitude, longitude and accuracy together, or none of them when location was refused",
    );
    expect(await refused(place({ address: "x".repeat(501) }), "address")).toBe("Address must be at most 500 characters");
    expect(await refused(place({ latitude: "18.5" }), "latitude")).toBe("Latitude must be between -90 and 90");
    // Edges that pass: the poles, the date line, 99,999.9 m, 500 characters.
    const edge = await employee(
      "POST",
      EMPLOYEE_CHECKOUT_PATH,
      place({ latitude: -90, longitude: 180, accuracy: 99_999.9, address: "x".repeat(500) }),
    );
    expect(edge.statusCode).toBe(200);
    ctx.clock.advance(24 * 60 * MINUTE);
    const noLocation = await employee("POST", EMPLOYEE_CHECKIN_PATH, {
      location: "",
      address: "Location not available",
      latitude: null,
      longitude: null,
      accuracy: null,
    });
    expect(noLocation.statusCode).toBe(201);
    expect(noLocation.json().checkInLocation).toEqual({
      address: "Location not available",
      latitude: null,
      longitude: null,
      accuracy: null,
    });
  });

  it("flags a check-in outside the office geofence with its distance, and accepts it", async () => {
    const saved = await admin("PUT", ADMIN_SETTINGS_PATH, { ...DEFAULT_SETTINGS, geofence: { ...office, radiusMetres: 200 } });
    expect(saved.statusCode).toBe(200);
    ctx.clock.advance(24 * 60 * MINUTE);
    const far = await employee("POST", EMPLOYEE_CHECKIN_PATH, place({ latitude: 18.5793, longitude: 73.7868 })); // about 2.2 km north
    expect(far.statusCode).toBe(201);
    expect(far.json().offSite).toBe(true);
    expect(far.json().distanceMetres).toBeGreaterThan(2_150);
    expect(far.json().distanceMetres).toBeLessThan(2_300);
    const near = await as("another", "POST", EMPLOYEE_CHECKIN_PATH, place({ latitude: 18.5601 }));
    expect(near.json()).toMatchObject({ offSite: false, distanceMetres: 89 });
    await admin("PUT", ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS);
  });
});

describe("history and profile", () => {
  it("lists the person's own days, newest first: the last 30 by default, from/to within a year", async () => {
    const mine = (await employee("GET", EMPLOYEE_ATTENDANCE_PATH)).json<AttendanceRecord[]>();
    expect(mine.map((record) => record.date)).toEqual(["2026-11-26", "2026-11-25", "2026-11-24", "2026-11-23"]);
    const theirs = (await as("another", "GET", EMPLOYEE_ATTENDANCE_PATH)).json<AttendanceRecord[]>();
    expect(theirs.map((record) => record.date)).toEqual(["2026-11-26", "2026-11-24", "2026-11-23"]);
    expect(theirs.every((record) => !mine.some((own) => own.id === record.id))).toBe(true);
    const range = await employee("GET", `${EMPLOYEE_ATTENDANCE_PATH}?from=2026-11-24&to=2026-11-25`);
    expect(range.json<AttendanceRecord[]>().map((record) => record.date)).toEqual(["2026-11-25", "2026-11-24"]);
    const tooLong = await employee("GET", `${EMPLOYEE_ATTENDANCE_PATH}?from=2025-11-01&to=2026-11-25`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Choose a range of at most one year");
    expect((await employee("GET", `${EMPLOYEE_ATTENDANCE_PATH}?from=2026-13-01`)).statusCode).toBe(400);
  });

  it("answers the profile of the session's own employee, whatever the request says", async () => {
    const profile = await employee("GET", `${EMPLOYEE_PROFILE_PATH}?employeeId=EMP999&id=1`);
    expect(profile.json()).toMatchObject({ firstName: "Aarav", lastName: "Deshmukh", email: `aarav.deshmukh@${TEST_DOMAIN}`, manager: "" });
    expect(Object.keys(profile.json()).sort()).toEqual(
      ["department", "designation", "email", "employeeId", "firstName", "joiningDate", "lastName", "manager", "phone"]
        .concat(["gender", "uan", "esiIpNumber", "pfMember", "pfExclusionReason", "pfWageCapped", "epsMember", "stateOfWork"])
        .sort(),
    );
  });
});

describe("settings", () => {
  it("are the business hours until the admin saves others, validated with clear messages, admin only", async () => {
    expect((await admin("GET", ADMIN_SETTINGS_PATH)).json()).toEqual(DEFAULT_SETTINGS);
    const bad = await admin("PUT", ADMIN_SETTINGS_PATH, {
      ...DEFAULT_SETTINGS,
      shiftStart: "18:00",
      shiftEnd: "09:00",
      graceMinutes: 241,
      weeklyOffDays: [7],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      graceMinutes: ["Grace must be a whole number of minutes from 0 to 240"],
      "weeklyOffDays.0": ["Weekly off days must be days of the week (0 = Sunday to 6 = Saturday), at most 6"],
    });
    const order = await admin("PUT", ADMIN_SETTINGS_PATH, { ...DEFAULT_SETTINGS, shiftStart: "18:00", shiftEnd: "09:00" });
    expect(order.json().fieldErrors).toEqual({ shiftEnd: ["Shift end must be after shift start"] });
    const saved = await admin("PUT", ADMIN_SETTINGS_PATH, { ...DEFAULT_SETTINGS, shiftStart: "09:30", weeklyOffDays: [6, 0, 0] });
    expect(saved.json()).toMatchObject({ shiftStart: "09:30", weeklyOffDays: [0, 6] });
    const [entry] = await listAudit(ctx.database.db, { event: "settings.updated", limit: 1 });
    expect(entry!.details).toEqual({ fields: ["shiftStart", "weeklyOffDays"] });
    for (const role of ["hr", "employee"] as const) {
      expect((await as(role, "GET", ADMIN_SETTINGS_PATH)).statusCode).toBe(403);
      expect((await as(role, "PUT", ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS)).statusCode).toBe(403);
    }
    await admin("PUT", ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS);
  });

  it("refuses the employee area to sessions of other portals", async () => {
    for (const role of ["admin", "hr"] as const) {
      expect((await as(role, "POST", EMPLOYEE_CHECKIN_PATH, place())).statusCode).toBe(403);
    }
  });
});
