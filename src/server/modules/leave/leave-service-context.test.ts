import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { addLeavePeople, hrLeaveRequests } from "../../testing/hr-leave-requests";
import { contextAs } from "../../testing/service-context";
import { decideLeaveRequest } from "./decide";
import { requestLeave } from "./service";

// Sunday 22 November 2026, 11:00 in Pune. The services are called as a command or a job would: a context, no request.
let ctx: AdminTestContext;
const records = { employee: 0, hr: 0, tanvi: 0 };
const accountIds = { hr: 0 };
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-11-22T05:30:00.000Z");
  await addLeavePeople(ctx, records, accountIds);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
const { file } = hrLeaveRequests(() => ctx, records);
const auditOf = (subject: string) => ctx.database.db.select().from(auditLog).where(eq(auditLog.subject, subject));

describe("leave services take a ServiceContext, not the HTTP request (docs/architecture.md section 5)", () => {
  it("files a request as the context's actor at the context's clock, audited with no address", async () => {
    const context = await contextAs(ctx, people.employee.email, ctx.clock.now());
    const filed = await requestLeave(context, {
      employee: context.actor.account.employee!,
      values: { leaveType: "personal", startDate: "2026-12-01", endDate: "2026-12-01", reason: "Bank work in Aundh" },
    });
    expect(filed.status).toBe("Pending");
    expect(await auditOf(`leave:${filed.id}`)).toEqual([
      expect.objectContaining({ event: "leave.requested", actorAccountId: context.actor.account.id, ip: null, at: context.now }),
    ]);
  });

  it("decides a request as the context's actor, audited with no address", async () => {
    const pending = await file("tanvi", "vacation", "2026-12-07", "2026-12-08");
    const context = await contextAs(ctx, people.hr.email, ctx.clock.now());
    const decided = await decideLeaveRequest(context, { id: pending.id, status: "Approved", comment: "Enjoy", as: "hr" });
    expect(decided).toMatchObject({ status: "Approved", decidedAs: "hr", comment: "Enjoy" });
    expect(await auditOf(`leave:${pending.id}`)).toEqual([
      expect.objectContaining({ event: "leave.approved", actorAccountId: accountIds.hr, ip: null, at: context.now }),
    ]);
  });
});
