import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalisePath, HR_PAYROLL_PATH, type PayrollMonth } from "@/shared/contract/payroll";
import { separationMessages, separationPath, type SeparationInput } from "@/shared/contract/separation";
import { payrollRuns } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hire } from "../../testing/payroll-people";
import { itemsOfSource } from "../pay-items/store";
import { serialiseFinalising } from "../payroll/store";
import { separationSource, unsettleInTransaction } from "./settle";
import { deleteSeparation } from "./store";

/**
 * A separation and a month's Finalise never interleave (docs/product.md section 9.14.4): recording, changing and
 * withdrawing a separation take the lock Finalise takes, and Finalise computes the month's draft under it, so a
 * finalised month never holds a withdrawn settlement nor misses one, and a separation never changes a month frozen
 * meanwhile. Each test holds the lock in a transaction of its own, as the other side would, and sees the request
 * wait for it (a waiting advisory lock in pg_locks). PostgreSQL only: the embedded database runs one transaction at
 * a time for the whole process, so a request there waits for any open transaction, lock or none.
 * Friday 20 November 2026, 11:30 in Pune.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: AdminTestContext;
beforeAll(async () => {
  if (onPostgres) ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const asHr = (method: "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.headers.hr, ...(payload ? { payload } : {}) });

/** A resignation short of its notice (a recovery item) with its last working day in `month`. */
async function leaver(month: string): Promise<number> {
  const { record } = await hire(ctx, { firstName: "Kavya", dateOfJoining: "2024-01-01" });
  const separation: SeparationInput = {
    kind: "resignation",
    noticeDate: `${month}-01`,
    lastWorkingDay: `${month}-15`,
    noticePeriodDays: 30,
    noticeShortfall: "recover",
    encashmentDivisor: 26,
    reason: "",
  };
  const saved = await asHr("PUT", separationPath(record.id), separation);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(await itemsOfSource(ctx.database.db, separationSource(record.id))).not.toEqual([]);
  return record.id;
}

/** Whether `request` answers first or starts waiting for an advisory lock another transaction holds. */
async function waitsForTheLock(request: Promise<unknown>): Promise<"waiting" | "answered"> {
  let answered = false;
  const answer = () => (answered = true);
  request.then(answer, answer);
  for (;;) {
    if (answered) return "answered";
    const waiting = await ctx.database.db.execute(sql`select 1 from pg_locks where locktype = 'advisory' and not granted`);
    if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) return "waiting";
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!onPostgres)("a separation and a month's Finalise take one lock", () => {
  it("Finalise computes its draft under the lock: a withdrawal committed while it waited is not in the frozen month", async () => {
    const id = await leaver("2026-09");
    let finalised: ReturnType<typeof asHr> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      // A withdrawal holding the lock, not yet committed.
      await serialiseFinalising(tx);
      await deleteSeparation(tx, id);
      await unsettleInTransaction(tx, id);
      finalised = asHr("POST", finalisePath("2026-09"));
      expect(await waitsForTheLock(finalised)).toBe("waiting");
    });
    const answer = await finalised!;
    expect(answer.statusCode, answer.body).toBe(200);
    const month = (
      await ctx.app.inject({ method: "GET", url: `${HR_PAYROLL_PATH}?month=2026-09`, headers: ctx.headers.admin })
    ).json<PayrollMonth>();
    expect(month.rows.find((row) => row.employeeRecordId === id)!.items).toEqual([]);
  });

  it("a withdrawal waits for a Finalise under way, then finds its month finalised: 409, the settlement kept", async () => {
    const id = await leaver("2026-10");
    let withdrawn: ReturnType<typeof asHr> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      // A Finalise of October holding the lock, its month frozen but not yet committed.
      await serialiseFinalising(tx);
      await tx.insert(payrollRuns).values({ month: "2026-10", finalisedAt: ctx.clock.now(), snapshot: {} });
      withdrawn = asHr("DELETE", separationPath(id));
      expect(await waitsForTheLock(withdrawn)).toBe("waiting");
    });
    const answer = await withdrawn!;
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toEqual({ message: separationMessages.finalised("October 2026") });
    expect(await itemsOfSource(ctx.database.db, separationSource(id))).not.toEqual([]);
  });
});
