import type { Db } from "../db/client";
import { createStaffAccount } from "../modules/users/service";

export const WORKLOAD_DOMAIN = "prasthanrealty.example";
const PASSWORD = "Durable#Wakad2026";

export interface Person {
  email: string;
  password: string;
}

export interface WorkloadPeople {
  hr: Person;
  /** Each checks in on one cycle only: the day allows one check-in a person, and every cycle should have some. */
  employees: Person[];
}

/**
 * The people of the kill -9 workload, made before the first start (through the same service as the
 * account command): one HR user who decides leave and `employees` employees who check in and ask for leave.
 */
export async function seedWorkload(db: Db, employees: number): Promise<WorkloadPeople> {
  const actor = { accountId: null, ip: null, via: "cli" } as const;
  const hr = { email: `durable.hr@${WORKLOAD_DOMAIN}`, password: PASSWORD };
  await createStaffAccount(db, WORKLOAD_DOMAIN, { role: "hr", ...hr }, actor);
  const people: Person[] = [];
  for (let n = 1; n <= employees; n += 1) {
    const person = { email: `durable.employee${n}@${WORKLOAD_DOMAIN}`, password: PASSWORD };
    await createStaffAccount(db, WORKLOAD_DOMAIN, { role: "employee", ...person }, actor);
    people.push(person);
  }
  return { hr, employees: people };
}
