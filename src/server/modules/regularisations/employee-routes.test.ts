import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlCharacterMessage, dateMessage, TOTAL_COUNT_HEADER } from "@/shared/contract/common";
import { hrAttendanceMessages } from "@/shared/contract/hr-attendance";
import {
  correctionCancelPath,
  EMPLOYEE_CORRECTIONS_PATH,
  regularisationMessages,
  type Regularisation,
} from "@/shared/contract/regularisations";
import { auditLog, employees } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { addSheetPeople, sheetRequests, type SheetAccounts, type Who } from "../../testing/attendance-sheet";
import { SETUP_TIMEOUT } from "../../testing/helpers";

/**
 * The employee's own correction requests (docs/product.md section 9.20): which days, what input, one pending a
 * day, the list and cancelling. Monday 23 November 2026, 09:10 in Pune.
 */
let ctx: AdminTestContext;
const accounts = {} as SheetAccounts;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-23T03:40:00.000Z");
  await addSheetPeople(ctx, accounts);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { as, checkedIn } = sheetRequests(() => ctx, accounts);

const ask = (who: Who, payload: object) => as(who, "POST", EMPLOYEE_CORRECTIONS_PATH, payload);
const valid = { checkIn: "09:00", checkOut: "18:00", reason: "Phone battery died at the Wakad site" };

async function expectField(response: Awaited<ReturnType<typeof ask>>, status: number, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
}

describe("requesting a correction", () => {
  it("files a request for a past day, with the day's record beside it, and audits it", async () => {
    await checkedIn("employee", "2026-11-20", "09:40", null);
    const response = await ask("employee", {
      date: "2026-11-20",
      checkIn: " 09:05 ",
      checkOut: "18:10",
      reason: "  Forgot to check out after the site visit ",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual<Regularisation>({
      id: expect.any(Number),
      employeeRecordId: accounts.employee.recordId,
      employeeId: expect.stringMatching(/^EMP\d+$/),
      employeeName: "Aarav Deshmukh",
      date: "2026-11-20",
      checkIn: "09:05",
      checkOut: "18:10",
      reason: "Forgot to check out after the site visit",
      status: "Pending",
      decidedBy: null,
      decidedAs: null,
      comment: null,
      decidedAt: null,
      createdAt: "2026-11-23T03:40:00.000Z",
      // 09:40 IST is 04:10 UTC; never checked out.
      currentCheckIn: "2026-11-20T04:10:00.000Z",
      currentCheckOut: null,
      adminAccount: false,
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, "attendance.correction_requested"));
    expect(entry).toMatchObject({
      actorAccountId: accounts.employee.accountId,
      subject: `correction:${response.json().id}`,
      details: { employeeRecordId: accounts.employee.recordId, date: "2026-11-20", checkIn: "09:05", checkOut: "18:10" },
    });
  });

  it("takes a day without a check-out, and a day with no record at all", async () => {
    const open = await ask("omkar", { date: "2026-11-19", checkIn: "10:00", reason: "Checked in at the Hinjewadi site" });
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json()).toMatchObject({ checkOut: null, currentCheckIn: null, currentCheckOut: null });
    const blank = await ask("omkar", { date: "2026-11-18", checkIn: "10:00", checkOut: "", reason: "Checked in at the Hinjewadi site" });
    expect(blank.json()).toMatchObject({ checkOut: null });
  });

  it("allows a day 30 days back, and refuses 31 days back, today and days to come", async () => {
    expect((await ask("tanvi", { date: "2026-10-24", ...valid })).statusCode).toBe(201);
    await expectField(await ask("tanvi", { date: "2026-10-23", ...valid }), 400, "date", regularisationMessages.tooOld);
    await expectField(await ask("tanvi", { date: "2026-11-23", ...valid }), 400, "date", regularisationMessages.notPast);
    await expectField(await ask("tanvi", { date: "2026-11-24", ...valid }), 400, "date", regularisationMessages.notPast);
    expect((await ask("tanvi", { date: "2026-11-22", ...valid })).statusCode).toBe(201);
  });

  it("refuses a day before the person joined", async () => {
    await ctx.database.db.update(employees).set({ dateOfJoining: "2026-11-10" }).where(eq(employees.id, accounts.tanvi.recordId));
    await expectField(await ask("tanvi", { date: "2026-11-09", ...valid }), 400, "date", regularisationMessages.notEmployed);
    expect((await ask("tanvi", { date: "2026-11-10", ...valid })).statusCode).toBe(201);
  });

  it("keeps one pending request per day: a second is 409 under the date", async () => {
    await expectField(await ask("employee", { date: "2026-11-20", ...valid }), 409, "date", regularisationMessages.pending);
    // Another day is fine.
    expect((await ask("employee", { date: "2026-11-17", ...valid })).statusCode).toBe(201);
  });

  it("answers bad input with 400 and the field's message", async () => {
    await expectField(await ask("employee", { ...valid }), 400, "date", regularisationMessages.date);
    await expectField(await ask("employee", { date: "2026-11-31", ...valid }), 400, "date", dateMessage);
    await expectField(
      await ask("employee", { date: "2026-11-16", checkOut: "18:00", reason: "Gate register" }),
      400,
      "checkIn",
      hrAttendanceMessages.checkIn,
    );
    await expectField(
      await ask("employee", { date: "2026-11-16", checkIn: "9am", reason: "Gate register" }),
      400,
      "checkIn",
      hrAttendanceMessages.time,
    );
    await expectField(
      await ask("employee", { date: "2026-11-16", checkIn: "09:00", checkOut: "24:00", reason: "Gate register" }),
      400,
      "checkOut",
      hrAttendanceMessages.time,
    );
    await expectField(
      await ask("employee", { date: "2026-11-16", checkIn: "18:00", checkOut: "09:00", reason: "Gate register" }),
      400,
      "checkOut",
      hrAttendanceMessages.order,
    );
    await expectField(
      await ask("employee", { date: "2026-11-16", checkIn: "09:00", reason: "   " }),
      400,
      "reason",
      hrAttendanceMessages.reason,
    );
    await expectField(
      await ask("employee", { date: "2026-11-16", checkIn: "09:00", reason: "x".repeat(301) }),
      400,
      "reason",
      hrAttendanceMessages.reasonLength,
    );
    await expectField(
      await ask("employee", { date: "2026-11-16", checkIn: "09:00", reason: "Gate\u0000register" }),
      400,
      "reason",
      controlCharacterMessage,
    );
    expect((await ask("employee", { date: "2026-11-16", checkIn: "09:00", reason: "x".repeat(300) })).statusCode).toBe(201);
  });

  it("is for the employee portal only", async () => {
    expect((await as("hr", "POST", EMPLOYEE_CORRECTIONS_PATH, { date: "2026-11-20", ...valid })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: "POST", url: EMPLOYEE_CORRECTIONS_PATH, payload: { date: "2026-11-20", ...valid } })).statusCode,
    ).toBe(401);
  });
});

