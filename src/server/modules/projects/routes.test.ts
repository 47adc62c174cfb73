import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ADMIN_PROJECTS_PATH, projectMessages, projectPath } from "@/shared/contract/projects";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { projects } from "../../db/schema";
import { buildProjectInput } from "../../seed/builders";
import { listAudit } from "../audit/store";
import { failAuditInserts } from "../../testing/fail-audit-inserts";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from projects`);
});

const create = (payload: unknown) => ctx.asAdmin({ method: "POST", url: ADMIN_PROJECTS_PATH, payload: payload as object });
const fieldErrors = async (payload: unknown) => (await create(payload)).json().fieldErrors as Record<string, string[]>;

describe("POST /api/admin/projects", () => {
  it("creates a project with the server's timestamps and audits it", async () => {
    const input = buildProjectInput({ projectName: "  Kesar Greens  ", deliverables: [" Launch plan ", "", "Brochure"] });
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      projectName: "Kesar Greens",
      deliverables: ["Launch plan", "Brochure"],
      budget: 25_000_000,
      progress: 40,
    });
    expect(project.createdAt).toBe(ctx.clock.now().toISOString());
    expect(project.updatedAt).toBe(project.createdAt);
    const [audit] = await listAudit(ctx.database.db, { event: "project.created", limit: 1 });
    expect(audit).toMatchObject({ subject: `project:${project.id}`, details: { projectName: "Kesar Greens" } });
  });

  it.each([
    ["projectName", projectMessages.projectName],
    ["projectType", projectMessages.projectType],
    ["location", projectMessages.location],
    ["client", projectMessages.client],
    ["projectManager", projectMessages.projectManager],
    ["startDate", projectMessages.startDate],
    ["status", projectMessages.status],
    ["priority", projectMessages.priority],
    ["riskLevel", projectMessages.riskLevel],
  ])("refuses an empty, blank or missing %s with the form's message", async (field, message) => {
    for (const value of ["", "   ", undefined]) {
      expect((await fieldErrors(buildProjectInput({ [field]: value })))[field], JSON.stringify(value)).toEqual([message]);
    }
    expect(await ctx.database.db.select().from(projects)).toHaveLength(0);
  });

  it("uses the exact messages of product.md 5.2", () => {
    expect(projectMessages).toMatchObject({
      projectName: "Project name is required",
      projectType: "Project type is required",
      location: "Location is required",
      client: "Client is required",
      projectManager: "Project manager is required",
      startDate: "Start date is required",
      status: "Status is required",
      priority: "Priority is required",
      riskLevel: "Risk level is required",
    });
  });

  it("accepts progress 0 and 100, refuses -1, 101 and 50.5, and stores a missing progress as 0", async () => {
    for (const progress of [0, 100]) expect((await create(buildProjectInput({ progress }))).statusCode).toBe(201);
    for (const progress of [-1, 101, 50.5])
      expect((await fieldErrors(buildProjectInput({ progress }))).progress).toEqual([projectMessages.progress]);
    const { progress: _omitted, ...withoutProgress } = buildProjectInput();
    expect((await create(withoutProgress)).json().progress).toBe(0);
  });

  it("takes budget and actual cost as whole rupees or null, never negative", async () => {
    const empty = await create(buildProjectInput({ budget: null, actualCost: null }));
    expect(empty.json()).toMatchObject({ budget: null, actualCost: null });
    expect((await create(buildProjectInput({ budget: 0 }))).statusCode).toBe(201);
    expect((await fieldErrors(buildProjectInput({ budget: -1 }))).budget).toEqual([projectMessages.budget]);
    expect((await fieldErrors(buildProjectInput({ actualCost: -5 }))).actualCost).toEqual([projectMessages.actualCost]);
    expect((await fieldErrors(buildProjectInput({ budget: "lots" as never }))).budget).toEqual([projectMessages.budget]);
  });

  it("refuses choices outside the lists and an end date before the start date", async () => {
    expect((await fieldErrors(buildProjectInput({ projectType: "Castle" as never }))).projectType).toEqual([projectMessages.projectType]);
    expect((await fieldErrors(buildProjectInput({ status: "Done" as never }))).status).toEqual([projectMessages.status]);
    expect((await fieldErrors(buildProjectInput({ startDate: "2026-02-30" }))).startDate).toEqual(["Enter a date as YYYY-MM-DD"]);
    const backwards = buildProjectInput({ startDate: "2026-05-01", endDate: "2026-04-30" });
    expect((await fieldErrors(backwards)).endDate).toEqual([projectMessages.endBeforeStart]);
    expect((await create({ ...backwards, endDate: "2026-05-01" })).statusCode).toBe(201);
    expect((await create({ ...backwards, endDate: "" })).json().endDate).toBeNull();
  });

  it("is for admins only", async () => {
    for (const role of ["hr", "employee"] as const) {
      const response = await ctx.app.inject({
        method: "POST",
        url: ADMIN_PROJECTS_PATH,
        headers: ctx.headers[role],
        payload: buildProjectInput(),
      });
      expect(response.statusCode, role).toBe(403);
    }
  });
});

describe("PUT and DELETE /api/admin/projects/{id}", () => {
  it("updates every field, moves updatedAt and audits; 404 for an unknown id", async () => {
    const created = (await create(buildProjectInput())).json();
    ctx.clock.advance(60_000);
    const changes = buildProjectInput({ projectName: "Onella Tower", status: "Completed", progress: 100, teamMembers: ["Meera"] });
    const response = await ctx.asAdmin({ method: "PUT", url: projectPath(created.id), payload: changes });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      projectName: "Onella Tower",
      status: "Completed",
      progress: 100,
      teamMembers: ["Meera"],
    });
    expect(response.json().updatedAt).toBe(ctx.clock.now().toISOString());
    expect(response.json().createdAt).toBe(created.createdAt);
    expect((await listAudit(ctx.database.db, { event: "project.updated", limit: 1 }))[0]!.subject).toBe(`project:${created.id}`);
    expect((await ctx.asAdmin({ method: "PUT", url: projectPath(999999), payload: changes })).statusCode).toBe(404);
    expect((await ctx.asAdmin({ method: "PUT", url: projectPath(created.id), payload: { ...changes, location: " " } })).statusCode).toBe(
      400,
    );
    expect((await ctx.asAdmin({ method: "PUT", url: `${ADMIN_PROJECTS_PATH}/abc`, payload: changes })).statusCode).toBe(400);
  });

  it("deletes with 204 and audits; a second delete is 404", async () => {
    const created = (await create(buildProjectInput())).json();
    const response = await ctx.asAdmin({ method: "DELETE", url: projectPath(created.id) });
    expect(response.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(projects)).toHaveLength(0);
    expect((await listAudit(ctx.database.db, { event: "project.deleted", limit: 1 }))[0]).toMatchObject({
      subject: `project:${created.id}`,
    });
    const again = await ctx.asAdmin({ method: "DELETE", url: projectPath(created.id) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Project not found" });
  });
});

describe("a change and its audit entry are one transaction", () => {
  it("rolls back a create, an update and a delete whose audit entry cannot be written", async () => {
    const kept = (await create(buildProjectInput({ projectName: "Kesar Greens" }))).json();
    const auditsBefore = (await listAudit(ctx.database.db, { limit: 1000 })).length;
    const restore = await failAuditInserts(ctx.database.db, "project.");
    try {
      expect((await create(buildProjectInput({ projectName: "Never Saved" }))).statusCode).toBeGreaterThanOrEqual(400);
      const update = await ctx.asAdmin({
        method: "PUT",
        url: projectPath(kept.id),
        payload: buildProjectInput({ projectName: "Never Renamed" }),
      });
      expect(update.statusCode).toBeGreaterThanOrEqual(400);
      expect((await ctx.asAdmin({ method: "DELETE", url: projectPath(kept.id) })).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await restore();
    }
    const rows = await ctx.database.db.select().from(projects);
    expect(rows.map((row) => row.projectName)).toEqual(["Kesar Greens"]);
    expect((await listAudit(ctx.database.db, { limit: 1000 })).length).toBe(auditsBefore);
    // With the audit working again the same change goes through.
    expect((await ctx.asAdmin({ method: "DELETE", url: projectPath(kept.id) })).statusCode).toBe(204);
  });
});

describe("GET /api/admin/projects", () => {
  it("pages newest first with X-Total-Count, and searches name, location, client and manager", async () => {
    for (let i = 1; i <= 12; i += 1) {
      await create(
        buildProjectInput({ projectName: `Project ${String(i).padStart(2, "0")}`, location: i === 7 ? "Hinjewadi, Pune" : "Baner, Pune" }),
      );
      ctx.clock.advance(1000);
    }
    const first = await ctx.asAdmin({ method: "GET", url: `${ADMIN_PROJECTS_PATH}?limit=5` });
    expect(first.headers["x-total-count"]).toBe("12");
    expect(first.json().map((p: { projectName: string }) => p.projectName)).toEqual([
      "Project 12",
      "Project 11",
      "Project 10",
      "Project 09",
      "Project 08",
    ]);
    const last = await ctx.asAdmin({ method: "GET", url: `${ADMIN_PROJECTS_PATH}?limit=5&offset=10` });
    expect(last.json()).toHaveLength(2);
    const found = await ctx.asAdmin({ method: "GET", url: `${ADMIN_PROJECTS_PATH}?q=hinjewadi` });
    expect(found.headers["x-total-count"]).toBe("1");
    expect(found.json()[0].projectName).toBe("Project 07");
    const literal = await ctx.asAdmin({ method: "GET", url: `${ADMIN_PROJECTS_PATH}?q=${encodeURIComponent("%")}` });
    expect(literal.json()).toHaveLength(0);
    expect((await ctx.asAdmin({ method: "GET", url: ADMIN_PROJECTS_PATH })).json()).toHaveLength(12);
  });

  it("refuses bad paging with 400", async () => {
    for (const query of ["limit=0", "limit=501", "limit=abc", "offset=-1"]) {
      expect((await ctx.asAdmin({ method: "GET", url: `${ADMIN_PROJECTS_PATH}?${query}` })).statusCode, query).toBe(400);
    }
    expect((await ctx.asAdmin({ method: "GET", url: `${ADMIN_PROJECTS_PATH}?limit=500` })).statusCode).toBe(200);
  });
});
