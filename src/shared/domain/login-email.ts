import type { Role } from "../contract/auth";

/**
 * Who may change the login e-mail of an account (docs/product.md section 7.3), the one rule of the server and
 * the edit form: an admin any account's, an HR user only an employee account's. An HR user's own login and
 * a peer HR user's stay with an admin, so nobody in HR can point another HR login at an address they read.
 * A record without an account has no login: its e-mail is an ordinary field.
 */
export function mayChangeLoginEmail(changer: Role, account: { role: Role } | null | undefined): boolean {
  return !account || changer === "admin" || account.role === "employee";
}