describe("the employee's own requests", () => {
  it("lists only one's own, newest first, paged with the total", async () => {
    ctx.clock.advance(60_000);
    const later = await ask("employee", { date: "2026-11-13", ...valid });
    const list = await as("employee", "GET", EMPLOYEE_CORRECTIONS_PATH);
    expect(list.statusCode).toBe(200);
    const rows = list.json<Regularisation[]>();
    expect(rows.every((row) => row.employeeRecordId === accounts.employee.recordId)).toBe(true);
    expect(rows.map((row) => row.date)).toEqual(["2026-11-13", "2026-11-16", "2026-11-17", "2026-11-20"]);
    expect(rows[0]!.id).toBe(later.json().id);
    expect(list.headers[TOTAL_COUNT_HEADER]).toBe("4");
    const second = await as("employee", "GET", `${EMPLOYEE_CORRECTIONS_PATH}?limit=2&offset=2`);
    expect(second.json<Regularisation[]>().map((row) => row.date)).toEqual(["2026-11-17", "2026-11-20"]);
    expect(second.headers[TOTAL_COUNT_HEADER]).toBe("4");
    const omkar = await as("omkar", "GET", EMPLOYEE_CORRECTIONS_PATH);
    expect(omkar.json<Regularisation[]>().map((row) => row.date)).toEqual(["2026-11-18", "2026-11-19"]);
    const refused = await as("employee", "GET", `${EMPLOYEE_CORRECTIONS_PATH}?status=Open`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(regularisationMessages.status);
  });

  it("cancels one's own pending request (audited); someone else's is not found, a cancelled one is not pending", async () => {
    const [mine] = (await as("employee", "GET", `${EMPLOYEE_CORRECTIONS_PATH}?status=Pending&limit=1`)).json<Regularisation[]>();
    const theirs = (await as("omkar", "GET", EMPLOYEE_CORRECTIONS_PATH)).json<Regularisation[]>()[0]!;

    const stranger = await as("employee", "POST", correctionCancelPath(theirs.id));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(regularisationMessages.notFound);
    expect((await as("employee", "POST", correctionCancelPath(999999))).statusCode).toBe(404);

    const cancelled = await as("employee", "POST", correctionCancelPath(mine!.id));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: mine!.id,
      status: "Cancelled",
      decidedAt: ctx.clock.now().toISOString(),
      decidedBy: null,
      decidedAs: null,
    });
    const again = await as("employee", "POST", correctionCancelPath(mine!.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(regularisationMessages.notPending);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, "attendance.correction_cancelled"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorAccountId: accounts.employee.accountId, subject: `correction:${mine!.id}` });
    // The day is free for a new request once the old one is cancelled.
    expect((await ask("employee", { date: mine!.date, ...valid })).statusCode).toBe(201);
  });
});
