/** The admin's hiring requests shared by admin-routes-hire.test.ts and admin-routes-accounts.test.ts (not used by the product). */
import { expect } from "vitest";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated, type EmployeeInput } from "@/shared/contract/employees";
import { buildEmployeeInput } from "../seed/builders";
import type { AdminTestContext } from "./admin-test-app";
import { TEST_DOMAIN } from "./helpers";

/** Hires through POST /api/admin/employees on the test file's app (`app` is read at call time: the app is made in beforeAll). */
export function hireRequests(app: () => AdminTestContext) {
  const create = (input: Partial<EmployeeInput> & Record<string, unknown> = {}) =>
    app().asAdmin({ method: "POST", url: ADMIN_EMPLOYEES_PATH, payload: { ...buildEmployeeInput(TEST_DOMAIN), ...input } });
  const hire = async (input: Partial<EmployeeInput> = {}) => {
    const response = await create(input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EmployeeCreated>();
  };
  const fieldError = async (input: Record<string, unknown>, field: string) => {
    const response = await create(input);
    expect(response.statusCode, JSON.stringify(input)).toBe(400);
    return response.json().fieldErrors?.[field]?.[0];
  };
  return { create, hire, fieldError };
}
