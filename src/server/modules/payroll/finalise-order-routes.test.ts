import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath } from "@/shared/contract/payroll";
import { markPaidPath } from "@/shared/contract/payroll-payment";
import { openingFiguresPath, withYear, type OpeningFiguresInput, type OpeningFiguresView } from "@/shared/contract/tax";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire, payrollOf } from "../../testing/payroll-people";
import { listAudit } from "../audit/store";

/**
 * Months are finalised in order, never a month paid outside the product, and paid no earlier than finalised
 * (docs/product.md section 9.14). Saturday 2 January 2027, 11:00 in Pune: the new user's trial of issue 33, where
 * Asha's opening figures carry April to August 2026 and the company runs its payroll here from September.
 */
let ctx: AdminTestContext;
type Person = Awaited<ReturnType<typeof hire>>;
let asha: Person, bela: Person;

const post = (url: string, payload?: object) =>
  ctx.app.inject({ method: "POST", url, headers: ctx.headers.hr, ...(payload ? { payload } : {}) });
const putOpening = (person: Person, figures: OpeningFiguresInput) =>
  ctx.app.inject({
    method: "PUT",
    url: withYear(openingFiguresPath(person.record.id), "2026-27"),
    headers: ctx.headers.hr,
    payload: figures,
  });
/** April to August 2026 (5 months) at gross 49,850 a month: 5 × 49,850 = 2,49,250; basic 5 × 30,000; HRA 5 × 12,000. */
const fiveMonths: OpeningFiguresInput = {
  gross: 249_250,
  basic: 150_000,
  hra: 60_000,
  employeePf: 9_000,
  professionalTax: 1_000,
  tds: 0,
  months: 5,
};

beforeAll(async () => {
  ctx = await createAdminTestApp("2027-01-02T05:30:00.000Z");
  asha = await hire(ctx, { firstName: "Asha", lastName: "Kulkarni", dateOfJoining: "2024-01-01" });
  bela = await hire(ctx, { firstName: "Bela", lastName: "Shinde", dateOfJoining: "2024-01-01" });
  // Nothing finalised yet: opening figures for any months are accepted.
  const saved = await putOpening(asha, fiveMonths);
  expect(saved.statusCode, saved.body).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("finalising months in order", () => {
  it("never finalises a month someone's opening figures cover, and the draft says why", async () => {
    const message = "August 2026 cannot be finalised: it was paid outside the product and is in the opening figures of Asha Kulkarni";
    const refused = await post(finalisePath("2026-08"));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message });
    expect(await payrollOf(ctx, "2026-08")).toMatchObject({ status: "draft", finalisable: false, finaliseBlockedReason: message });
  });

  it("takes any month first, then refuses a month with an earlier one left as a draft, naming it", async () => {
    expect((await post(finalisePath("2026-09"))).statusCode).toBe(200);
    // September finalised, October a draft: November waits for October.
    const message = "Finalise October 2026 first: months are finalised in order";
    const refused = await post(finalisePath("2026-11"));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message });
    expect(await payrollOf(ctx, "2026-11")).toMatchObject({ finalisable: false, finaliseBlockedReason: message });
    expect(await payrollOf(ctx, "2026-10")).toMatchObject({ finalisable: true, finaliseBlockedReason: null });
    for (const month of ["2026-10", "2026-11", "2026-12"]) expect((await post(finalisePath(month))).statusCode, month).toBe(200);
    expect((await listAudit(ctx.database.db, { event: "payroll.finalised" })).map((entry) => entry.subject).sort()).toEqual([
      "payroll:2026-09",
      "payroll:2026-10",
      "payroll:2026-11",
      "payroll:2026-12",
    ]);
  });

  it("refuses a month before the first one finalised here: its pay counts through opening figures", async () => {
    // The trial's blocker: September to December finalised, August was accepted (25 LOP days each, counted twice).
    for (const month of ["2026-08", "2026-04"]) {
      const refused = await post(finalisePath(month));
      expect(refused.statusCode, month).toBe(409);
      const name = month === "2026-08" ? "August 2026" : "April 2026";
      expect(refused.json().message).toBe(
        `${name} cannot be finalised: the payroll here began with September 2026, and pay for earlier months counts through opening figures`,
      );
    }
    // January 2027 is running: from its last day.
    expect(await payrollOf(ctx, "2027-01")).toMatchObject({
      finalisable: false,
      finaliseBlockedReason: "January 2027 can be finalised from 31 Jan 2027",
    });
  });
});

describe("opening figures against the months finalised here", () => {
  it("refuses figures reaching a finalised month, naming the months, and saves nothing", async () => {
    // 8 months from April reach November: September, October and November are finalised here (15 months projected before).
    const refused = await putOpening(bela, { ...fiveMonths, months: 8 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "Opening figures cannot cover September 2026, October 2026, November 2026: they are finalised here",
    });
    const view = await ctx.app.inject({
      method: "GET",
      url: withYear(openingFiguresPath(bela.record.id), "2026-27"),
      headers: ctx.headers.hr,
    });
    expect(view.json<OpeningFiguresView>().figures).toBeNull();
    expect((await listAudit(ctx.database.db, { event: "payroll.opening_saved" })).map((entry) => entry.subject)).toEqual([
      `employee:${asha.record.id}`,
    ]);
  });

  it("accepts figures ending before the first finalised month", async () => {
    // April to August: 5 months, all before September.
    expect((await putOpening(bela, fiveMonths)).statusCode).toBe(200);
  });
});

describe("paying a month", () => {
  it("refuses a payment date before the day the month was finalised, and takes that day", async () => {
    // December finalised today, 2 January 2027 (business date): 'paid on 1 Jan' would pay figures not yet frozen.
    const early = await post(markPaidPath("2026-12"), { paidOn: "2027-01-01" });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json()).toMatchObject({
      fieldErrors: { paidOn: ["The payment date cannot be before 2 Jan 2027, when the month was finalised"] },
    });
    expect((await post(markPaidPath("2026-12"), { paidOn: "2027-01-02" })).statusCode).toBe(200);
  });
});
