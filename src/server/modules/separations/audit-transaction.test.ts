import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import { separationPath } from "@/shared/contract/separation";
import { resignationInput as resignation } from "../../testing/separation-input";
import { buildEmployeeInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { SETUP_TIMEOUT, TEST_DOMAIN } from "../../testing/helpers";
import { itemsOfSource } from "../pay-items/store";

/**
 * A separation and its audit entry are one change (docs/product.md section 9.9): when the entry cannot be written,
 * neither the separation nor its settlement's pay items are stored, and a withdrawal leaves both as they were.
 * Friday 20 Nov 2026, 11:30 in Pune.
 */
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-20T06:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

describe("a separation whose audit entry cannot be written", () => {
  it("is not recorded, and is not withdrawn", async () => {
    const created = await ctx.asAdmin({
      method: "POST",
      url: ADMIN_EMPLOYEES_PATH,
      payload: buildEmployeeInput(TEST_DOMAIN, { dateOfJoining: "2019-01-01" }),
    });
    const id = created.json<EmployeeCreated>().employee.id;
    const send = (method: "PUT" | "DELETE") =>
      ctx.app.inject({ method, url: separationPath(id), headers: ctx.headers.hr, ...(method === "PUT" ? { payload: resignation } : {}) });
    const items = () => itemsOfSource(ctx.database.db, `separation:${id}`);
    const separation = async () =>
      (await ctx.app.inject({ method: "GET", url: separationPath(id), headers: ctx.headers.hr })).json().separation;

    let restore = await failAuditInserts(ctx.database.db, "separation.");
    try {
      expect((await send("PUT")).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await separation()).toBeNull();
    expect(await items()).toEqual([]);

    expect((await send("PUT")).statusCode).toBe(200);
    const recorded = { separation: await separation(), items: await items() };
    expect(recorded.items.length).toBeGreaterThan(0);
    restore = await failAuditInserts(ctx.database.db, "separation.");
    try {
      expect((await send("DELETE")).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect({ separation: await separation(), items: await items() }).toEqual(recorded);
  });
});
