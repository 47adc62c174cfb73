import { describe, expect, it } from "vitest";
import { holidays, hrPolicies, inquiries, jobOpenings, leaveRequests, projects, subscribers } from "../../db/schema";
import { TEST_DOMAIN, useTestDatabase } from "../../testing/helpers";
import { createStaffAccount } from "../users/service";
import { parseSubject, staticSubjectName, subjectNames } from "./subject-names";

describe("staticSubjectName", () => {
  it("names exports, payroll months, tax years, leave allowances and the settings from the subject alone", () => {
    expect(staticSubjectName("export:projects")).toBe("Projects export");
    expect(staticSubjectName("export:attendance-summary")).toBe("Attendance summary export");
    expect(staticSubjectName("export:ecr")).toBe("PF ECR file");
    expect(staticSubjectName("payroll:2026-10")).toBe("Payroll October 2026");
    expect(staticSubjectName("payroll:2026-01")).toBe("Payroll January 2026");
    expect(staticSubjectName("tax-year:2026-27")).toBe("Tax declarations 2026-27");
    expect(staticSubjectName("leave-allowance:sick")).toBe("Sick Leave allowance");
    expect(staticSubjectName("settings")).toBe("Working time and office settings");
  });

  it("has no name for what it does not know, or for records (they are looked up)", () => {
    for (const subject of [
      "export:unheard-of",
      "payroll:2026-13",
      "payroll:October",
      "tax-year:2026",
      "leave-allowance:sabbatical",
      "employee:12",
      "sneha.patil@x.example",
      "general",
      "",
    ]) {
      expect(staticSubjectName(subject), subject).toBeNull();
    }
  });
});

describe("parseSubject", () => {
  it("splits a record subject at its first colon; addresses and bare words are no records", () => {
    expect(parseSubject("leave:5")).toEqual({ kind: "leave", key: "5" });
    expect(parseSubject("leave-allowance:sick")).toEqual({ kind: "leave-allowance", key: "sick" });
    expect(parseSubject("odd:a:b")).toEqual({ kind: "odd", key: "a:b" });
    expect(parseSubject("first:last@x.example")).toBeNull();
    expect(parseSubject("settings")).toBeNull();
    expect(parseSubject(":5")).toBeNull();
  });
});

describe("subjectNames", () => {
  const database = useTestDatabase();

  it("names the records of every kind on a page together, and none for those gone or malformed", async () => {
    const db = database.db;
    const aarav = await createStaffAccount(
      db,
      TEST_DOMAIN,
      { role: "employee", email: `aarav.deshmukh@${TEST_DOMAIN}`, password: "Wakad-Sales-Lead-9" },
      { via: "cli" },
    );
    const person = aarav.employee!;
    const [project] = await db
      .insert(projects)
      .values({
        projectName: "Skyline Residences Baner",
        projectType: "Residential",
        location: "Baner",
        client: "Deshmukh Developers",
        projectManager: "Ananya Kulkarni",
        startDate: "2026-01-15",
        status: "Planning",
        priority: "High",
        riskLevel: "Low",
      })
      .returning();
    const [leave] = await db
      .insert(leaveRequests)
      .values({
        employeeRecordId: person.id,
        leaveType: "sick",
        startDate: "2026-11-03",
        endDate: "2026-11-03",
        reason: "Fever and a doctor's visit",
      })
      .returning();
    const [job] = await db
      .insert(jobOpenings)
      .values({ title: "Sales Executive", department: "Sales", location: "Pune", type: "Full-time", experience: "1-3 years" })
      .returning();
    const [policy] = await db
      .insert(hrPolicies)
      .values({ title: "Leave Policy", description: "How leave works", category: "HR", effectiveDate: "2026-04-01" })
      .returning();
    const [holiday] = await db.insert(holidays).values({ date: "2026-11-09", name: "Diwali" }).returning();
    const [subscriber] = await db.insert(subscribers).values({ email: "reader@example.com" }).returning();
    const [inquiry] = await db
      .insert(inquiries)
      .values({ name: "Rohan Mehta", email: "rohan@example.com", phone: "9822012345", subject: "property", message: "A 2 BHK in Baner?" })
      .returning();

    const subjects = [
      `employee:${person.id}`,
      `leave:${leave!.id}`,
      `project:${project!.id}`,
      `job:${job!.id}`,
      `policy:${policy!.id}`,
      `holiday:${holiday!.id}`,
      `subscriber:${subscriber!.id}`,
      `inquiry:${inquiry!.id}`,
      "export:projects",
      `aarav.deshmukh@${TEST_DOMAIN}`,
      "project:999999",
      "employee:abc",
      "employee:99999999999",
      "correction:1",
      null,
    ];
    const names = await subjectNames(db, subjects);
    expect(Object.fromEntries(names)).toEqual({
      [`employee:${person.id}`]: `Aarav Deshmukh (${person.employeeId})`,
      [`leave:${leave!.id}`]: `Leave request #${leave!.id} (Aarav Deshmukh)`,
      [`project:${project!.id}`]: "Project: Skyline Residences Baner",
      [`job:${job!.id}`]: "Job opening: Sales Executive",
      [`policy:${policy!.id}`]: "Policy: Leave Policy",
      [`holiday:${holiday!.id}`]: "Holiday: Diwali (09 Nov 2026)",
      [`subscriber:${subscriber!.id}`]: "Subscriber reader@example.com",
      [`inquiry:${inquiry!.id}`]: `Inquiry #${inquiry!.id} (Rohan Mehta)`,
      "export:projects": "Projects export",
      [`aarav.deshmukh@${TEST_DOMAIN}`]: null,
      "project:999999": null,
      "employee:abc": null,
      "employee:99999999999": null,
      "correction:1": null,
    });
  });

  it("names a whole log's worth of subjects, more than one query may carry (65,535 parameters)", async () => {
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ name: "Sana Shaikh", email: "sana@example.com", phone: "9822012346", subject: "general", message: "Office hours?" })
      .returning();
    const subjects = Array.from({ length: 70_000 }, (_, index) => `inquiry:${inquiry!.id + index}`);
    const names = await subjectNames(database.db, [...subjects, ...subjects]);
    expect(names.size).toBe(70_000);
    expect(names.get(`inquiry:${inquiry!.id}`)).toBe(`Inquiry #${inquiry!.id} (Sana Shaikh)`);
    expect(names.get(`inquiry:${inquiry!.id + 69_999}`)).toBeNull();
  });

  it("asks nothing of the database for a page without records", async () => {
    expect(Object.fromEntries(await subjectNames(database.db, ["export:audit", null, "settings"]))).toEqual({
      "export:audit": "Audit log export",
      settings: "Working time and office settings",
    });
  });
});
