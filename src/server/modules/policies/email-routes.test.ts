import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { employeePolicyPath, HR_POLICIES_PATH, policyEmailPath } from "@/shared/contract/policies";
import { employees, notifications, outbox, staffAccounts } from "../../db/schema";
import { people, SETUP_TIMEOUT } from "../../testing/helpers";
import { createMessagesTestApp, type MessagesTestContext } from "../../testing/messages-test-app";
import { listAudit } from "../audit/store";
import { EXCERPT_MAX, excerptOf } from "./policy-email";

let ctx: MessagesTestContext;
let policyId: number;
const description = `${"Every employee may work from home two days a week with the manager's agreement. ".repeat(6)}The full rules follow.`;
const policy = { title: "Remote Work Policy", description, category: "HR", effectiveDate: "2026-04-01", status: "Active" };
const emailPolicy = (payload: object = {}, id = policyId, role: "hr" | "admin" | "employee" = "hr") =>
  ctx.as(role, { method: "POST", url: policyEmailPath(id), payload });

/** An employee record with a login (active or not) in a department. */
async function person(email: string, department: string, options: { active?: boolean; loginActive?: boolean; login?: boolean } = {}) {
  const [record] = await ctx.database.db
    .insert(employees)
    .values({
      employeeId: `T${email.length}${department.length}${Math.random().toString(36).slice(2, 6)}`,
      firstName: email.split(".")[0]!,
      lastName: "Test",
      email,
      department,
      isActive: options.active ?? true,
    })
    .returning({ id: employees.id });
  if (options.login === false) return;
  await ctx.database.db.insert(staffAccounts).values({
    email,
    name: email,
    role: "employee",
    passwordHash: "unused",
    employeeRecordId: record!.id,
    isActive: options.loginActive ?? true,
  });
}

beforeAll(async () => {
  ctx = await createMessagesTestApp();
  // The seeded HR and employee accounts have records without a department.
  await person("neha.sales@prasthanrealty.example", "Sales");
  await person("omkar.sales@prasthanrealty.example", "Sales");
  await person("farah.finance@prasthanrealty.example", "Finance");
  await person("left.sales@prasthanrealty.example", "Sales", { active: false });
  await person("locked.sales@prasthanrealty.example", "Sales", { loginActive: false });
  await person("nologin.sales@prasthanrealty.example", "Sales", { login: false });
  policyId = (await ctx.as("hr", { method: "POST", url: HR_POLICIES_PATH, payload: policy })).json().id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from outbox`);
  await ctx.database.db.execute(sql`delete from notifications`);
  ctx.sink.clear();
});

describe("POST /api/hr/policies/{id}/email", () => {
  it("sends the policy to every active employee with an active login, with an excerpt and the portal link; bell and audit with the count", async () => {
    const response = await emailPolicy();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipients: 5 });
    const mails = await ctx.deliver();
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      [
        "farah.finance@prasthanrealty.example",
        "neha.sales@prasthanrealty.example",
        "omkar.sales@prasthanrealty.example",
        people.employee.email,
        people.hr.email,
      ].sort(),
    );
    const link = `https://www.prasthanrealty.example/employee-dashboard?policy=${policyId}`;
    for (const mail of mails) {
      expect(mail.subject).toBe("Policy: Remote Work Policy");
      expect(mail.text).toContain('HR asks you to read the HR policy "Remote Work Policy", effective 1 Apr 2026.');
      expect(mail.text).toContain(excerptOf(description));
      expect(mail.text).not.toContain("The full rules follow.");
      expect(mail.text).toContain(`Read the policy in the portal: ${link}`);
      expect(mail.html).toContain(`href="${link}"`);
    }
    const [entry] = await listAudit(ctx.database.db, { event: "policy.emailed" });
    expect(entry).toMatchObject({
      subject: `policy:${policyId}`,
      details: { title: "Remote Work Policy", department: null, recipients: 5 },
    });
    const bell = await ctx.database.db.select().from(notifications);
    expect(bell).toHaveLength(5);
    expect(bell[0]).toMatchObject({
      kind: "policy.emailed",
      title: "Policy: Remote Work Policy",
      link: `/employee-dashboard?policy=${policyId}`,
    });
  });

  it("sends to one department only when HR chooses it", async () => {
    const response = await emailPolicy({ department: "Sales" }, policyId, "admin");
    expect(response.json()).toEqual({ recipients: 2 });
    expect((await ctx.deliver()).map((mail) => mail.envelopeTo[0]).sort()).toEqual([
      "neha.sales@prasthanrealty.example",
      "omkar.sales@prasthanrealty.example",
    ]);
    expect((await listAudit(ctx.database.db, { event: "policy.emailed" }))[0]!.details).toMatchObject({
      department: "Sales",
      recipients: 2,
    });
  });

  it("answers 409 when a department has nobody to send to, and for a policy that is not Active", async () => {
    const empty = await emailPolicy({ department: "Marketing" });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({
      message: "No active employee with a login to send it to",
      fieldErrors: { department: ["No active employee with a login to send it to"] },
    });
    const draft = await ctx.as("hr", {
      method: "POST",
      url: HR_POLICIES_PATH,
      payload: { ...policy, title: "Draft Travel Policy", status: "Draft" },
    });
    const refused = await emailPolicy({}, draft.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "Only an active policy can be e-mailed" });
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("refuses an unknown department with 400 and its message; 404 for an unknown policy", async () => {
    const bad = await emailPolicy({ department: "Legal" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.department).toEqual(["Choose a department from the list"]);
    const missing = await emailPolicy({}, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Policy not found" });
  });

  it("is for HR and admins: employees 403, no session 401", async () => {
    expect((await emailPolicy({}, policyId, "employee")).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: policyEmailPath(policyId), payload: {} })).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(0);
  });
});

describe("GET /api/employee/policies/{id}", () => {
  it("shows an employee the Active policy the e-mail links to, and nothing else", async () => {
    const shown = await ctx.as("employee", { method: "GET", url: employeePolicyPath(policyId) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ title: "Remote Work Policy", description, status: "Active" });
    const [draft] = (await ctx.as("hr", { method: "GET", url: `${HR_POLICIES_PATH}?status=Draft` })).json();
    expect((await ctx.as("employee", { method: "GET", url: employeePolicyPath(draft.id) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: employeePolicyPath(policyId) })).statusCode).toBe(401);
  });
});

describe("excerptOf", () => {
  it("keeps a short text whole and cuts a long one at a word, with '…'", () => {
    expect(excerptOf("Short  text\nhere.")).toBe("Short text here.");
    const cut = excerptOf(description);
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
    expect(cut.endsWith("…")).toBe(true);
    expect(description.replace(/\s+/g, " ").startsWith(cut.slice(0, -1))).toBe(true);
  });
});
