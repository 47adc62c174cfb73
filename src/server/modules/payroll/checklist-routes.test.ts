import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payItemsPath } from "@/shared/contract/pay-items";
import { finalisePath, type PayrollMonth } from "@/shared/contract/payroll";
import { payrollChecklistPath, type PayrollChecklist } from "@/shared/contract/payroll-checklist";
import { attendanceRegularisations, employees, leaveRequests, payItems, separations } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf, worked } from "../../testing/payroll-people";

/**
 * The month-end check list (docs/product.md section 9.14): November 2026 on Tuesday 1 December 2026, 11:00 in
 * Pune, October finalised. Every figure by hand: Asha, Bela and Dev earn the builder's gross 49,850 (basic 30,000,
 * HRA 12,000, transport 1,600, medical 1,250, special 5,000); a full month nets 49,850 - PF 1,800 (12% of the
 * 15,000 ceiling) - PT 200 (a woman above 25,000) = 47,850, no ESI above 21,000, no LWF in October or November,
 * no income tax (under the ₹12 lakh rebate). The three accounts the test app seeds are left aside (`mine`).
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let asha: Person, bela: Person, chitra: Person, dev: Person, esha: Person;
let list: PayrollChecklist;

const who = (person: Person) => ({
  employeeRecordId: person.record.id,
  employeeId: person.record.employeeId,
  name: `${person.record.firstName} ${person.record.lastName}`,
});
const byName = <T extends { name: string }>(entries: T[]) => [...entries].sort((a, b) => a.name.localeCompare(b.name));

beforeAll(async () => {
  ctx = await createAdminTestApp("2026-12-01T05:30:00.000Z");
  const { db } = ctx.database;
  asha = await hire(ctx, { firstName: "Asha", lastName: "Kulkarni", dateOfJoining: "2024-01-01", uan: "100427607286" });
  // No UAN (a PF member) and, below, no bank details.
  bela = await hire(ctx, { firstName: "Bela", lastName: "Shinde", dateOfJoining: "2024-01-01" });
  // Joined Tuesday 10 November on gross 12,000 + 4,000 + 1,600 + 1,250 = 18,850: ESI covered (21,000 or less), no ESI IP number, no UAN.
  chitra = await hire(ctx, {
    firstName: "Chitra",
    lastName: "Rao",
    dateOfJoining: "2026-11-10",
    basicSalary: 12_000,
    hra: 4_000,
    specialAllowance: 0,
  });
  // Joined Monday 2 November and left on Friday 20 November: a joiner and a leaver, not in October.
  dev = await hire(ctx, { firstName: "Dev", lastName: "Patil", dateOfJoining: "2026-11-02", uan: "100257274743" });
  // Worked all of October and November to the 25th, then HR deactivated her record at 00:30 on Thursday 26 November in
  // Pune (19:00 UTC on the 25th) without recording a separation: a leaver all the same, last day the 26th (Pune's date).
  esha = await hire(ctx, { firstName: "Esha", lastName: "Joshi", dateOfJoining: "2024-01-01", uan: "100311144489" });
  await db
    .update(employees)
    .set({ bankName: null, ifscCode: null, accountNumberEncrypted: null, accountNumberMasked: null })
    .where(eq(employees.id, bela.record.id));
  for (const person of [asha, bela]) await worked(ctx, person.record.id, "2026-10-01", "2026-11-30");
  await worked(ctx, chitra.record.id, "2026-11-10", "2026-11-30");
  await worked(ctx, dev.record.id, "2026-11-02", "2026-11-20");
  await worked(ctx, esha.record.id, "2026-10-01", "2026-11-25");
  await db.insert(separations).values({
    employeeRecordId: dev.record.id,
    kind: "resignation",
    noticeDate: "2026-11-05",
    lastWorkingDay: "2026-11-20",
    noticePeriodDays: 0,
    recordedAt: ctx.clock.now(),
  });

  const finalised = await ctx.app.inject({ method: "POST", url: finalisePath("2026-10"), headers: ctx.headers.hr });
  expect(finalised.statusCode, finalised.body).toBe(200);
  await db
    .update(employees)
    .set({ isActive: false, deactivatedAt: new Date("2026-11-25T19:00:00.000Z") })
    .where(eq(employees.id, esha.record.id));

  // Pending leave: Bela's across 31 October into November, Asha's in November; Asha's December request and her
  // approved November day are not the list's.
  const leave = (person: Person, startDate: string, endDate: string, status: "Pending" | "Approved") => ({
    employeeRecordId: person.record.id,
    leaveType: "vacation" as const,
    startDate,
    endDate,
    reason: "Family function",
    status,
  });
  await db
    .insert(leaveRequests)
    .values([
      leave(bela, "2026-10-30", "2026-11-02", "Pending"),
      leave(asha, "2026-11-20", "2026-11-21", "Pending"),
      leave(asha, "2026-12-03", "2026-12-04", "Pending"),
      leave(asha, "2026-11-25", "2026-11-25", "Approved"),
    ]);
  // Corrections: Bela's for Monday 16 November is pending; her October one is not November's.
  await db.insert(attendanceRegularisations).values([
    {
      employeeRecordId: bela.record.id,
      date: "2026-11-16",
      checkIn: "09:05",
      checkOut: "18:00",
      reason: "Forgot to check in",
      status: "Pending",
    },
    {
      employeeRecordId: bela.record.id,
      date: "2026-10-30",
      checkIn: "09:05",
      checkOut: "18:00",
      reason: "Forgot to check in",
      status: "Pending",
    },
  ]);
  // Items: Bela's bonus 6,000 (no PF, ESI or PT wage; tax still nil): net 47,850 + 6,000 = 53,850, up 6,000: more
  // than ₹5,000 (and than 10% of 47,850 = 4,785), flagged. Asha's incentive 3,000 and arrears 1,000 for October
  // (PF wage 30,000 + 1,000 still capped at 15,000: PF 1,800): up 4,000, neither above 4,785 nor above 5,000.
  for (const [person, kind, amount] of [
    [bela, "bonus", 6_000],
    [asha, "incentive", 3_000],
  ] as const) {
    const added = await ctx.asAdmin({
      method: "POST",
      url: payItemsPath("2026-11"),
      payload: { employeeRecordId: person.record.id, kind, amount, reason: "Quarter target" },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  await db.insert(payItems).values({
    employeeRecordId: asha.record.id,
    month: "2026-11",
    kind: "arrears",
    amount: 1_000,
    pfWage: 1_000,
    esiWage: 1_000,
    description: "Arrears Oct 2026",
    sourceMonth: "2026-10",
  });

  const response = await ctx.app.inject({ method: "GET", url: payrollChecklistPath("2026-11"), headers: ctx.headers.hr });
  expect(response.statusCode, response.body).toBe(200);
  list = response.json<PayrollChecklist>();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const mine = <T extends { employeeRecordId: number }>(entries: T[]) =>
  entries.filter((entry) => [asha, bela, chitra, dev].some((person) => person.record.id === entry.employeeRecordId));

describe("the month-end check list", () => {
  it("lists the pending leave and corrections touching the month", () => {
    expect(mine(list.pendingLeave).map(({ requestId: _id, ...entry }) => entry)).toEqual([
      { ...who(bela), startDate: "2026-10-30", endDate: "2026-11-02" },
      { ...who(asha), startDate: "2026-11-20", endDate: "2026-11-21" },
    ]);
    expect(mine(list.pendingCorrections).map(({ requestId: _id, ...entry }) => entry)).toEqual([{ ...who(bela), date: "2026-11-16" }]);
  });

  it("lists the month's joiners and leavers, its arrears and its other items", () => {
    expect(byName(mine(list.joiners))).toEqual([
      { ...who(chitra), dateOfJoining: "2026-11-10" },
      { ...who(dev), dateOfJoining: "2026-11-02" },
    ]);
    // Dev's from his separation, Esha's from her record's deactivation (no separation recorded).
    const leavers = list.leavers.filter((entry) => [dev, esha].some((person) => person.record.id === entry.employeeRecordId));
    expect(leavers).toEqual([
      { ...who(dev), lastWorkingDay: "2026-11-20" },
      { ...who(esha), lastWorkingDay: "2026-11-26" },
    ]);
    expect(mine(list.arrears).map(({ itemId: _id, ...entry }) => entry)).toEqual([
      { ...who(asha), description: "Arrears Oct 2026", amount: 1_000 },
    ]);
    // Dev's settlement items (separations/settle.ts) are the month's too; HR's two entries are these.
    const entered = list.payItems.filter((item) => item.employeeRecordId !== dev.record.id);
    expect(byName(mine(entered)).map(({ itemId: _id, description: _d, ...entry }) => entry)).toEqual([
      { ...who(asha), kind: "incentive", amount: 3_000 },
      { ...who(bela), kind: "bonus", amount: 6_000 },
    ]);
  });

  it("lists who lacks bank details, a UAN (PF members) or an ESI IP number (ESI covered)", () => {
    expect(mine(list.withoutBankDetails)).toEqual([who(bela)]);
    expect(byName(mine(list.withoutUan))).toEqual([who(bela), who(chitra)]);
    expect(mine(list.withoutEsiNumber)).toEqual([who(chitra)]);
  });

  it("flags net pay moved from October by more than 10% or ₹5,000, and carries the totals Finalise freezes", async () => {
    expect(list.previousMonth).toBe("2026-10");
    expect(mine(list.netPayChanges)).toEqual([{ ...who(bela), previous: 47_850, current: 53_850, change: 6_000 }]);
    // November's seven rows, by hand:
    //   Asha   49,850 + incentive 3,000 + arrears 1,000 = 53,850; net 53,850 - PF 1,800 - PT 200 = 51,850
    //   Bela   49,850 + bonus 6,000 = 55,850; net 53,850
    //   Chitra joined the 10th: 21 of 30 days, 18,850 × 21/30 = 13,195; PF 12% of 12,000 × 21/30 = 8,400 → 1,008,
    //          ESI 0.75% of 13,195 = 98.96 → 99, PT nil (a woman at 25,000 or less): net 12,088
    //   Dev    2nd to 20th: 19 of 30 days, 49,850 × 19/30 = 31,571.67 → 31,572, and his settlement's leave
    //          encashment 15 days × basic 30,000 / 26 = 17,307.69 → 17,308: 48,880; PF 1,800 (19,000 above the
    //          ceiling), PT 200: net 46,880
    //   Esha   1st to 25th (none on the 26th, her last day): 25 of 30 days, 49,850 × 25/30 = 41,541.67 → 41,542;
    //          net 41,542 - 1,800 - 200 = 39,542
    //   Sneha and Aarav (the seeded HR and employee accounts, no attendance): the five Sundays of 30 days paid,
    //          69,500 × 5/30 = 11,583.33 → 11,583; PF 12% of 7,500 = 900, PT 200, other deductions 500: net 9,983 each
    // Gross 53,850 + 55,850 + 13,195 + 48,880 + 41,542 + 2 × 11,583 = 2,36,483; net 51,850 + 53,850 + 12,088 +
    // 46,880 + 39,542 + 2 × 9,983 = 2,24,176.
    expect(list).toMatchObject({ month: "2026-11", status: "draft", adminAccountsLeftOut: 0 });
    expect(list.totals).toMatchObject({ employeeCount: 7, totalGross: 236_483, totalNet: 224_176 });
  });

  it("refuses Finalise when the figures moved since the totals it showed (409), and freezes those it showed", async () => {
    const shown = { employeeCount: 7, totalGross: 236_483, totalNet: 224_176 };
    // After the list was read, Asha gets a 2,000 incentive: no PF (already capped), PT or tax change, so gross and
    // net both rise by 2,000: 2,38,483 and 2,26,176.
    const added = await ctx.asAdmin({
      method: "POST",
      url: payItemsPath("2026-11"),
      payload: { employeeRecordId: asha.record.id, kind: "incentive", amount: 2_000, reason: "Late claim" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const finalise = (expectedTotals: typeof shown) =>
      ctx.app.inject({ method: "POST", url: finalisePath("2026-11"), headers: ctx.headers.hr, payload: { expectedTotals } });

    const refused = await finalise(shown);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: "The figures changed since you opened them: check them again before finalising" });
    expect((await payrollOf(ctx, "2026-11")).status).toBe("draft");

    const frozen = await finalise({ employeeCount: 7, totalGross: 238_483, totalNet: 226_176 });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json<PayrollMonth>().totals).toMatchObject({ employeeCount: 7, totalGross: 238_483, totalNet: 226_176 });
  });
});
