import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_INQUIRIES_PATH, ADMIN_STATS_PATH, inquiryRepliedPath } from "@/shared/contract/admin";
import { ADMIN_JOBS_PATH } from "@/shared/contract/jobs";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { inquiries, subscribers } from "../../db/schema";
import { buildJobInput, buildProjectInput } from "../../seed/builders";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";

// 31 October 2026, 23:30 in Pune: half an hour before November starts there.
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp("2026-10-31T18:00:00.000Z");
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const inquiry = (createdAt: string, n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.in`,
  phone: "9822012345",
  subject: "general",
  message: "Please call me back about the project.",
  createdAt: new Date(createdAt),
});

describe("GET /api/admin/stats", () => {
  it("counts every card from the data; this month is the calendar month in IST", async () => {
    const stats = async () => (await ctx.asAdmin({ method: "GET", url: ADMIN_STATS_PATH })).json();
    expect(await stats()).toEqual({
      projects: { total: 0, active: 0, completed: 0, highPriority: 0 },
      inquiries: { total: 0, thisMonth: 0, responseRate: 0 },
      subscribers: { total: 0, active: 0, thisMonth: 0 },
      // The seeded hr and employee accounts have employee records (Operations has none set).
      employees: { total: 2, active: 2, departments: 0, avgMonthlyCtc: null },
      jobs: { total: 0, active: 0, departments: 0 },
    });

    const projectStates: [string, string][] = [
      ["In Progress", "High"],
      ["In Progress", "Critical"],
      ["Completed", "Low"],
      ["Planning", "Medium"],
    ];
    for (const [status, priority] of projectStates) {
      await ctx.asAdmin({
        method: "POST",
        url: ADMIN_PROJECTS_PATH,
        payload: buildProjectInput({ status: status as never, priority: priority as never }),
      });
    }
    await ctx.asAdmin({ method: "POST", url: ADMIN_JOBS_PATH, payload: buildJobInput({ department: "Sales" }) });
    await ctx.asAdmin({ method: "POST", url: ADMIN_JOBS_PATH, payload: buildJobInput({ department: "Marketing", isActive: false }) });
    await ctx.asAdmin({ method: "POST", url: ADMIN_JOBS_PATH, payload: buildJobInput({ department: "Sales" }) });

    const db = ctx.database.db;
    // October in Pune ends at 18:30 UTC on 31 October.
    const rows = await db
      .insert(inquiries)
      .values([inquiry("2026-10-15T09:00:00Z", 1), inquiry("2026-10-31T18:29:59Z", 2)])
      .returning({ id: inquiries.id });
    await db.insert(subscribers).values({ email: "old@example.in", subscribedAt: new Date("2026-10-31T18:29:00Z") });
    await ctx.asAdmin({ method: "POST", url: inquiryRepliedPath(rows[0]!.id) });

    // Still October in Pune: the whole of October counts.
    expect((await stats()).inquiries).toEqual({ total: 2, thisMonth: 2, responseRate: 50 });
    ctx.clock.advance(60 * 60 * 1000); // 00:30 on 1 November in Pune
    // The first minute of November in Pune (18:30 UTC on 31 October).
    await db.insert(inquiries).values(inquiry("2026-10-31T18:30:00Z", 3));
    await db.insert(subscribers).values({ email: "new@example.in", subscribedAt: new Date("2026-10-31T18:31:00Z"), status: "inactive" });
    const november = await stats();
    expect(november).toMatchObject({
      projects: { total: 4, active: 2, completed: 1, highPriority: 2 },
      inquiries: { total: 3, thisMonth: 1, responseRate: 33 },
      subscribers: { total: 2, active: 1, thisMonth: 1 },
      jobs: { total: 3, active: 2, departments: 2 },
    });
    await ctx.asAdmin({ method: "POST", url: inquiryRepliedPath(rows[1]!.id) });
    expect((await stats()).inquiries.responseRate).toBe(67);
    expect((await ctx.asAdmin({ method: "GET", url: ADMIN_INQUIRIES_PATH })).headers["x-total-count"]).toBe("3");
  });

  it("is for admins only", async () => {
    for (const role of ["hr", "employee"] as const) {
      expect((await ctx.app.inject({ method: "GET", url: ADMIN_STATS_PATH, headers: ctx.headers[role] })).statusCode).toBe(403);
    }
  });
});
