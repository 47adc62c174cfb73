import type { Role } from "@/shared/contract/auth";
import type { Db } from "../db/client";
import { generatePassword } from "../auth/passwords";
import { createStaffAccount } from "../modules/users/service";
import { findAccountByEmail, findEmployeeByEmail, insertEmployee } from "../auth/account-store";
import { DEMO_ACCOUNTS, emailOf } from "./roster";

export interface DemoCredential {
  role: Role;
  email: string;
  /** null when the account already existed (its password is not known any more). */
  password: string | null;
}

/** Creates the roster's demo accounts for the three roles (with employee records for HR and employee). */
export async function ensureDemoAccounts(db: Db, domain: string, options: { production: boolean }): Promise<DemoCredential[]> {
  const result: DemoCredential[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const email = emailOf(demo, domain);
    if (await findAccountByEmail(db, email)) {
      result.push({ role: demo.role, email, password: null });
      continue;
    }
    if (demo.record && !(await findEmployeeByEmail(db, email))) {
      await insertEmployee(db, {
        firstName: demo.firstName,
        lastName: demo.lastName,
        email,
        department: demo.record.department,
        designation: demo.record.designation,
      });
    }
    const password = options.production ? generatePassword() : demo.password;
    await createStaffAccount(
      db,
      domain,
      { role: demo.role, email, password, firstName: demo.firstName, lastName: demo.lastName },
      { via: "demo" },
    );
    result.push({ role: demo.role, email, password });
  }
  return result;
}
