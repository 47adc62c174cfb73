import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarMessages,
  HR_LEAVE_CALENDAR_PATH,
  hrLeaveOverlapsPath,
  TEAM_LEAVE_CALENDAR_PATH,
  type LeaveCalendar,
  type LeaveOverlaps,
} from "@/shared/contract/team";
import { eq } from "drizzle-orm";
import { employees, leaveRequests } from "../../db/schema";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { createTeamTestApp, type TeamTestContext } from "../../testing/team-test-app";

/** The leave calendars and the approve dialog's warning (docs/product.md section 9.20). */
let ctx: TeamTestContext;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTeamTestApp("2026-11-23T05:00:00.000Z");
  const file = async (key: string, ...args: Parameters<TeamTestContext["file"]>) => {
    ids[key] = (await ctx.file(...args)).id;
  };
  await file("aaravAcross", "aarav", "vacation", "2026-10-28", "2026-11-03", { status: "Approved" });
  await file("aaravLate", "aarav", "personal", "2026-11-28", "2026-12-02");
  await file("tanvi", "tanvi", "sick", "2026-11-10", "2026-11-12", { status: "Approved" });
  await file("omkar", "omkar", "vacation", "2026-11-13", "2026-11-20");
  await file("omkarRejected", "omkar", "personal", "2026-11-05", "2026-11-05", { status: "Rejected" });
  await file("nehaCancelled", "neha", "personal", "2026-11-12", "2026-11-13", { status: "Cancelled" });
  await file("neha", "neha", "sick", "2026-11-14", "2026-11-14", { status: "Approved" });
  await file("ishita", "ishita", "vacation", "2026-11-12", "2026-11-13", { status: "Approved" });
  await file("pooja", "pooja", "vacation", "2026-11-12", "2026-11-12", { status: "Approved" });
  // 180 days across the whole of November: one span, clipped to the month.
  await file("ananyaLong", "ananya", "maternity", "2026-08-01", "2027-01-27", { status: "Approved" });
  await file("request", "aarav", "vacation", "2026-11-12", "2026-11-14");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const hrCalendar = async (query: string) => {
  const response = await ctx.app.inject({ method: "GET", url: `${HR_LEAVE_CALENDAR_PATH}${query}`, headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeaveCalendar>();
};
const spansOf = (calendar: LeaveCalendar) =>
  Object.fromEntries(
    calendar.people.map((person) => [person.name, person.spans.map((span) => `${span.start}..${span.end} ${span.status}`)]),
  );

describe("GET /api/hr/leaves/calendar", () => {
  it("gives each person's approved and pending leave in the month, clipped to it, by name", async () => {
    const calendar = await hrCalendar("?month=2026-11");
    expect([calendar.month, calendar.from, calendar.to]).toEqual(["2026-11", "2026-11-01", "2026-11-30"]);
    expect(calendar.people.map((person) => person.name)).toEqual([
      "Aarav Deshmukh",
      "Ananya Kulkarni",
      "Ishita Bhide",
      "Neha Gokhale",
      "Omkar Jadhav",
      "Pooja Deshpande",
      "Tanvi Shinde",
    ]);
    expect(spansOf(calendar)).toEqual({
      "Aarav Deshmukh": ["2026-11-01..2026-11-03 Approved", "2026-11-12..2026-11-14 Pending", "2026-11-28..2026-11-30 Pending"],
      "Ananya Kulkarni": ["2026-11-01..2026-11-30 Approved"],
      "Ishita Bhide": ["2026-11-12..2026-11-13 Approved"],
      "Neha Gokhale": ["2026-11-14..2026-11-14 Approved"],
      "Omkar Jadhav": ["2026-11-13..2026-11-20 Pending"],
      "Pooja Deshpande": ["2026-11-12..2026-11-12 Approved"],
      "Tanvi Shinde": ["2026-11-10..2026-11-12 Approved"],
    });
    const across = calendar.people[0]!.spans[0]!;
    expect(across).toEqual({
      id: ids.aaravAcross,
      leaveType: "vacation",
      status: "Approved",
      start: "2026-11-01",
      end: "2026-11-03",
      requestStart: "2026-10-28",
      requestEnd: "2026-11-03",
    });
    expect(calendar.people[0]).toMatchObject({ employeeRecordId: ctx.records.aarav, department: "Sales" });
    expect(spansOf(await hrCalendar("?month=2026-12"))["Aarav Deshmukh"]).toEqual(["2026-12-01..2026-12-02 Pending"]);
    expect((await hrCalendar("?month=2027-03")).people).toEqual([]);
  });

  it("narrows to a department, and answers a bad month or department with 400", async () => {
    const sales = await hrCalendar("?month=2026-11&department=Sales");
    expect(sales.people.map((person) => person.name)).toEqual([
      "Aarav Deshmukh",
      "Neha Gokhale",
      "Omkar Jadhav",
      "Pooja Deshpande",
      "Tanvi Shinde",
    ]);
    expect((await hrCalendar("?month=2026-11&department=Marketing")).people.map((person) => person.name)).toEqual([
      "Ananya Kulkarni",
      "Ishita Bhide",
    ]);
    const cases: [string, string, string][] = [
      ["?month=2026-13", "month", "Enter a month as YYYY-MM"],
      ["", "month", "Enter a month as YYYY-MM"],
      ["?month=2026-11&department=Legal", "department", calendarMessages.department],
    ];
    for (const [query, field, message] of cases) {
      const response = await ctx.app.inject({ method: "GET", url: `${HR_LEAVE_CALENDAR_PATH}${query}`, headers: ctx.headers.hr });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fieldErrors[field], query).toEqual([message]);
    }
    expect(calendarMessages.department).toBe("Department must be one of Engineering, Sales, Marketing, HR, Finance, Operations");
    expect(
      (await ctx.app.inject({ method: "GET", url: `${HR_LEAVE_CALENDAR_PATH}?month=2026-11`, headers: ctx.headers.employee })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: "GET", url: `${HR_LEAVE_CALENDAR_PATH}?month=2026-11`, headers: ctx.headers.admin })).statusCode,
    ).toBe(200);
  });
});

