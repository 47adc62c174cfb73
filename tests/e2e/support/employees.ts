import { request as playwrightRequest } from "@playwright/test";
import { AUTH_PASSWORD_PATH, LOGIN_PATHS } from "../../../src/shared/contract/auth";
import { ADMIN_EMPLOYEES_PATH, type EmployeeCreated, type EmployeeInput } from "../../../src/shared/contract/employees";
import { RESET_PASSWORD_PATH } from "../../../src/shared/contract/mail";
import { buildEmployeeInput } from "../../../src/server/seed/builders";
import { E2E_DOMAIN, e2eAccounts } from "./accounts";
import { expect } from "./login";
import { sessionHeaderOf } from "./login-as";
import { passwordLinkIn, waitForMail } from "./mailbox";

let hired = 0;

/**
 * A new person hired through the admin API who has already chosen a password (through the welcome e-mail's link,
 * or by replacing the temporary password where no mail server is configured): a fresh employee for specs that use
 * up something once a day (check-in). Answers their login.
 */
export async function hireEmployee(
  baseURL: string,
  overrides: Partial<EmployeeInput> = {},
): Promise<{ email: string; password: string; name: string; employee: EmployeeCreated["employee"] }> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const adminHeader = await sessionHeaderOf("admin", e2eAccounts.admin);
    const n = `${process.pid}${Date.now() % 100_000}${(hired += 1)}`;
    const input = buildEmployeeInput(E2E_DOMAIN, {
      employeeId: `CHK${n}`,
      firstName: "Neha",
      lastName: `Checkin${n}`,
      email: `neha.checkin${n}@${E2E_DOMAIN}`,
      ...overrides,
    });
    const created = await api.post(ADMIN_EMPLOYEES_PATH, { data: input, headers: adminHeader });
    expect(created.status()).toBe(201);
    const { employee, temporaryPassword } = (await created.json()) as EmployeeCreated;
    const password = `Site-Visit-${n}`;
    if (temporaryPassword === null) {
      const token = new URL(
        passwordLinkIn(await waitForMail(employee.email, (mail) => mail.subject.startsWith("Welcome"))),
      ).searchParams.get("token");
      const set = await api.post(RESET_PASSWORD_PATH, { data: { token, password } });
      expect(set.status()).toBe(200);
      return { email: employee.email, password, name: `${employee.firstName} ${employee.lastName}`, employee };
    }
    const login = await api.post(LOGIN_PATHS.employee, { data: { email: employee.email, password: temporaryPassword } });
    const header = { "x-employee-session": ((await login.json()) as { sessionId: string }).sessionId };
    const changed = await api.post(`${AUTH_PASSWORD_PATH}?portal=employee`, {
      data: { currentPassword: temporaryPassword, newPassword: password },
      headers: header,
    });
    expect(changed.status()).toBe(200);
    return { email: employee.email, password, name: `${employee.firstName} ${employee.lastName}`, employee };
  } finally {
    await api.dispose();
  }
}
