import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { controlCharacterMessage } from "@/shared/contract/common";
import { HR_POLICIES_PATH, policyMessages, policyPath, type PolicyInput } from "@/shared/contract/policies";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hrPolicies } from "../../db/schema";
import { listAudit } from "../audit/store";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from hr_policies`);
});

const asHr = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { ...ctx.headers.hr, ...options.headers } });
const policy = (overrides: Partial<PolicyInput> = {}): PolicyInput => ({
  title: "Leave Policy",
  description: "Every employee has 12 days of paid vacation a year.",
  category: "HR",
  effectiveDate: "2025-04-01",
  status: "Active",
  ...overrides,
});
const create = (payload: unknown) => asHr({ method: "POST", url: HR_POLICIES_PATH, payload: payload as object });
const fieldErrors = async (payload: unknown) => (await create(payload)).json().fieldErrors as Record<string, string[]>;
const list = async (query = "") => {
  const response = await asHr({ method: "GET", url: `${HR_POLICIES_PATH}${query}` });
  expect(response.statusCode).toBe(200);
  return { titles: (response.json() as { title: string }[]).map((row) => row.title), total: Number(response.headers["x-total-count"]) };
};

describe("POST /api/hr/policies", () => {
  it("creates a policy with the server's timestamps, trims text and audits it", async () => {
    const response = await create(policy({ title: "  Code of Conduct  " }));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ title: "Code of Conduct", category: "HR", effectiveDate: "2025-04-01", status: "Active" });
    expect(created.createdAt).toBe(ctx.clock.now().toISOString());
    expect(created.updatedAt).toBe(created.createdAt);
    const [audit] = await listAudit(ctx.database.db, { event: "policy.created", limit: 1 });
    expect(audit).toMatchObject({ subject: `policy:${created.id}`, details: { title: "Code of Conduct", status: "Active" } });
  });

  it("makes a policy Active when no status is sent", async () => {
    const { status: _omitted, ...withoutStatus } = policy();
    expect((await create(withoutStatus)).json().status).toBe("Active");
  });

  it("uses the policy form's messages word for word", () => {
    expect(policyMessages).toMatchObject({
      title: "Title is required",
      description: "Description is required",
      category: "Category is required",
      effectiveDate: "Effective date is required",
      status: "Status is required",
    });
  });

  it.each([
    ["title", policyMessages.title],
    ["description", policyMessages.description],
    ["category", policyMessages.category],
    ["effectiveDate", policyMessages.effectiveDate],
  ])("refuses an empty, blank or missing %s with the form's message", async (field, message) => {
    for (const value of ["", "   ", undefined]) {
      expect((await fieldErrors(policy({ [field]: value })))[field], JSON.stringify(value)).toEqual([message]);
    }
    expect(await ctx.database.db.select().from(hrPolicies)).toHaveLength(0);
  });

  it("refuses an empty or unknown status and category, a bad date, control characters and overlong text", async () => {
    expect((await fieldErrors(policy({ status: "" as never }))).status).toEqual([policyMessages.status]);
    expect((await fieldErrors(policy({ status: "Retired" as never }))).status).toEqual([policyMessages.status]);
    expect((await fieldErrors(policy({ category: "Legal" as never }))).category).toEqual([policyMessages.category]);
    expect((await fieldErrors(policy({ effectiveDate: "2025-02-30" }))).effectiveDate).toEqual(["Enter a date as YYYY-MM-DD"]);
    expect((await fieldErrors(policy({ title: "Leave\u0000Policy" }))).title).toEqual([controlCharacterMessage]);
    expect((await fieldErrors(policy({ title: "x".repeat(201) }))).title).toEqual(["Must be at most 200 characters"]);
    expect((await fieldErrors(policy({ description: "x".repeat(5001) }))).description).toEqual(["Must be at most 5000 characters"]);
    expect((await create(policy({ title: "x".repeat(200), description: `Line one\n\tLine two ${"x".repeat(4970)}` }))).statusCode).toBe(
      201,
    );
  });

  it("is for HR and admins, not employees", async () => {
    const employee = await ctx.app.inject({ method: "POST", url: HR_POLICIES_PATH, headers: ctx.headers.employee, payload: policy() });
    expect(employee.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: HR_POLICIES_PATH, headers: ctx.headers.employee })).statusCode).toBe(403);
    expect((await ctx.asAdmin({ method: "POST", url: HR_POLICIES_PATH, payload: policy() })).statusCode).toBe(201);
    expect((await ctx.asAdmin({ method: "GET", url: HR_POLICIES_PATH })).statusCode).toBe(200);
  });
});

describe("GET /api/hr/policies", () => {
  it("lists Active first, then Draft, then Archived, the latest effective date first; filters by status; pages with X-Total-Count", async () => {
    await create(policy({ title: "Old Active", effectiveDate: "2023-01-01" }));
    await create(policy({ title: "Archived", effectiveDate: "2026-01-01", status: "Archived" }));
    await create(policy({ title: "New Active", effectiveDate: "2025-06-01" }));
    await create(policy({ title: "Draft", effectiveDate: "2027-01-01", status: "Draft" }));
    expect(await list()).toEqual({ titles: ["New Active", "Old Active", "Draft", "Archived"], total: 4 });
    expect(await list("?status=Active")).toEqual({ titles: ["New Active", "Old Active"], total: 2 });
    expect(await list("?limit=2&offset=1")).toEqual({ titles: ["Old Active", "Draft"], total: 4 });
    expect(await list("?q=old")).toEqual({ titles: ["Old Active"], total: 1 });
    const unknown = await asHr({ method: "GET", url: `${HR_POLICIES_PATH}?status=Retired` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown status");
  });
});

describe("PUT /api/hr/policies/{id}", () => {
  it("edits every field, moves updatedAt and audits the changed fields; 404 for an unknown id", async () => {
    const created = (await create(policy())).json();
    ctx.clock.advance(60_000);
    const changes = policy({
      title: "Leave Policy 2026",
      description: "Fifteen days of paid vacation.",
      category: "Compliance",
      effectiveDate: "2026-04-01",
      status: "Draft",
    });
    const response = await asHr({ method: "PUT", url: policyPath(created.id), payload: changes });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      ...changes,
      createdAt: created.createdAt,
      updatedAt: ctx.clock.now().toISOString(),
    });
    const [audit] = await listAudit(ctx.database.db, { event: "policy.updated", limit: 1 });
    expect(audit).toMatchObject({
      subject: `policy:${created.id}`,
      details: { title: "Leave Policy 2026", status: "Draft", fields: ["title", "description", "category", "effectiveDate", "status"] },
    });
    expect((await asHr({ method: "PUT", url: policyPath(999999), payload: changes })).statusCode).toBe(404);
    expect((await asHr({ method: "PUT", url: policyPath(999999), payload: changes })).json().message).toBe(policyMessages.notFound);
    expect(
      (await asHr({ method: "PUT", url: policyPath(created.id), payload: { ...changes, title: " " } })).json().fieldErrors.title,
    ).toEqual([policyMessages.title]);
    expect((await asHr({ method: "PUT", url: `${HR_POLICIES_PATH}/abc`, payload: changes })).statusCode).toBe(400);
  });

  it("archives a policy by its status, and brings it back the same way", async () => {
    const created = (await create(policy())).json();
    const archived = await asHr({ method: "PUT", url: policyPath(created.id), payload: policy({ status: "Archived" }) });
    expect(archived.json().status).toBe("Archived");
    expect((await list("?status=Archived")).titles).toEqual(["Leave Policy"]);
    expect((await listAudit(ctx.database.db, { event: "policy.updated", limit: 1 }))[0]!.details).toMatchObject({
      fields: ["status"],
      status: "Archived",
    });
    await asHr({ method: "PUT", url: policyPath(created.id), payload: policy({ status: "Active" }) });
    expect((await list("?status=Active")).titles).toEqual(["Leave Policy"]);
  });

  it("is refused to employees", async () => {
    const created = (await create(policy())).json();
    const response = await ctx.app.inject({
      method: "PUT",
      url: policyPath(created.id),
      headers: ctx.headers.employee,
      payload: policy({ status: "Archived" }),
    });
    expect(response.statusCode).toBe(403);
    expect((await list()).titles).toEqual(["Leave Policy"]);
  });
});