describe("GET /api/employee/team/leave-calendar", () => {
  it("shows a manager only their own active reports", async () => {
    const response = await ctx.as("rohit", "GET", `${TEAM_LEAVE_CALENDAR_PATH}?month=2026-11`);
    expect(response.statusCode, response.body).toBe(200);
    expect(spansOf(response.json<LeaveCalendar>())).toEqual({
      "Aarav Deshmukh": ["2026-11-01..2026-11-03 Approved", "2026-11-12..2026-11-14 Pending", "2026-11-28..2026-11-30 Pending"],
      "Omkar Jadhav": ["2026-11-13..2026-11-20 Pending"],
      "Tanvi Shinde": ["2026-11-10..2026-11-12 Approved"],
    });
    expect(spansOf((await ctx.as("ananya", "GET", `${TEAM_LEAVE_CALENDAR_PATH}?month=2026-11`)).json())).toEqual({
      "Ishita Bhide": ["2026-11-12..2026-11-13 Approved"],
    });
    expect((await ctx.as("neha", "GET", `${TEAM_LEAVE_CALENDAR_PATH}?month=2026-11`)).json<LeaveCalendar>().people).toEqual([]);
    const bad = await ctx.as("rohit", "GET", `${TEAM_LEAVE_CALENDAR_PATH}?month=November`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.month).toEqual(["Enter a month as YYYY-MM"]);
  });
});

describe("GET /api/hr/leaves/{id}/overlaps", () => {
  it("names the others of the department off on the request's dates, clipped to them; not the person, other departments, leavers, rejected or cancelled leave", async () => {
    const response = await ctx.app.inject({ method: "GET", url: hrLeaveOverlapsPath(ids.request!), headers: ctx.headers.hr });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeaveOverlaps>()).toEqual({
      department: "Sales",
      people: [
        { employeeRecordId: ctx.records.tanvi, employeeName: "Tanvi Shinde", status: "Approved", start: "2026-11-12", end: "2026-11-12" },
        { employeeRecordId: ctx.records.omkar, employeeName: "Omkar Jadhav", status: "Pending", start: "2026-11-13", end: "2026-11-14" },
        { employeeRecordId: ctx.records.neha, employeeName: "Neha Gokhale", status: "Approved", start: "2026-11-14", end: "2026-11-14" },
      ],
    });
  });

  it("is empty for a person without a department or nobody else off; 404 for no such request; HR's only", async () => {
    const [own] = await ctx.database.db
      .insert(leaveRequests)
      .values({
        employeeRecordId: ctx.records.sneha,
        leaveType: "sick",
        startDate: "2026-11-12",
        endDate: "2026-11-12",
        reason: "Fever since last night",
      })
      .returning();
    const alone = await ctx.app.inject({ method: "GET", url: hrLeaveOverlapsPath(own!.id), headers: ctx.headers.admin });
    expect(alone.json<LeaveOverlaps>()).toEqual({ department: "HR", people: [] });
    await ctx.database.db.update(employees).set({ department: null }).where(eq(employees.id, ctx.records.tanvi));
    const tanvis = await ctx.app.inject({ method: "GET", url: hrLeaveOverlapsPath(ids.tanvi!), headers: ctx.headers.hr });
    expect(tanvis.json<LeaveOverlaps>()).toEqual({ department: null, people: [] });
    const missing = await ctx.app.inject({ method: "GET", url: hrLeaveOverlapsPath(999_999), headers: ctx.headers.hr });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Leave request not found");
    expect(
      (await ctx.app.inject({ method: "GET", url: hrLeaveOverlapsPath(ids.request!), headers: ctx.headers.employee })).statusCode,
    ).toBe(403);
  });
});
