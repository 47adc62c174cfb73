import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import { separationMessages, separationPath } from "@/shared/contract/separation";
import { resignationInput as resignation } from "../../testing/separation-input";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { listAudit } from "../audit/store";
import { itemsOfSource } from "../pay-items/store";

/**
 * A separation is recorded and withdrawn once, however many requests arrive together (docs/product.md section
 * 9.14.4): each request decides on the row it read under a lock in its own transaction, so of 8 withdrawals one
 * answers 204 and the rest 404, and of 8 first recordings one is the recording and the rest are changes of it.
 * Friday 20 Nov 2026, 11:30 in Pune.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

async function hire(): Promise<number> {
  const created = await ctx.asAdmin({
    method: "POST",
    url: ADMIN_EMPLOYEES_PATH,
    payload: buildEmployeeInput(TEST_DOMAIN, { dateOfJoining: "2019-01-01" }),
  });
  return created.json<EmployeeCreated>().employee.id;
}

const eightTimes = (method: "PUT" | "DELETE", id: number) =>
  Promise.all(
    Array.from({ length: 8 }, () =>
      ctx.app.inject({ method, url: separationPath(id), headers: ctx.headers.hr, ...(method === "PUT" ? { payload: resignation } : {}) }),
    ),
  );
const eventsOf = async (id: number) =>
  (await listAudit(ctx.database.db, { limit: 500 })).filter((entry) => entry.subject === `employee:${id}`).map((entry) => entry.event);

describe("a separation under 8 concurrent requests", () => {
  it("is withdrawn once: one 204 and one audit entry, the rest 404", async () => {
    const id = await hire();
    expect(
      (await ctx.app.inject({ method: "PUT", url: separationPath(id), headers: ctx.headers.hr, payload: resignation })).statusCode,
    ).toBe(200);

    const answers = await eightTimes("DELETE", id);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404, 404, 404, 404, 404, 404, 404]);
    expect(answers.find((answer) => answer.statusCode === 404)!.json()).toEqual({ message: separationMessages.none });
    expect((await eventsOf(id)).filter((event) => event === "separation.withdrawn")).toHaveLength(1);
    expect(await itemsOfSource(ctx.database.db, `separation:${id}`)).toEqual([]);
  });

  it("is recorded once: one 'recorded' audit entry, the others are changes of it", async () => {
    const id = await hire();

    const answers = await eightTimes("PUT", id);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    const events = await eventsOf(id);
    expect(events.filter((event) => event === "separation.recorded")).toHaveLength(1);
    expect(events.filter((event) => event === "separation.changed")).toHaveLength(7);
  });
});
