import type { Role } from "@/shared/contract/auth";
import type { Db } from "../db/client";
import { generatePassword } from "../auth/passwords";
import { createStaffAccount } from "../modules/users/service";
import { findAccountByEmail, findEmployeeByEmail, insertEmployee } from "../auth/account-store";

interface DemoAccount {
  role: Role;
  firstName: string;
  lastName: string;
  department: string | null;
  designation: string;
  /** Used outside production; production gets generated passwords. */
  password: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: "admin", firstName: "Vikram", lastName: "Joshi", department: null, designation: "Managing Director", password: "Admin#Pune2025" },
  { role: "hr", firstName: "Sneha", lastName: "Patil", department: "HR", designation: "HR Manager", password: "Hr#Baner2025" },
  { role: "employee", firstName: "Aarav", lastName: "Deshmukh", department: "Sales", designation: "Sales Executive", password: "Sales#Wakad2025" },
];

export const demoEmail = (account: Pick<DemoAccount, "firstName" | "lastName">, domain: string) =>
  `${account.firstName}.${account.lastName}@${domain}`.toLowerCase();

export interface DemoCredential {
  role: Role;
  email: string;
  /** null when the account already existed (its password is not known any more). */
  password: string | null;
}

/** Creates the demo accounts for the three roles (with employee records for HR and employee). */
export async function ensureDemoAccounts(db: Db, domain: string, options: { production: boolean }): Promise<DemoCredential[]> {
  const result: DemoCredential[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const email = demoEmail(demo, domain);
    if (await findAccountByEmail(db, email)) {
      result.push({ role: demo.role, email, password: null });
      continue;
    }
    if (demo.department && !(await findEmployeeByEmail(db, email))) {
      await insertEmployee(db, { firstName: demo.firstName, lastName: demo.lastName, email, department: demo.department, designation: demo.designation });
    }
    const password = options.production ? generatePassword() : demo.password;
    await createStaffAccount(db, domain, { role: demo.role, email, password, firstName: demo.firstName, lastName: demo.lastName }, { via: "demo" });
    result.push({ role: demo.role, email, password });
  }
  return result;
}
