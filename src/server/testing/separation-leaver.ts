/** The leaver the separation route tests hire and the resignation they record; not used by the product. */
import { expect } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated } from "@/shared/contract/employees";
import type { SeparationInput } from "@/shared/contract/separation";
import { buildEmployeeInput } from "../seed/builders";
import type { AdminTestContext } from "./admin-test-app";
import { TEST_DOMAIN } from "./helpers";

/** Joined 1 Jan 2019; basic 26,000, gross 26,000 + 13,000 + 13,000 = 52,000. */
export async function hireLeaver(ctx: AdminTestContext, changes: Record<string, unknown> = {}) {
  const input = buildEmployeeInput(TEST_DOMAIN, {
    dateOfJoining: "2019-01-01",
    basicSalary: 26_000,
    hra: 13_000,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 13_000,
    otherAllowances: 0,
    ...changes,
  });
  const response = await ctx.asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<EmployeeCreated>();
  return { id: created.employee.id, email: input.email, password: created.temporaryPassword! };
}

/** Notice on Tuesday 3 Nov 2026, leaving on Friday 20 Nov 2026 with 12 of 30 notice days short. */
export const leaverResignation: SeparationInput = {
  kind: "resignation",
  noticeDate: "2026-11-03",
  lastWorkingDay: "2026-11-20",
  noticePeriodDays: 30,
  noticeShortfall: "recover",
  encashmentDivisor: 26,
  reason: "Moving to Bengaluru",
};
