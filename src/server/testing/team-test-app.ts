/** Set-up shared by the Team view's API tests (docs/product.md section 9.20; not used by the product). */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { LeaveType } from "@/shared/contract/employee-portal";
import { findAccountByEmail } from "../auth/account-store";
import { createSession } from "../auth/session-store";
import { employees, leaveRequests } from "../db/schema";
import { createAdminTestApp, type AdminTestContext } from "./admin-test-app";
import { people, sessionHeader } from "./helpers";
import { createRosterAccount, rosterDepartment, rosterPerson } from "./roster-people";

/**
 * People of the roster (src/server/seed/roster.ts), with its names and departments. Sales: Rohit Pawar manages
 * Aarav Deshmukh (the test employee), Tanvi Shinde, Omkar Jadhav and Pooja Deshpande (who has left); Neha
 * Gokhale is in Sales too but reports to nobody. Marketing: Ananya Kulkarni manages Ishita Bhide. Sneha Patil
 * (HR, the test HR user) manages nobody.
 */
export const TEAM_PEOPLE = ["rohit", "aarav", "tanvi", "omkar", "pooja", "neha", "ananya", "ishita", "sneha"] as const;
export type TeamPerson = (typeof TEAM_PEOPLE)[number];
const managerOf: Partial<Record<TeamPerson, TeamPerson>> = {
  aarav: "rohit",
  tanvi: "rohit",
  omkar: "rohit",
  pooja: "rohit",
  ishita: "ananya",
};
const rosterOf = (person: TeamPerson) => rosterPerson(person.charAt(0).toUpperCase() + person.slice(1));

export interface TeamTestContext extends AdminTestContext {
  records: Record<TeamPerson, number>;
  accounts: Record<TeamPerson, number>;
  /** Employee-portal session headers of each person. */
  as(person: TeamPerson, method: "GET" | "POST", url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Files a request directly (as the employee would), Pending unless `extra` says otherwise. */
  file(
    person: TeamPerson,
    leaveType: LeaveType,
    startDate: string,
    endDate: string,
    extra?: Partial<typeof leaveRequests.$inferInsert>,
  ): Promise<typeof leaveRequests.$inferSelect>;
}

export async function createTeamTestApp(start: string): Promise<TeamTestContext> {
  const ctx = await createAdminTestApp(start);
  const db = ctx.database.db;
  const records = {} as Record<TeamPerson, number>;
  const accounts = {} as Record<TeamPerson, number>;
  for (const person of TEAM_PEOPLE) {
    const known = person === "aarav" ? people.employee.email : person === "sneha" ? people.hr.email : null;
    const account = known
      ? (await findAccountByEmail(db, known))!
      : await createRosterAccount(db, rosterOf(person), "employee", "Baner-Team-2026x");
    records[person] = account.employeeRecordId!;
    accounts[person] = account.id;
  }
  for (const person of TEAM_PEOPLE) {
    const manager = managerOf[person];
    await db
      .update(employees)
      .set({ department: rosterDepartment(rosterOf(person)), reportingManagerId: manager ? records[manager] : null })
      .where(eq(employees.id, records[person]));
  }
  await db
    .update(employees)
    .set({ isActive: false, deactivatedAt: new Date(start) })
    .where(eq(employees.id, records.pooja));

  const headers = {} as Record<TeamPerson, Record<string, string>>;
  for (const person of TEAM_PEOPLE)
    headers[person] = sessionHeader("employee", await createSession(db, accounts[person], "employee", ctx.clock.now()));
  const as: TeamTestContext["as"] = (person, method, url, payload) =>
    ctx.app.inject({ method, url, headers: headers[person], ...(payload ? { payload } : {}) });
  const file: TeamTestContext["file"] = async (person, leaveType, startDate, endDate, extra = {}) => {
    const [row] = await db
      .insert(leaveRequests)
      .values({ employeeRecordId: records[person], leaveType, startDate, endDate, reason: "Family function in Satara", ...extra })
      .returning();
    return row!;
  };
  return { ...ctx, records, accounts, as, file };
}
