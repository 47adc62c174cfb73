import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ADMIN_JOBS_PATH, jobPath, PUBLIC_JOBS_PATH } from "@/shared/contract/jobs";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { buildJobInput } from "../../seed/builders";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { createTestApp } from "../../testing/test-app";
import { jobOpenings } from "../../db/schema";
import { buildSite } from "@/shared/site";
import type { PublicJob } from "@/shared/contract/jobs";
import { jobPostingJsonLd } from "./careers-page";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from job_openings`);
  await ctx.database.db.execute(sql`delete from audit_log`);
});

const post = (payload: unknown) => ctx.asAdmin({ method: "POST", url: ADMIN_JOBS_PATH, payload: payload as object });

describe("job openings", () => {
  it("posts an opening (201, audited) and lists it newest first with X-Total-Count", async () => {
    const first = await post(buildJobInput({ title: "Site Sales Executive" }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ title: "Site Sales Executive", isActive: true, postedAt: ctx.clock.now().toISOString() });
    ctx.clock.advance(1000);
    await post(buildJobInput({ title: "CRM Associate", department: "Operations" }));
    const list = await ctx.asAdmin({ method: "GET", url: `${ADMIN_JOBS_PATH}?q=crm` });
    expect(list.headers["x-total-count"]).toBe("1");
    expect((await ctx.asAdmin({ method: "GET", url: ADMIN_JOBS_PATH })).json().map((j: { title: string }) => j.title)).toEqual([
      "CRM Associate",
      "Site Sales Executive",
    ]);
    expect((await listAudit(ctx.database.db, { event: "job.created" })).map((entry) => entry.subject)).toHaveLength(2);
  });

  it.each([
    ["title", "Title is required"],
    ["department", "Department is required"],
    ["location", "Location is required"],
    ["type", "Type is required"],
    ["experience", "Experience is required"],
  ])("refuses an empty or missing %s with '%s'", async (field, message) => {
    for (const value of ["", "  ", undefined]) {
      const response = await post(buildJobInput({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
  });

  it("closes and reopens through isActive, each audited as such; the public list shows active openings only", async () => {
    const job = (await post(buildJobInput({ title: "Channel Partner Manager" }))).json();
    const { id: _id, postedAt: _p, updatedAt: _u, ...input } = job;
    const closed = await ctx.asAdmin({ method: "PUT", url: jobPath(job.id), payload: { ...input, isActive: false } });
    expect(closed.json().isActive).toBe(false);
    expect((await ctx.app.inject({ method: "GET", url: PUBLIC_JOBS_PATH })).json()).toEqual([]);
    await ctx.asAdmin({ method: "PUT", url: jobPath(job.id), payload: { ...input, isActive: true } });
    await ctx.asAdmin({ method: "PUT", url: jobPath(job.id), payload: { ...input, salary: "₹8-12 LPA" } });
    const events = (await listAudit(ctx.database.db, {})).map((entry) => entry.event).reverse();
    expect(events).toEqual(["job.created", "job.closed", "job.reopened", "job.updated"]);
    const open = await ctx.app.inject({ method: "GET", url: PUBLIC_JOBS_PATH });
    expect(open.json().map((j: { title: string; salary: string }) => [j.title, j.salary])).toEqual([
      ["Channel Partner Manager", "₹8-12 LPA"],
    ]);
    expect((await ctx.asAdmin({ method: "PUT", url: jobPath(424242), payload: input })).statusCode).toBe(404);
  });

  it("is for admins only (hr and employee sessions get 403)", async () => {
    for (const role of ["hr", "employee"] as const) {
      expect((await ctx.app.inject({ method: "GET", url: ADMIN_JOBS_PATH, headers: ctx.headers[role] })).statusCode, role).toBe(403);
    }
  });
});

describe("the business day an opening was posted (docs/product.md section 3.8)", () => {
  it(
    "is the day on BUSINESS_TIMEZONE's clock, in the public list and the careers page's JobPosting",
    async () => {
      // 20:00 UTC on 19 November is 01:30 on 20 November in India (UTC+5:30) and still 19 November in London (UTC+0).
      const postedAt = new Date("2026-11-19T20:00:00.000Z");
      const postedOn = async (zone: string | undefined) => {
        const app = await createTestApp(zone ? { BUSINESS_TIMEZONE: zone } : {});
        try {
          await app.database.db
            .insert(jobOpenings)
            .values({ ...buildJobInput({ title: "Site Sales Executive" }), postedAt, updatedAt: postedAt });
          const jobs = (await app.app.inject({ method: "GET", url: PUBLIC_JOBS_PATH })).json<PublicJob[]>();
          expect(jobs.map((job) => job.postedAt)).toEqual([postedAt.toISOString()]);
          return jobs[0]!;
        } finally {
          await app.close();
        }
      };
      const india = await postedOn(undefined);
      expect(india.postedOn).toBe("2026-11-20");
      expect((await postedOn("Europe/London")).postedOn).toBe("2026-11-19");
      const site = buildSite({ companyName: "Prasthan Realty", emailDomain: "prasthanrealty.example" });
      expect(jobPostingJsonLd([india], site)).toContain('"datePosted":"2026-11-20"');
    },
    SETUP_TIMEOUT,
  );
});

describe("a change and its audit entry are one transaction", () => {
  it("stores no opening and keeps an opening open when the audit entry cannot be written", async () => {
    const input = buildJobInput({ title: "Site Sales Executive" });
    const job = (await post(input)).json();
    const restore = await failAuditInserts(ctx.database.db, "job.");
    try {
      expect((await post(buildJobInput({ title: "Never Posted" }))).statusCode).toBeGreaterThanOrEqual(400);
      const close = await ctx.asAdmin({ method: "PUT", url: jobPath(job.id), payload: { ...input, isActive: false } });
      expect(close.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
    expect((await ctx.asAdmin({ method: "GET", url: PUBLIC_JOBS_PATH })).json().map((j: { title: string }) => j.title)).toEqual([
      "Site Sales Executive",
    ]);
    expect(await listAudit(ctx.database.db, { event: "job.closed" })).toHaveLength(0);
    expect((await ctx.asAdmin({ method: "PUT", url: jobPath(job.id), payload: { ...input, isActive: false } })).statusCode).toBe(200);
    expect(await listAudit(ctx.database.db, { event: "job.closed" })).toHaveLength(1);
  });
});
