import type { Role } from "../contract/auth";
import { loginEmailMessage, managerLoginEmailMessage } from "../contract/employees";

/**
 * Why the signed-in user may not change the login e-mail of a record (docs/product.md section 7.3), the one rule of
 * the server (the 403's message) and the edit form (the read-only field's note); null when they may. An admin may
 * change any account's; an HR user only an employee account's that manages nobody. An HR user's own login and a
 * peer HR user's stay with an admin, so nobody in HR can point another HR login at an address they read; so does a
 * manager's, who decides their reports' leave (HR's own leave too, when HR reports to them). A record without an
 * account has no login: its e-mail is an ordinary field.
 */
export function loginEmailRefusal(changer: Role, record: { account: { role: Role } | null; hasDirectReports: boolean }): string | null {
  if (!record.account || changer === "admin") return null;
  if (record.account.role !== "employee") return loginEmailMessage;
  return record.hasDirectReports ? managerLoginEmailMessage : null;
}
