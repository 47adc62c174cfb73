import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { maskPan } from "@/shared/domain/identifiers";
import { loadSessions } from "../../auth/session-store";
import { attendanceRecords, employees, inquiries, leaveRequests, projects, staffAccounts, subscribers } from "../../db/schema";
import { monthlySummary } from "../../modules/attendance/attendance-csv";
import { loadAttendanceGrid } from "../../modules/attendance/grid";
import { revealIdentifiers } from "../../modules/employees/records";
import { computePayroll } from "../../modules/payroll/compute";
import { useTestDatabase } from "../../testing/helpers";
import { testCipher } from "../../testing/test-app";
import { generateScaleCompany } from "./company";
import { createSessions } from "./sessions";

const database = useTestDatabase();
const ZONE = "Asia/Kolkata";
const DOMAIN = "prasthanrealty.example";
// Monday 23 November 2026 in Pune: one whole month before it, October.
const NOW = new Date("2026-11-23T06:00:00Z");
const TODAY = "2026-11-23";
const cipher = testCipher();

describe("the scale generator", () => {
  it("makes a company the real services read: the grid and the monthly summary count what was generated, the payroll computes everyone", async () => {
    const { db } = database;
    const company = await generateScaleCompany(db, {
      employees: 8, // six department heads, then people who report to them
      months: 1,
      cipher,
      domain: DOMAIN,
      timeZone: ZONE,
      now: NOW,
      password: "Scale-Test-Pune-2026",
      site: { projects: 3, inquiries: 10, subscribers: 4 },
    });
    expect(company.history).toEqual({ first: "2026-10-01", last: "2026-10-31", months: ["2026-10"] });
    expect(company.people).toHaveLength(8);
    const n = async (table: typeof attendanceRecords | typeof leaveRequests | typeof projects | typeof inquiries | typeof subscribers) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    expect([await n(attendanceRecords), await n(leaveRequests), await n(projects), await n(inquiries), await n(subscribers)]).toEqual([
      company.counts.records,
      company.counts.leaveRequests,
      3,
      10,
      4,
    ]);
    expect(company.counts.records).toBeGreaterThan(50);

    // The attendance grid, which the summary, the muster and the payroll all read, finds every record and absence.
    const grid = await loadAttendanceGrid(db, { from: "2026-10-01", to: "2026-10-31", today: TODAY, timeZone: ZONE });
    const statuses = grid.people.flatMap((person) => person.days.map((day) => day.status));
    expect(statuses.filter((status) => status === "Present" || status === "Late").length).toBe(company.counts.records);
    expect(statuses.filter((status) => status === "Absent").length).toBe(company.counts.absences);
    expect(statuses.filter((status) => status === "Late").length).toBeGreaterThan(0);
    const summary = monthlySummary(grid);
    const presentColumn = summary.header.indexOf("Present Days");
    expect(summary.rows.reduce((sum, row) => sum + Number(row[presentColumn]), 0)).toBe(company.counts.records);

    // Everyone employed in the month has a payroll row, paid less exactly their absent and unpaid-leave days.
    const payroll = await computePayroll(db, "2026-10", TODAY, ZONE);
    expect(payroll.rows.map((row) => row.employeeRecordId).sort()).toEqual(grid.people.map((person) => person.employee.id).sort());
    for (const row of payroll.rows) {
      const days = grid.people.find((person) => person.employee.id === row.employeeRecordId)!.days;
      expect(row.lopDays).toBe(days.filter((day) => day.status === "Absent" || day.unpaidLeave).length);
      expect(row.estimated).toBe(false);
      expect(row.netPay).toBeGreaterThan(0);
      expect(row.deductions.professionalTax).toBeGreaterThan(0);
    }

    // Reporting managers are real records; identifiers open with the server's key.
    const rows = await db.select().from(employees);
    expect(rows.filter((row) => row.reportingManagerId !== null).length).toBeGreaterThan(0);
    for (const row of rows) {
      const pan = revealIdentifiers(row, cipher).panNumber!;
      expect(pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
      expect(row.panMasked).toBe(maskPan(pan));
    }
    expect(await db.select({ id: employees.id }).from(employees).where(eq(employees.hasSalaryData, false))).toEqual([]);
  });

  it("stores sessions as a login does: the raw ids load their accounts", async () => {
    const { db } = database;
    const [person] = (await db.select({ id: employees.id }).from(employees).limit(1)) as [{ id: number }];
    const [account] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.employeeRecordId, person.id));
    const [id] = await createSessions(db, [account!.id], "employee", NOW);
    const [session] = await loadSessions(db, [id!]);
    expect(session?.account.id).toBe(account!.id);
    expect(session?.account.employee?.id).toBe(person.id);
    expect(session?.portal).toBe("employee");
  });
});
